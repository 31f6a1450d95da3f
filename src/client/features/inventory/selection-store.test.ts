import { beforeEach, describe, expect, it } from 'vitest';
import { useItemSelection } from './selection-store';

const rows = (...ids: number[]) => ids.map((id) => ({ oneId: String(10_000_000 + id), id }));
const picked = () => Object.keys(useItemSelection.getState().picked.inventory);

describe('item selection', () => {
  beforeEach(() => useItemSelection.getState().clear('inventory'));

  it('keeps items picked on one page when another page is picked', () => {
    const s = useItemSelection.getState();
    s.togglePage('inventory', rows(1, 2));
    s.togglePage('inventory', rows(3, 4));
    expect(picked()).toEqual(['10000001', '10000002', '10000003', '10000004']);
  });

  it('unpicks a whole page only when all of it was picked, and one item by itself', () => {
    const s = useItemSelection.getState();
    s.toggle('inventory', '10000001', 1);
    s.togglePage('inventory', rows(1, 2));
    expect(picked()).toEqual(['10000001', '10000002']);
    s.togglePage('inventory', rows(1, 2));
    expect(picked()).toEqual([]);
  });

  it('clears one list and leaves the others', () => {
    const s = useItemSelection.getState();
    s.toggle('inventory', '10000001', 1);
    s.toggle('stock', '10000009', 9);
    s.clear('inventory');
    expect(picked()).toEqual([]);
    expect(Object.keys(useItemSelection.getState().picked.stock)).toEqual(['10000009']);
  });
});

describe('the status of picked items', () => {
  beforeEach(() => useItemSelection.getState().clear('inventory'));
  const statuses = () => useItemSelection.getState().statusOf.inventory;

  it('keeps each picked item status, forgets it when unpicked or cleared', () => {
    const s = useItemSelection.getState();
    s.togglePage('inventory', [
      { oneId: '10000001', id: 1, status: 1 },
      { oneId: '10000002', id: 2, status: 4 },
    ]);
    s.toggle('inventory', '10000003', 3, 1);
    expect(statuses()).toEqual({ '10000001': 1, '10000002': 4, '10000003': 1 });
    s.toggle('inventory', '10000002', 2, 4);
    expect(statuses()).toEqual({ '10000001': 1, '10000003': 1 });
    s.clear('inventory');
    expect(statuses()).toEqual({});
  });
});

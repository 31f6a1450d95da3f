import { describe, expect, it } from 'vitest';
import type { PickLine } from '../../../../domain/outbound/batches';
import { decidePick, ordersOf } from './pick-scan';

const line = (oneId: string, orderId: number, extra: Partial<PickLine> = {}): PickLine => ({
  oneId,
  orderId,
  oddNo: `RS${String(orderId).padStart(8, '0')}`,
  kind: 4,
  sku: 'DD1391-100',
  brand: 'Nike',
  name: 'Dunk',
  size: '9',
  shelfName: 'A-1',
  orderState: 'open',
  picked: false,
  pickedBy: '',
  gmtPicked: null,
  gmtShipped: null,
  hasLabel: false,
  ...extra,
});

describe('a scan on the pick screen', () => {
  const lines = [
    line('10000001', 1),
    line('10000002', 1, { picked: true }),
    line('10000003', 2, { orderState: 'recalled' }),
  ];

  it('picks a pair of the batch not picked yet', () => {
    expect(decidePick(lines, ' 10000001 ')).toMatchObject({ kind: 'pick', line: { oneId: '10000001' } });
  });

  it('says a pair picked already is picked, and queues nothing', () => {
    expect(decidePick(lines, '10000002').kind).toBe('alreadyPicked');
  });

  it('refuses a pair that is not in the batch, or whose order left the batch', () => {
    expect(decidePick(lines, '10000009')).toEqual({ kind: 'notInBatch', oneId: '10000009' });
    expect(decidePick(lines, '10000003').kind).toBe('orderClosed');
  });

  it('does not take a shelf code or a tracking number for a ONE ID', () => {
    expect(decidePick(lines, 'S-3-A-01').kind).toBe('notAOneId');
  });
});

describe("a batch's orders", () => {
  it('are ready to ship once every pair is picked, and not once they left the batch', () => {
    const orders = ordersOf([
      line('10000001', 1, { picked: true }),
      line('10000002', 1, { picked: true }),
      line('10000003', 2, { picked: true }),
      line('10000004', 2),
      line('10000005', 3, { picked: true, orderState: 'shipped' }),
    ]);
    expect(orders.map((o) => [o.orderId, o.picked, o.pairs, o.readyToShip])).toEqual([
      [1, 2, 2, true],
      [2, 1, 2, false],
      [3, 1, 1, false],
    ]);
  });
});

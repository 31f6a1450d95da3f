import { describe, expect, it } from 'vitest';
import type { PickLine } from '../../domain/outbound/batches';
import { linesAfter, withPendingOps } from './batch-effects';
import type { QueuedOp } from './types';

const line = (oneId: string, orderId: number, extra: Partial<PickLine> = {}): PickLine => ({
  oneId,
  orderId,
  oddNo: `RS${orderId}`,
  kind: 4,
  sku: 'S',
  brand: 'B',
  name: 'N',
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
const op = (seq: number, type: string, payload: Record<string, unknown>, state = 'pending') =>
  ({ opId: `op-${seq}`, seq, type, payload, state }) as unknown as QueuedOp;

describe("the tablet's own batch ops on its copy of the pick list", () => {
  const lines = [line('10000001', 1), line('10000002', 1), line('10000003', 2)];

  it('a pick marks its pair; a ship by ONE ID marks every pair of that order shipped', () => {
    const picked = linesAfter('outbound.pick', { batchId: 7, oneId: '10000002' }, lines);
    expect(picked.map((l) => l.picked)).toEqual([false, true, false]);
    const shipped = linesAfter('outbound.ship', { batchId: 7, oneId: '10000001' }, picked);
    expect(shipped.map((l) => l.orderState)).toEqual(['shipped', 'shipped', 'open']);
    expect(linesAfter('outbound.pick', { batchId: 7, oneId: '10000009' }, lines)).toBe(lines);
  });

  it('a fresh copy from the server keeps the picks still waiting to sync, of this batch only', () => {
    const after = withPendingOps(7, lines, [
      op(2, 'outbound.exception', { batchId: 7, orderId: 2 }),
      op(1, 'outbound.pick', { batchId: 7, oneId: '10000001' }),
      op(3, 'outbound.pick', { batchId: 8, oneId: '10000002' }),
      op(4, 'outbound.pick', { batchId: 7, oneId: '10000002' }, 'applied'),
      op(5, 'shelveItem', { oneId: '10000002', shelfId: 3 }),
    ]);
    expect(after.map((l) => [l.picked, l.orderState])).toEqual([
      [true, 'open'],
      [false, 'open'],
      [false, 'exception'],
    ]);
  });
});

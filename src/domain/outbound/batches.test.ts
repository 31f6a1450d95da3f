import { describe, expect, it } from 'vitest';
import {
  batchFiguresOf,
  batchStatusOf,
  comparePickLines,
  compareNatural,
  isCancellableBatch,
  isLiveBatch,
  isReadyToShip,
  OutboundBatchStatus,
  SHIPPABLE_STATUS,
  SHIPPED_STATUS,
  shipBatchOrderInput,
} from './batches';
import type { BatchOrderState } from './batches';

describe('outbound batch rules', () => {
  it('a batch starts generated, is pending outbound once picking starts, partial then fully outbound', () => {
    expect(batchStatusOf({ open: 3, shipped: 0, picked: 0 })).toBe(OutboundBatchStatus.generated);
    expect(batchStatusOf({ open: 3, shipped: 0, picked: 1 })).toBe(OutboundBatchStatus.pendingOutbound);
    expect(batchStatusOf({ open: 2, shipped: 1, picked: 0 })).toBe(OutboundBatchStatus.partialOutbound);
    expect(batchStatusOf({ open: 0, shipped: 3, picked: 0 })).toBe(OutboundBatchStatus.fullyOutbound);
  });

  it('a batch whose orders were all taken out before any left is cancelled', () => {
    expect(batchStatusOf({ open: 0, shipped: 0, picked: 0 })).toBe(OutboundBatchStatus.cancelled);
  });

  it('is cancelled only before anything left, and worked only while live', () => {
    expect([1, 2, 3, 4, 5].filter(isCancellableBatch)).toEqual([1, 2]);
    expect([1, 2, 3, 4, 5].filter(isLiveBatch)).toEqual([1, 2, 4]);
  });

  it('takes the orders that leave the warehouse from their ship step: 3 paid, 4 and 6 pending outbound, 14, a flex shipment ready to ship', () => {
    expect(SHIPPABLE_STATUS).toEqual({ 3: 5, 4: 4, 6: 2, 14: 1, 16: 2 });
    expect(SHIPPED_STATUS).toEqual({ 3: 6, 4: 5, 6: 4, 14: 2, 16: 3 });
    expect(isReadyToShip({ kind: 4, status: 4, feeCents: 300, paidState: 'held' })).toBe(true);
    expect(isReadyToShip({ kind: 4, status: 4, feeCents: 300, paidState: 'unpaid' })).toBe(false);
    expect(isReadyToShip({ kind: 14, status: 1, feeCents: 0, paidState: 'unpaid' })).toBe(true);
    expect(isReadyToShip({ kind: 3, status: 3, feeCents: 500, paidState: 'unpaid' })).toBe(false);
    expect(isReadyToShip({ kind: 5, status: 3, feeCents: 0, paidState: 'unpaid' })).toBe(false);
  });

  it('walks the shelves in natural order, then ONE IDs, pairs without a shelf last', () => {
    const lines = [
      { shelfName: 'A-10', oneId: '10000002' },
      { shelfName: '', oneId: '10000001' },
      { shelfName: 'A-2', oneId: '10000009' },
      { shelfName: 'A-2', oneId: '10000003' },
      { shelfName: 'B-1', oneId: '10000004' },
    ];
    expect([...lines].sort(comparePickLines)).toEqual([
      { shelfName: 'A-2', oneId: '10000003' },
      { shelfName: 'A-2', oneId: '10000009' },
      { shelfName: 'A-10', oneId: '10000002' },
      { shelfName: 'B-1', oneId: '10000004' },
      { shelfName: '', oneId: '10000001' },
    ]);
    expect(compareNatural('a-1', 'A-1')).not.toBe(0);
  });

  it('a ship op names its order by one ONE ID or by its id, not both', () => {
    expect(shipBatchOrderInput.safeParse({ batchId: 1, oneId: '10000001' }).success).toBe(true);
    expect(shipBatchOrderInput.safeParse({ batchId: 1, orderId: 3 }).success).toBe(true);
    expect(shipBatchOrderInput.safeParse({ batchId: 1 }).success).toBe(false);
    expect(shipBatchOrderInput.safeParse({ batchId: 1, oneId: '10000001', orderId: 3 }).success).toBe(false);
  });
});

describe("a batch's figures from its pick list", () => {
  const l = (orderId: number, orderState: BatchOrderState, picked: boolean) => ({
    orderId,
    orderState,
    picked,
  });

  it('counts orders, pairs, pairs picked and orders shipped, and settles a live status as the server does', () => {
    const lines = [l(1, 'shipped', true), l(1, 'shipped', true), l(2, 'open', true), l(3, 'open', false)];
    expect(batchFiguresOf(OutboundBatchStatus.pendingOutbound, lines)).toEqual({
      status: OutboundBatchStatus.partialOutbound,
      orders: 3,
      items: 4,
      picked: 3,
      shipped: 1,
    });
    expect(batchFiguresOf(OutboundBatchStatus.generated, [l(1, 'open', true)]).status).toBe(
      OutboundBatchStatus.pendingOutbound,
    );
    expect(
      batchFiguresOf(OutboundBatchStatus.partialOutbound, [l(1, 'shipped', true), l(2, 'exception', false)])
        .status,
    ).toBe(OutboundBatchStatus.fullyOutbound);
  });

  it('keeps a cancelled or finished status as it is', () => {
    expect(batchFiguresOf(OutboundBatchStatus.cancelled, [l(1, 'cancelled', false)]).status).toBe(
      OutboundBatchStatus.cancelled,
    );
    expect(batchFiguresOf(OutboundBatchStatus.fullyOutbound, [l(1, 'shipped', true)]).status).toBe(
      OutboundBatchStatus.fullyOutbound,
    );
  });
});

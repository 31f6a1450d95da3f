import { describe, expect, it } from 'vitest';
import {
  labelFactKey,
  orderIdOfOddNo,
  orderOddNo,
  orderPreviewRequest,
  orderTypeQuery,
  quoteRequest,
  rejectRequest,
  reshipCreateRequest,
  sellerKindsFor,
  shipWithLabelCreateRequest,
} from './outbound';
import type { OrderLabelView } from './outbound';

const HASH = 'a'.repeat(64);

describe('outbound requests', () => {
  it('reads the order kind of pay and cancel from type or eventType, and refuses other kinds', () => {
    expect(orderTypeQuery.parse({ id: '7', type: '4' })).toEqual({ id: 7, kind: 4 });
    expect(orderTypeQuery.parse({ id: '7', eventType: '5' })).toEqual({ id: 7, kind: 5 });
    expect(orderTypeQuery.parse({ id: '7', type: '6' }), 'a consignment').toEqual({ id: 7, kind: 6 });
    expect(orderTypeQuery.safeParse({ id: '7', type: '8' }).success).toBe(false);
    expect(orderTypeQuery.safeParse({ id: '7' }).success).toBe(false);
  });

  it('takes a label as the file URL the upload answered, and keeps its content hash', () => {
    const ok = shipWithLabelCreateRequest.parse({
      items: [{ oneId: '12345678', labelFile: `/api/business/files/${HASH}` }],
    });
    expect(ok.items[0].labelFile).toBe(HASH);
    const bad = shipWithLabelCreateRequest.safeParse({
      items: [{ oneId: '12345678', labelFile: 'https://evil.example/l.pdf' }],
    });
    expect(bad.success).toBe(false);
  });

  it('refuses the same pair twice, an empty order and more than 100 pairs', () => {
    const address = { name: 'A', street1: '1 St', city: 'C', state: 'NY', zip: '10001' };
    expect(reshipCreateRequest.safeParse({ oneIds: ['12345678', '12345678'], address }).success).toBe(false);
    expect(reshipCreateRequest.safeParse({ oneIds: [], address }).success).toBe(false);
    const many = Array.from({ length: 101 }, (_, i) => String(10_000_000 + i));
    expect(reshipCreateRequest.safeParse({ oneIds: many, address }).success).toBe(false);
  });

  it('takes the outbound reject reasons only, and a positive quote in dollars as cents', () => {
    expect(rejectRequest.safeParse({ id: 1, reasons: ['addressProblem', 'carrierRefused'] }).success).toBe(
      true,
    );
    expect(rejectRequest.safeParse({ id: 1, reasons: ['fraud'] }).success).toBe(false);
    expect(rejectRequest.safeParse({ id: 1, reasons: ['other', 'other'] }).success).toBe(false);
    expect(rejectRequest.safeParse({ id: 1, reasons: [] }).success).toBe(false);
    expect(rejectRequest.safeParse({ id: 1, reasons: ['looksOld'] }).success).toBe(false);
    expect(quoteRequest.parse({ id: 1, price: '95.50' })).toEqual({ id: 1, price: 9550 });
    expect(quoteRequest.safeParse({ id: 1, price: 0 }).success).toBe(false);
    expect(quoteRequest.safeParse({ id: 1, price: '1.005' }).success).toBe(false);
  });
});

describe('the kinds a seller may ask for from the inventory', () => {
  it('offers ship with label, reship, cash-out and switch user on available pairs only', () => {
    expect(sellerKindsFor([1, 1])).toEqual([3, 4, 5, 7]);
    expect(sellerKindsFor([1, 4])).toEqual([]);
    expect(sellerKindsFor([6])).toEqual([]);
    expect(sellerKindsFor([])).toEqual([]);
  });
});

describe('order numbers read back', () => {
  it('gives the id of an order number of its kind, null for another kind or a stranger', () => {
    expect(orderIdOfOddNo(7, orderOddNo(7, 42))).toBe(42);
    expect(orderIdOfOddNo(5, 'co00000003')).toBe(3);
    expect(orderIdOfOddNo(5, 'SU00000003')).toBeNull();
    expect(orderIdOfOddNo(7, 'SW00000001')).toBeNull();
    expect(orderIdOfOddNo(3, 'DS0000000x')).toBeNull();
  });
});

describe('the fee preview request', () => {
  it('takes the seller kinds only, and at least one pair', () => {
    expect(orderPreviewRequest.safeParse({ kind: 4, oneIds: ['10000001'] }).success).toBe(true);
    expect(orderPreviewRequest.safeParse({ kind: 14, oneIds: ['10000001'] }).success).toBe(false);
    expect(orderPreviewRequest.safeParse({ kind: 3, oneIds: [] }).success).toBe(false);
  });
});

describe("the fact a reship's label shows on its order", () => {
  const label = (over: Partial<OrderLabelView>): OrderLabelView => ({
    status: 'buying',
    carrier: 'USPS',
    service: 'Priority',
    trackingNumber: null,
    trackingUrl: null,
    failureReason: null,
    cancelled: false,
    ...over,
  });
  it('reads buying, bought, refused, stopped by a recall and voided after one', () => {
    expect(labelFactKey(label({}))).toBe('labelBuying');
    expect(labelFactKey(label({ status: 'purchased', trackingNumber: '94001' }))).toBe('tracking');
    expect(labelFactKey(label({ status: 'failed', failureReason: 'Address not found' }))).toBe(
      'labelRefused',
    );
    expect(labelFactKey(label({ status: 'failed', failureReason: 'recalled', cancelled: true }))).toBe(
      'labelCancelled',
    );
    for (const status of ['refund_pending', 'refunded', 'refund_rejected'] as const)
      expect(labelFactKey(label({ status, trackingNumber: '94001' }))).toBe('labelVoided');
  });
});

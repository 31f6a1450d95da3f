import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVENTORY_STATUSES, InventoryStatus, storageDays } from '../kernel/products';
import {
  ageBucketOf,
  batchListRequest,
  INVENTORY_TABS,
  inventoryListRequest,
  inventoryTabOf,
  STOCK_AGE_BUCKETS,
  stockListRequest,
  warehouseExitListRequest,
} from './views';

const DAY_MS = 24 * 60 * 60 * 1000;
const accepts = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe("the seller's inventory tabs", () => {
  it('start with All, then one tab per status in the spec order, dropshipping (9 and 10) as one', () => {
    expect(INVENTORY_TABS.map((t) => t.key)).toEqual(['all', '1', '2', '3', '4', '6', '7', '9', '12']);
    expect(INVENTORY_TABS[0].statuses).toEqual([]);
    expect(inventoryTabOf('9').statuses).toEqual([
      InventoryStatus.dropshipping,
      InventoryStatus.dropshippingLabel,
    ]);
  });

  it('show every status in exactly one tab besides All', () => {
    const shown = INVENTORY_TABS.slice(1).flatMap((t) => t.statuses);
    expect([...shown].sort((a, b) => a - b)).toEqual(INVENTORY_STATUSES);
  });

  it('open All for a missing or unknown tab', () => {
    expect(inventoryTabOf(undefined).key).toBe('all');
    expect(inventoryTabOf('').key).toBe('all');
    expect(inventoryTabOf('10').key).toBe('all');
    expect(inventoryTabOf('available').key).toBe('all');
    for (const tab of INVENTORY_TABS) expect(inventoryTabOf(tab.key)).toBe(tab);
  });
});

describe('item list filters', () => {
  it('trim text filters and refuse ones longer than their field', () => {
    expect(inventoryListRequest.parse({ oneId: ' 10000001 ', sku: ' DD1391-100 ' })).toEqual({
      oneId: '10000001',
      sku: 'DD1391-100',
    });
    expect(accepts(inventoryListRequest, { oneId: '1'.repeat(20) })).toBe(true);
    expect(accepts(inventoryListRequest, { oneId: '1'.repeat(21) })).toBe(false);
    expect(accepts(inventoryListRequest, { remarks: 'x'.repeat(129) })).toBe(false);
  });

  it('refuse a filter they do not know, in every list', () => {
    for (const schema of [inventoryListRequest, warehouseExitListRequest, stockListRequest, batchListRequest])
      expect(accepts(schema, { color: 'red' })).toBe(false);
  });

  it('take inventory statuses and grades by their codes only', () => {
    expect(accepts(inventoryListRequest, { statusList: [9, 10] })).toBe(true);
    expect(accepts(inventoryListRequest, { statusList: [5] })).toBe(false);
    expect(accepts(inventoryListRequest, { statusList: [...INVENTORY_STATUSES, 1] })).toBe(false);
    expect(accepts(stockListRequest, { checkResult: 4 })).toBe(true);
    expect(accepts(stockListRequest, { checkResult: 9 })).toBe(false);
  });

  it('take times with their offset from UTC, and a positive warehouse id', () => {
    expect(accepts(inventoryListRequest, { inBeginTime: '2025-03-01T00:00:00+08:00' })).toBe(true);
    expect(accepts(inventoryListRequest, { inBeginTime: '2025-03-01T00:00:00Z' })).toBe(true);
    expect(accepts(inventoryListRequest, { inBeginTime: '2025-03-01' })).toBe(false);
    expect(accepts(inventoryListRequest, { wareId: 0 })).toBe(false);
    expect(accepts(inventoryListRequest, { wareId: 2_147_483_648 })).toBe(false);
  });

  it('page from page 1', () => {
    expect(accepts(inventoryListRequest, { current: 1, size: 20 })).toBe(true);
    expect(accepts(inventoryListRequest, { current: 0 })).toBe(false);
    expect(accepts(inventoryListRequest, { pageSize: 1.5 })).toBe(false);
  });

  it("count batches in the user's days: an offset of at most 14 hours either way, in minutes", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), (utcOffsetMinutes) => {
        expect(accepts(batchListRequest, { utcOffsetMinutes })).toBe(Math.abs(utcOffsetMinutes) <= 14 * 60);
      }),
    );
    expect(accepts(batchListRequest, { utcOffsetMinutes: 330.5 })).toBe(false);
  });
});

describe('stock age buckets', () => {
  it('grow from a week to half a year, then everything older', () => {
    expect(STOCK_AGE_BUCKETS.map((b) => [b.key, b.maxDays])).toEqual([
      ['week', 7],
      ['month', 30],
      ['quarter', 90],
      ['halfYear', 180],
      ['older', null],
    ]);
  });

  it('put a day in the first bucket it fits, its bound included', () => {
    const at = (days: number) => ageBucketOf(days);
    expect([1, 7, 8, 30, 31, 90, 91, 180, 181, 10_000].map(at)).toEqual([
      'week',
      'week',
      'month',
      'month',
      'quarter',
      'quarter',
      'halfYear',
      'halfYear',
      'older',
      'older',
    ]);
  });

  it('never put an older item in a younger bucket', () => {
    const order = STOCK_AGE_BUCKETS.map((b) => b.key);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (days, more) => {
        expect(order.indexOf(ageBucketOf(days + more))).toBeGreaterThanOrEqual(
          order.indexOf(ageBucketOf(days)),
        );
      }),
    );
  });

  it('count a week as the seven storage days since the item came in', () => {
    const inbound = new Date('2025-03-01T10:00:00Z');
    const after = (ms: number) => ageBucketOf(storageDays(inbound, new Date(inbound.getTime() + ms)));
    expect(after(0)).toBe('week');
    expect(after(7 * DAY_MS - 1)).toBe('week');
    expect(after(7 * DAY_MS)).toBe('month');
  });
});

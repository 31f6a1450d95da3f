import { describe, expect, it } from 'vitest';
import { ConsignmentStatus, OrderKind, ReshipStatus, ShipWithLabelStatus } from '../outbound/kind-codes';
import { BI_LINKS, everyDay, everyMarketplace, isToShip, storageDayBuckets, storageDays } from './bi';

describe('BI board rules', () => {
  it('counts storage days from the day a pair came in, that day being day 1', () => {
    expect(storageDays('2025-03-10', '2025-03-10')).toBe(1);
    expect(storageDays('2025-02-28', '2025-03-01')).toBe(2);
    expect(storageDays('2024-03-10', '2025-03-10')).toBe(366);
  });

  it('puts pairs in the age buckets by their storage days, each bucket listed', () => {
    const today = '2025-03-31';
    expect(
      storageDayBuckets(
        [
          { dayIn: '2025-03-31', pairs: 2 }, // 1 day
          { dayIn: '2025-03-25', pairs: 3 }, // 7 days
          { dayIn: '2025-03-24', pairs: 4 }, // 8 days
          { dayIn: '2025-03-02', pairs: 1 }, // 30 days
          { dayIn: '2024-12-31', pairs: 5 }, // 91 days
          { dayIn: '2024-01-01', pairs: 6 },
        ],
        today,
      ),
    ).toEqual([
      { bucket: 'week', pairs: 5 },
      { bucket: 'month', pairs: 5 },
      { bucket: 'quarter', pairs: 0 },
      { bucket: 'halfYear', pairs: 5 },
      { bucket: 'older', pairs: 6 },
    ]);
  });

  it('orders waiting to leave: the task kinds in their waiting statuses and sold consignments', () => {
    expect(isToShip(OrderKind.shipWithLabel, ShipWithLabelStatus.pendingOutbound)).toBe(true);
    expect(isToShip(OrderKind.shipWithLabel, ShipWithLabelStatus.toBeReviewed)).toBe(false);
    expect(isToShip(OrderKind.reship, ReshipStatus.exception)).toBe(true);
    expect(isToShip(OrderKind.consignment, ConsignmentStatus.pendingOutbound)).toBe(true);
    expect(isToShip(OrderKind.consignment, ConsignmentStatus.consigning)).toBe(false);
    expect(isToShip(OrderKind.cashOut, 1)).toBe(false);
  });

  it('spreads sparse rows over every day of the period and every marketplace', () => {
    const period = { beginDate: '2025-03-10', endDate: '2025-03-12' };
    expect(everyDay(period, [{ day: '2025-03-11', n: 4 }], (day) => ({ day, n: 0 }))).toEqual([
      { day: '2025-03-10', n: 0 },
      { day: '2025-03-11', n: 4 },
      { day: '2025-03-12', n: 0 },
    ]);
    expect(
      everyMarketplace([
        { marketplace: 'ebay', pairs: 1, revenueCents: 100 },
        { marketplace: 'ebay', pairs: 2, revenueCents: 50 },
      ]),
    ).toEqual([
      { marketplace: 'stockx', pairs: 0, revenueCents: 0 },
      { marketplace: 'ebay', pairs: 3, revenueCents: 150 },
      { marketplace: 'tiktok', pairs: 0, revenueCents: 0 },
    ]);
  });

  it('links each figure to its list, with the filters the list reads', () => {
    expect(BI_LINKS.toShip(OrderKind.reship)).toBe('/admin/TaskManage/OutboundTask/4');
    expect(BI_LINKS.toShip(OrderKind.consignment)).toBe('/admin/Audit/OCConsignment?type=2');
    expect(BI_LINKS.waiting(2, 3)).toBe('/admin/Finance/PlatformFlow?kind=2&stage=3');
  });
});

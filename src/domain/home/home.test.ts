import { describe, expect, it } from 'vitest';
import { utcMonthStart, waitingShortcuts } from './home';
import type { HomeSummary } from './home';

const NOTHING: HomeSummary['waiting'] = {
  forecastsOnTheWay: 0,
  shipWithLabelToPay: 0,
  reshipToPay: 0,
  cashOutToAccept: 0,
  switchToPay: 0,
  withdrawalsPending: 0,
  rechargesPending: 0,
  salesWithIssue: 0,
};

describe('seller home', () => {
  it('offers a shortcut only for what waits, each to the screen where it is done', () => {
    expect(waitingShortcuts(NOTHING)).toEqual([]);
    const shortcuts = waitingShortcuts({ ...NOTHING, cashOutToAccept: 2, withdrawalsPending: 1 });
    expect(shortcuts.map((s) => [s.key, s.count, s.to])).toEqual([
      ['cashOutToAccept', 2, '/business/order-management/cashout'],
      ['withdrawalsPending', 1, '/business/wallet'],
    ]);
  });

  it('counts this month from the first moment of the UTC month by default', () => {
    expect(utcMonthStart(new Date('2026-03-31T23:59:59Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});

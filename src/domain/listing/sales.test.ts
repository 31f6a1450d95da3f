import { describe, expect, it } from 'vitest';
import {
  SALE_ACTIONS,
  SALE_STATUSES,
  offeredSaleActions,
  saleActionsOf,
  saleNoteMissing,
  saleStep,
} from './sales';
import type { SaleAction, SaleStatus } from './sales';

/** Every status against every action by hand: the transition table of Sales Orders. */
const TABLE: Record<SaleStatus, Partial<Record<SaleAction, SaleStatus>>> = {
  pending: { withIssue: 'with_issue', cancel: 'cancelled' },
  in_progress: { withIssue: 'with_issue', returned: 'returned' },
  with_issue: { processed: 'processed', cancel: 'cancelled', returned: 'returned' },
  returning: { withIssue: 'with_issue' },
  returned: { withIssue: 'with_issue', archive: 'archived', fake: 'archived', available: 'archived' },
  archived: {},
  processed: { archive: 'archived', returned: 'returned' },
  sales_completed: { withIssue: 'with_issue', archive: 'archived', returned: 'returned' },
  cancelled: { archive: 'archived' },
};

describe('sales handled by hand', () => {
  it.each(SALE_STATUSES)('%s moves only as the table says', (status) => {
    for (const action of SALE_ACTIONS) expect(saleStep(status, action)).toBe(TABLE[status][action] ?? null);
    expect(saleActionsOf(status)).toEqual(Object.keys(TABLE[status]));
  });

  it.each(SALE_STATUSES)("%s offers a seller the same, less the admin's judgement of the pair", (status) => {
    const admins = Object.keys(TABLE[status]);
    expect(saleActionsOf(status, 'seller')).toEqual(admins.filter((a) => a !== 'fake' && a !== 'available'));
    expect(saleStep(status, 'fake', 'seller')).toBeNull();
    expect(saleStep(status, 'available', 'seller')).toBeNull();
  });

  it('offers fake and available for a returned sale only once its pair is back waiting for its check', () => {
    const returned = { status: 'returned' as const };
    expect(offeredSaleActions({ ...returned, pairAwaitingCheck: false }, 'admin')).toEqual([
      'withIssue',
      'archive',
    ]);
    expect(offeredSaleActions({ ...returned, pairAwaitingCheck: true }, 'admin')).toEqual([
      'withIssue',
      'archive',
      'fake',
      'available',
    ]);
    expect(offeredSaleActions({ ...returned, pairAwaitingCheck: true }, 'seller')).toEqual([
      'withIssue',
      'archive',
    ]);
  });

  it('an issue needs a note of at least 5 characters; the other actions none', () => {
    expect(saleNoteMissing({ action: 'withIssue' })).toBe(true);
    expect(saleNoteMissing({ action: 'withIssue', note: '  abcd  ' })).toBe(true);
    expect(saleNoteMissing({ action: 'withIssue', note: 'Box crushed' })).toBe(false);
    expect(saleNoteMissing({ action: 'archive' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { SALE_ACTIONS, SALE_STATUSES, saleActionsOf, saleNoteMissing, saleStep } from './sales';
import type { SaleAction, SaleStatus } from './sales';

/** Every status against every action by hand: the transition table of Sales Orders. */
const TABLE: Record<SaleStatus, Partial<Record<SaleAction, SaleStatus>>> = {
  pending: { withIssue: 'with_issue', cancel: 'cancelled' },
  in_progress: { withIssue: 'with_issue' },
  with_issue: { processed: 'processed', cancel: 'cancelled' },
  returning: { withIssue: 'with_issue' },
  returned: { withIssue: 'with_issue', archive: 'archived' },
  archived: {},
  processed: { archive: 'archived' },
  sales_completed: { withIssue: 'with_issue', archive: 'archived' },
  cancelled: { archive: 'archived' },
};

describe('sales handled by hand', () => {
  it.each(SALE_STATUSES)('%s moves only as the table says', (status) => {
    for (const action of SALE_ACTIONS) expect(saleStep(status, action)).toBe(TABLE[status][action] ?? null);
    expect(saleActionsOf(status)).toEqual(Object.keys(TABLE[status]));
  });

  it('an issue needs a note of at least 5 characters; the other actions none', () => {
    expect(saleNoteMissing({ action: 'withIssue' })).toBe(true);
    expect(saleNoteMissing({ action: 'withIssue', note: '  abcd  ' })).toBe(true);
    expect(saleNoteMissing({ action: 'withIssue', note: 'Box crushed' })).toBe(false);
    expect(saleNoteMissing({ action: 'archive' })).toBe(false);
  });
});

import { z } from 'zod';
import { requestKeyFields } from '../kernel/request-key';
import { returnDestination } from './return-accounts';
import type { MarketOrderState } from './marketplaces';
import { MARKETPLACES } from './marketplaces';

/**
 * Sales that came in from the marketplaces (Sales Orders, Cross-Listed Orders, admin `sale-order`;
 * issue 25 points 4 and 5) with the generic order labels of spec section 4. One pair, one sale: the
 * first sale of an item is kept; a second one at the same moment is cancelled at its marketplace and
 * shown as an exception.
 */
export const SALE_STATUSES = [
  'pending',
  'in_progress',
  'with_issue',
  'returning',
  'returned',
  'archived',
  'processed',
  'sales_completed',
  'cancelled',
] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const SALE_STATUS_LABEL: Record<SaleStatus, string> = {
  pending: 'listing:sale.status.pending',
  in_progress: 'listing:sale.status.inProgress',
  with_issue: 'listing:sale.status.withIssue',
  returning: 'listing:sale.status.returning',
  returned: 'listing:sale.status.returned',
  archived: 'listing:sale.status.archived',
  processed: 'listing:sale.status.processed',
  sales_completed: 'listing:sale.status.salesCompleted',
  cancelled: 'listing:sale.status.cancelled',
};

/** Our status of a marketplace order in its marketplace's state. */
export const SALE_STATUS_OF: Record<MarketOrderState, SaleStatus> = {
  created: 'pending',
  shipped: 'in_progress',
  completed: 'sales_completed',
  cancelled: 'cancelled',
  // Returning until its pair is received back (sale-returns.ts).
  returned: 'returned',
};

/**
 * Why a sale is an exception: the pair had already sold on another marketplace, or another order took
 * the pair before the sale came in.
 */
export const SALE_EXCEPTIONS = ['soldElsewhere', 'pairTaken'] as const;
export type SaleException = (typeof SALE_EXCEPTIONS)[number];

export const saleView = z.object({
  id: z.number().int(),
  marketplace: z.enum(MARKETPLACES),
  orderNo: z.string(),
  oneId: z.string().nullable(),
  sku: z.string().nullable(),
  size: z.string().nullable(),
  priceCents: z.number().int(),
  status: z.enum(SALE_STATUSES),
  kept: z.boolean(),
  exception: z.enum(SALE_EXCEPTIONS).nullable(),
  orderedAt: z.string(),
  /** The note of the status set by hand, who set it and when (null until someone did). */
  note: z.string().nullable(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  /** The listing it sold (cross-listing/detail), and the consignment it leaves as (kept sales). */
  listingId: z.number().int().nullable(),
  consignmentNo: z.string().nullable(),
  /** The pair is back in the warehouse (Return to Warehouse) and waits for its check. */
  pairAwaitingCheck: z.boolean(),
  /**
   * A returning or returned sale: the return account its pair comes back through (the one chosen when
   * it was moved to returned, else its marketplace's active one; src/domain/listing/return-accounts.ts).
   */
  returnTo: returnDestination.nullable(),
});
export type SaleView = z.infer<typeof saleView>;

/**
 * What a seller or an admin does with a sale by hand (spec section 4's known actions): flag it with
 * an issue (a note saying what), mark the issue processed, cancel a sale whose pair has not left
 * (at its marketplace too), archive a sale that is over, move a sale whose pair has left to returned
 * (the marketplace's return: the payout, if made, is taken back with fee 17; Returning until Return
 * to Warehouse receives the pair). Once a returned pair is back waiting for its check, an admin
 * settles it from the sale: mark it as fake, or set it to available (qualified, to be sold again);
 * the sale is then archived.
 * Everything else follows the marketplace: its next change of state takes over again.
 */
export const SALE_ACTIONS = [
  'withIssue',
  'processed',
  'cancel',
  'archive',
  'returned',
  'fake',
  'available',
] as const;
export type SaleAction = (typeof SALE_ACTIONS)[number];

/**
 * The actions that settle a returned pair back in the warehouse (it must still wait for its check):
 * the platform judges the pair, so they are the admin's alone.
 */
export const RETURNED_PAIR_ACTIONS: readonly SaleAction[] = ['fake', 'available'];

const SALE_ACTION_STEPS: Record<SaleAction, { from: readonly SaleStatus[]; to: SaleStatus }> = {
  withIssue: {
    from: ['pending', 'in_progress', 'returning', 'sales_completed', 'returned'],
    to: 'with_issue',
  },
  processed: { from: ['with_issue'], to: 'processed' },
  // Cancelled at the marketplace too, and the pair freed, while it has not left the warehouse.
  cancel: { from: ['pending', 'with_issue'], to: 'cancelled' },
  archive: { from: ['sales_completed', 'cancelled', 'returned', 'processed'], to: 'archived' },
  // Returning while its pair is on its way back, Returned once received (sale-returns.ts).
  returned: { from: ['in_progress', 'sales_completed', 'with_issue', 'processed'], to: 'returned' },
  fake: { from: ['returned'], to: 'archived' },
  available: { from: ['returned'], to: 'archived' },
};

export type SaleActor = 'seller' | 'admin';

/** The status a sale moves to by `action`, or null where the action does not apply to its status. */
export function saleStep(
  status: SaleStatus,
  action: SaleAction,
  actor: SaleActor = 'admin',
): SaleStatus | null {
  if (actor === 'seller' && RETURNED_PAIR_ACTIONS.includes(action)) return null;
  const step = SALE_ACTION_STEPS[action];
  return step.from.includes(status) ? step.to : null;
}

/** The actions a sale in `status` offers `actor` (its buttons). */
export const saleActionsOf = (status: SaleStatus, actor: SaleActor = 'admin'): SaleAction[] =>
  SALE_ACTIONS.filter((action) => saleStep(status, action, actor) !== null);

/** The buttons of a sale: a returned pair is settled only once it is back waiting for its check. */
export const offeredSaleActions = (
  sale: Pick<SaleView, 'status' | 'pairAwaitingCheck'>,
  actor: SaleActor,
): SaleAction[] =>
  saleActionsOf(sale.status, actor).filter(
    (action) => !RETURNED_PAIR_ACTIONS.includes(action) || sale.pairAwaitingCheck,
  );

export const SALE_ACTION_LABEL: Record<SaleAction, string> = {
  withIssue: 'listing:sale.action.withIssue',
  processed: 'listing:sale.action.processed',
  cancel: 'listing:sale.action.cancel',
  archive: 'listing:sale.action.archive',
  returned: 'listing:sale.action.returned',
  fake: 'listing:sale.action.fake',
  available: 'listing:sale.action.available',
};

/** A note with an issue says what is wrong: at least five characters, as the spec's rule descriptions. */
export const SALE_NOTE_MIN = 5;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const saleListRequest = z.strictObject({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  status: z.enum(SALE_STATUSES).optional(),
  marketplace: z.enum(MARKETPLACES).optional(),
  /** ONE ID, SKU, name or the marketplace's order number (part of it). */
  keyword: z.string().trim().max(64).optional(),
  /** Only the sales cancelled as exceptions (one pair, one sale). */
  exceptions: z.boolean().optional(),
});
export type SaleListRequest = z.infer<typeof saleListRequest>;

export const saleIdRequest = z.strictObject({ id });

export const saleActionRequest = z.strictObject({
  ...requestKeyFields,
  id,
  action: z.enum(SALE_ACTIONS),
  /** Required with an issue (at least SALE_NOTE_MIN characters): what is wrong. */
  note: z.string().trim().max(500).optional(),
  /** Moving to returned: the active return account of the sale's marketplace the pair comes back through. */
  returnAccountId: id.optional(),
});
/** Whether the note is enough for the action (an issue says what it is). */
export const saleNoteMissing = (request: { action: SaleAction; note?: string }) =>
  request.action === 'withIssue' && (request.note ?? '').trim().length < SALE_NOTE_MIN;
export type SaleActionRequest = z.infer<typeof saleActionRequest>;

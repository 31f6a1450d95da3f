/**
 * A listing's life on our side (issue 25 points 2 and 5): one row per item and marketplace attempt.
 * The marketplace call runs in a job after the row is written, so a listing starts `submitting`;
 * the marketplace answers it `pending` (StockX creates listings asynchronously) or `active`, or
 * refuses it (`failed`). Delisting is asked (`delisting`) and confirmed (`inactive`). A sale ends it
 * (`sold`). At most one live listing per item and marketplace: nothing is listed twice on one.
 */
export const LISTING_STATES = [
  'submitting',
  'pending',
  'active',
  'failed',
  'delisting',
  'inactive',
  'sold',
] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/** States in which the item counts as listed on that marketplace. */
export const LIVE_LISTING_STATES: readonly ListingState[] = ['submitting', 'pending', 'active', 'delisting'];
export const isLiveListing = (state: ListingState) => LIVE_LISTING_STATES.includes(state);

export const LISTING_STATE_LABEL: Record<ListingState, string> = {
  submitting: 'listing:state.submitting',
  pending: 'listing:state.pending',
  active: 'listing:state.active',
  failed: 'listing:state.failed',
  delisting: 'listing:state.delisting',
  inactive: 'listing:state.inactive',
  sold: 'listing:state.sold',
};

export const LISTING_ACTIONS = [
  'accepted',
  'activated',
  'refused',
  'reprice',
  'delist',
  'delisted',
  'sold',
] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];

type ListingTransition = {
  from: readonly ListingState[];
  to: ListingState | 'same';
  by: 'seller' | 'system';
};

/**
 * Who moves a listing and where: the seller (or an admin for them) reprices and delists; the jobs
 * record what the marketplace answered. A sale can land on a listing being delisted (the buyer was
 * first): it is sold, and the service keeps one sale per pair.
 */
export const LISTING_TRANSITIONS: Record<ListingAction, ListingTransition> = {
  accepted: { from: ['submitting'], to: 'pending', by: 'system' },
  activated: { from: ['submitting', 'pending'], to: 'active', by: 'system' },
  refused: { from: ['submitting', 'pending'], to: 'failed', by: 'system' },
  reprice: { from: ['active'], to: 'same', by: 'seller' },
  delist: { from: ['submitting', 'pending', 'active'], to: 'delisting', by: 'seller' },
  delisted: { from: ['delisting'], to: 'inactive', by: 'system' },
  sold: { from: ['pending', 'active', 'delisting'], to: 'sold', by: 'system' },
};

/** The state after an action, or null when the action does not apply (the server's 409). */
export function listingStep(from: ListingState, action: ListingAction): ListingState | null {
  const t = LISTING_TRANSITIONS[action];
  if (!t.from.includes(from)) return null;
  return t.to === 'same' ? from : t.to;
}

/** The seller's buttons on a listing in a state. */
export const sellerActionsOf = (state: ListingState): ListingAction[] =>
  LISTING_ACTIONS.filter(
    (a) => LISTING_TRANSITIONS[a].by === 'seller' && LISTING_TRANSITIONS[a].from.includes(state),
  );

/**
 * Flex shipments (issue 26 point 5): a seller sends pairs from our warehouse to a marketplace's
 * fulfilment program (StockX Flex). The program's inbound is not in its public API, so this machine
 * is ours, fed by the marketplace simulator and by admin updates. The states are spec section 4's,
 * in its order.
 */
export const FLEX_STATES = [
  'PENDING_CREATE',
  'READY_TO_SHIP',
  'SHIPPING',
  'IN_TRANSIT',
  'DELIVERED',
  'RECEIVED',
  'NOT_RECEIVED',
  'RETURNED',
  'AUTHENTICATING',
  'LISTED',
] as const;
export type FlexState = (typeof FLEX_STATES)[number];

/**
 * A shipment withdrawn before its box left (the seller changed their mind, or an admin rejected it in
 * the Audit/StockXFlex review). It is not one of the program's states: the program never saw the box,
 * so the shipment is closed on our side only and kept out of FLEX_STATES.
 */
export const FLEX_CANCELLED = 'cancelled';
/** Where a shipment can be: one of the program's states, or closed by a cancel. */
export type FlexOutcome = FlexState | typeof FLEX_CANCELLED;

export const FLEX_STATE_LABEL: Record<FlexState, string> = {
  PENDING_CREATE: 'sourcing-flex:state.pendingCreate',
  READY_TO_SHIP: 'sourcing-flex:state.readyToShip',
  SHIPPING: 'sourcing-flex:state.shipping',
  IN_TRANSIT: 'sourcing-flex:state.inTransit',
  DELIVERED: 'sourcing-flex:state.delivered',
  RECEIVED: 'sourcing-flex:state.received',
  NOT_RECEIVED: 'sourcing-flex:state.notReceived',
  RETURNED: 'sourcing-flex:state.returned',
  AUTHENTICATING: 'sourcing-flex:state.authenticating',
  LISTED: 'sourcing-flex:state.listed',
};

/** Every outcome's label: the program's states, and the cancel of ours. */
export const FLEX_OUTCOME_LABEL: Record<FlexOutcome, string> = {
  ...FLEX_STATE_LABEL,
  cancelled: 'sourcing-flex:state.cancelled',
};

/**
 * A shipment is an outbound order of the flex kind (src/domain/outbound/kind-tables-flex.ts), whose
 * status is a number: the spec's states in the spec's order from 1, and 11 for a cancel.
 */
export const FLEX_STATUS_CODE: Record<FlexOutcome, number> = {
  ...(Object.fromEntries(FLEX_STATES.map((state, i) => [state, i + 1])) as Record<FlexState, number>),
  cancelled: 11,
};

/** The outcome an order status code stands for; null for a code that is none. */
export function flexOutcomeOf(code: number): FlexOutcome | null {
  const found = Object.entries(FLEX_STATUS_CODE).find(([, c]) => c === code);
  return found ? (found[0] as FlexOutcome) : null;
}

/** Before its box leaves, a shipment holds its pairs on our shelves (they are in no other order). */
export const FLEX_HOLDING: readonly FlexOutcome[] = ['PENDING_CREATE', 'READY_TO_SHIP'];

/**
 * Who moves a shipment: the seller who made it, an admin (review and corrections), our warehouse
 * (the box leaves) and the program (the marketplace's feed, or its simulator).
 */
export const FLEX_ACTORS = ['seller', 'admin', 'warehouse', 'program'] as const;
export type FlexActor = (typeof FLEX_ACTORS)[number];

export const FLEX_ACTIONS = [
  'approve',
  'cancel',
  'ship',
  'pickUp',
  'deliver',
  'receive',
  'reportMissing',
  'authenticate',
  'list',
  'returnToSeller',
] as const;
export type FlexAction = (typeof FLEX_ACTIONS)[number];

export const FLEX_ACTION_LABEL: Record<FlexAction, string> = {
  approve: 'sourcing-flex:action.approve',
  cancel: 'common:actions.cancel',
  ship: 'sourcing-flex:action.ship',
  pickUp: 'sourcing-flex:action.pickUp',
  deliver: 'sourcing-flex:action.deliver',
  receive: 'sourcing-flex:action.receive',
  reportMissing: 'sourcing-flex:action.reportMissing',
  authenticate: 'sourcing-flex:action.authenticate',
  list: 'sourcing-flex:action.list',
  returnToSeller: 'sourcing-flex:action.returnToSeller',
};

export type FlexStepRule = { from: readonly FlexState[]; to: FlexOutcome; actors: readonly FlexActor[] };

/**
 * Every step only goes forward, so a shipment cannot loop. An admin may take any step (the program's
 * feed can miss an event, or a warehouse scan be forgotten, and an admin then sets what happened),
 * but only the steps there are: never backwards, never out of LISTED, RETURNED or a cancel.
 */
export const FLEX_STEPS: Record<FlexAction, FlexStepRule> = {
  // Reviewed in Audit/StockXFlex, or confirmed by the program once it has created the shipment.
  approve: { from: ['PENDING_CREATE'], to: 'READY_TO_SHIP', actors: ['admin', 'program'] },
  // Only while the pairs are still on our shelves; an admin's cancel is a rejected review.
  cancel: { from: ['PENDING_CREATE', 'READY_TO_SHIP'], to: FLEX_CANCELLED, actors: ['seller', 'admin'] },
  // The pairs were picked into an outbound batch and the box left our warehouse.
  ship: { from: ['READY_TO_SHIP'], to: 'SHIPPING', actors: ['warehouse', 'admin'] },
  // The carrier scanned the box (the program's feed carries the tracking).
  pickUp: { from: ['SHIPPING'], to: 'IN_TRANSIT', actors: ['program', 'admin'] },
  deliver: { from: ['IN_TRANSIT'], to: 'DELIVERED', actors: ['program', 'admin'] },
  // Checked in at the program, also when a box first reported missing turns up late.
  receive: { from: ['DELIVERED', 'NOT_RECEIVED'], to: 'RECEIVED', actors: ['program', 'admin'] },
  // The carrier says delivered but the program cannot find the box.
  reportMissing: { from: ['DELIVERED'], to: 'NOT_RECEIVED', actors: ['program', 'admin'] },
  authenticate: { from: ['RECEIVED'], to: 'AUTHENTICATING', actors: ['program', 'admin'] },
  // Passed authentication: the pairs are listed on the marketplace.
  list: { from: ['AUTHENTICATING'], to: 'LISTED', actors: ['program', 'admin'] },
  // Failed authentication, or a missing box the program gives up on: the seller is sent back what there is.
  returnToSeller: {
    from: ['AUTHENTICATING', 'NOT_RECEIVED'],
    to: 'RETURNED',
    actors: ['program', 'admin'],
  },
};

/** The states a shipment never leaves: listed, returned, or cancelled before it left. */
export const FLEX_TERMINAL: readonly FlexOutcome[] = ['LISTED', 'RETURNED', FLEX_CANCELLED];

export const isFlexTerminal = (state: FlexOutcome): boolean => FLEX_TERMINAL.includes(state);

/** The state a shipment moves to when `actor` takes `action`, or null where that is not allowed. */
export function flexStep(state: FlexOutcome, action: FlexAction, actor: FlexActor): FlexOutcome | null {
  const step = FLEX_STEPS[action];
  if (!step.actors.includes(actor) || state === FLEX_CANCELLED) return null;
  return step.from.includes(state) ? step.to : null;
}

/** The actions a shipment in `state` offers `actor` (its buttons, or the feed events it accepts). */
export const flexActionsOf = (state: FlexOutcome, actor: FlexActor): FlexAction[] =>
  FLEX_ACTIONS.filter((action) => flexStep(state, action, actor) !== null);

/**
 * The step that takes a shipment from `from` to `to` for `actor`, or null when there is none: the
 * program's feed names the states a shipment went through, not the actions, and a state the shipment
 * is already in (or went past by an admin's correction) takes no step.
 */
export function flexActionTo(from: FlexOutcome, to: FlexOutcome, actor: FlexActor): FlexAction | null {
  return flexActionsOf(from, actor).find((action) => FLEX_STEPS[action].to === to) ?? null;
}

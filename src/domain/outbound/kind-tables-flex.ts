import { ProductEventType } from '../kernel/events';
import { InventoryStatus } from '../kernel/product-rules';
import {
  FLEX_ACTIONS,
  FLEX_CANCELLED,
  FLEX_HOLDING,
  FLEX_OUTCOME_LABEL,
  FLEX_STATUS_CODE,
  FLEX_STEPS,
} from '../sourcing/flex';
import type { FlexAction, FlexOutcome } from '../sourcing/flex';
import { OrderKind } from './kind-codes';
import type { OrderKindTable, Transition } from './kind-codes';

/**
 * A flex shipment (issue 26 point 5) as an outbound order kind, so the one engine runs it
 * (ARCHITECTURE.md section 11): the table is read off the flex machine (src/domain/sourcing/flex.ts,
 * the one place of its rule), never written twice. What the outbound table adds:
 * - the seller's create (PENDING_CREATE), which holds the pairs (item status 3, outbounding) with
 *   the flex application event (16); a cancel frees them (1, available);
 * - the pairs are held (the order is open) until the box leaves: the ship step takes them out of
 *   the warehouse (6, event 11, through an outbound batch); every later step is the program's and
 *   writes the flex result event (1612) with the new status on each pair, which stays out of the
 *   warehouse.
 */

const OUT = InventoryStatus.outOfWarehouse;

function itemStatusAfter(outcome: FlexOutcome): InventoryStatus {
  if (outcome === FLEX_CANCELLED) return InventoryStatus.available;
  return FLEX_HOLDING.includes(outcome) ? InventoryStatus.outbounding : OUT;
}

function transitionsOf(action: FlexAction): Transition[] {
  const { from, to, actors } = FLEX_STEPS[action];
  const leaves = action === 'ship';
  return from.map((state) => ({
    from: FLEX_STATUS_CODE[state],
    to: FLEX_STATUS_CODE[to],
    action,
    actors,
    itemStatus: itemStatusAfter(to),
    event: leaves ? ProductEventType.outbound : ProductEventType.flexResult,
    ...(leaves ? { item: 'leave' as const } : {}),
  }));
}

export const flex: OrderKindTable = {
  kind: OrderKind.flex,
  prefix: 'FX',
  statuses: Object.fromEntries(
    (Object.entries(FLEX_STATUS_CODE) as [FlexOutcome, number][]).map(([outcome, code]) => [
      code,
      FLEX_OUTCOME_LABEL[outcome],
    ]),
  ),
  open: FLEX_HOLDING.map((state) => FLEX_STATUS_CODE[state]),
  transitions: [
    {
      from: null,
      to: FLEX_STATUS_CODE.PENDING_CREATE,
      action: 'create',
      actors: ['seller'],
      itemStatus: itemStatusAfter('PENDING_CREATE'),
      event: ProductEventType.flexApplication,
    },
    ...FLEX_ACTIONS.flatMap(transitionsOf),
  ],
};

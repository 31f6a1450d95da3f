import { REPAIR_ITEMS } from './codes';
import type { BoxColour, RepairItem, RepairStatus } from './codes';
import { isCharged } from './item-steps';

/**
 * What a repair costs and how long it takes (spec section 3: estimated cost, total estimated cost,
 * pending repairs ahead, estimated repair days, repair cost, days waiting). Prices come from the
 * admin's Fee/RepairMange table, one per repair item, with the working days the item takes. Money is
 * integer cents.
 */

/** One repair item chosen for a pair; a box repair names the box's colour. */
export type RepairChoice = { item: 'cleanStain' } | { item: 'repairBox'; boxColour: BoxColour };

/** A row of Fee/RepairMange. */
export type RepairPrice = { item: RepairItem; priceCents: number; days: number };

/** The pairs the warehouse repairs in a day: a queue of this many ahead adds a day to the estimate. */
export const REPAIRS_PER_DAY = 20;

export const REPAIR_PRICE_MAX_CENTS = 100_000;
export const REPAIR_DAYS_MAX = 60;

const DAY_MS = 86_400_000;

function priceOf(prices: readonly RepairPrice[], item: RepairItem): RepairPrice {
  const price = prices.find((p) => p.item === item);
  if (!price) throw new Error(`no price for the repair item ${item}`);
  return price;
}

/** One pair's estimate: the prices of its repair items together, and the longest of their working days. */
export function pairEstimate(
  choices: readonly RepairChoice[],
  prices: readonly RepairPrice[],
): { cents: number; days: number } {
  let cents = 0;
  let days = 0;
  for (const choice of choices) {
    const price = priceOf(prices, choice.item);
    cents += price.priceCents;
    days = Math.max(days, price.days);
  }
  return { cents, days };
}

/** Working days of the pairs, plus a day for every REPAIRS_PER_DAY pairs already waiting ahead of them. */
export function estimatedDays(workDays: number, pendingAhead: number): number {
  return workDays + Math.floor(pendingAhead / REPAIRS_PER_DAY);
}

/** An order's estimate: each pair's, their total and the days until the last is repaired. */
export function orderEstimate(
  pairs: readonly (readonly RepairChoice[])[],
  prices: readonly RepairPrice[],
  pendingAhead: number,
): { perPair: { cents: number; days: number }[]; totalCents: number; days: number } {
  const perPair = pairs.map((choices) => pairEstimate(choices, prices));
  const workDays = Math.max(0, ...perPair.map((p) => p.days));
  return {
    perPair,
    totalCents: perPair.reduce((sum, p) => sum + p.cents, 0),
    days: estimatedDays(workDays, pendingAhead),
  };
}

/** The repair cost: the pairs repaired successfully, each at the price it was estimated at. */
export function repairCostCents(items: readonly { status: RepairStatus; estimateCents: number }[]): number {
  return items.reduce((sum, i) => sum + (isCharged(i.status) ? i.estimateCents : 0), 0);
}

/**
 * How the estimate held at submission is settled once every pair has its outcome: the repair cost
 * captured (fee 26) and the rest refunded (fee 27), or, with nothing repaired, the whole hold released
 * (fee 27). Never more than the hold: a pair costs what it was estimated at.
 */
export function settlementOf(
  heldCents: number,
  costCents: number,
): { kind: 'release' } | { kind: 'capture'; refundCents: number } {
  if (costCents > heldCents) throw new Error(`a repair cost of ${costCents} over its hold of ${heldCents}`);
  return costCents === 0 ? { kind: 'release' } : { kind: 'capture', refundCents: heldCents - costCents };
}

/** Whole days an order has waited: from its submission until it closed, or until now. */
export function daysWaiting(createdAt: Date, until: Date): number {
  return Math.max(0, Math.floor((until.getTime() - createdAt.getTime()) / DAY_MS));
}

/** The repair items in the table's order, each once (a pair's choices as stored and shown). */
export function sortedChoices(choices: readonly RepairChoice[]): RepairChoice[] {
  return [...choices].sort((a, b) => REPAIR_ITEMS.indexOf(a.item) - REPAIR_ITEMS.indexOf(b.item));
}

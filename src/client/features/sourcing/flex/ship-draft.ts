import { MIN_LISTING_PRICE_CENTS } from '../../../../domain/listing/rules';
import { FLEX_ASK_MAX_CENTS } from '../../../../domain/sourcing/flex-shipments';
import { parseAmountCents } from '../../../../domain/wallet/wallet';

/**
 * stockx-flex/ship's draft: the chosen pairs of one warehouse (a shipment is one box), each with the
 * ask typed for it in dollars. Pure, so the rule the form shows is the rule the server applies
 * (flexCreateRequest: an ask from $10, whole cents).
 */
export type ShipDraft = { wareId: number | null; asks: ReadonlyMap<string, string> };
export const EMPTY_DRAFT: ShipDraft = { wareId: null, asks: new Map() };

/** The ask in cents, or null when it is not one the program takes. */
export function askCentsOf(text: string): number | null {
  const parsed = parseAmountCents(text);
  if (!parsed.ok || parsed.cents < MIN_LISTING_PRICE_CENTS || parsed.cents > FLEX_ASK_MAX_CENTS) return null;
  return parsed.cents;
}

export function choose(draft: ShipDraft, oneId: string, chosen: boolean): ShipDraft {
  const asks = new Map(draft.asks);
  if (chosen) asks.set(oneId, asks.get(oneId) ?? '');
  else asks.delete(oneId);
  return { ...draft, asks };
}

export const setAsk = (draft: ShipDraft, oneId: string, text: string): ShipDraft =>
  draft.asks.has(oneId) ? { ...draft, asks: new Map(draft.asks).set(oneId, text) } : draft;

/** The same ask for every chosen pair. */
export const askForAll = (draft: ShipDraft, text: string): ShipDraft => ({
  ...draft,
  asks: new Map([...draft.asks.keys()].map((oneId) => [oneId, text])),
});

/** Another warehouse: the pairs chosen in the last one cannot go in the same box. */
export const inWarehouse = (draft: ShipDraft, wareId: number): ShipDraft =>
  draft.wareId === wareId ? draft : { wareId, asks: new Map() };

/** What is sent, or the chosen pairs whose ask is missing or below $10. */
export function shipmentItems(
  draft: ShipDraft,
): { ok: true; items: { oneId: string; askCents: number }[] } | { ok: false; unpriced: string[] } {
  const items = [...draft.asks].map(([oneId, text]) => ({ oneId, askCents: askCentsOf(text) }));
  const unpriced = items.filter((i) => i.askCents === null).map((i) => i.oneId);
  if (unpriced.length > 0) return { ok: false, unpriced };
  return { ok: true, items: items.map((i) => ({ oneId: i.oneId, askCents: i.askCents as number })) };
}

/** The asks of the chosen pairs together (those typed right so far), in cents. */
export const totalAskCents = (draft: ShipDraft): number =>
  [...draft.asks.values()].reduce((sum, text) => sum + (askCentsOf(text) ?? 0), 0);

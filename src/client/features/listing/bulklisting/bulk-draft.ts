import type {
  BulkListingAnswer,
  BulkListingCandidate,
  BulkListingItem,
  BulkListingOutcome,
} from '../../../../domain/listing/bulk-listing';
import type { ListingQuote } from '../../../../domain/listing/listing-requests';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { MAX_LISTING_BATCH, marketplaceFeeCents } from '../../../../domain/listing/rules';
import { centsOf, EMPTY_TERMS, fieldProblems, termsInputOf } from '../newlisting/listing-draft';
import type { FieldProblems, TermsDraft, TermsField } from '../newlisting/listing-draft';

/**
 * bulklisting's form (issue 25 point 2): one set of terms per marketplace for every item, and an
 * item's own terms where the seller sets them; newlisting's draft and rules (listing-draft.ts) per
 * item and marketplace, with each item's own market (the 30% rule reads its lowest ask).
 */
export type MarketplaceDrafts = Partial<Record<MarketplaceCode, TermsDraft>>;
export type BulkDraft = { common: MarketplaceDrafts; own: Record<string, MarketplaceDrafts> };
export const EMPTY_BULK_DRAFT: BulkDraft = { common: {}, own: {} };

export const commonTermsOf = (draft: BulkDraft, m: MarketplaceCode) => draft.common[m] ?? EMPTY_TERMS;
export const termsOf = (draft: BulkDraft, oneId: string, m: MarketplaceCode): TermsDraft =>
  draft.own[oneId]?.[m] ?? commonTermsOf(draft, m);
export const hasOwnTerms = (draft: BulkDraft, oneId: string) => draft.own[oneId] !== undefined;

/** The item's own terms, starting from the common ones. */
export function withOwnTerms(
  draft: BulkDraft,
  oneId: string,
  marketplaces: readonly MarketplaceCode[],
): BulkDraft {
  const own = Object.fromEntries(marketplaces.map((m) => [m, commonTermsOf(draft, m)]));
  return { ...draft, own: { ...draft.own, [oneId]: own } };
}

export function withoutOwnTerms(draft: BulkDraft, oneId: string): BulkDraft {
  const own = { ...draft.own };
  delete own[oneId];
  return { ...draft, own };
}

/** Own terms that say nothing the common ones do not (a look without a change): the pair follows the common. */
export function ownTermsAsCommon(draft: BulkDraft, oneId: string, marketplaces: readonly MarketplaceCode[]) {
  const own = draft.own[oneId];
  return (
    own !== undefined &&
    marketplaces.every((m) => {
      const [a, b] = [termsOf(draft, oneId, m), commonTermsOf(draft, m)];
      return (Object.keys(a) as (keyof TermsDraft)[]).every((field) => a[field] === b[field]);
    })
  );
}

export type Quotes = { of: (oneId: string, m: MarketplaceCode) => ListingQuote | undefined };
export const quotesOf = (quotes: readonly ListingQuote[] | undefined): Quotes => ({
  of: (oneId, m) => quotes?.find((q) => q.oneId === oneId && q.marketplace === m),
});

/** The marketplaces an item goes on: chosen, connected, with its product there, not listed there yet. */
export function marketplacesOf(
  draft: BulkDraft,
  item: BulkListingCandidate,
  connected: readonly MarketplaceCode[],
  quotes: Quotes,
): MarketplaceCode[] {
  if (!item.listable) return [];
  return connected.filter(
    (m) =>
      termsOf(draft, item.oneId, m).selected && quotes.of(item.oneId, m)?.found && !item.listedOn.includes(m),
  );
}

/** The broken rules of an item's listings, per marketplace (empty when it may be listed). */
export function itemProblems(
  draft: BulkDraft,
  item: BulkListingCandidate,
  connected: readonly MarketplaceCode[],
  quotes: Quotes,
): Partial<Record<MarketplaceCode, FieldProblems>> {
  const problems: Partial<Record<MarketplaceCode, FieldProblems>> = {};
  for (const m of marketplacesOf(draft, item, connected, quotes)) {
    const found = fieldProblems(termsOf(draft, item.oneId, m), quotes.of(item.oneId, m));
    if (Object.keys(found).length > 0) problems[m] = found;
  }
  return problems;
}

/** A rule shows at a field once something is typed in it, and at every field after a Confirm. */
export function shownProblems(problems: FieldProblems, terms: TermsDraft, tried: boolean): FieldProblems {
  if (!terms.selected) return {};
  if (tried) return problems;
  return Object.fromEntries(
    Object.entries(problems).filter(([field]) => terms[field as TermsField].trim() !== ''),
  );
}

/** An item's broken rules as its row shows them: at the typed fields, and at every field after a Confirm. */
export function shownItemProblems(
  draft: BulkDraft,
  item: BulkListingCandidate,
  connected: readonly MarketplaceCode[],
  quotes: Quotes,
  tried: boolean,
): Partial<Record<MarketplaceCode, FieldProblems>> {
  const shown: Partial<Record<MarketplaceCode, FieldProblems>> = {};
  for (const [m, problems] of Object.entries(itemProblems(draft, item, connected, quotes))) {
    const code = m as MarketplaceCode;
    const visible = shownProblems(problems, termsOf(draft, item.oneId, code), tried);
    if (Object.keys(visible).length > 0) shown[code] = visible;
  }
  return shown;
}

export type Sums = { listings: number; feeCents: number; payoutCents: number };
export type BatchTotals = Sums & { items: number; byMarketplace: Partial<Record<MarketplaceCode, Sums>> };

/** The fee and payout of every listing at its price: what the seller sees before confirming. */
export function batchTotals(
  draft: BulkDraft,
  items: readonly BulkListingCandidate[],
  connected: readonly MarketplaceCode[],
  quotes: Quotes,
): BatchTotals {
  const totals: BatchTotals = { items: 0, listings: 0, feeCents: 0, payoutCents: 0, byMarketplace: {} };
  for (const item of items) {
    const on = marketplacesOf(draft, item, connected, quotes);
    if (on.length > 0) totals.items += 1;
    for (const m of on) {
      const price = centsOf(termsOf(draft, item.oneId, m).price) ?? 0;
      const fee = marketplaceFeeCents(price, quotes.of(item.oneId, m)?.feeBasisPoints ?? 0);
      const sums = (totals.byMarketplace[m] ??= { listings: 0, feeCents: 0, payoutCents: 0 });
      for (const s of [totals, sums]) {
        s.listings += 1;
        s.feeCents += fee;
        s.payoutCents += price - fee;
      }
    }
  }
  return totals;
}

/** The batch's items as the server takes them, each with its own request key. */
export function batchItemsOf(
  draft: BulkDraft,
  items: readonly BulkListingCandidate[],
  connected: readonly MarketplaceCode[],
  quotes: Quotes,
  keyOf: (oneId: string) => string,
): BulkListingItem[] {
  return items
    .map((item) => ({
      requestKey: keyOf(item.oneId),
      oneId: item.oneId,
      listings: marketplacesOf(draft, item, connected, quotes).map((m) =>
        termsInputOf(m, termsOf(draft, item.oneId, m)),
      ),
    }))
    .filter((i) => i.listings.length > 0);
}

/** ONE IDs as pasted: by line, comma, semicolon or space, each once. */
export const oneIdsIn = (text: string) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];

/** More pairs than one batch takes (spec: at most 100 products per listing batch). */
export const tooManyPairs = (oneIds: readonly string[]) => oneIds.length > MAX_LISTING_BATCH;

/** The pairs the last batch refused, by ONE ID: the reason shows on the pair, to be fixed and sent again. */
export function refusalsOf(answer: BulkListingAnswer | null): ReadonlyMap<string, BulkListingOutcome> {
  return new Map((answer?.results ?? []).filter((o) => !o.ok).map((o) => [o.oneId, o]));
}

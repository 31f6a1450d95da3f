import type { ListingQuote, ListingTermsInput } from '../../../../domain/listing/listing-requests';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { listingProblems, payoutCents } from '../../../../domain/listing/rules';
import type { ListingProblem } from '../../../../domain/listing/rules';
import { parseAmountCents } from '../../../../domain/wallet/wallet';

/**
 * The newlisting form's terms per marketplace as typed (dollars), the same rules the server applies
 * (src/domain/listing/rules.ts) read at each field, and the cents the server is sent.
 */
export type TermsDraft = {
  selected: boolean;
  price: string;
  bottomLine: string;
  minimumPayout: string;
  autoPricing: boolean;
};
export type TermsField = 'price' | 'bottomLine' | 'minimumPayout';
export type FieldProblems = Partial<Record<TermsField, ListingProblem>>;

export const EMPTY_TERMS: TermsDraft = {
  selected: true,
  price: '',
  bottomLine: '',
  minimumPayout: '',
  autoPricing: true,
};

const FIELD_OF: Partial<Record<ListingProblem, TermsField>> = {
  priceRequired: 'price',
  priceBelowMinimum: 'price',
  priceBelowShareOfLowest: 'price',
  bottomLineRequired: 'bottomLine',
  minimumPayoutRequired: 'minimumPayout',
  payoutBelowMinimum: 'minimumPayout',
};

/** Dollars typed to cents; anything that is not an amount counts as empty (the rule asks for it). */
export const centsOf = (text: string): number | null => {
  const parsed = parseAmountCents(text.trim());
  return parsed.ok ? parsed.cents : null;
};

/** The first broken rule of each field. */
export function fieldProblems(draft: TermsDraft, quote: ListingQuote | undefined): FieldProblems {
  const problems: FieldProblems = {};
  const all = listingProblems({
    priceCents: centsOf(draft.price),
    bottomLineCents: centsOf(draft.bottomLine),
    minimumPayoutCents: centsOf(draft.minimumPayout),
    lowestPriceCents: quote?.lowestAskCents ?? null,
    feeBasisPoints: quote?.feeBasisPoints ?? 0,
  });
  for (const problem of all) {
    const field = FIELD_OF[problem];
    if (field && !problems[field]) problems[field] = problem;
  }
  return problems;
}

/** What the seller receives after the marketplace's fee at the typed price, or null without a price. */
export function livePayoutCents(draft: TermsDraft, quote: ListingQuote | undefined): number | null {
  const price = centsOf(draft.price);
  return price === null || !quote ? null : payoutCents(price, quote.feeBasisPoints);
}

export function termsInputOf(marketplace: MarketplaceCode, draft: TermsDraft): ListingTermsInput {
  return {
    marketplace,
    priceCents: centsOf(draft.price),
    bottomLineCents: centsOf(draft.bottomLine),
    minimumPayoutCents: centsOf(draft.minimumPayout),
    autoPricing: draft.autoPricing,
  };
}

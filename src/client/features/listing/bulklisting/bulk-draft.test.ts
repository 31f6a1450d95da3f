import { describe, expect, it } from 'vitest';
import type { BulkListingAnswer, BulkListingCandidate } from '../../../../domain/listing/bulk-listing';
import type { ListingQuote } from '../../../../domain/listing/listing-requests';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { EMPTY_TERMS } from '../newlisting/listing-draft';
import type { TermsDraft } from '../newlisting/listing-draft';
import {
  batchItemsOf,
  batchTotals,
  EMPTY_BULK_DRAFT,
  itemProblems,
  marketplacesOf,
  oneIdsIn,
  ownTermsAsCommon,
  quotesOf,
  refusalsOf,
  shownItemProblems,
  shownProblems,
  termsOf,
  tooManyPairs,
  withOwnTerms,
  withoutOwnTerms,
} from './bulk-draft';
import type { BulkDraft } from './bulk-draft';

const aPair = (oneId: string, over: Partial<BulkListingCandidate> = {}): BulkListingCandidate => ({
  oneId,
  found: true,
  listable: true,
  sku: 'DZ5485-612',
  size: '10',
  name: 'Air Jordan 1 High Chicago',
  listedOn: [],
  problem: null,
  ...over,
});
const aQuote = (oneId: string, marketplace: MarketplaceCode, over: Partial<ListingQuote> = {}) => ({
  oneId,
  marketplace,
  found: true,
  title: null,
  lowestAskCents: 30_000,
  highestBidCents: null,
  feeBasisPoints: marketplace === 'stockx' ? 900 : 1290,
  ...over,
});
const terms = (over: Partial<TermsDraft> = {}): TermsDraft => ({
  ...EMPTY_TERMS,
  price: '250',
  bottomLine: '200',
  minimumPayout: '180',
  ...over,
});
const both: MarketplaceCode[] = ['stockx', 'ebay'];
const common = (stockx: Partial<TermsDraft>, ebay: Partial<TermsDraft> = { selected: false }): BulkDraft => ({
  common: { stockx: terms(stockx), ebay: terms(ebay) },
  own: {},
});
// Pair 1 sells around $300 everywhere; pair 2's lowest ask on StockX is $1,000.
const quotes = quotesOf([
  aQuote('1', 'stockx'),
  aQuote('1', 'ebay'),
  aQuote('2', 'stockx', { lowestAskCents: 100_000 }),
  aQuote('2', 'ebay'),
]);

describe("bulklisting's draft", () => {
  it("gives a pair the common terms until it has its own, and the common ones again after 'use common'", () => {
    const draft = common({ price: '250' });
    expect(termsOf(draft, '1', 'stockx').price).toBe('250');
    const own = withOwnTerms(draft, '1', both);
    expect(termsOf(own, '1', 'stockx').price).toBe('250');
    const changed: BulkDraft = { ...own, own: { '1': { ...own.own['1'], stockx: terms({ price: '400' }) } } };
    expect(termsOf(changed, '1', 'stockx').price).toBe('400');
    expect(termsOf(changed, '2', 'stockx').price).toBe('250');
    expect(termsOf(withoutOwnTerms(changed, '1'), '1', 'stockx').price).toBe('250');
    // Own terms opened and left as they were say nothing of their own: the pair follows the common.
    expect(ownTermsAsCommon(own, '1', both)).toBe(true);
    expect(ownTermsAsCommon(changed, '1', both)).toBe(false);
    expect(ownTermsAsCommon(draft, '1', both)).toBe(false);
  });

  it('lists a pair only where it is chosen, has a product and is not listed yet', () => {
    const draft = common({}, {});
    const withNoEbayProduct = quotesOf([aQuote('3', 'stockx'), aQuote('3', 'ebay', { found: false })]);
    expect(marketplacesOf(draft, aPair('1'), both, quotes)).toEqual(['stockx', 'ebay']);
    expect(marketplacesOf(draft, aPair('1', { listedOn: ['stockx'] }), both, quotes)).toEqual(['ebay']);
    expect(marketplacesOf(draft, aPair('3'), both, withNoEbayProduct)).toEqual(['stockx']);
    expect(marketplacesOf(common({}), aPair('1'), both, quotes)).toEqual(['stockx']);
    expect(marketplacesOf(draft, aPair('1', { listable: false }), both, quotes)).toEqual([]);
  });

  it("reads the 30% rule against each pair's own lowest ask, and the $10 minimum for all", () => {
    const draft = common({ price: '250' });
    expect(itemProblems(draft, aPair('1'), both, quotes)).toEqual({});
    expect(itemProblems(draft, aPair('2'), both, quotes)).toEqual({
      stockx: { price: 'priceBelowShareOfLowest' },
    });
    expect(itemProblems(common({ price: '9.99', minimumPayout: '5' }), aPair('1'), both, quotes)).toEqual({
      stockx: { price: 'priceBelowMinimum' },
    });
    expect(itemProblems(common({ bottomLine: '0', minimumPayout: '' }), aPair('1'), both, quotes)).toEqual({
      stockx: { bottomLine: 'bottomLineRequired', minimumPayout: 'minimumPayoutRequired' },
    });
  });

  it('shows a rule at a typed field before Confirm, and at every field after', () => {
    const empty = terms({ price: '9', bottomLine: '', minimumPayout: '' });
    const all = { price: 'priceBelowMinimum', bottomLine: 'bottomLineRequired' } as const;
    expect(shownProblems(all, empty, false)).toEqual({ price: 'priceBelowMinimum' });
    expect(shownProblems(all, empty, true)).toEqual(all);
    expect(shownProblems(all, { ...empty, selected: false }, true)).toEqual({});
    const draft = common({ price: '', bottomLine: '', minimumPayout: '' });
    expect(shownItemProblems(draft, aPair('1'), both, quotes, false)).toEqual({});
    expect(Object.keys(shownItemProblems(draft, aPair('1'), both, quotes, true))).toEqual(['stockx']);
  });

  it("adds up every listing's platform fee and payout at its price, per marketplace", () => {
    const draft = common({ price: '250' }, { price: '100', minimumPayout: '80' });
    const totals = batchTotals(
      draft,
      [aPair('1'), aPair('3', { listable: false }), aPair('4', { listedOn: ['ebay'] })],
      both,
      quotesOf([aQuote('1', 'stockx'), aQuote('1', 'ebay'), aQuote('4', 'stockx'), aQuote('4', 'ebay')]),
    );
    // StockX 9%: $22.50 of $250, twice. eBay 12.9%: $12.90 of $100, once.
    expect(totals).toEqual({
      items: 2,
      listings: 3,
      feeCents: 2 * 2_250 + 1_290,
      payoutCents: 2 * 22_750 + 8_710,
      byMarketplace: {
        stockx: { listings: 2, feeCents: 4_500, payoutCents: 45_500 },
        ebay: { listings: 1, feeCents: 1_290, payoutCents: 8_710 },
      },
    });
  });

  it('sends each pair with its own key and terms, and leaves out a pair with nothing to list', () => {
    const draft = common({ price: '250', autoPricing: false });
    const items = batchItemsOf(
      draft,
      [aPair('1'), aPair('3', { listable: false })],
      both,
      quotes,
      (oneId) => `rk-item-${oneId}`,
    );
    expect(items).toEqual([
      {
        requestKey: 'rk-item-1',
        oneId: '1',
        listings: [
          {
            marketplace: 'stockx',
            priceCents: 25_000,
            bottomLineCents: 20_000,
            minimumPayoutCents: 18_000,
            autoPricing: false,
          },
        ],
      },
    ]);
    expect(batchItemsOf(EMPTY_BULK_DRAFT, [aPair('1')], both, quotesOf(undefined), String)).toEqual([]);
  });

  it('reads pasted ONE IDs once each, and a batch past 100 as too many', () => {
    expect(oneIdsIn(' 10000001\n10000002, 10000003;10000001  ')).toEqual([
      '10000001',
      '10000002',
      '10000003',
    ]);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(10_000_000 + i));
    expect(tooManyPairs(ids(100))).toBe(false);
    expect(tooManyPairs(ids(101))).toBe(true);
  });

  it('keeps the refused pairs of an answer, by ONE ID', () => {
    const outcome = { requestKey: 'k', listings: [], code: null, msg: null, problems: [] };
    const answer: BulkListingAnswer = {
      listed: 1,
      refused: 1,
      results: [
        { ...outcome, oneId: '1', ok: true },
        { ...outcome, oneId: '2', ok: false, code: 409, msg: 'StockX is busy' },
      ],
    };
    expect([...refusalsOf(answer).keys()]).toEqual(['2']);
    expect(refusalsOf(null).size).toBe(0);
  });
});

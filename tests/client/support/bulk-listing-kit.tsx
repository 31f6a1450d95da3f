import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { aListingView, aMarketplaceConnection } from '../../fixtures/listing-views';
import { jsonAnswer, renderRoutes, underWhere } from '../render-app';
import { spyOnNotifications } from '../notifications-spy';
import type {
  BulkListingAnswer,
  BulkListingCandidate,
  BulkListingOutcome,
} from '../../../src/domain/listing/bulk-listing';
import type { ListingQuote } from '../../../src/domain/listing/listing-requests';
import type { MarketplaceCode } from '../../../src/domain/listing/marketplaces';
import { initI18n } from '../../../src/client/i18n/setup';
import { BulkListingScreen } from '../../../src/client/features/listing/bulklisting/BulkListingScreen';
import { backToEnglish, bodiesSent, freshScreen, ok, signIn } from './seller-screen-kit';
import { atWidth } from './viewport';

/**
 * The bulklisting screen's test world (BulkListingScreen.test.tsx, BulkListingSend.test.tsx): the pairs,
 * quotes and connections the fake API answers with, the batch outcomes, and the steps a seller takes.
 */

export const fetchMock = vi.fn<typeof fetch>();

export const aPair = (oneId: string, over: Partial<BulkListingCandidate> = {}): BulkListingCandidate => ({
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
// Three pairs chosen: two to list (the second's lowest ask on StockX is $1,000), one on hold.
export const pairs = [
  aPair('10000001'),
  aPair('10000002', { name: 'Yeezy Boost 350 Zebra' }),
  aPair('10000003', {
    listable: false,
    problem: 'Item 10000003 is not available and qualified, so it cannot be listed',
  }),
];
export const aQuote = (
  oneId: string,
  marketplace: MarketplaceCode,
  lowestAskCents = 30_000,
): ListingQuote => ({
  oneId,
  marketplace,
  found: true,
  title: null,
  lowestAskCents,
  highestBidCents: null,
  feeBasisPoints: marketplace === 'stockx' ? 900 : 1290,
});
export const quotes = [
  aQuote('10000001', 'stockx'),
  aQuote('10000001', 'ebay'),
  aQuote('10000002', 'stockx', 100_000),
  aQuote('10000002', 'ebay'),
];
export const connections = [
  aMarketplaceConnection({ marketplace: 'stockx', mode: 'simulator', id: 1 }),
  aMarketplaceConnection({ marketplace: 'ebay', mode: 'live', id: 2 }),
];

export const listedOutcome = (oneId: string): BulkListingOutcome => ({
  oneId,
  requestKey: 'k',
  ok: true,
  listings: [aListingView({ id: Number(oneId) % 100, oneId, state: 'submitting' })],
  code: null,
  msg: null,
  problems: [],
});
export const refusedOutcome = (oneId: string, msg: string): BulkListingOutcome => ({
  ...listedOutcome(oneId),
  ok: false,
  listings: [],
  code: 409,
  msg,
});
export const answerOf = (results: BulkListingOutcome[]): BulkListingAnswer => ({
  listed: results.filter((r) => r.ok).length,
  refused: results.filter((r) => !r.ok).length,
  results,
});

export type Batch = {
  requestKey: string;
  items: { requestKey: string; oneId: string; listings: unknown[] }[];
};
export const bodiesOf = <T = Record<string, unknown>,>(path: string) => bodiesSent<T>(fetchMock, path);
export const batches = () => bodiesOf<Batch>('/listing/bulk/create');

export function answer(create: () => Response | Promise<Response> = () => ok(answerOf([]))) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/listing/connections/list')) return ok(connections);
    if (url.endsWith('/listing/bulk/items')) return ok(pairs);
    if (url.endsWith('/listing/quote')) return ok(quotes);
    if (url.endsWith('/listing/bulk/create')) return create();
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

export const PATH = '/business/in-warehouse/inventory/bulklisting';
export const routes = underWhere([
  { path: 'business/in-warehouse/inventory/bulklisting', element: <BulkListingScreen /> },
  { path: '*', element: null },
]);
export const show = (oneIds = pairs.map((p) => p.oneId)) =>
  renderRoutes(routes, `${PATH}?oneIds=${oneIds.join(',')}`);
export const commonRow = async (name: string) =>
  within(await screen.findByTestId('common-terms')).getByRole('region', { name });
export const pairRow = (oneId: string) =>
  screen.getAllByTestId('bulk-item').find((row) => row.getAttribute('data-one-id') === oneId)!;
export const pairIds = () =>
  screen.queryAllByTestId('bulk-item').map((row) => row.getAttribute('data-one-id'));
export const confirmButton = () => screen.getByTestId('bulk-confirm');

/** Types the terms in a marketplace's row. */
export async function fill(
  user: ReturnType<typeof userEvent.setup>,
  row: HTMLElement,
  terms: { price?: string; bottomLine?: string; minimumPayout?: string },
) {
  const labels = {
    price: 'Platform price',
    bottomLine: 'Bottom line price',
    minimumPayout: 'Minimum payout',
  };
  for (const field of ['price', 'bottomLine', 'minimumPayout'] as const) {
    const text = terms[field];
    if (text === undefined) continue;
    const input = within(row).getByLabelText(labels[field]);
    await user.clear(input);
    await user.paste(text);
  }
}

/** StockX only, at $250 with the given floor, for every pair. */
export async function stockxForAll(user: ReturnType<typeof userEvent.setup>, price = '250') {
  await user.click(within(await commonRow('eBay')).getByRole('checkbox', { name: 'List on eBay' }));
  await fill(user, await commonRow('StockX'), { price, bottomLine: '200', minimumPayout: '180' });
}

/** Pair 10000002 sells around $1,000 on StockX: its own terms at $400. */
export async function ownTermsFor2(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(pairRow('10000002')).getByRole('button', { name: 'Own terms for 10000002' }));
  const dialog = await screen.findByRole('dialog');
  await fill(user, within(dialog).getByRole('region', { name: 'StockX' }), { price: '400' });
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** The hooks each bulklisting test file runs: English, a fresh fetch, a wide screen, a seller. */
export function bulkScreenTests(): void {
  spyOnNotifications();
  beforeAll(() => initI18n('en-US'));
  beforeEach(() => {
    freshScreen(fetchMock);
    atWidth(1440);
    signIn('business', 'business', ['query', 'add']);
  });
  afterEach(backToEnglish);
}

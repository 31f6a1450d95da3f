import { notifications } from '@mantine/notifications';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aListingView, aMarketplaceConnection } from '../../../../../tests/fixtures/listing-views';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { tooSmallToTouch, touchTargetsIn } from '../../../../../tests/client/support/touch-targets';
import { atWidth } from '../../../../../tests/client/support/viewport';
import type { UserInfo } from '../../../../domain/auth/auth';
import type {
  BulkListingAnswer,
  BulkListingCandidate,
  BulkListingOutcome,
} from '../../../../domain/listing/bulk-listing';
import type { ListingQuote } from '../../../../domain/listing/listing-requests';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { useSettings } from '../../../stores/settings';
import { BulkListingScreen } from './BulkListingScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

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
// Three pairs chosen: two to list (the second's lowest ask on StockX is $1,000), one on hold.
const pairs = [
  aPair('10000001'),
  aPair('10000002', { name: 'Yeezy Boost 350 Zebra' }),
  aPair('10000003', {
    listable: false,
    problem: 'Item 10000003 is not available and qualified, so it cannot be listed',
  }),
];
const aQuote = (oneId: string, marketplace: MarketplaceCode, lowestAskCents = 30_000): ListingQuote => ({
  oneId,
  marketplace,
  found: true,
  title: null,
  lowestAskCents,
  highestBidCents: null,
  feeBasisPoints: marketplace === 'stockx' ? 900 : 1290,
});
const quotes = [
  aQuote('10000001', 'stockx'),
  aQuote('10000001', 'ebay'),
  aQuote('10000002', 'stockx', 100_000),
  aQuote('10000002', 'ebay'),
];
const connections = [
  aMarketplaceConnection({ marketplace: 'stockx', mode: 'simulator', id: 1 }),
  aMarketplaceConnection({ marketplace: 'ebay', mode: 'live', id: 2 }),
];

const ok = (data: unknown, msg = 'success') => jsonAnswer({ code: 200, msg, data });
const listedOutcome = (oneId: string): BulkListingOutcome => ({
  oneId,
  requestKey: 'k',
  ok: true,
  listings: [aListingView({ id: Number(oneId) % 100, oneId, state: 'submitting' })],
  code: null,
  msg: null,
  problems: [],
});
const refusedOutcome = (oneId: string, msg: string): BulkListingOutcome => ({
  ...listedOutcome(oneId),
  ok: false,
  listings: [],
  code: 409,
  msg,
});
const answerOf = (results: BulkListingOutcome[]): BulkListingAnswer => ({
  listed: results.filter((r) => r.ok).length,
  refused: results.filter((r) => !r.ok).length,
  results,
});

type Batch = { requestKey: string; items: { requestKey: string; oneId: string; listings: unknown[] }[] };
const bodiesOf = <T = Record<string, unknown>,>(path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).endsWith(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as T);
const batches = () => bodiesOf<Batch>('/listing/bulk/create');

function answer(create: () => Response | Promise<Response> = () => ok(answerOf([]))) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/listing/connections/list')) return ok(connections);
    if (url.endsWith('/listing/bulk/items')) return ok(pairs);
    if (url.endsWith('/listing/quote')) return ok(quotes);
    if (url.endsWith('/listing/bulk/create')) return create();
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

const PATH = '/business/in-warehouse/inventory/bulklisting';
const routes = underWhere([
  { path: 'business/in-warehouse/inventory/bulklisting', element: <BulkListingScreen /> },
  { path: '*', element: null },
]);
const show = (oneIds = pairs.map((p) => p.oneId)) =>
  renderRoutes(routes, `${PATH}?oneIds=${oneIds.join(',')}`);
const commonRow = async (name: string) =>
  within(await screen.findByTestId('common-terms')).getByRole('region', { name });
const pairRow = (oneId: string) =>
  screen.getAllByTestId('bulk-item').find((row) => row.getAttribute('data-one-id') === oneId)!;
const pairIds = () => screen.queryAllByTestId('bulk-item').map((row) => row.getAttribute('data-one-id'));
const confirmButton = () => screen.getByTestId('bulk-confirm');

/** Types the terms in a marketplace's row. */
async function fill(
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
async function stockxForAll(user: ReturnType<typeof userEvent.setup>, price = '250') {
  await user.click(within(await commonRow('eBay')).getByRole('checkbox', { name: 'List on eBay' }));
  await fill(user, await commonRow('StockX'), { price, bottomLine: '200', minimumPayout: '180' });
}

/** Pair 10000002 sells around $1,000 on StockX: its own terms at $400. */
async function ownTermsFor2(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(pairRow('10000002')).getByRole('button', { name: 'Own terms for 10000002' }));
  const dialog = await screen.findByRole('dialog');
  await fill(user, within(dialog).getByRole('region', { name: 'StockX' }), { price: '400' });
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(notifications.show).mockReset();
  atWidth(1440);
  useSession.setState({
    token: 't',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'business',
    userInfo: {
      roleId: 3,
      role: { permissions: [{ permissionId: 'business', actionList: ['query', 'add'] }] },
    } as unknown as UserInfo,
  });
});
afterEach(() => {
  useSettings.getState().setSetting('lang', 'en-US');
  initI18n('en-US');
});

describe('the bulklisting screen', () => {
  it("shows each pair's price and payout and the batch's platform fee and payout before confirming", async () => {
    answer();
    const user = userEvent.setup();
    show();
    await stockxForAll(user);
    await ownTermsFor2(user);

    expect(within(pairRow('10000001')).getByTestId('line-stockx').textContent).toContain(
      'StockX: $250.00 · Payout $227.50',
    );
    expect(within(pairRow('10000002')).getByTestId('own-terms-badge').textContent).toBe('Own terms');
    expect(within(pairRow('10000001')).queryByTestId('own-terms-badge')).toBeNull();
    expect(within(pairRow('10000002')).getByTestId('line-stockx').textContent).toContain(
      'StockX: $400.00 · Payout $364.00',
    );
    expect(within(pairRow('10000001')).getByText('Not listed on eBay')).toBeTruthy();
    expect(within(pairRow('10000003')).getByTestId('not-listable').textContent).toContain(
      'is not available and qualified',
    );
    // 9% of $250 and of $400: $22.50 + $36.00 of fees, $227.50 + $364.00 paid out.
    const totals = screen.getByTestId('bulk-totals');
    expect(within(totals).getByTestId('total-pairs').textContent).toBe('Pairs2');
    expect(within(totals).getByTestId('total-listings').textContent).toBe('Listings2');
    expect(within(totals).getByTestId('total-fee').textContent).toBe('Platform fee$58.50');
    expect(within(totals).getByTestId('total-payout').textContent).toBe('Payout$591.50');
    expect(within(totals).getByTestId('total-on-stockx').textContent).toBe(
      'StockX: 2 listings · Fee $58.50 · Payout $591.50',
    );
    expect(confirmButton().textContent).toBe('List 2 pairs');
    expect(bodiesOf('/listing/quote')).toEqual([
      { oneIds: ['10000001', '10000002'], marketplaces: ['stockx', 'ebay'] },
    ]);
  });

  it('keeps a pair on the common terms when its own terms were only looked at', async () => {
    answer();
    const user = userEvent.setup();
    show();
    await stockxForAll(user);
    await user.click(within(pairRow('10000001')).getByRole('button', { name: 'Own terms for 10000001' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(pairRow('10000001')).queryByTestId('own-terms-badge')).toBeNull();
    await fill(user, await commonRow('StockX'), { price: '260' });
    expect(within(pairRow('10000001')).getByTestId('line-stockx').textContent).toContain('StockX: $260.00');
  });

  it('shows the rule each pair breaks at its row and refuses Confirm until it is fixed', async () => {
    answer(() => ok(answerOf([listedOutcome('10000001'), listedOutcome('10000002')])));
    const user = userEvent.setup();
    show();
    await stockxForAll(user);
    // $250 is under 30% of pair 2's $1,000 lowest ask, not of pair 1's $300.
    expect(within(pairRow('10000002')).getByTestId('line-stockx').textContent).toContain(
      'The selling price cannot be below 30% of the lowest price',
    );
    expect(within(pairRow('10000001')).getByTestId('line-stockx').textContent).not.toContain('cannot');
    await user.click(confirmButton());
    expect(screen.getByTestId('bulk-faulty').textContent).toBe(
      '1 pair breaks a listing rule: fix its terms or remove it',
    );

    await fill(user, await commonRow('StockX'), { price: '9.99' });
    expect(within(await commonRow('StockX')).getByText('The price cannot be below $10.00')).toBeTruthy();
    expect(within(pairRow('10000001')).getByTestId('line-stockx').textContent).toContain(
      'The price cannot be below $10.00',
    );
    await user.click(confirmButton());
    expect(screen.getByTestId('bulk-faulty').textContent).toContain('2 pairs break a listing rule');
    expect(batches()).toEqual([]);

    await fill(user, await commonRow('StockX'), { price: '250' });
    await ownTermsFor2(user);
    await user.click(confirmButton());
    await waitFor(() => expect(batches()).toHaveLength(1));
    expect(screen.queryByTestId('bulk-faulty')).toBeNull();
  });

  it('asks for the platform price, bottom line and minimum payout of every chosen marketplace', async () => {
    answer();
    const user = userEvent.setup();
    show();
    const ebay = await commonRow('eBay');
    await user.click(confirmButton());
    expect(within(ebay).getByText('Enter the platform price')).toBeTruthy();
    expect(within(ebay).getByText('Enter a bottom line price above 0')).toBeTruthy();
    expect(within(ebay).getByText('Enter the minimum payout')).toBeTruthy();
    expect(within(pairRow('10000001')).getByTestId('line-ebay').textContent).toContain(
      'Enter the platform price',
    );
    expect(batches()).toEqual([]);
  });

  it('confirms the batch in one request whose key a resend after a lost answer keeps', async () => {
    let calls = 0;
    answer(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return ok(answerOf([listedOutcome('10000001'), listedOutcome('10000002')]), '2 listed, 0 refused');
    });
    const user = userEvent.setup();
    show();
    await stockxForAll(user);
    await ownTermsFor2(user);
    await user.click(confirmButton());
    await screen.findByTestId('create-refused');
    const [first] = batches();
    expect(first).toEqual({
      requestKey: expect.stringMatching(/^rk-/),
      items: [
        {
          requestKey: expect.stringMatching(/^rk-/),
          oneId: '10000001',
          listings: [
            {
              marketplace: 'stockx',
              priceCents: 25_000,
              bottomLineCents: 20_000,
              minimumPayoutCents: 18_000,
              autoPricing: true,
            },
          ],
        },
        {
          requestKey: expect.stringMatching(/^rk-/),
          oneId: '10000002',
          listings: [expect.objectContaining({ marketplace: 'stockx', priceCents: 40_000 })],
        },
      ],
    });
    expect(new Set([first.requestKey, ...first.items.map((i) => i.requestKey)]).size).toBe(3);
    expect(pairIds()).toEqual(['10000001', '10000002', '10000003']);

    await user.click(confirmButton());
    await screen.findByTestId('bulk-outcomes');
    expect(batches()).toHaveLength(2);
    expect(batches()[1]).toEqual(first);
    expect(notifications.show).toHaveBeenCalledWith({ color: 'green', message: '2 listed, 0 refused' });
  });

  it('sends a changed batch with a new key, each pair keeping its own', async () => {
    answer(() => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    show();
    await stockxForAll(user);
    await ownTermsFor2(user);
    await user.click(confirmButton());
    await screen.findByTestId('create-refused');
    await fill(user, await commonRow('StockX'), { price: '260' });
    await user.click(confirmButton());
    await waitFor(() => expect(batches()).toHaveLength(2));
    const [first, second] = batches();
    expect(second.requestKey).not.toBe(first.requestKey);
    expect(second.items.map((i) => i.requestKey)).toEqual(first.items.map((i) => i.requestKey));
  });

  it('lists the outcome of each pair: listed pairs leave, refused ones stay with the reason', async () => {
    const busy = 'StockX is busy or unavailable right now; try again in a minute';
    let calls = 0;
    answer(() => {
      calls += 1;
      return calls === 1
        ? ok(answerOf([listedOutcome('10000001'), refusedOutcome('10000002', busy)]), '1 listed, 1 refused')
        : ok(answerOf([listedOutcome('10000002')]), '1 listed, 0 refused');
    });
    const user = userEvent.setup();
    show();
    await stockxForAll(user);
    await ownTermsFor2(user);
    await user.click(confirmButton());

    const outcomes = await screen.findByTestId('bulk-outcomes');
    expect(within(outcomes).getByText('1 listed, 1 refused')).toBeTruthy();
    const [listed, refused] = within(outcomes).getAllByTestId('bulk-outcome');
    expect(listed.textContent).toContain('Listed');
    expect(within(listed).getByRole('link', { name: /StockX/ })).toHaveProperty(
      'pathname',
      '/business/cross-listing/detail',
    );
    expect(refused.textContent).toContain('Refused');
    expect(refused.textContent).toContain(busy);
    expect(pairIds()).toEqual(['10000002', '10000003']);
    expect(within(pairRow('10000002')).getByTestId('pair-refused').textContent).toBe(busy);
    // Its own terms stay: it is sent again as it was, alone, under its own key.
    expect(within(pairRow('10000002')).getByTestId('line-stockx').textContent).toContain('$400.00');
    expect(confirmButton().textContent).toBe('List 1 pair');
    expect(notifications.show).toHaveBeenCalledWith({ color: 'yellow', message: '1 listed, 1 refused' });

    await user.click(confirmButton());
    await waitFor(() => expect(pairIds()).toEqual(['10000003']));
    const [first, second] = batches();
    expect(second.requestKey).not.toBe(first.requestKey);
    expect(second.items).toEqual([first.items[1]]);
  });

  it('refuses more than 100 pairs with the rule, asking nothing of the server', async () => {
    answer();
    const user = userEvent.setup();
    const many = Array.from({ length: 101 }, (_, i) => String(10_000_100 + i));
    show(many);
    const alert = await screen.findByTestId('batch-too-large');
    expect(alert.textContent).toContain('At most 100 products per listing batch');
    expect(alert.textContent).toContain('You chose 101 pairs; a batch takes at most 100.');
    expect(screen.getByRole('button', { name: 'Continue with 101 pairs' })).toHaveProperty('disabled', true);
    expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('/listing/bulk/'))).toBe(false);

    // Down to 100 in the box, the batch goes on to its terms.
    const box = screen.getByLabelText(/ONE IDs/);
    await user.clear(box);
    await user.click(box);
    await user.paste(many.slice(0, 100).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Continue with 100 pairs' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain(many[99]));
    await waitFor(() => expect(bodiesOf('/listing/bulk/items')).toHaveLength(1));
    expect((bodiesOf('/listing/bulk/items')[0].oneIds as string[]).length).toBe(100);
  });

  it('shows the pairs picked again in the inventory, past 100 refused, in place of the earlier ones', async () => {
    answer();
    const { router } = show(['10000001']);
    await screen.findAllByTestId('bulk-item');
    const many = Array.from({ length: 120 }, (_, i) => String(10_000_100 + i));
    await act(() => router.navigate(`${PATH}?oneIds=${many.join(',')}`));
    expect((await screen.findByTestId('batch-too-large')).textContent).toContain('You chose 120 pairs');
    expect(screen.getByLabelText(/ONE IDs/)).toHaveProperty('value', many.join('\n'));
  });

  it('takes typed ONE IDs, and goes back to them to change the pairs', async () => {
    answer();
    const user = userEvent.setup();
    renderRoutes(routes, PATH);
    await user.type(screen.getByLabelText(/ONE IDs/), '10000001, 10000002 10000001');
    await user.click(screen.getByRole('button', { name: 'Continue with 2 pairs' }));
    await screen.findAllByTestId('bulk-item');
    expect(screen.getByTestId('where').textContent).toBe(`${PATH}?oneIds=10000001%2C10000002`);
    await user.click(within(pairRow('10000001')).getByRole('button', { name: 'Remove 10000001' }));
    await user.click(screen.getByRole('button', { name: 'Change the pairs' }));
    expect(screen.getByLabelText(/ONE IDs/)).toHaveProperty('value', '10000002\n10000003');
  });

  it('gives every button, link and field at least 44 px to touch on a tablet', async () => {
    cleanup();
    atWidth(1024);
    answer();
    const user = userEvent.setup();
    show();
    await commonRow('StockX');
    await screen.findAllByTestId('bulk-item');
    const targets = touchTargetsIn(document.body);
    // Change the pairs; each of 2 marketplaces' box, 3 fields and auto-pricing; 3 ONE IDs, 2 Set own
    // terms, 3 Remove, Cancel and Confirm.
    expect(targets.length).toBeGreaterThanOrEqual(21);
    expect(tooSmallToTouch(targets)).toEqual([]);

    await user.click(within(pairRow('10000001')).getByRole('button', { name: 'Own terms for 10000001' }));
    const dialog = await screen.findByRole('dialog');
    expect(tooSmallToTouch(touchTargetsIn(dialog))).toEqual([]);
  });

  it('says it in Chinese for a Chinese seller', async () => {
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    answer();
    show();
    await screen.findAllByTestId('bulk-item');
    expect(screen.getByRole('heading', { name: '批量上架' })).toBeTruthy();
    expect(screen.getByText('所有商品的条件')).toBeTruthy();
    expect(screen.getByTestId('bulk-totals').textContent).toContain('确认前请核对');
    await within(pairRow('10000001')).findByTestId('line-stockx');
    expect(screen.getByRole('button', { name: '上架 2 件' })).toBeTruthy();
  });
});

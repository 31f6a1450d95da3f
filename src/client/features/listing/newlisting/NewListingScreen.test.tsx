import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aListingView, aMarketplaceConnection } from '../../../../../tests/fixtures/listing-views';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import type { UserInfo } from '../../../../domain/auth/auth';
import type { ListingQuote } from '../../../../domain/listing/listing-requests';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { useSettings } from '../../../stores/settings';
import { NewListingScreen } from './NewListingScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const connections = [
  aMarketplaceConnection({ marketplace: 'stockx', mode: 'simulator', id: 1 }),
  aMarketplaceConnection({ marketplace: 'ebay', mode: 'live', id: 2 }),
  aMarketplaceConnection({ marketplace: 'tiktok', id: null, state: 'none', accountName: null }),
];
const quotes: ListingQuote[] = [
  {
    oneId: '10000001',
    marketplace: 'stockx',
    found: true,
    title: 'Jordan 1 Retro High OG Chicago',
    lowestAskCents: 30_000,
    highestBidCents: 25_000,
    feeBasisPoints: 900,
  },
  {
    oneId: '10000001',
    marketplace: 'ebay',
    found: true,
    title: 'Air Jordan 1 High Chicago',
    lowestAskCents: null,
    highestBidCents: null,
    feeBasisPoints: 1290,
  },
];

const ok = (data: unknown, msg = 'success') => jsonAnswer({ code: 200, msg, data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).endsWith(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

function answer(
  create: () => Response = () => ok([aListingView()], 'Listing submitted to the marketplaces'),
) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/listing/connections/list')) return ok(connections);
    if (url.endsWith('/listing/quote')) return ok(quotes);
    if (url.endsWith('/listing/create')) return create();
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

const routes = underWhere([
  { path: 'business/in-warehouse/inventory/newlisting', element: <NewListingScreen /> },
  { path: '*', element: null },
]);
const show = () => renderRoutes(routes, '/business/in-warehouse/inventory/newlisting?oneId=10000001');
const section = (name: string) => screen.findByRole('region', { name });

/** Types the terms in a marketplace's row. */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  row: HTMLElement,
  terms: { price?: string; bottomLine?: string; minimumPayout?: string },
  labels = { price: 'Platform price', bottomLine: 'Bottom line price', minimumPayout: 'Minimum payout' },
) {
  for (const field of ['price', 'bottomLine', 'minimumPayout'] as const) {
    const text = terms[field];
    if (text === undefined) continue;
    const input = within(row).getByLabelText(labels[field]);
    await user.clear(input);
    await user.type(input, text);
  }
}

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(notifications.show).mockReset();
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

describe('the newlisting screen', () => {
  it("shows each connected marketplace's market and fee, and links the ones not connected", async () => {
    answer();
    show();
    const stockx = await section('StockX');
    const quote = within(stockx).getByTestId('quote-stockx');
    expect(quote.textContent).toContain('Lowest ask: $300.00');
    expect(quote.textContent).toContain('Highest bid: $250.00');
    expect(quote.textContent).toContain('Platform fee: 9%');
    expect(within(stockx).getByText('Simulator')).toBeTruthy();
    const ebay = await section('eBay');
    expect(within(ebay).getByTestId('quote-ebay').textContent).toContain('Lowest ask: —');
    expect(within(ebay).queryByText('Simulator')).toBeNull();
    expect(screen.getByTestId('not-connected').textContent).toContain('Not connected: TikTok Shop.');
    expect(
      within(screen.getByTestId('not-connected')).getByRole('link', { name: 'Connect marketplaces' }),
    ).toHaveProperty('pathname', '/business/platformservices');
    expect(bodiesOf('/listing/quote')).toEqual([{ oneIds: ['10000001'], marketplaces: ['stockx', 'ebay'] }]);
  });

  it('shows the payout after the fee as the price is typed', async () => {
    answer();
    const user = userEvent.setup();
    show();
    const stockx = await section('StockX');
    await fill(user, stockx, { price: '250' });
    expect(within(stockx).getByTestId('payout-stockx').textContent).toBe('Fee $22.50 · Payout $227.50');
  });

  it('refuses a price under $10 and a payout under the minimum at the field, sending nothing', async () => {
    answer();
    const user = userEvent.setup();
    show();
    const stockx = await section('StockX');
    await user.click(within(await section('eBay')).getByRole('checkbox', { name: 'List on eBay' }));
    await fill(user, stockx, { price: '9.99', bottomLine: '9', minimumPayout: '5' });
    expect(within(stockx).getByText('The price cannot be below $10.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(within(stockx).getByText('The price cannot be below $10.00')).toBeTruthy();

    await fill(user, stockx, { price: '100', minimumPayout: '95' });
    expect(within(stockx).queryByText('The price cannot be below $10.00')).toBeNull();
    expect(
      within(stockx).getByText('After the platform fee the payout is below your minimum payout'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(bodiesOf('/listing/create')).toEqual([]);
  });

  it('asks for the terms of every chosen marketplace on Confirm', async () => {
    answer();
    const user = userEvent.setup();
    show();
    const ebay = await section('eBay');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(within(ebay).getByText('Enter the platform price')).toBeTruthy();
    expect(within(ebay).getByText('Enter a bottom line price above 0')).toBeTruthy();
    expect(within(ebay).getByText('Enter the minimum payout')).toBeTruthy();
    expect(bodiesOf('/listing/create')).toEqual([]);
  });

  it('sends one create with a request key; a refusal keeps the form and a resend keeps the key', async () => {
    const refusal = 'Item 10000001 is already listed on StockX';
    let answers = 0;
    answer(() =>
      ++answers === 1
        ? jsonAnswer({ code: 409, msg: refusal, data: null }, 409)
        : ok([aListingView()], 'Listing submitted to the marketplaces'),
    );
    const user = userEvent.setup();
    show();
    const stockx = await section('StockX');
    await user.click(within(await section('eBay')).getByRole('checkbox', { name: 'List on eBay' }));
    await fill(user, stockx, { price: '250', bottomLine: '200', minimumPayout: '180' });
    await user.click(within(stockx).getByRole('switch', { name: 'Auto-pricing' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect((await screen.findByTestId('create-refused')).textContent).toBe(refusal);
    expect(within(stockx).getByLabelText('Platform price')).toHaveProperty('value', '250');
    expect(within(stockx).getByLabelText('Minimum payout')).toHaveProperty('value', '180');
    expect(screen.getByTestId('where').textContent).toContain('newlisting');
    const [first] = bodiesOf('/listing/create');
    expect(first).toEqual({
      requestKey: expect.stringMatching(/^rk-/),
      items: [
        {
          oneId: '10000001',
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
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/business/cross-listing'));
    const bodies = bodiesOf('/listing/create');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(first);
    expect(notifications.show).toHaveBeenCalledWith({
      color: 'green',
      message: 'Listing submitted to the marketplaces',
    });
  });

  it('a changed form is a new request with a new key', async () => {
    answer(() => jsonAnswer({ code: 409, msg: 'Connect eBay before listing on it', data: null }, 409));
    const user = userEvent.setup();
    show();
    const stockx = await section('StockX');
    await user.click(within(await section('eBay')).getByRole('checkbox', { name: 'List on eBay' }));
    await fill(user, stockx, { price: '250', bottomLine: '200', minimumPayout: '180' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByTestId('create-refused');
    await fill(user, stockx, { price: '260' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bodiesOf('/listing/create')).toHaveLength(2));
    const [first, second] = bodiesOf('/listing/create');
    expect(second.requestKey).not.toBe(first.requestKey);
  });

  it('says it in Chinese for a Chinese seller', async () => {
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    answer();
    const user = userEvent.setup();
    show();
    const stockx = await section('StockX');
    expect(within(stockx).getByText('模拟器')).toBeTruthy();
    expect(within(stockx).getByTestId('quote-stockx').textContent).toContain('最低出价: $300.00');
    await fill(
      user,
      stockx,
      { price: '9' },
      { price: '平台价格', bottomLine: '底价', minimumPayout: '最低到手金额' },
    );
    expect(within(stockx).getByText(/价格不能低于/)).toBeTruthy();
    expect(screen.getByTestId('not-connected').textContent).toContain('未连接：TikTok Shop。');
    expect(screen.getByRole('button', { name: '确认' })).toBeTruthy();
  });
});

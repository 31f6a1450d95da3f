import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import {
  backToEnglish,
  bodiesSent,
  freshScreen,
  ok,
  signIn,
} from '../../../../../tests/client/support/seller-screen-kit';
import { NamedPermission } from '../../../../domain/kernel/permissions';
import type { SkuPrices } from '../../../../domain/sourcing/price-search';
import { formatCents } from '../../../../domain/wallet/wallet';
import { initI18n } from '../../../i18n/setup';
import { useSettings } from '../../../stores/settings';
import { PriceSearchScreen } from './PriceSearchScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
let knetCrossListing = true;

const window3 = (days: 3 | 7 | 30, low: number | null, n: number) => ({
  days,
  lowCents: low,
  highCents: low === null ? null : low + 2_000,
  averageCents: low === null ? null : low + 1_000,
  daysWithData: n,
});
const prices: SkuPrices = {
  sku: { sku: 'DD1391-100', brand: 'Nike', name: 'Dunk Low Retro White Black', image: null },
  modes: { stockx: 'simulator', ebay: 'live', tiktok: 'simulator' },
  sizes: [
    {
      size: '9',
      markets: [],
      windows: [window3(3, null, 0), window3(7, null, 0), window3(30, null, 0)],
      suggestedCents: null,
      payouts: [],
      myOneIds: [],
    },
    {
      size: '10',
      markets: [
        {
          marketplace: 'ebay',
          lowestAskCents: 21_000,
          highestBidCents: 19_000,
          lastSaleCents: 20_600,
          takenAt: '2026-12-04T10:00:00.000Z',
        },
        {
          marketplace: 'stockx',
          lowestAskCents: 20_500,
          highestBidCents: 19_500,
          lastSaleCents: null,
          takenAt: '2026-12-04T10:00:00.000Z',
        },
      ],
      windows: [window3(3, 20_000, 3), window3(7, 18_000, 7), window3(30, 15_000, 28)],
      suggestedCents: 20_400,
      payouts: [
        { marketplace: 'ebay', payoutCents: 17_952 },
        { marketplace: 'stockx', payoutCents: 18_360 },
      ],
      myOneIds: ['10000071', '10000072'],
    },
  ],
  history: [
    { size: '10', day: '2026-12-03', marketplace: 'ebay', meanCents: 20_800 },
    { size: '10', day: '2026-12-04', marketplace: 'ebay', meanCents: 21_000 },
  ],
};

function answer(
  hits = {
    hits: [{ sku: 'DD1391-100', brand: 'Nike', name: 'Dunk Low', image: null }],
    exact: null as string | null,
  },
) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/inventory/listing/auth')) return ok({ touchPro: true, knetCrossListing, flex: false });
    if (url.endsWith('/sourcing/price-search/sku')) return ok(prices);
    if (url.endsWith('/sourcing/price-search')) return ok(hits);
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

const routes = underWhere([
  { path: 'business/price-search', element: <PriceSearchScreen /> },
  { path: '*', element: null },
]);
const bodiesOf = (path: string) => bodiesSent(fetchMock, path);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  freshScreen(fetchMock);
  signIn('business', NamedPermission.business, ['query']);
  knetCrossListing = true;
});
afterEach(backToEnglish);

describe('Price Search', () => {
  it('finds SKUs by keyword and opens one: its market, windows, suggested price, payouts and pairs', async () => {
    answer();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/business/price-search');
    await user.type(screen.getByLabelText(/^SKU, name or barcode/), 'dunk');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Show the prices of DD1391-100' }));
    expect(bodiesOf('/sourcing/price-search')).toEqual([{ keyword: 'dunk' }]);
    expect(bodiesOf('/sourcing/price-search/sku')[0]).toEqual({
      sku: 'DD1391-100',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      historyDays: 30,
    });
    expect(router.state.location.search).toBe('?q=dunk&sku=DD1391-100');

    // The size with the seller's pairs is shown first.
    expect(await screen.findByRole('textbox', { name: 'Size' })).toHaveProperty('value', '10');
    const markets = screen.getByTestId('size-markets');
    expect(within(markets).getByText('$205.00')).toBeTruthy();
    expect(within(markets).getByText('$210.00')).toBeTruthy();
    // StockX's prices came from its simulator: named as one; eBay's are live.
    expect(within(markets).getAllByText('Simulator')).toHaveLength(1);
    const windows = screen.getAllByTestId('price-window').map((row) => row.textContent);
    expect(windows[0]).toContain('3 days');
    expect(windows[2]).toContain('$150.00');
    expect(windows[2]).toContain('28 of 30');
    const suggested = screen.getByTestId('suggested-price');
    expect(within(suggested).getByText('$204.00')).toBeTruthy();
    expect(
      within(suggested)
        .getAllByTestId('payout')
        .map((p) => p.textContent),
    ).toEqual(['Your payout on eBay$179.52', 'Your payout on StockX$183.60']);
    expect(
      screen.getByRole('img', { name: 'The lowest ask of size 10 per day on each marketplace' }),
    ).toBeTruthy();
    const list = screen.getByRole('link', { name: 'List all 2' });
    expect(list.getAttribute('href')).toBe(
      '/business/in-warehouse/inventory/bulklisting?oneIds=10000071%2C10000072',
    );

    // The chart reaches back 90 days on request; the figures stay on screen meanwhile.
    await user.click(screen.getByRole('radio', { name: '90 days' }));
    await waitFor(() => expect(bodiesOf('/sourcing/price-search/sku')).toHaveLength(2));
    expect(bodiesOf('/sourcing/price-search/sku')[1]).toMatchObject({ historyDays: 90 });
    expect(screen.getByTestId('suggested-price')).toBeTruthy();
  });

  it('opens the SKU a barcode names at once, and says when a size has no market yet', async () => {
    answer({ hits: [], exact: 'DD1391-100' });
    const user = userEvent.setup();
    renderRoutes(routes, '/business/price-search?q=0195866123456');
    expect(await screen.findByTestId('sku-prices')).toBeTruthy();
    await user.click(await screen.findByRole('textbox', { name: 'Size' }));
    await user.click(await screen.findByRole('option', { name: '9', hidden: true }));
    expect(await screen.findByText('No marketplace has been read for this size yet')).toBeTruthy();
    expect(screen.getByText('You hold no available pair of this size.')).toBeTruthy();
  });

  it('says no SKU matches and refuses a keyword of one character', async () => {
    answer({ hits: [], exact: null });
    const user = userEvent.setup();
    renderRoutes(routes, '/business/price-search');
    await user.type(screen.getByLabelText(/^SKU, name or barcode/), 'z');
    expect(screen.getByText('Type at least 2 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/^SKU, name or barcode/), 'zz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No SKU matches “zzz”')).toBeTruthy();
  });

  it("shows the server's refusal of a SKU word for word", async () => {
    const refusal = 'No SKU NOPE-1: check the code, or search by name or barcode';
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/sourcing/price-search/sku')
        ? jsonAnswer({ code: 404, msg: refusal, data: null }, 404)
        : ok({ touchPro: false, knetCrossListing: false, flex: false }),
    );
    renderRoutes(routes, '/business/price-search?q=nope&sku=NOPE-1');
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('does not offer listing to a seller without cross-listing, and speaks Chinese', async () => {
    knetCrossListing = false;
    useSettings.getState().setSetting('lang', 'zh-CN');
    initI18n('zh-CN');
    answer();
    renderRoutes(routes, '/business/price-search?q=dunk&sku=DD1391-100');
    expect(await screen.findByText('您持有该尺码 2 双可售、合格的商品。')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('您的账户未开通多平台刊登：请联系我们开通后上架。')).toBeTruthy(),
    );
    expect(screen.queryByRole('link', { name: /上架/ })).toBeNull();
    expect(screen.getByText('建议价格')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: '图表显示的时间范围' })).toBeTruthy();
  });

  it.each([
    ['en-US', 'Price Search', '30 days', 'Simulator'],
    ['zh-CN', '价格查询', '30 天', '模拟器'],
  ] as const)(
    'in %s, opens a SKU its code names: the three windows, the simulator named and the chart',
    async (locale, title, days, simulator) => {
      useSettings.getState().setSetting('lang', locale);
      initI18n(locale);
      answer({
        hits: [{ sku: 'DD1391-100', brand: 'Nike', name: 'Dunk Low', image: null }],
        exact: 'DD1391-100',
      });
      renderRoutes(routes, '/business/price-search?q=DD1391-100');
      expect(screen.getByRole('heading', { name: title, level: 3 })).toBeTruthy();
      expect((await screen.findByTestId('sku-prices')).textContent).toContain('DD1391-100');
      const windows = await screen.findAllByTestId('price-window');
      expect(windows).toHaveLength(3);
      expect(windows[2].textContent).toContain(days);
      expect(windows[2].textContent).toContain(formatCents(prices.sizes[1].windows[2].lowCents!));
      expect(within(screen.getByTestId('size-markets')).getAllByText(simulator).length).toBeGreaterThan(0);
      expect(screen.getByTestId('price-history-chart')).toBeTruthy();
    },
  );
});

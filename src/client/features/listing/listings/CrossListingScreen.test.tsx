import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aListingView } from '../../../../../tests/fixtures/listing-views';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import type { UserInfo } from '../../../../domain/auth/auth';
import { ConfirmModalHost } from '../../../components/ConfirmModalHost';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { useSettings } from '../../../stores/settings';
import { CrossListingScreen } from './CrossListingScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const listings = [
  aListingView({ id: 41 }),
  aListingView({
    id: 42,
    oneId: '10000002',
    marketplace: 'ebay',
    mode: 'live',
    state: 'pending',
    priceCents: 30_000,
    payoutCents: 26_010,
  }),
  aListingView({ id: 43, oneId: '10000003', marketplace: 'tiktok', state: 'sold' }),
];

const ok = (data: unknown, msg = 'success') => jsonAnswer({ code: 200, msg, data });
const page = (data: unknown[]) =>
  ok({ pageNo: 1, pageSize: 10, totalCount: data.length, totalPage: 1, data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).endsWith(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

function answer(others: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const path = Object.keys(others).find((p) => url.endsWith(p));
    if (path) return others[path]();
    if (url.endsWith('/listing/list')) return page(listings);
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

const routes = underWhere([
  {
    path: 'business/cross-listing/:pageNo?',
    element: (
      <>
        <CrossListingScreen />
        <ConfirmModalHost />
      </>
    ),
  },
  { path: '*', element: null },
]);
const show = () => renderRoutes(routes, '/business/cross-listing');
const rowOf = async (id: number) =>
  (await screen.findAllByTestId('listing-row')).find((r) => r.getAttribute('data-listing') === String(id))!;

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
      role: { permissions: [{ permissionId: 'business', actionList: ['query', 'add', 'edit'] }] },
    } as unknown as UserInfo,
  });
});
afterEach(() => {
  useSettings.getState().setSetting('lang', 'en-US');
  initI18n('en-US');
});

describe('the cross-listing screen', () => {
  it('lists the listings with their marketplace, the simulator named, state, price and payout', async () => {
    answer();
    show();
    const stockx = await rowOf(41);
    expect(within(stockx).getByText('10000001')).toBeTruthy();
    expect(within(stockx).getByText('Air Jordan 1 High Chicago')).toBeTruthy();
    expect(within(stockx).getByText('DZ5485-612 · 10')).toBeTruthy();
    expect(within(stockx).getByText('StockX')).toBeTruthy();
    expect(within(stockx).getByText('Simulator')).toBeTruthy();
    expect(within(stockx).getByText('Active')).toBeTruthy();
    expect(within(stockx).getByText('$250.00')).toBeTruthy();
    expect(within(stockx).getByText('$227.50')).toBeTruthy();
    expect(within(stockx).getByRole('link', { name: 'Details of 10000001' }).getAttribute('href')).toBe(
      '/business/cross-listing/detail?id=41',
    );
    expect(within(stockx).getByRole('button', { name: 'Delist 10000001' })).toBeTruthy();

    const ebay = await rowOf(42);
    expect(within(ebay).getByText('eBay')).toBeTruthy();
    expect(within(ebay).queryByText('Simulator')).toBeNull();
    expect(within(ebay).getByText('Pending at the marketplace')).toBeTruthy();

    const sold = await rowOf(43);
    expect(within(sold).getByText('Sold')).toBeTruthy();
    expect(within(sold).queryByRole('button', { name: /Delist/ })).toBeNull();
    expect(bodiesOf('/listing/list')[0]).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('searches by state, marketplace and keyword', async () => {
    answer();
    const user = userEvent.setup();
    show();
    await rowOf(41);
    await user.type(screen.getByLabelText('ONE ID, SKU or name'), 'DZ5485');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodiesOf('/listing/list').at(-1)).toEqual({ pageNo: 1, pageSize: 10, keyword: 'DZ5485' }),
    );
  });

  it('delists after the seller confirms, naming the item and marketplace, with a request key', async () => {
    answer({ '/listing/delist': () => ok(aListingView({ state: 'delisting' }), 'Delisting requested') });
    const user = userEvent.setup();
    show();
    await user.click(within(await rowOf(41)).getByRole('button', { name: 'Delist 10000001' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText(/Take 10000001 \(Air Jordan 1 High Chicago, size 10\) off StockX\?/),
    ).toBeTruthy();
    expect(bodiesOf('/listing/delist')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delist' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({ color: 'green', message: 'Delisting requested' }),
    );
    expect(bodiesOf('/listing/delist')).toEqual([{ id: 41, requestKey: expect.stringMatching(/^rk-/) }]);
  });

  it("shows the server's refusal and resends the same request key", async () => {
    const refusal = 'This listing is sold or already delisted';
    answer({ '/listing/delist': () => jsonAnswer({ code: 409, msg: refusal, data: null }, 409) });
    const user = userEvent.setup();
    show();
    const delist = async () => {
      await user.click(within(await rowOf(41)).getByRole('button', { name: 'Delist 10000001' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delist' }));
    };
    await delist();
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(notifications.show).toHaveBeenCalledWith({ color: 'red', message: refusal });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await delist();
    await waitFor(() => expect(bodiesOf('/listing/delist')).toHaveLength(2));
    const [first, second] = bodiesOf('/listing/delist');
    expect(second.requestKey).toBe(first.requestKey);
  });

  it('cancelling the question delists nothing', async () => {
    answer();
    const user = userEvent.setup();
    show();
    await user.click(within(await rowOf(41)).getByRole('button', { name: 'Delist 10000001' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('/listing/delist')).toEqual([]);
  });

  it('"List an item" opens newlisting for the ONE ID', async () => {
    answer();
    const user = userEvent.setup();
    show();
    await user.type(screen.getByLabelText('List an item'), '10000009');
    await user.click(screen.getByRole('button', { name: 'List' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/business/in-warehouse/inventory/newlisting?oneId=10000009',
      ),
    );
  });
});

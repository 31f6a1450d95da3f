import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aListingView } from '../../../../../tests/fixtures/listing-views';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { fakeAdminApi, page, signInAdmin } from '../../../../../tests/client/support/admin-test-kit';
import { fullGrant } from '../../../../domain/kernel/permissions';
import { CROSS_LISTING_PAGE } from '../../../../domain/listing/admin-listings';
import { initI18n } from '../../../i18n/setup';
import { AdminCrossListingScreen } from './AdminCrossListingScreen';

spyOnNotifications();

const kim = { id: 7, uid: 'M000007', name: 'Kim Sneakers' };
const lee = { id: 8, uid: 'M000008', name: 'Lee Kicks' };
const listings = [
  { ...aListingView({ id: 41 }), seller: kim },
  { ...aListingView({ id: 42, oneId: '10000002', marketplace: 'ebay', mode: 'live' }), seller: lee },
  { ...aListingView({ id: 43, oneId: '10000003', state: 'sold' }), seller: lee },
];
const REFUSAL = 'This listing is sold or already delisted';

function fakeApi(delist: 'ok' | 'refuse' = 'ok') {
  return fakeAdminApi({
    '/listing/list': () => ({ data: page(listings) }),
    '/listing/delist': () =>
      delist === 'ok'
        ? { data: { ...listings[0], state: 'delisting' }, msg: 'Delisting requested' }
        : { code: 409, msg: REFUSAL },
  });
}

const routes = underWhere([{ path: 'admin/cross-listing/:pageNo?', element: <AdminCrossListingScreen /> }]);
const show = () => renderRoutes(routes, '/admin/cross-listing');
const rowOf = async (id: number) =>
  (await screen.findAllByTestId('listing-row')).find((r) => r.getAttribute('data-listing') === String(id))!;

async function openDelist(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await rowOf(41)).getByRole('button', { name: 'Delist 10000001' }));
  return within(await screen.findByRole('dialog'));
}

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.mocked(notifications.show).mockReset();
  signInAdmin([fullGrant(CROSS_LISTING_PAGE)], 7);
});
afterEach(() => vi.unstubAllGlobals());

describe("the admin's cross-listing screen", () => {
  it("lists every seller's listings with the seller, each opening the admin's detail", async () => {
    const api = fakeApi();
    show();
    const first = await rowOf(41);
    expect(within(first).getByText('Kim Sneakers')).toBeTruthy();
    expect(within(first).getByText('M000007')).toBeTruthy();
    expect(within(first).getByText('StockX')).toBeTruthy();
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Details of 10000001' }).getAttribute('href')).toBe(
      '/admin/cross-listing/detail?id=41',
    );
    expect(within(await rowOf(42)).getByText('Lee Kicks')).toBeTruthy();
    expect(within(await rowOf(43)).queryByRole('button', { name: /Delist/ })).toBeNull();
    expect(api.callsTo('/listing/list')[0].body).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('finds listings by seller, marketplace, state and keyword, from page 1', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/cross-listing/3');
    await rowOf(41);
    expect(api.callsTo('/listing/list')[0].body).toEqual({ pageNo: 3, pageSize: 10 });
    await user.type(screen.getByRole('textbox', { name: 'Seller' }), ' M000008 ');
    await user.click(screen.getByRole('textbox', { name: 'Marketplace' }));
    await user.click(await screen.findByRole('option', { name: 'eBay', hidden: true }));
    await user.click(screen.getByRole('textbox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Active', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: 'ONE ID, SKU or name' }), 'DZ5485');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('/listing/list').at(-1)?.body).toEqual({
        pageNo: 1,
        pageSize: 10,
        seller: 'M000008',
        marketplace: 'ebay',
        state: 'active',
        keyword: 'DZ5485',
      }),
    );
    expect(screen.getByTestId('where').textContent).toBe('/admin/cross-listing/1');
  });

  it('refuses a reason under 5 characters and sends nothing', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    show();
    const dialog = await openDelist(user);
    expect(
      dialog.getByText(/Take 10000001 \(Air Jordan 1 High Chicago, size 10\) off StockX for Kim Sneakers\?/),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Delist' }));
    expect(dialog.getByText('Give a reason of at least 5 characters')).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), '  fake  ');
    await user.click(dialog.getByRole('button', { name: 'Delist' }));
    expect(dialog.getByText('Give a reason of at least 5 characters')).toBeTruthy();
    expect(api.callsTo('/listing/delist')).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/listing/delist')).toEqual([]);
  });

  it('delists with the reason and a request key, then closes and says so', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    show();
    const dialog = await openDelist(user);
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), ' Counterfeit report ');
    await user.click(dialog.getByRole('button', { name: 'Delist' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({ color: 'green', message: 'Delisting requested' }),
    );
    expect(api.callsTo('/listing/delist').map((c) => c.body)).toEqual([
      { id: 41, reason: 'Counterfeit report', requestKey: expect.stringMatching(/^rk-/) },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is read again to show the listing coming down.
    await waitFor(() => expect(api.callsTo('/listing/list').length).toBeGreaterThan(1));
  });

  it('shows a refusal in the question and resends the same request key; another reason is another key', async () => {
    const api = fakeApi('refuse');
    const user = userEvent.setup();
    show();
    const dialog = await openDelist(user);
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Counterfeit report');
    await user.click(dialog.getByRole('button', { name: 'Delist' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(REFUSAL);
    await user.click(dialog.getByRole('button', { name: 'Delist' }));
    await waitFor(() => expect(api.callsTo('/listing/delist')).toHaveLength(2));
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), '!');
    await user.click(dialog.getByRole('button', { name: 'Delist' }));
    await waitFor(() => expect(api.callsTo('/listing/delist')).toHaveLength(3));
    const [first, again, changed] = api
      .callsTo('/listing/delist')
      .map((c) => c.body as Record<string, string>);
    expect(first.requestKey).toMatch(/^rk-/);
    expect(again).toEqual(first);
    expect(changed.reason).toBe('Counterfeit report!');
    expect(changed.requestKey).not.toBe(first.requestKey);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows no Delist to an admin who may only read the listings', async () => {
    signInAdmin([fullGrant(CROSS_LISTING_PAGE, ['query', 'get'])], 7);
    fakeApi();
    show();
    const first = await rowOf(41);
    expect(within(first).getByRole('link', { name: 'Details of 10000001' })).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /Delist/ })).toBeNull();
  });
});

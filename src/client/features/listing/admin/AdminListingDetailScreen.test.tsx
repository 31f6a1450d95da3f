import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aListingView } from '../../../../../tests/fixtures/listing-views';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { fakeAdminApi, signInAdmin } from '../../../../../tests/client/support/admin-test-kit';
import { fullGrant } from '../../../../domain/kernel/permissions';
import { CROSS_LISTING_PAGE } from '../../../../domain/listing/admin-listings';
import type { AdminListingDetail } from '../../../../domain/listing/admin-listings';
import { initI18n } from '../../../i18n/setup';
import { AdminListingDetailScreen } from './AdminListingDetailScreen';

spyOnNotifications();

const listing: AdminListingDetail = {
  ...aListingView({ id: 41, priceCents: 24_900, payoutCents: 22_659 }),
  seller: { id: 7, uid: 'M000007', name: 'Kim Sneakers' },
  priceChanges: [
    { priceCents: 26_000, reason: 'listed', operator: 'kim', at: '2026-11-20T10:00:00.000Z' },
    { priceCents: 24_900, reason: 'undercut', operator: null, at: '2026-11-21T10:00:00.000Z' },
  ],
  delisting: null,
};
const delisted: AdminListingDetail = {
  ...listing,
  state: 'delisting',
  delisting: { reason: 'admin', note: 'Counterfeit report', by: 'root', at: '2026-11-22T10:00:00.000Z' },
};

const routes = underWhere([{ path: 'admin/cross-listing/detail', element: <AdminListingDetailScreen /> }]);
const show = () => renderRoutes(routes, '/admin/cross-listing/detail?id=41');

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.mocked(notifications.show).mockReset();
  signInAdmin([fullGrant(CROSS_LISTING_PAGE)], 7);
});
afterEach(() => vi.unstubAllGlobals());

describe("the admin's listing detail", () => {
  it('shows the item, its seller, marketplace, state, prices and price history', async () => {
    fakeAdminApi({ '/listing/get': () => ({ data: listing }) });
    show();
    const history = await screen.findAllByTestId('price-change');
    expect(history).toHaveLength(2);
    expect(within(history[0]).getByText('$260.00')).toBeTruthy();
    expect(within(history[1]).getByText('Undercut the lowest ask')).toBeTruthy();
    expect(within(screen.getByTestId('seller')).getByText('Kim Sneakers (M000007)')).toBeTruthy();
    expect(screen.getByText('Air Jordan 1 High Chicago')).toBeTruthy();
    expect(screen.getByText('StockX')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(within(screen.getByTestId('payout')).getByText('$226.59')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Cross-Listings' }).getAttribute('href')).toBe(
      '/admin/cross-listing',
    );
    expect(screen.queryByTestId('admin-delisting')).toBeNull();
  });

  it('delists with a reason of at least 5 characters and shows who took it down and why', async () => {
    let current = listing;
    const api = fakeAdminApi({
      '/listing/get': () => ({ data: current }),
      '/listing/delist': () => {
        current = delisted;
        return { data: delisted, msg: 'Delisting requested' };
      },
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Delist 10000001' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Fake');
    await user.click(dialog.getByRole('button', { name: 'Delist' }));
    expect(dialog.getByText('Give a reason of at least 5 characters')).toBeTruthy();
    expect(api.callsTo('/listing/delist')).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), ' report');
    await user.click(dialog.getByRole('button', { name: 'Delist' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/listing/delist').map((c) => c.body)).toEqual([
      { id: 41, reason: 'Fake report', requestKey: expect.stringMatching(/^rk-/) },
    ]);
    const taken = await screen.findByTestId('admin-delisting');
    expect(within(taken).getByText('Counterfeit report')).toBeTruthy();
    expect(within(taken).getByText(/^By root at 2026-11-2\d \d\d:\d\d:\d\d$/)).toBeTruthy();
    expect(screen.getByText('Delisting')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delist 10000001' })).toBeNull();
  });

  it('offers no Delist without the permission to edit', async () => {
    signInAdmin([fullGrant(CROSS_LISTING_PAGE, ['query', 'get'])], 7);
    fakeAdminApi({ '/listing/get': () => ({ data: listing }) });
    show();
    await screen.findAllByTestId('price-change');
    expect(screen.queryByRole('button', { name: /Delist/ })).toBeNull();
  });
});

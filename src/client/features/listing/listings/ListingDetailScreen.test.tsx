import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aListingView } from '../../../../../tests/fixtures/listing-views';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import type { UserInfo } from '../../../../domain/auth/auth';
import type { ListingDelisting } from '../../../../domain/listing/admin-listings';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { ListingDetailScreen } from './ListingDetailScreen';

const fetchMock = vi.fn<typeof fetch>();

const detail = {
  ...aListingView({
    id: 41,
    priceCents: 24_900,
    payoutCents: 22_659,
    message: 'listing:errors.marketplaceSlow',
  }),
  priceChanges: [
    { priceCents: 26_000, reason: 'listed', operator: 'seller', at: '2026-11-20T10:00:00.000Z' },
    { priceCents: 24_900, reason: 'undercut', operator: null, at: '2026-11-21T10:00:00.000Z' },
  ],
  delisting: null as ListingDelisting | null,
};

const routes = underWhere([{ path: 'business/cross-listing/detail', element: <ListingDetailScreen /> }]);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('/listing/get?id=41')
      ? jsonAnswer({ code: 200, msg: 'success', data: detail })
      : jsonAnswer({ code: 404, msg: 'Not found', data: null }, 404),
  );
  useSession.setState({
    token: 't',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'business',
    userInfo: {
      roleId: 3,
      role: { permissions: [{ permissionId: 'business', actionList: ['get'] }] },
    } as unknown as UserInfo,
  });
});

describe('the listing detail screen', () => {
  it('shows the listing, its prices down to the payout, and the price history with reasons', async () => {
    renderRoutes(routes, '/business/cross-listing/detail?id=41');
    const history = await screen.findAllByTestId('price-change');
    expect(history).toHaveLength(2);
    expect(within(history[0]).getByText('$260.00')).toBeTruthy();
    expect(within(history[0]).getByText('Listed')).toBeTruthy();
    expect(within(history[0]).getByText('seller')).toBeTruthy();
    expect(within(history[0]).getByText(/^2026-11-2\d \d\d:\d\d:\d\d$/)).toBeTruthy();
    expect(within(history[1]).getByText('Undercut the lowest ask')).toBeTruthy();
    expect(within(history[1]).getByText('Auto-pricing')).toBeTruthy();

    expect(screen.getByText('StockX')).toBeTruthy();
    expect(screen.getByText('Simulator')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(within(screen.getByTestId('price')).getByText('$249.00')).toBeTruthy();
    expect(within(screen.getByTestId('payout')).getByText('$226.59')).toBeTruthy();
    expect(screen.getByText('$22.41 (9%)')).toBeTruthy();
    expect(screen.getByText('$200.00')).toBeTruthy();
    expect(screen.getByTestId('market-message').textContent).toContain(
      'The marketplace did not finish the listing in time; list it again',
    );
    expect(screen.queryByTestId('admin-delisting')).toBeNull();
    expect(screen.queryByTestId('seller')).toBeNull();
  });

  it('says the platform took the listing down, by whom, when and why', async () => {
    detail.state = 'delisting';
    detail.delisting = {
      reason: 'admin',
      note: 'Counterfeit report under review',
      by: 'admin',
      at: '2026-11-22T10:00:00.000Z',
    };
    renderRoutes(routes, '/business/cross-listing/detail?id=41');
    const taken = await screen.findByTestId('admin-delisting');
    expect(within(taken).getByText('Taken down by the platform')).toBeTruthy();
    expect(within(taken).getByText('Counterfeit report under review')).toBeTruthy();
    expect(within(taken).getByText(/^By admin at 2026-11-2\d \d\d:\d\d:\d\d$/)).toBeTruthy();
    expect(screen.getByText('Delisting')).toBeTruthy();
  });

  it('says nothing of the platform when the seller delisted it', async () => {
    detail.delisting = { reason: 'seller', note: null, by: null, at: null };
    renderRoutes(routes, '/business/cross-listing/detail?id=41');
    await screen.findAllByTestId('price-change');
    expect(screen.queryByTestId('admin-delisting')).toBeNull();
  });

  it("shows a marketplace's own words as they are", async () => {
    detail.message = 'Item price is below the allowed minimum';
    renderRoutes(routes, '/business/cross-listing/detail?id=41');
    expect((await screen.findByTestId('market-message')).textContent).toContain(
      'Item price is below the allowed minimum',
    );
  });

  it("says so when the listing is not the seller's", async () => {
    renderRoutes(routes, '/business/cross-listing/detail?id=7');
    expect((await screen.findByRole('alert')).textContent).toBe('Not found');
  });
});

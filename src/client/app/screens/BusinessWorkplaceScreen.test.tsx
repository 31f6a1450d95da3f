import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { jsonAnswer, renderRoutes } from '../../../../tests/client/render-app';
import type { UserInfo } from '../../../domain/auth/auth';
import { removeCookie, readCookie } from '../../api/cookies';
import type { ResolvedRoute } from '../../routing/route-types';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { BusinessWorkplaceScreen } from './BusinessWorkplaceScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const leaf = (fullPath: string, title: string, meta: Partial<ResolvedRoute['meta']> = {}): ResolvedRoute => ({
  path: fullPath,
  name: fullPath,
  fullPath,
  meta: { title, ...meta },
});

const sellerRoutes: ResolvedRoute[] = [
  leaf('/business/workplace', 'common:menu.dashboard'),
  leaf('/business/wallet/:pageNo?', 'common:menu.wallet'),
  leaf('/business/consignment-management', 'common:menu.salesOrders', { merchantFlag: 'touchPro' }),
  leaf('/business/cross-listing/:pageNo?', 'common:menu.crossListings', { merchantFlag: 'knetCrossListing' }),
  leaf('/business/personalcenter', 'common:menu.userProfile', { roleId: 4 }),
];

const routes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    children: [{ path: 'business/workplace', element: <BusinessWorkplaceScreen /> }],
  },
];

function signInSeller(roleId: number) {
  const info = {
    id: 7,
    uid: 'U100001',
    username: 'seller',
    realname: 'Demo Seller',
    name: 'Demo Seller',
    avatar: '',
    roleId,
    role: { id: roleId, name: 'Merchant', permissions: [] },
    roles: [{ id: roleId, name: 'Merchant' }],
  } as unknown as UserInfo;
  useSession.setState({
    token: 'seller-token',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'business',
    userInfo: info,
    name: 'Demo Seller',
    routes: {
      userType: 'business',
      prefix: '/business',
      routes: sellerRoutes,
      defaultPath: '/business/workplace',
    },
  });
}

const STOCK_SUMMARY = {
  byStatus: [
    { status: 1, count: 12 },
    { status: 9, count: 2 },
    { status: 10, count: 1 },
  ],
  byWarehouse: [{ wareId: 3, wareName: 'LA Dock', inWarehouse: 15 }],
};

/** Merchant flags for the flags call, the stock counts for the workplace's stock card. */
function answerWith(flags: Record<string, boolean>) {
  fetchMock.mockImplementation(async (input) =>
    jsonAnswer({
      code: 200,
      msg: 'success',
      data: String(input).includes('/inventory/summary') ? STOCK_SUMMARY : flags,
    }),
  );
}

beforeAll(() => {
  initI18n('en-US');
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  removeCookie('userAuth');
});
afterEach(cleanup);

describe('seller home', () => {
  it('greets the seller by name and role and shows which merchant features are on', async () => {
    signInSeller(4);
    answerWith({ touchPro: true, flex: false, knetCrossListing: false });
    renderRoutes(routes, '/business/workplace');
    expect(screen.getByTestId('workplace-greeting').textContent).toMatch(/, Demo Seller$/);
    expect(screen.getByTestId('workplace-role').textContent).toBe('Merchant');
    const flags = await screen.findByLabelText('Consignment / Sales: enabled');
    expect(flags).toBeTruthy();
    expect(screen.getByLabelText('Flex: not enabled')).toBeTruthy();
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/api/business/inventory/listing/auth');
    expect(JSON.parse(readCookie('userAuth') ?? '{}')).toEqual({
      touchPro: true,
      flex: false,
      knetCrossListing: false,
    });
  });

  it('links only to the screens the flags and the role allow, never to itself', async () => {
    signInSeller(4);
    answerWith({ touchPro: true, flex: false, knetCrossListing: false });
    renderRoutes(routes, '/business/workplace');
    await screen.findByLabelText('Consignment / Sales: enabled');
    const links = within(screen.getByTestId('workplace-links'))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/business/wallet',
      '/business/consignment-management',
      '/business/personalcenter',
    ]);
  });

  it('a seller of another role does not get the personal center', async () => {
    signInSeller(5);
    answerWith({ touchPro: false, flex: false, knetCrossListing: true });
    renderRoutes(routes, '/business/workplace');
    await screen.findByLabelText('Cross Listing: enabled');
    const links = within(screen.getByTestId('workplace-links'))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/business/wallet', '/business/cross-listing']);
  });
  it('shows the seller how many items are in each status and each warehouse', async () => {
    signInSeller(4);
    answerWith({ touchPro: false, flex: false, knetCrossListing: false });
    renderRoutes(routes, '/business/workplace');
    const counts = await screen.findByTestId('seller-stock-counts');
    expect((await within(counts).findByTestId('status-count-1')).textContent).toBe('12Available');
    expect(within(counts).getByTestId('status-count-9').textContent).toBe('3Dropshipping');
    expect(within(counts).getByTestId('status-count-1').getAttribute('href')).toBe(
      '/business/in-warehouse/inventory/inventory/1/1',
    );
    expect(within(counts).getByTestId('warehouse-count').textContent).toBe('LA Dock15 items');
  });
});

import { cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminPage, fullGrant, NamedPermission } from '../../domain/kernel/permissions';
import { initI18n } from '../i18n/setup';
import { useSession } from '../stores/session';
import { fakeAdminApi, renderWithProviders, signInAdmin } from '../../../tests/client/support/admin-test-kit';
import { spyOnNotifications } from '../../../tests/client/notifications-spy';
import { RouteGuard } from './guard';
import { appRoutes, PORTALS } from './routes';

spyOnNotifications();

/**
 * An admin whose role holds the stock settings and the dashboard but none of the account pages,
 * in the real admin route table and layout under the real guard: the session loads from
 * /user/info as after a login.
 */
const adminPortal = appRoutes[0].children?.find((route) => route.path === '/admin') as RouteObject;

function openAsStockKeeper(path: string) {
  signInAdmin([fullGrant(AdminPage.stockSetting), fullGrant(NamedPermission.dashboard)], 12);
  const info = useSession.getState().userInfo;
  useSession.setState({ routes: null });
  fakeAdminApi({ '/user/info': () => ({ data: info }) });
  const router = createMemoryRouter(
    [
      {
        element: <RouteGuard portals={PORTALS} />,
        children: [{ path: '/', handle: { name: 'root', meta: { title: 'common:app.name' } } }, adminPortal],
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an admin whose role lacks the account pages', () => {
  it('lands on the stock screens with Warehouse settings and no Accounts in the sidebar', async () => {
    const router = openAsStockKeeper('/');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/admin\/Stock/));
    const sidebar = await screen.findByTestId('sidebar');
    await waitFor(() => expect(sidebar.textContent).toContain('Warehouse settings'));
    expect(sidebar.textContent).not.toContain('Accounts');
  });

  it("gets 'no permission' on the merchant accounts page", async () => {
    openAsStockKeeper('/admin/Account/BusinessAccount');
    expect(await screen.findByText('no permission')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Merchant accounts' })).toBeNull();
  });
});

import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../../tests/client/render-app';
import type { RouteHandle } from '../routing/route-types';
import { initI18n } from '../i18n/setup';
import { useSession } from '../stores/session';
import { spyOnNotifications } from '../../../tests/client/notifications-spy';
import { AdminTabBar } from './AdminTabBar';
import { useTabBarStore } from './tab-bar-store';
import { useTabRecorder } from './use-tab-recorder';

spyOnNotifications();

function Frame() {
  useTabRecorder();
  return (
    <>
      <AdminTabBar />
      <Outlet />
    </>
  );
}

/** Titles are i18n keys; common:menu.* ones exist, so the tabs read as real titles. */
const PAGES = [
  ['audit', 'common:menu.auditLog'],
  ['accounts', 'common:menu.businessAccount'],
  ['platform', 'common:menu.platformAccount'],
  ['stock', 'common:menu.stock'],
  ['settings', 'common:menu.stockSetting'],
  ['overview', 'common:menu.warehouseOverview'],
] as const;

const routes: RouteObject[] = [
  {
    path: '/',
    element: <Frame />,
    children: [
      ...PAGES.map(([path, title]): RouteObject => ({
        path: `admin/${path}`,
        handle: { name: path, meta: { title } } satisfies RouteHandle,
        element: <p>page {path}</p>,
      })),
      {
        path: 'admin/SKUManage/:type?/:pageNo?',
        handle: { name: 'SKUManage', meta: { title: 'common:menu.skuManage' } } satisfies RouteHandle,
        element: <p>page SKU</p>,
      },
      { path: '404', handle: { name: '404', meta: { title: 'common:menu.notFound' } }, element: <p>404</p> },
    ],
  },
];

const tabTitles = () =>
  within(screen.getByTestId('tab-bar'))
    .getAllByRole('link')
    .map((t) => t.textContent);

beforeAll(() => {
  initI18n('en-US');
});
beforeEach(() => {
  useTabBarStore.getState().reset();
  useSession.setState({ token: 'admin-token', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'admin' });
  vi.mocked(notifications.show).mockClear();
});
afterEach(cleanup);

async function visitAll(router: { navigate: (to: string) => Promise<void> }, paths: readonly string[]) {
  for (const path of paths) await act(() => router.navigate(path));
}

describe('admin tab bar', () => {
  it('shows one tab per visited page, at most five, dropping the oldest; 404 never becomes a tab', async () => {
    const { router } = renderRoutes(routes, '/admin/audit');
    await visitAll(router, [
      '/admin/accounts',
      '/404',
      '/admin/platform',
      '/admin/stock',
      '/admin/settings',
      '/admin/overview',
    ]);
    expect(tabTitles()).toEqual([
      'Merchant accounts',
      'Platform accounts',
      'Stock',
      'Stock settings',
      'Warehouse Overview',
    ]);
  });

  it('refuses to close the last tab with an info message', async () => {
    renderRoutes(routes, '/admin/audit');
    fireEvent.click(await screen.findByRole('button', { name: 'Close Audit log' }));
    expect(tabTitles()).toEqual(['Audit log']);
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'This is the last tab and cannot be closed' }),
    );
  });

  it('closing the active tab opens the one before it', async () => {
    const { router } = renderRoutes(routes, '/admin/audit');
    await visitAll(router, ['/admin/accounts', '/admin/platform']);
    fireEvent.click(screen.getByRole('button', { name: 'Close Platform accounts' }));
    expect(router.state.location.pathname).toBe('/admin/accounts');
    expect(tabTitles()).toEqual(['Audit log', 'Merchant accounts']);
  });

  it('the right-click menu closes tabs on the left, on the right and all others', async () => {
    const { router } = renderRoutes(routes, '/admin/audit');
    await visitAll(router, ['/admin/accounts', '/admin/platform', '/admin/stock']);
    const menuOn = async (title: string, item: string) => {
      fireEvent.contextMenu(screen.getByRole('link', { name: title }));
      fireEvent.click(await screen.findByRole('menuitem', { name: item, hidden: true }));
    };
    await menuOn('Merchant accounts', 'Close tabs on the left');
    expect(tabTitles()).toEqual(['Merchant accounts', 'Platform accounts', 'Stock']);
    await menuOn('Merchant accounts', 'Close tabs on the left');
    expect(notifications.show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'There is no tab on the left' }),
    );
    await menuOn('Platform accounts', 'Close tabs on the right');
    expect(tabTitles()).toEqual(['Merchant accounts', 'Platform accounts']);
    expect(router.state.location.pathname).toBe('/admin/platform');
    await menuOn('Platform accounts', 'Close tabs on the right');
    expect(notifications.show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'There is no tab on the right' }),
    );
    await menuOn('Merchant accounts', 'Close all other tabs');
    expect(tabTitles()).toEqual(['Merchant accounts']);
    expect(router.state.location.pathname).toBe('/admin/accounts');
  });

  it('gives a screen one tab whatever its parameters, and the tab returns to its last URL', async () => {
    const { router } = renderRoutes(routes, '/admin/SKUManage');
    await visitAll(router, ['/admin/SKUManage/enabled', '/admin/audit', '/admin/SKUManage/disabled/2?q=af1']);
    expect(tabTitles()).toEqual(['SKU Management', 'Audit log']);
    await act(() => router.navigate('/admin/audit'));
    fireEvent.click(screen.getByRole('link', { name: 'SKU Management' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/admin/SKUManage/disabled/2?q=af1',
    );
  });

  it('keeps the active tab scrolled into view and shows a cut title in full on hover', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { router } = renderRoutes(routes, '/admin/audit');
    await visitAll(router, ['/admin/accounts', '/admin/platform', '/admin/audit']);
    const audit = screen.getByRole('link', { name: 'Audit log' });
    // The whole tab (title and close button) comes into view.
    expect(scrolled.mock.instances.at(-1)).toBe(audit.closest('[data-tab]'));
    expect(
      audit.closest('[data-tab]')?.contains(screen.getByRole('button', { name: 'Close Audit log' })),
    ).toBe(true);
    expect(audit.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Merchant accounts' }).getAttribute('aria-current')).toBeNull();
    expect(audit.getAttribute('title')).toBe('Audit log');
    expect(audit.style.textOverflow).toBe('ellipsis');
    scrolled.mockRestore();
  });

  it('forgets the tabs when the admin logs out', async () => {
    renderRoutes(routes, '/admin/audit');
    expect(tabTitles()).toEqual(['Audit log']);
    act(() => useSession.setState({ token: null }));
    expect(screen.queryByTestId('tab-bar')).toBeNull();
  });
});

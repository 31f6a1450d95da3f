import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminPage, BiPage } from '../../domain/kernel/permissions';
import { PortalId } from '../../domain/kernel/users';
import {
  account,
  ACCOUNT_PAGES,
  ADMIN,
  at,
  calls,
  chooseLanguage,
  logInWithForm,
  openApp,
  openUserMenu,
  pageReloads,
  redirectOf,
  reloadApp,
  SELLER,
  serve,
  sidebar,
  WAREHOUSE,
  withAppShellFakes,
} from '../../../tests/client/support/app-shell-kit';
import { readCookie } from '../api/cookies';

/**
 * The app as main.tsx starts it (the guard above the real route table, the real layouts, header
 * menu and screens) against the fake server of tests/client/support/app-shell-kit.tsx: these tests
 * are about the shell around the screens.
 */
withAppShellFakes();

describe('the route guard on the real route table', () => {
  it('a protected page sends to login with a redirect and comes back after login', async () => {
    serve(ADMIN, { signedIn: false });
    const router = openApp('/admin/Account/PlatformAccount');
    await screen.findByRole('button', { name: 'Log in' });
    expect(at(router)).toBe('/user/login');
    expect(redirectOf(router)).toBe('/admin/Account/PlatformAccount');
    await logInWithForm('Administrator', 'admin');
    await waitFor(() => expect(at(router)).toBe('/admin/Account/PlatformAccount'));
    // Logged in, the login page itself leads to the default page: the BI board (issue 28).
    await act(() => router.navigate('/user/login'));
    await waitFor(() => expect(at(router)).toBe('/admin/bi'));
  });

  it('unknown paths end on /404 once logged in, and on login before', async () => {
    serve(SELLER, { signedIn: false });
    const router = openApp('/no/such/page');
    await screen.findByRole('button', { name: 'Log in' });
    expect(redirectOf(router)).toBe('/no/such/page');
    await logInWithForm('Seller', 'seller');
    await waitFor(() => expect(at(router)).toBe('/404'));
    expect(await screen.findByText('404', { exact: true })).toBeTruthy();
    await act(() => router.navigate('/business/nothing-here'));
    await waitFor(() => expect(at(router)).toBe('/404'));
  });

  it("a user without a page's permission has no menu entry and gets 'no permission' on its URL", async () => {
    const clerk = account(
      'admin',
      { id: 4, username: 'clerk', realname: 'Clerk', userType: PortalId.admin, roleId: 20 },
      [AdminPage.businessAccount],
    );
    serve(clerk, { signedIn: true });
    const router = openApp('/');
    await waitFor(() => expect(at(router)).toBe('/admin/Account/BusinessAccount'));
    const menu = await sidebar();
    expect(menu.getByText('Merchant accounts')).toBeTruthy();
    expect(menu.queryByText('Platform accounts')).toBeNull();
    await act(() => router.navigate('/admin/Account/PlatformAccount'));
    expect(await screen.findByText('no permission')).toBeTruthy();
  });

  it('an unknown page shows 404 with a way home; the policy reads in Chinese too', async () => {
    serve(SELLER, { signedIn: true });
    const router = openApp('/no/such/page');
    await waitFor(() => expect(at(router)).toBe('/404'));
    fireEvent.click(await screen.findByRole('link', { name: 'Back to the home page' }));
    await waitFor(() => expect(at(router)).toBe('/business/workplace'));

    await chooseLanguage('zh-CN');
    await act(() => router.navigate('/policy'));
    expect(await screen.findByRole('heading', { name: '隐私与数据处理' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '密码与会话' })).toBeTruthy();
  });
});

describe('the header', () => {
  it('logging out asks first; cancelling keeps the seller in', async () => {
    serve(SELLER, { signedIn: true });
    const router = openApp('/');
    await waitFor(() => expect(at(router)).toBe('/business/workplace'));
    await openUserMenu();
    expect((await screen.findByTestId('header-version')).textContent).toBe('Version 1.2.40');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    expect(dialog.textContent).toContain('Do you want to log out of this device?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log out' })).toBeNull());
    expect(at(router)).toBe('/business/workplace');

    await openUserMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out', hidden: true }));
    const again = await screen.findByRole('dialog', { name: 'Log out' });
    fireEvent.click(within(again).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(at(router)).toBe('/user/login'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('the language switch changes the page text, tells the server, and the choice is kept', async () => {
    serve(SELLER, { signedIn: true });
    openApp('/');
    expect((await sidebar()).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    await chooseLanguage('zh-CN');
    expect(calls.map((c) => c.path)).toContain('/api/business/sys_user/changeLanguage?language=zh_cn');
    expect(await (await sidebar()).findByRole('link', { name: '仪表盘' })).toBeTruthy();
    expect((await screen.findByTestId('workplace-greeting')).textContent).toContain('好，Demo Seller');

    await reloadApp('/');
    expect(await (await sidebar()).findByRole('link', { name: '仪表盘' })).toBeTruthy();
    expect(await screen.findByText('您的页面')).toBeTruthy();
    await openUserMenu();
    expect(await screen.findByRole('menuitem', { name: '修改密码', hidden: true })).toBeTruthy();
    fireEvent.click(screen.getByTestId('language-en-US'));
    expect(await (await sidebar()).findByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });

  it('the warehouse selector switches warehouse, reloads, and the choice stays', async () => {
    serve(WAREHOUSE, { signedIn: true });
    const router = openApp('/');
    await waitFor(() => expect(at(router)).toBe('/warehouse/WarehouseWorkplace'));
    const selector = (await screen.findByTestId('warehouse-selector')) as HTMLSelectElement;
    expect(selector.selectedOptions[0]?.textContent).toBe('Demo Warehouse NJ');
    expect((await screen.findByTestId('workplace-warehouse')).textContent).toBe(
      'Working in Demo Warehouse NJ',
    );
    // The device's sync status sits in the header.
    expect(within(screen.getByTestId('sync-status-slot')).getByTestId('sync-status')).toBeTruthy();

    const reloads = pageReloads();
    calls.length = 0;
    fireEvent.change(selector, { target: { value: '12' } });
    await waitFor(() => expect(reloads.count).toBe(1));
    reloads.stop();
    const permissions = calls.find((c) => c.path.includes('/api/warehouse/sys_ware/getWarePermission'));
    expect(permissions?.wareId).toBe('12');
    expect(readCookie('wareId')).toBe('12');

    await reloadApp('/');
    const kept = (await screen.findByTestId('warehouse-selector')) as HTMLSelectElement;
    await waitFor(() => expect(kept.selectedOptions[0]?.textContent).toBe('Demo Warehouse LA'));
    expect((await screen.findByTestId('workplace-warehouse')).textContent).toBe(
      'Working in Demo Warehouse LA',
    );
  });
});

describe('the admin portal', () => {
  it('the sidebar opens the account screens, each named in the breadcrumb and a tab; the oldest tab goes', async () => {
    // The administrator of the accounts and the BI board: a short menu renders faster than the whole.
    serve(
      account(
        'admin',
        { id: 5, username: 'accounts', realname: 'Accounts Admin', userType: PortalId.admin, roleId: 21 },
        [BiPage.board, ...ACCOUNT_PAGES],
      ),
      { signedIn: true },
    );
    const router = openApp('/');
    await waitFor(() => expect(at(router)).toBe('/admin/bi'));
    const menu = await sidebar();
    fireEvent.click(menu.getByText('Accounts', { exact: true }));
    for (const name of ['Merchant accounts', 'Platform accounts', 'Roles', 'Audit log']) {
      fireEvent.click(await menu.findByRole('link', { name }));
      await waitFor(() => expect(screen.getByTestId('breadcrumb').textContent).toContain(name));
    }
    await act(() => router.navigate('/policy'));
    expect(await screen.findByRole('heading', { name: 'Privacy and data handling' })).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(at(router)).toBe('/admin/Account/AuditLog');

    // The landing screen, the oldest of six, was dropped.
    const tabBar = within(await screen.findByTestId('tab-bar'));
    expect(tabBar.getAllByRole('link').map((tab) => tab.textContent)).toEqual([
      'Merchant accounts',
      'Platform accounts',
      'Roles',
      'Audit log',
      'Privacy policy',
    ]);
    expect(tabBar.getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('the root shell', () => {
  it('offline, a bar says so, and goes once the network is back', async () => {
    openApp('/user/login');
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect((await screen.findByTestId('offline-banner')).textContent).toContain('You are offline.');
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
  });

  it('the login page switches to Chinese, and a new page load keeps it', async () => {
    openApp('/user/login');
    fireEvent.click(await screen.findByText('简体中文'));
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.getByText('注册商家账号')).toBeTruthy();

    await reloadApp('/user/login');
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-CN');
    fireEvent.click(screen.getByText('English', { exact: true }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});

import type { EventEmitter } from 'node:events';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult, SessionPermission, UserInfo } from '../../domain/auth/auth';
import {
  ADMIN_MODULES,
  AdminPage,
  BiPage,
  BusinessPart,
  NamedPermission,
  WarehousePermission,
} from '../../domain/kernel/permissions';
import { PortalId, RoleId } from '../../domain/kernel/users';
import type { WarehouseOption } from '../../domain/warehouses/warehouses';
import { resetStores } from '../../../tests/client/support/resettable-zustand';
import { jsonAnswer } from '../../../tests/client/render-app';
import { readCookie, removeCookie } from '../api/cookies';
import { initI18n, switchLanguage } from '../i18n/setup';
import type { RouteHandle } from '../routing/route-types';
import { useSession } from '../stores/session';
import { useSettings } from '../stores/settings';
import { RouteGuard } from './guard';
import { AppProviders, createQueryClient } from './providers';
import { appRoutes, PORTALS } from './routes';

/**
 * The app as main.tsx starts it (the guard above the real route table, the real layouts, header
 * menu and screens) in a memory router, against a fake server that answers what the shell asks:
 * login, user info, the warehouse list and permissions, the language and logout. The screens' own
 * data never answers (they stay loading): these tests are about the shell around them.
 */
type Account = { host: 'admin' | 'business' | 'warehouse'; info: UserInfo };

/** The server's sessionPermission shape (user info's role permissions, getWarePermission). */
const grants = (codes: readonly string[]): SessionPermission[] =>
  codes.map((permissionId) => ({ permissionId, actionList: ['query'], actionEntitySet: [] }));

function account(
  host: Account['host'],
  user: { id: number; username: string; realname: string; userType: number; roleId: number },
  permissions: readonly string[],
): Account {
  const role = { id: user.roleId, name: `Role ${user.roleId}` };
  return {
    host,
    info: {
      ...user,
      uid: `U${user.id}`,
      nickname: '',
      ename: '',
      email: `${user.username}@example.com`,
      headImg: '',
      name: user.realname,
      avatar: '',
      status: 1,
      language: 'en_us',
      role: { ...role, permissions: grants(permissions) },
      roles: [role],
    },
  };
}

/**
 * The demo accounts: the super administrator (every page), a merchant and a warehouse worker (NJ and
 * LA), these two with a short menu (a long one only makes each render slower).
 */
const ADMIN = account(
  'admin',
  { id: 1, username: 'admin', realname: 'Demo Admin', userType: PortalId.admin, roleId: RoleId.superAdmin },
  ADMIN_MODULES.flatMap((m) => [m.code, ...m.pages.map((p) => p.code)]),
);
const SELLER = account(
  'business',
  { id: 2, username: 'seller', realname: 'Demo Seller', userType: PortalId.seller, roleId: RoleId.merchant },
  [NamedPermission.business, BusinessPart.home, BusinessPart.wallet],
);
const WAREHOUSE = account(
  'warehouse',
  { id: 3, username: 'warehouse', realname: 'Demo Warehouse', userType: PortalId.warehouse, roleId: 2 },
  [NamedPermission.dashboard],
);
const WAREHOUSES: WarehouseOption[] = [
  { id: 11, name: 'Demo Warehouse NJ', level: 1 },
  { id: 12, name: 'Demo Warehouse LA', level: 1 },
];

const WAREHOUSE_GRANTS = [WarehousePermission.workplace, WarehousePermission.inventoryView];
const ACCOUNT_PAGES = [
  AdminPage.businessAccount,
  AdminPage.platformAccount,
  AdminPage.roles,
  AdminPage.auditLog,
];

type Call = { path: string; wareId: string | undefined };
const calls: Call[] = [];
let signedUp: Account = SELLER;
const fetchMock = vi.fn<typeof fetch>();

const ok = (data: unknown) => jsonAnswer({ code: 200, msg: 'success', data });

function answer(path: string): Promise<Response> {
  const route = path.replace(/^\/api\/\w+/, '');
  switch (route) {
    case '/login': {
      const result: LoginResult = {
        token: `token-${signedUp.info.username}`,
        roles: signedUp.info.roles,
        name: signedUp.info.realname,
        avatar: '',
        userType: signedUp.info.userType,
        expiresAt: Date.now() + 60_000,
      };
      return Promise.resolve(ok(result));
    }
    case '/user/info':
      return Promise.resolve(ok(signedUp.info));
    case '/sys_ware/listAll':
      return Promise.resolve(ok(WAREHOUSES));
    case '/sys_ware/getWarePermission':
      return Promise.resolve(ok(grants(WAREHOUSE_GRANTS)));
    case '/sys_user/changeLanguage':
    case '/changeLanguage':
    case '/logout':
      return Promise.resolve(ok(null));
    default:
      // The screens' own data: not under test, it never comes.
      return new Promise<Response>(() => {});
  }
}

/** The server knows `who`; `signedIn` also puts their session where the login page keeps it. */
function serve(who: Account, { signedIn }: { signedIn: boolean }) {
  signedUp = who;
  if (signedIn)
    useSession.setState({
      token: `token-${who.info.username}`,
      tokenExpiresAt: Date.now() + 60_000,
      storedUserType: who.host,
      name: who.info.realname,
    });
}

/** The portal screens these tests read: the homes. The others are stand-ins (the shell is under test). */
const REAL_SCREENS = new Set(['workplace', 'WarehouseWorkplace']);

function shellOnly(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const handle = route.handle as RouteHandle | undefined;
    const standIn = handle?.portal && !handle.portalRoot && route.element && !REAL_SCREENS.has(handle.name);
    return {
      ...route,
      ...(standIn ? { element: <p>{handle.name} screen</p> } : {}),
      ...(route.children ? { children: shellOnly(route.children) } : {}),
    } as RouteObject;
  });
}

const shellRoutes = shellOnly(appRoutes);

function openApp(path: string) {
  const router = createMemoryRouter([{ element: <RouteGuard portals={PORTALS} />, children: shellRoutes }], {
    initialEntries: [path],
  });
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** A new page load: what the stores persisted comes back, the rest starts afresh, in the kept language. */
async function reloadApp(path: string) {
  cleanup();
  const kept = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '').map(
    (key) => [key, localStorage.getItem(key) ?? ''] as const,
  );
  // The old page's language goes with it: only what was kept may bring it back.
  await switchLanguage('en-US');
  resetStores();
  localStorage.clear();
  for (const [key, value] of kept) localStorage.setItem(key, value);
  await useSession.persist.rehydrate();
  await useSettings.persist.rehydrate();
  // main.tsx: the stored language's texts, then the app.
  initI18n(useSettings.getState().lang);
  await i18next.changeLanguage(useSettings.getState().lang);
  return openApp(path);
}

const at = (router: ReturnType<typeof openApp>) => router.state.location.pathname;
const redirectOf = (router: ReturnType<typeof openApp>) =>
  new URLSearchParams(router.state.location.search).get('redirect');

async function logInWithForm(portal: string, username: string) {
  fireEvent.click(await screen.findByText(portal));
  for (const [label, value] of [
    [/Username/, username],
    [/^Password/, 'demo1234'],
  ] as const) {
    const input = screen.getByLabelText(label);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  }
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

async function openUserMenu() {
  fireEvent.click(await screen.findByTestId('user-menu'));
}

async function chooseLanguage(locale: 'en-US' | 'zh-CN') {
  await openUserMenu();
  fireEvent.click(await screen.findByTestId(`language-${locale}`));
  await waitFor(() => expect(document.documentElement.lang).toBe(locale));
}

/**
 * The page reloads the app asks for: jsdom does not reload a page, it reports the navigation it does
 * not implement on its virtual console (as an error the test output shows).
 */
function pageReloads() {
  const jsdomConsole = (window as unknown as { _virtualConsole: EventEmitter })._virtualConsole;
  const reloads = { count: 0, stop: () => void jsdomConsole.off('jsdomError', seen) };
  function seen(error: Error) {
    if (error.message.includes('navigation')) reloads.count += 1;
  }
  jsdomConsole.on('jsdomError', seen);
  return reloads;
}

const sidebar = async () => within(await screen.findByTestId('sidebar'));

beforeEach(() => {
  calls.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => {
    const path = String(input).replace(/\?.*$/, '');
    calls.push({
      path: String(input),
      wareId: (init?.headers as Record<string, string> | undefined)?.wareId,
    });
    return answer(path);
  });
  vi.stubGlobal('fetch', fetchMock);
  initI18n('en-US');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetStores();
  localStorage.clear();
  removeCookie('wareId');
  await switchLanguage('en-US');
});

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

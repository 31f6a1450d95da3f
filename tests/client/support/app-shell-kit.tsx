import type { EventEmitter } from 'node:events';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { LoginResult, SessionPermission, UserInfo } from '../../../src/domain/auth/auth';
import {
  ADMIN_MODULES,
  AdminPage,
  BusinessPart,
  NamedPermission,
  WarehousePermission,
} from '../../../src/domain/kernel/permissions';
import { PortalId, RoleId } from '../../../src/domain/kernel/users';
import type { WarehouseOption } from '../../../src/domain/warehouses/warehouses';
import { removeCookie } from '../../../src/client/api/cookies';
import { RouteGuard } from '../../../src/client/app/guard';
import { AppProviders, createQueryClient } from '../../../src/client/app/providers';
import { appRoutes, PORTALS } from '../../../src/client/app/routes';
import { initI18n, switchLanguage } from '../../../src/client/i18n/setup';
import type { RouteHandle } from '../../../src/client/routing/route-types';
import { useSession } from '../../../src/client/stores/session';
import { useSettings } from '../../../src/client/stores/settings';
import { jsonAnswer } from '../render-app';
import { resetStores } from './resettable-zustand';

/**
 * For src/client/app/app-shell.test.tsx: the app as main.tsx starts it (the guard above the real
 * route table, the real layouts, header menu and screens) in a memory router (openApp, reloadApp),
 * against a fake server (withAppShellFakes, serve) that answers what the shell asks:
 * login, user info, the warehouse list and permissions, the language and logout. The screens' own
 * data never answers (they stay loading): these tests are about the shell around them.
 */
type Account = { host: 'admin' | 'business' | 'warehouse'; info: UserInfo };

/** The server's sessionPermission shape (user info's role permissions, getWarePermission). */
const grants = (codes: readonly string[]): SessionPermission[] =>
  codes.map((permissionId) => ({ permissionId, actionList: ['query'], actionEntitySet: [] }));

export function account(
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
export const ADMIN = account(
  'admin',
  { id: 1, username: 'admin', realname: 'Demo Admin', userType: PortalId.admin, roleId: RoleId.superAdmin },
  ADMIN_MODULES.flatMap((m) => [m.code, ...m.pages.map((p) => p.code)]),
);
export const SELLER = account(
  'business',
  { id: 2, username: 'seller', realname: 'Demo Seller', userType: PortalId.seller, roleId: RoleId.merchant },
  [NamedPermission.business, BusinessPart.home, BusinessPart.wallet],
);
export const WAREHOUSE = account(
  'warehouse',
  { id: 3, username: 'warehouse', realname: 'Demo Warehouse', userType: PortalId.warehouse, roleId: 2 },
  [NamedPermission.dashboard],
);
const WAREHOUSES: WarehouseOption[] = [
  { id: 11, name: 'Demo Warehouse NJ', level: 1 },
  { id: 12, name: 'Demo Warehouse LA', level: 1 },
];

const WAREHOUSE_GRANTS = [WarehousePermission.workplace, WarehousePermission.inventoryView];
export const ACCOUNT_PAGES = [
  AdminPage.businessAccount,
  AdminPage.platformAccount,
  AdminPage.roles,
  AdminPage.auditLog,
];

type Call = { path: string; wareId: string | undefined };
export const calls: Call[] = [];
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
export function serve(who: Account, { signedIn }: { signedIn: boolean }) {
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

export function openApp(path: string) {
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
export async function reloadApp(path: string) {
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

export const at = (router: ReturnType<typeof openApp>) => router.state.location.pathname;
export const redirectOf = (router: ReturnType<typeof openApp>) =>
  new URLSearchParams(router.state.location.search).get('redirect');

export async function logInWithForm(portal: string, username: string) {
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

export async function openUserMenu() {
  fireEvent.click(await screen.findByTestId('user-menu'));
}

export async function chooseLanguage(locale: 'en-US' | 'zh-CN') {
  await openUserMenu();
  fireEvent.click(await screen.findByTestId(`language-${locale}`));
  await waitFor(() => expect(document.documentElement.lang).toBe(locale));
}

/**
 * The page reloads the app asks for: jsdom does not reload a page, it reports the navigation it does
 * not implement on its virtual console (as an error the test output shows).
 */
export function pageReloads() {
  const jsdomConsole = (window as unknown as { _virtualConsole: EventEmitter })._virtualConsole;
  const reloads = { count: 0, stop: () => void jsdomConsole.off('jsdomError', seen) };
  function seen(error: Error) {
    if (error.message.includes('navigation')) reloads.count += 1;
  }
  jsdomConsole.on('jsdomError', seen);
  return reloads;
}

export const sidebar = async () => within(await screen.findByTestId('sidebar'));

/** Each test starts on a new page with the fake server answering, and leaves nothing behind. */
export function withAppShellFakes(): void {
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
}

import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../domain/auth/auth';
import { readCookie, removeCookie } from '../api/cookies';
import { initI18n } from '../i18n/setup';
import { useSession } from '../stores/session';
import type { PortalRoutes, RouteHandle } from '../routing/route-types';
import { spyOnNotifications } from '../../../tests/client/notifications-spy';
import { RouteGuard } from './guard';

spyOnNotifications();
const show = vi.mocked(notifications.show);
const fetchMock = vi.fn<typeof fetch>();

const Page = lazy(() => Promise.resolve({ default: () => null }));
const PORTALS: PortalRoutes[] = [
  {
    userType: 'business',
    prefix: '/business',
    routes: [
      {
        path: 'workplace',
        name: 'workplace',
        meta: { title: 'common:menu.dashboard', permission: ['business'] },
        component: Page,
      },
      {
        path: 'wallet/:pageNo?',
        name: 'wallet',
        meta: { title: 'common:menu.wallet', permission: ['wallet'] },
        component: Page,
      },
    ],
  },
  {
    userType: 'warehouse',
    prefix: '/warehouse',
    routes: [
      {
        path: 'WarehouseWorkplace',
        name: 'WarehouseWorkplace',
        meta: { title: 'common:menu.home', permission: ['700101'] },
        component: Page,
      },
    ],
  },
];

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

const portalHandle = (name: string, title: string, portal: 'business' | 'warehouse'): RouteHandle => ({
  name,
  meta: { title },
  portal,
});
const routes: RouteObject[] = [
  {
    element: <RouteGuard portals={PORTALS} />,
    children: [
      {
        element: (
          <>
            <Where />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', handle: { name: 'root', meta: { title: 'common:app.name' } } },
          {
            path: '/user/login',
            handle: { name: 'login', meta: { title: 'auth:title' } },
            element: <p>login page</p>,
          },
          {
            path: '/404',
            handle: { name: '404', meta: { title: 'common:menu.notFound' } },
            element: <p>not found</p>,
          },
          {
            path: '/business/workplace',
            handle: portalHandle('workplace', 'common:menu.dashboard', 'business'),
            element: <p>workplace</p>,
          },
          {
            path: '/business/wallet/:pageNo?',
            handle: portalHandle('wallet', 'common:menu.wallet', 'business'),
            element: <p>wallet</p>,
          },
          {
            path: '/warehouse/WarehouseWorkplace',
            handle: portalHandle('WarehouseWorkplace', 'common:menu.home', 'warehouse'),
            element: <p>ware home</p>,
          },
          { path: '*', handle: { name: 'unknown', meta: { title: 'common:menu.notFound' } } },
        ],
      },
    ],
  },
];

function answer(data: unknown, code = 200) {
  return new Response(JSON.stringify({ code, msg: code === 200 ? 'success' : 'failed', data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });
}

function userInfo(permissions: string[], roles = [{ id: 4, name: 'Merchant' }]): UserInfo {
  return {
    id: 1,
    uid: 'U1',
    username: 'seller',
    realname: 'S',
    nickname: '',
    ename: '',
    email: '',
    headImg: '',
    userType: 5,
    name: 'Seller',
    avatar: '',
    roleId: 4,
    status: 1,
    language: 'en_us',
    role: {
      id: 4,
      name: 'Merchant',
      permissions: permissions.map((permissionId) => ({
        permissionId,
        actionList: ['query'],
        actionEntitySet: [],
      })),
    },
    roles,
  };
}

function serve(handlers: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input)
      .replace(/^\/api\/\w+/, '')
      .replace(/\?.*$/, '');
    const handler = handlers[path];
    if (!handler) throw new Error(`unexpected call ${String(input)}`);
    return handler();
  });
}

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;

function withToken(storedUserType: 'business' | 'warehouse' = 'business') {
  useSession.setState({ token: 'tok', tokenExpiresAt: Date.now() + 60_000, storedUserType });
}

beforeEach(() => {
  initI18n('en-US');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  show.mockClear();
  useSession.getState().logout();
  useSession.setState({ storedUserType: 'business' });
  removeCookie('wareId');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('without a token', () => {
  it('sends a protected page to the login page with the full path as redirect', async () => {
    open('/business/wallet/2?sort=asc');
    await screen.findByText('login page');
    expect(where()).toBe(`/user/login?redirect=${encodeURIComponent('/business/wallet/2?sort=asc')}`);
  });

  it('sends the root to the login page without a redirect', async () => {
    open('/');
    await screen.findByText('login page');
    expect(where()).toBe('/user/login');
  });
});

describe('with a token', () => {
  it('loads the user, then shows the requested page with its title', async () => {
    withToken();
    serve({ '/user/info': () => answer(userInfo(['business', 'wallet'])) });
    open('/business/wallet/3');
    await screen.findByText('wallet');
    expect(useSession.getState().routes?.defaultPath).toBe('/business/workplace');
    expect(useSession.getState().roles).toEqual([{ id: 4, name: 'Merchant' }]);
    await waitFor(() => expect(document.title).toBe('Wallet - SoleStack'));
  });

  it('goes to the redirect query after loading the user', async () => {
    withToken();
    serve({ '/user/info': () => answer(userInfo(['business', 'wallet'])) });
    open(`/user/login?redirect=${encodeURIComponent('/business/wallet/2')}`);
    await screen.findByText('wallet');
    expect(where()).toBe('/business/wallet/2');
  });

  it('sends the login page and the root to the default path', async () => {
    withToken();
    serve({ '/user/info': () => answer(userInfo(['business'])) });
    open('/user/login');
    await screen.findByText('workplace');
    expect(where()).toBe('/business/workplace');
  });

  it("shows 'no permission' on a page the user's permissions exclude", async () => {
    withToken();
    serve({ '/user/info': () => answer(userInfo(['business'])) });
    open('/business/wallet');
    expect(await screen.findByText('no permission')).toBeTruthy();
    expect(screen.queryByText('wallet')).toBeNull();
  });

  it("shows 'no permission' on another portal's page", async () => {
    withToken();
    serve({ '/user/info': () => answer(userInfo(['business'])) });
    open('/warehouse/WarehouseWorkplace');
    expect(await screen.findByText('no permission')).toBeTruthy();
  });

  it('sends unknown paths to /404', async () => {
    withToken();
    serve({ '/user/info': () => answer(userInfo(['business'])) });
    open('/no/such/page');
    await screen.findByText('not found');
  });
});

describe('offline', () => {
  it('a reopened tablet without network uses the stored user info', async () => {
    withToken();
    useSession.setState({ userInfo: userInfo(['business', 'wallet']) });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    open('/business/wallet');
    await screen.findByText('wallet');
    expect(show).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('tok');
  });

  it('without stored user info it cannot open a page and logs out', async () => {
    withToken();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    open('/business/wallet');
    await screen.findByText('login page');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Failed to request user info, please retry' }),
    );
  });
});

describe('route-guard errors', () => {
  async function expectLoggedOutWith(message: string, redirect: string) {
    await screen.findByText('login page');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', message }));
    expect(useSession.getState().token).toBeNull();
    expect(where()).toBe(`/user/login?redirect=${encodeURIComponent(redirect)}`);
  }

  it('user info failed: retry message, logged out to login with redirect', async () => {
    withToken();
    serve({ '/user/info': () => answer(null, 500) });
    open('/business/workplace');
    await expectLoggedOutWith('Failed to request user info, please retry', '/business/workplace');
  });

  it('user info without roles', async () => {
    withToken();
    serve({ '/user/info': () => answer(userInfo(['business'], [])) });
    open('/business/workplace');
    await expectLoggedOutWith('getInfo: roles must be a non-null array !', '/business/workplace');
  });

  it('no route left: the user has no permission', async () => {
    withToken();
    serve({ '/user/info': () => answer(userInfo(['dashboard'])) });
    open('/business/workplace');
    await expectLoggedOutWith('User has no permission', '/business/workplace');
  });
});

describe('warehouse staff', () => {
  it('load the warehouse list, default to the first and load its permissions', async () => {
    withToken('warehouse');
    const wareIds: (string | undefined)[] = [];
    serve({
      '/user/info': () => answer(userInfo(['dashboard'])),
      '/sys_ware/listAll': () =>
        answer([
          { id: 7, name: 'LA', level: 1 },
          { id: 9, name: 'NJ', level: 2 },
        ]),
      '/sys_ware/getWarePermission': () => {
        wareIds.push(readCookie('wareId'));
        return answer([{ permissionId: '700101', actionList: ['query'] }]);
      },
    });
    open('/');
    await screen.findByText('ware home');
    expect(wareIds).toEqual(['7']);
    expect(useSession.getState()).toMatchObject({ headerWareId: 7, headerWareList: [{ id: 7 }, { id: 9 }] });
    const headers = fetchMock.mock.calls.find(([url]) => String(url).includes('getWarePermission'))?.[1]
      ?.headers as Record<string, string>;
    expect(headers.wareId).toBe('7');
  });

  it('a failed warehouse list is ignored', async () => {
    withToken('warehouse');
    serve({
      '/user/info': () => answer(userInfo(['dashboard'])),
      '/sys_ware/listAll': () => answer(null, 500),
      '/sys_ware/getWarePermission': () => answer(['700101']),
    });
    open('/warehouse/WarehouseWorkplace');
    await screen.findByText('ware home');
    expect(show).not.toHaveBeenCalled();
  });

  it('a failed permission load logs out', async () => {
    withToken('warehouse');
    serve({
      '/user/info': () => answer(userInfo(['dashboard'])),
      '/sys_ware/listAll': () => answer([{ id: 7, name: 'LA', level: 1 }]),
      '/sys_ware/getWarePermission': () => answer(null, 403),
    });
    open('/warehouse/WarehouseWorkplace');
    await screen.findByText('login page');
    expect(useSession.getState().token).toBeNull();
  });
});

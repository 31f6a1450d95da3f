import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { UserInfo } from '../../../../domain/auth/auth';
import type { PermissionGrant } from '../../../../domain/kernel/permissions';
import { ConfirmModalHost } from '../../../components/ConfirmModalHost';
import { useSession } from '../../../stores/session';
import type { ForecastDetail } from './api/forecast-detail';

/**
 * Component-test support for the forecast screens: a fake API answering by path (any host), a
 * signed-in seller with chosen grants, and a render inside a memory router with Mantine, the
 * query client and the confirmation modal.
 */
export type ApiCall = { path: string; body: unknown };
type Answer = { code?: number; msg?: string; data?: unknown; status?: number };
type Handler = (body: unknown, url: URL) => Answer | Promise<Answer>;

export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/api\/(admin|business|warehouse|system)/, '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ path, body });
      const handler = handlers[path];
      const answer = handler
        ? await handler(body, url)
        : { code: 404, msg: `no fake for ${path}`, status: 404 };
      const code = answer.code ?? 200;
      return new Response(JSON.stringify({ code, msg: answer.msg ?? 'success', data: answer.data ?? null }), {
        status: answer.status ?? (code === 200 ? 200 : code),
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

const ALL_ACTIONS: PermissionGrant['actionList'] = ['add', 'delete', 'edit', 'query', 'get'];

export function signInSeller(actions: PermissionGrant['actionList'] = ALL_ACTIONS) {
  const info = {
    id: 7,
    uid: 'S000007',
    username: 'seller',
    realname: 'Sam Seller',
    nickname: 'seller',
    ename: '',
    email: '',
    headImg: '',
    userType: 5,
    name: 'Sam Seller',
    avatar: '',
    roleId: 4,
    status: 1,
    language: 'en_us',
    role: {
      id: 4,
      name: 'Merchant',
      permissions: [{ permissionId: 'business', actionList: actions, actionEntitySet: [] }],
    },
    roles: [{ id: 4, name: 'Merchant' }],
  } satisfies UserInfo;
  useSession.setState({
    token: 'seller-token',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'business',
    userInfo: info,
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** Renders one screen at `path` (matched by `pattern`) with a location readout. */
export function renderScreen(element: ReactElement, pattern: string, path: string) {
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <ConfirmModalHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

export const WAREHOUSES = [
  { id: 3, name: 'Demo Warehouse NJ', level: 1 },
  { id: 4, name: 'West Coast LA', level: 2 },
];

export const SKUS = [
  {
    id: 1,
    sku: 'DD1391-100',
    brand: 'Nike',
    name: 'Dunk Low Panda',
    sizes: ['9', '10'],
    image: '',
    status: 1,
    gmtModify: '2025-01-01T00:00:00Z',
  },
];

export function aForecastDetail(overrides: Partial<ForecastDetail> = {}): ForecastDetail {
  return {
    id: 12,
    kind: 1,
    status: 1,
    wareId: 3,
    wareName: 'Demo Warehouse NJ',
    shopInfo: { id: 7, uid: 'S000007', realname: 'Sam Seller' },
    logNos: [{ id: 1, logNo: '1Z999AA10123456784', status: 1, gmtReceived: null, receivedBy: '' }],
    itemCount: 2,
    inspectedCount: 0,
    remark: 'Outlet run',
    gmtCreate: '2025-03-01T10:00:00Z',
    gmtModify: '2025-03-01T10:00:00Z',
    items: [
      {
        id: 5,
        sku: 'DD1391-100',
        brand: 'Nike',
        name: 'Dunk Low Panda',
        size: '9',
        quantity: 2,
        costPrice: 11000,
        supply: 'Outlet',
        inspected: 0,
      },
    ],
    products: [],
    eventList: [],
    ...overrides,
  };
}

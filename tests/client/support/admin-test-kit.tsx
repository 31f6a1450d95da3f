import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { UserInfo } from '../../../src/domain/auth/auth';
import type { PermissionGrant } from '../../../src/domain/kernel/permissions';
import { ConfirmModalHost } from '../../../src/client/components/ConfirmModalHost';
import { useSession } from '../../../src/client/stores/session';

/**
 * Component-test support for the account screens: a fake admin API answering by path, an admin
 * session with chosen grants, and a render with Mantine, modals and a fresh query client.
 */
export type ApiCall = { path: string; body: unknown };
type Answer = { code?: number; msg?: string; data?: unknown; status?: number };
type Handler = (body: unknown) => Answer | Promise<Answer>;

export function fakeAdminApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/admin/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ path, body });
    const handler = handlers[path];
    const answer = handler ? await handler(body) : { code: 404, msg: `no fake for ${path}`, status: 404 };
    const code = answer.code ?? 200;
    return new Response(JSON.stringify({ code, msg: answer.msg ?? 'success', data: answer.data ?? null }), {
      status: answer.status ?? (code === 200 ? 200 : code),
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

export function page<T>(rows: T[], totalCount = rows.length) {
  return {
    pageNo: 1,
    pageSize: 10,
    totalCount,
    totalPage: Math.max(1, Math.ceil(totalCount / 10)),
    data: rows,
    records: rows,
  };
}

/** An admin whose role holds these grants (role id 1 is the super administrator: everything). */
export function signInAdmin(permissions: PermissionGrant[] = [], roleId = 1) {
  const info = {
    id: 1,
    uid: 'A000001',
    username: 'root',
    realname: 'Root',
    nickname: 'root',
    ename: '',
    email: '',
    headImg: '',
    userType: 1,
    name: 'Root',
    avatar: '',
    roleId,
    status: 1,
    language: 'en_us',
    role: {
      id: roleId,
      name: 'Admin',
      permissions: permissions.map((p) => ({ ...p, actionEntitySet: [] })),
    },
    roles: [{ id: roleId, name: 'Admin' }],
  } satisfies UserInfo;
  useSession.setState({
    token: 'admin-token',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'admin',
    userInfo: info,
  });
}

export function renderWithProviders(element: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <ModalsProvider>
          {element}
          <ConfirmModalHost />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

import type {
  CreatePlatformAccountRequest,
  WarehouseAssignmentInput,
} from '../../../src/domain/accounts/accounts';
import type { PortalId } from '../../../src/domain/kernel/users';
import type { WarehouseCreateRequest } from '../../../src/domain/warehouses/warehouses';
import type { Credentials } from './server';

/**
 * Sets up people and data for end-to-end tests through the real HTTP API (never the database),
 * so every test starts from what a user could have done.
 *   const api = new Api(server.url);
 *   await api.call('admin', '/login', { body: { username, password } })  -> { status, code, msg, data }
 *   await api.login('admin', server.admin)               -> token (throws unless code 200)
 *   const admin = await api.as('admin', server.admin)    -> an Api that sends that token
 *   await admin.ok('/sys_ware/create', body)              -> data of a POST on the session's host
 *   await admin.createWarehouse({ name: 'East', level: 1 })
 *   await admin.createPlatformAccount({ username, password, realname, userType: 4, roleId, warehouses })
 *   await api.registerMerchant({ username, password })   -> the pending seller's id
 *   await admin.approveMerchant(id);  await admin.createMerchant({ username, password })
 */

export type Host = 'admin' | 'warehouse' | 'business' | 'system';
export type Answer<T> = { status: number; code: number; msg: string; data: T };
export type CallOptions = {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number>;
  token?: string;
  headers?: Record<string, string>;
};

export class Api {
  constructor(
    readonly baseUrl: string,
    private readonly session?: { host: Host; token: string },
  ) {}

  async call<T = unknown>(host: Host, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    const url = new URL(`/api/${host}${path}`, this.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const token = options.token ?? this.session?.token;
    const response = await fetch(url, {
      method,
      headers: {
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...(token ? { token } : {}),
        ...options.headers,
      },
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
    });
    const text = await response.text();
    let envelope: { code?: number; msg?: string; data?: T } = {};
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      throw new Error(
        `${method} ${url.pathname} answered ${response.status} without JSON: ${text.slice(0, 200)}`,
      );
    }
    return {
      status: response.status,
      code: envelope.code ?? response.status,
      msg: envelope.msg ?? '',
      data: envelope.data as T,
    };
  }

  /** POST on the logged-in session's host; throws with the server's message unless code 200. */
  async ok<T = unknown>(path: string, body: unknown = {}, host?: Host): Promise<T> {
    const target = host ?? this.session?.host;
    if (!target) throw new Error('ok() needs a host when the Api has no session');
    const answer = await this.call<T>(target, path, { method: 'POST', body });
    if (answer.code !== 200) throw new Error(`POST /api/${target}${path}: ${answer.code} ${answer.msg}`);
    return answer.data;
  }

  async login(host: Host, who: Credentials): Promise<string> {
    const answer = await this.call<{ token: string }>(host, '/login', {
      method: 'POST',
      body: { username: who.username, password: who.password },
      token: '',
    });
    if (answer.code !== 200)
      throw new Error(`login of ${who.username} on ${host}: ${answer.code} ${answer.msg}`);
    return answer.data.token;
  }

  /** The same API as a logged-in user of that portal. */
  async as(host: Host, who: Credentials): Promise<Api> {
    return new Api(this.baseUrl, { host, token: await this.login(host, who) });
  }

  createWarehouse(
    warehouse: Pick<WarehouseCreateRequest, 'name' | 'level'> & { address?: string },
  ): Promise<{ id: number }> {
    return this.ok('/sys_ware/create', warehouse, 'admin');
  }

  /** Platform staff (admin portal userType 1, warehouse portal userType 4) with an existing role. */
  createPlatformAccount(
    account: Omit<CreatePlatformAccountRequest, 'email' | 'warehouses'> & {
      email?: string;
      warehouses?: WarehouseAssignmentInput[];
    },
  ): Promise<{ id: number }> {
    return this.ok('/account/platform/create', { email: '', ...account }, 'admin');
  }

  /** A role of one portal granting the given permission codes with query/get. */
  createRole(
    name: string,
    userType: PortalId,
    permissionIds: string[],
    actions = ['query', 'get'],
  ): Promise<{ id: number }> {
    return this.ok(
      '/role/create',
      {
        name,
        userType,
        permissions: permissionIds.map((permissionId) => ({ permissionId, actionList: actions })),
      },
      'admin',
    );
  }

  /** Seller self-registration (POST /api/business/user/register); the account waits for approval. */
  async registerMerchant(who: Credentials & { realname?: string; email?: string }): Promise<number> {
    const answer = await this.call<{ id: number }>('business', '/user/register', {
      method: 'POST',
      token: '',
      body: {
        username: who.username,
        password: who.password,
        confirmPassword: who.password,
        realname: who.realname ?? `Seller ${who.username}`,
        email: who.email ?? `${who.username}@example.com`,
      },
    });
    if (answer.code !== 200) throw new Error(`register ${who.username}: ${answer.code} ${answer.msg}`);
    return answer.data.id;
  }

  approveMerchant(id: number): Promise<unknown> {
    return this.ok('/account/business/approve', { id }, 'admin');
  }

  /** A seller who can log in: registered, then approved by this (admin) session. */
  async createMerchant(who: Credentials): Promise<number> {
    const id = await this.registerMerchant(who);
    await this.approveMerchant(id);
    return id;
  }
}

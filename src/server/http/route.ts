import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Action, WarehousePermissionCode } from '../../domain/kernel/permissions';
import type { ApiHost } from '../../domain/kernel/users';
import type { AuthedContext, RequestContext } from './context';

/**
 * What a route needs (default deny: a route without it is refused at start-up).
 * - public: anyone, no token (login, captcha, version, register).
 * - authenticated: any logged-in user whose portal may use this host.
 * - permission: a role grant of `code` with `action` (admin pages, 'business', 'dashboard', 'admin').
 * - warehouse: a grant of `code` with `action` for the warehouse in the `wareId` header.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'permission'; code: string; action: Action }
  | { kind: 'warehouse'; code: WarehousePermissionCode; action: Action };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A handler's answer with a success message other than the default. */
export class WithMessage<T> {
  constructor(
    readonly data: T,
    readonly msgKey: string,
    readonly params?: Record<string, string | number>,
  ) {}
}

/** Returned by a handler that has sent the reply itself (images, files). */
export const REPLIED = Symbol('replied');

/** The answer of a route that sends a file itself (REPLIED), not the envelope: its media types, for the docs. */
export class FileAnswer {
  constructor(readonly mediaTypes: readonly string[]) {}
}

export function fileAnswer(...mediaTypes: readonly string[]): FileAnswer {
  return new FileAnswer(mediaTypes);
}

type ContextOf<A extends RouteAccess> = A extends { kind: 'public' } ? RequestContext : AuthedContext;

type Input<B, Q, P> = { body: B; query: Q; params: P; rawBody?: Buffer };

export type RouteSpec<
  A extends RouteAccess = RouteAccess,
  B extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  /** Path under the host, e.g. '/sys_ware/list'. */
  path: string;
  hosts: readonly ApiHost[];
  access: A;
  summary: string;
  body?: B;
  query?: Q;
  params?: P;
  /**
   * Schema of `data` in the envelope, for the docs and the answer (keys it does not declare are not
   * sent); a FileAnswer for a route that sends a file.
   */
  response?: z.ZodType | FileAnswer;
  /** Multipart uploads skip body validation; the handler reads the parts. */
  multipart?: boolean;
  /** Tighter limit than the server default for this route's body, in bytes. */
  bodyLimit?: number;
  /** Keep the body's bytes as sent (a webhook's signature is over them): the handler gets `rawBody`. */
  rawBody?: boolean;
  handler: (
    ctx: ContextOf<A>,
    input: Input<z.infer<B>, z.infer<Q>, z.infer<P>>,
    reply: FastifyReply,
  ) => Promise<unknown>;
};

// The registry stores routes with their types erased; defineRoute keeps them for the handler.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteSpec<RouteAccess, any, any, any>;

export function defineRoute<
  A extends RouteAccess,
  B extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodUndefined,
>(spec: RouteSpec<A, B, Q, P>): AnyRoute {
  return spec as unknown as AnyRoute;
}

/** The full URL of a route on one host. */
export function urlOf(host: ApiHost, path: string): string {
  return `/api/${host}${path}`;
}

const ACCESS_KINDS = new Set(['public', 'authenticated', 'permission', 'warehouse']);

/** Start-up check: every route declares hosts and a known kind of access. */
export function assertRouteDeclared(route: Partial<AnyRoute>): void {
  const where = `${route.method ?? '?'} ${route.path ?? '?'}`;
  if (!route.access || !ACCESS_KINDS.has(route.access.kind)) {
    throw new Error(`Route ${where} does not declare the permission it needs (default deny).`);
  }
  if ((route.access.kind === 'permission' || route.access.kind === 'warehouse') && !route.access.code) {
    throw new Error(`Route ${where} declares a permission without a code.`);
  }
  if (!route.hosts || route.hosts.length === 0) throw new Error(`Route ${where} has no host.`);
  if (!route.summary) throw new Error(`Route ${where} has no summary.`);
}

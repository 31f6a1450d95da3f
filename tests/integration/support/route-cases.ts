import { z } from 'zod';
import { grantsAllow } from '../../../src/domain/kernel/permissions';
import { portalsOfHost, RoleId } from '../../../src/domain/kernel/users';
import type { ApiHost } from '../../../src/domain/kernel/users';
import type { AnyRoute } from '../../../src/server/http/route';
import { urlOf } from '../../../src/server/http/route';
import type { Persona } from './personas';

/** Every (route, host) pair of the route table, with a concrete URL. */
export type RouteCase = { route: AnyRoute; host: ApiHost; url: string; label: string };

export function routeCases(table: readonly AnyRoute[]): RouteCase[] {
  return table.flatMap((route) =>
    route.hosts.map((host) => {
      const path = route.path.replace(/:(\w+)/g, (_m, name: string) =>
        name === 'hash' ? 'a'.repeat(64) : '1',
      );
      return { route, host, url: urlOf(host, path), label: `${route.method} ${urlOf(host, route.path)}` };
    }),
  );
}

/**
 * The matrix's oracle, written from ARCHITECTURE.md section 3 and spec section 6 rather than from
 * the server's code: who may take a route on a host.
 */
export function expectedAccess(route: AnyRoute, host: ApiHost, p: Persona): 'allowed' | 401 | 403 {
  const access = route.access;
  if (access.kind === 'public') return 'allowed';
  if (p.userType === null) return 401;
  if (!portalsOfHost(host).includes(p.userType)) return 403;
  if (access.kind === 'authenticated' || p.roleId === RoleId.superAdmin) return 'allowed';
  if (access.kind === 'permission')
    return grantsAllow(p.roleGrants, access.code, access.action) ? 'allowed' : 403;
  if (p.userType === 1 && grantsAllow(p.roleGrants, '700', access.action)) return 'allowed';
  return grantsAllow(p.warehouseGrants, access.code, access.action) ? 'allowed' : 403;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minimum?: number;
};

/** The route's body or query as JSON Schema (zod 4), or null when it has none. */
export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | null {
  if (!schema) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function typeOf(s: JsonSchema): string {
  if (s.enum) return typeof s.enum[0];
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null') ?? 'string';
  if (s.type) return s.type;
  if (s.anyOf?.length) return typeOf(s.anyOf[0]);
  return 'any';
}

/** A body of the right shape: every required field with a plain value of its type. */
export function sampleOf(s: JsonSchema | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!s?.properties) return out;
  for (const name of s.required ?? []) {
    const prop = s.properties[name];
    if (!prop) continue;
    if (prop.enum) out[name] = prop.enum[0];
    else
      out[name] =
        { string: 'sample', number: 1, integer: 1, boolean: false, array: [], object: {} }[typeOf(prop)] ??
        'x';
  }
  return out;
}

/** A value of the wrong type for each kind of field. */
export function wrongValueFor(prop: JsonSchema): unknown {
  switch (typeOf(prop)) {
    case 'string':
      return { not: 'a string' };
    case 'number':
    case 'integer':
      return 'not a number';
    case 'boolean':
      return 'not a boolean';
    case 'array':
      return 'not an array';
    case 'object':
      return 'not an object';
    default:
      return undefined;
  }
}

export function propertiesOf(s: JsonSchema | null): [string, JsonSchema][] {
  return Object.entries(s?.properties ?? {});
}

export function stringPropertiesOf(s: JsonSchema | null): string[] {
  return propertiesOf(s)
    .filter(([, p]) => typeOf(p) === 'string' && !p.enum)
    .map(([n]) => n);
}

export const INJECTION_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)--',
];

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../src/server/route-table';
import { createPersonas, tokenFor } from './support/personas';
import type { Persona } from './support/personas';
import { expectedAccess, routeCases } from './support/route-cases';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/** Every route of the table times every kind of user gives exactly the allowed outcome. */
describe.each(testEngines())('permission matrix on %s', { timeout: 240_000 }, (engine) => {
  let t: TestApp;
  let personas: Persona[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    personas = await createPersonas(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('covers every route on every host', () => {
    expect(routeCases(ROUTE_TABLE).length).toBeGreaterThan(0);
  });

  it('lets each persona take exactly the routes its role and warehouse grants allow', async () => {
    const mismatches: string[] = [];
    // A session per persona and host, opened again after a route that may end sessions.
    const tokens = new Map<string, string | undefined>();
    for (const rc of routeCases(ROUTE_TABLE)) {
      const endsSessions = /logout|changePassword|disable|resetPassword/.test(rc.route.path);
      for (const persona of personas) {
        const expected = expectedAccess(rc.route, rc.host, persona);
        const key = `${persona.name}@${rc.host}`;
        if (!tokens.has(key) || endsSessions)
          tokens.set(key, await tokenFor(t.database.db, persona, rc.host));
        const token = tokens.get(key);
        const headers: Record<string, string> = persona.wareId ? { wareId: String(persona.wareId) } : {};
        const r = await call(t.app, {
          method: rc.route.method,
          url: rc.url,
          token,
          headers,
          body: rc.route.method === 'GET' ? undefined : {},
        });
        const denied = r.status === 401 || r.status === 403 || r.status === 423;
        const ok =
          expected === 'allowed' ? !denied && r.status < 500 : r.status === expected && r.code === expected;
        if (!ok)
          mismatches.push(`${rc.label} as ${persona.name}: expected ${expected}, got ${r.status} ${r.msg}`);
        if (endsSessions) tokens.delete(key);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

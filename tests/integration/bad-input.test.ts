import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../src/server/route-table';
import { recordChanges } from './support/change-log';
import type { ChangeLog } from './support/change-log';
import { jobsIdle } from './support/jobs-idle';
import { createPersonas, tokenFor } from './support/personas';
import type { Persona } from './support/personas';
import {
  expectedAccess,
  INJECTION_STRINGS,
  jsonSchemaOf,
  propertiesOf,
  routeCases,
  sampleOf,
  stringPropertiesOf,
  wrongValueFor,
} from './support/route-cases';
import type { RouteCase } from './support/route-cases';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Bad input, generated from the route table: every route with a body or query schema gets malformed
 * JSON, wrong types, missing and unknown fields, a huge body and SQL-injection strings. Each gets the
 * right 4xx with a clear msg, never a 500, and a rejected request changes nothing.
 */
describe.each(testEngines())('bad input on %s', { timeout: 240_000 }, (engine) => {
  let t: TestApp;
  let personas: Persona[];
  let admin: Persona;
  let changes: ChangeLog;
  const cases = routeCases(ROUTE_TABLE).filter((rc) => !rc.route.multipart);

  beforeAll(async () => {
    t = await createTestApp(engine);
    personas = await createPersonas(t.database.db);
    admin = personas.find((p) => p.name === 'superAdmin') as Persona;
    // The periodic jobs' first round writes on its own clock, so the change log starts after it.
    await jobsIdle(t.database.db);
    changes = await recordChanges(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  // One session per persona and portal: a session row per request made the walk slower, not stricter.
  const sessions = new Map<string, Promise<string | undefined>>();
  function sessionOf(persona: Persona, host: string) {
    const key = `${persona.name} ${host}`;
    if (!sessions.has(key)) sessions.set(key, tokenFor(t.database.db, persona, host));
    return sessions.get(key) as Promise<string | undefined>;
  }

  async function send(
    rc: RouteCase,
    init: { body?: unknown; raw?: string; query?: Record<string, string>; token?: string },
  ) {
    // Someone who may take the route, so that what is checked is the input, not the access.
    const caller =
      personas.find((p) => p.userId !== null && expectedAccess(rc.route, rc.host, p) === 'allowed') ?? admin;
    const token = init.token ?? (await sessionOf(caller, rc.host));
    const headers: Record<string, string> = { wareId: String(caller.wareId) };
    if (init.raw !== undefined) {
      headers['content-type'] = 'application/json';
      const raw = await t.app.inject({
        method: rc.route.method,
        url: rc.url,
        headers: { ...headers, token: token ?? '' },
        payload: init.raw,
      });
      const body = raw.json() as { code: number; msg: string };
      return { status: raw.statusCode, code: body.code, msg: body.msg };
    }
    return call(t.app, {
      method: rc.route.method,
      url: rc.url,
      token,
      headers,
      body: init.body,
      query: init.query,
    });
  }

  function expectRejected(r: { status: number; code: number; msg: string }, codes: number[], what: string) {
    expect(codes, `${what}: got ${r.status} ${r.msg}`).toContain(r.status);
    expect(r.code).toBe(r.status);
    expect(r.msg.length, `${what}: msg must say what is wrong`).toBeGreaterThan(3);
  }

  it('rejects malformed, mistyped, incomplete, unknown and oversized bodies without changing anything', async () => {
    for (const rc of cases.filter((c) => c.route.body)) {
      const schema = jsonSchemaOf(rc.route.body);
      const sample = sampleOf(schema);
      const before = await changes.mark();
      expectRejected(await send(rc, { raw: '{"broken": ' }), [400], `${rc.label} malformed JSON`);
      expectRejected(await send(rc, { raw: '"just a string"' }), [400], `${rc.label} not an object`);
      expectRejected(
        await send(rc, { body: { ...sample, unexpectedField: 1 } }),
        [400],
        `${rc.label} unknown field`,
      );
      for (const [name, prop] of propertiesOf(schema)) {
        const wrong = wrongValueFor(prop);
        if (wrong === undefined) continue;
        expectRejected(
          await send(rc, { body: { ...sample, [name]: wrong } }),
          [400],
          `${rc.label} wrong type of ${name}`,
        );
      }
      if (schema?.required?.length) {
        expectRejected(await send(rc, { body: {} }), [400], `${rc.label} missing fields`);
      }
      const huge = JSON.stringify({ ...sample, padding: 'x'.repeat(2 * 1024 * 1024) });
      expectRejected(await send(rc, { raw: huge }), [413], `${rc.label} huge body`);
      expect(await changes.changesSince(before), `${rc.label} changed data on a rejected request`).toEqual(
        [],
      );
    }
  });

  it('rejects mistyped query parameters without changing anything', async () => {
    for (const rc of cases.filter((c) => c.route.query)) {
      const schema = jsonSchemaOf(rc.route.query);
      const before = await changes.mark();
      for (const [name, prop] of propertiesOf(schema)) {
        if (prop.type === 'string' && !prop.enum) continue;
        const r = await send(rc, {
          query: { ...(sampleOf(schema) as Record<string, string>), [name]: 'not-valid-%%' },
        });
        expectRejected(r, [400], `${rc.label} bad query ${name}`);
      }
      expect(await changes.changesSince(before), `${rc.label} changed data on a rejected query`).toEqual([]);
    }
  });

  it('treats SQL-injection strings as plain text: never a 500, every table intact', async () => {
    for (const rc of cases) {
      const schema = jsonSchemaOf(rc.route.body ?? rc.route.query);
      for (const name of stringPropertiesOf(schema)) {
        for (const evil of INJECTION_STRINGS) {
          const input = { ...sampleOf(schema), [name]: evil };
          const r = rc.route.body
            ? await send(rc, { body: input })
            : await send(rc, { query: input as Record<string, string> });
          expect(r.status, `${rc.label} ${name}=${evil}: ${r.msg}`).toBeLessThan(500);
        }
      }
    }
    const users = await sql<{ n: number }>`select count(*)::int as n from users`.execute(t.database.db);
    expect(users.rows[0].n).toBeGreaterThan(0);
  });

  it('refuses forged and expired tokens on every route that needs a login', async () => {
    const expiredToken = await tokenFor(t.database.db, admin, 'admin');
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('revoked_at', 'is', null)
      .execute();
    for (const rc of cases.filter((c) => c.route.access.kind !== 'public')) {
      for (const token of ['forged-token-that-is-long-enough-0123456789', expiredToken as string]) {
        const r = await send(rc, { token, body: rc.route.method === 'GET' ? undefined : {} });
        expectRejected(r, [401], `${rc.label} with a bad token`);
      }
    }
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX } from '../../src/domain/kernel/request-fields';
import type { ApiHost } from '../../src/domain/kernel/users';
import { ROUTE_TABLE } from '../../src/server/route-table';
import {
  boundlessNumbers,
  badJsonBodyArb,
  badPathParamArb,
  badQueryArb,
  brokenMultipartArb,
  pointedObjects,
  pointedQueries,
  POINTED_MULTIPART,
  schemaOf,
} from './support/bad-input-arbitraries';
import { recordChanges } from './support/change-log';
import type { ChangeLog } from './support/change-log';
import { jobsIdle } from './support/jobs-idle';
import { createPersonas, tokenFor } from './support/personas';
import type { Persona, PersonaName } from './support/personas';
import { routeCases } from './support/route-cases';
import type { RouteCase } from './support/route-cases';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Walks the route table and sends every route generated bad input (bad-input-arbitraries.ts) with
 * each portal's token and with none. Whatever the input: never a 5xx, always the `{code,msg,data}`
 * envelope with the RequestID and the security headers, a message in words (no stack, no SQL, no
 * raw message key), and on a refusal nothing written to the database (change-log.ts).
 */

type Caller = { name: string; persona: PersonaName | null; host: ApiHost | null };
const CALLERS: Caller[] = [
  { name: 'admin', persona: 'superAdmin', host: 'admin' },
  { name: 'warehouse', persona: 'warehouseStaff', host: 'warehouse' },
  { name: 'seller', persona: 'merchant', host: 'business' },
  { name: 'no token', persona: null, host: null },
];

/** Runs per route and caller: most for the portal the host belongs to, whose input gets checked. */
const RUNS_OWN_PORTAL = 6;
const RUNS_OTHER = 1;

type BadRequest = {
  path: string;
  query?: Record<string, string | string[]>;
  contentType?: string;
  payload?: string | Buffer;
  language: 'en_us' | 'zh_cn';
};

function hasBody(method: string): boolean {
  return method !== 'GET';
}

/** A request to the route with something wrong in it: its path parameter, its query or its body. */
function badRequestArb(rc: RouteCase): fc.Arbitrary<BadRequest> {
  const { route } = rc;
  const querySchema = schemaOf(route.query);
  const path = route.path.includes(':')
    ? fc.oneof(
        badPathParamArb.map((p) => rc.url.replace(/[^/]+$/, p)),
        fc.constant(rc.url),
      )
    : fc.constant(rc.url);
  const query = fc.option(badQueryArb(querySchema), { nil: undefined, freq: route.query ? 2 : 4 });
  const language = fc.constantFrom('en_us' as const, 'zh_cn' as const);
  if (route.multipart) {
    return fc
      .record({ path, query, body: brokenMultipartArb, language })
      .map(({ body, ...rest }) => ({ ...rest, contentType: body.contentType, payload: body.payload }));
  }
  if (!hasBody(route.method)) {
    return fc.record({ path, query: badQueryArb(querySchema), language });
  }
  return fc.record({
    path,
    query,
    payload: badJsonBodyArb(schemaOf(route.body)),
    contentType: fc.constant('application/json'),
    language,
  });
}

/**
 * Requests every route gets besides the generated ones, so that each leaf field is tried at least
 * once with a number past int4 and with a NUL, and every upload with broken multipart.
 */
function pointedRequests(rc: RouteCase): BadRequest[] {
  const { route } = rc;
  const language = 'en_us' as const;
  const queries = pointedQueries(schemaOf(route.query)).map((query) => ({ path: rc.url, query, language }));
  if (route.multipart)
    return [
      ...POINTED_MULTIPART.map((b) => ({
        path: rc.url,
        contentType: b.contentType,
        payload: b.payload,
        language,
      })),
      ...queries,
    ];
  if (!hasBody(route.method)) return queries;
  const body = schemaOf(route.body);
  const bodies = body ? pointedObjects(body) : [];
  return bodies.map(({ value }) => ({
    path: rc.url,
    contentType: 'application/json',
    payload: JSON.stringify(value),
    language,
  }));
}

/** What an answer must never show: a stack frame, SQL or a database error, a message key. */
const LEAKS = [
  /\bat \S+ \(/,
  /node_modules|\.ts:\d+/,
  /\b(select|insert|update|delete)\b[\s\S]*\b(from|into|set)\b/i,
  /syntax error|violates|duplicate key|out of range for type|invalid byte sequence|invalid input syntax/i,
  /relation "|column "|unsupported Unicode escape|stack depth|Maximum call stack/i,
];
const MESSAGE_KEY = /^([a-zA-Z]+:)?[a-zA-Z]+(\.[a-zA-Z]+)+$/;

/**
 * Numbers a request schema may take past int4, each with its reason. Everything else, every id and
 * count of every route, is bounded to what an `integer` column holds.
 */
const WIDER_THAN_INT4: Record<string, string> = {
  'POST /sync body.ops.0.seq': 'a bigint column (sync_ops.seq)',
  'POST /login body.userType': 'read by no query: the host decides the portal',
};

describe('request schemas', () => {
  it('bound every number to its column', () => {
    const unbounded = ROUTE_TABLE.flatMap((route) =>
      (['body', 'query', 'params'] as const).flatMap((part) =>
        boundlessNumbers(schemaOf(route[part]), INT4_MAX).map(
          (path) => `${route.method} ${route.path} ${part}.${path}`,
        ),
      ),
    );
    expect([...new Set(unbounded)].filter((n) => !WIDER_THAN_INT4[n])).toEqual([]);
    // And the exceptions are still there to be excused.
    expect(Object.keys(WIDER_THAN_INT4).filter((n) => !unbounded.includes(n))).toEqual([]);
  });
});

describe.each(testEngines())('every route, generated bad input, on %s', { timeout: 240_000 }, (engine) => {
  let t: TestApp;
  let personas: Persona[];
  let changes: ChangeLog;
  let sent = 0;

  beforeAll(async () => {
    // Failed background jobs retry at once, so that waiting for an idle queue is short.
    t = await createTestApp(engine, { JOB_RETRY_DELAY_MS: '10' });
    personas = await createPersonas(t.database.db);
    changes = await recordChanges(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  /** One session per caller, opened again after an accepted request (it may have been a logout). */
  const tokens = new Map<string, string>();
  async function tokenOf(caller: Caller, persona: Persona): Promise<string> {
    const known = tokens.get(caller.name);
    if (known) return known;
    const token = (await tokenFor(t.database.db, persona, caller.host ?? 'admin')) as string;
    tokens.set(caller.name, token);
    return token;
  }
  /** The change log's position after the last accepted request; a refusal must leave it there. */
  let position = 0;

  async function sendAndCheck(rc: RouteCase, caller: Caller, bad: BadRequest): Promise<void> {
    const persona = personas.find((p) => p.name === caller.persona);
    const headers: Record<string, string> = { requestid: `walk-${++sent}`, language: bad.language };
    if (persona) {
      headers.token = await tokenOf(caller, persona);
      headers.wareid = String(persona.wareId);
    }
    if (bad.contentType) headers['content-type'] = bad.contentType;
    const label = `${rc.label} as ${caller.name}: ${bad.path} ${JSON.stringify(bad.query ?? {}).slice(0, 200)} ${String(bad.payload ?? '').slice(0, 200)}`;
    const res = await t.app.inject({
      method: rc.route.method,
      url: bad.path,
      query: bad.query,
      headers,
      ...(bad.payload !== undefined ? { payload: bad.payload } : {}),
    });
    const refused = res.statusCode >= 400;
    const written = refused ? await changes.changesSince(position) : [];
    if (!refused) {
      await jobsIdle(t.database.db);
      tokens.clear();
    }
    // The next request is measured from here, so a failure is reported once, not by every later one.
    if (!refused || written.length > 0) position = await changes.mark();
    expect(res.statusCode, `${label} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
    expect(res.headers.requestid, label).toBe(headers.requestid);
    expect(res.headers['content-security-policy'], label).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options'], label).toBe('nosniff');
    const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
    if (res.statusCode >= 400 || json) {
      expect(json, `${label}: an answer outside the envelope`).toBe(true);
      const body = res.json() as { code: unknown; msg: unknown; data: unknown };
      expect(Object.keys(body).sort(), label).toEqual(['code', 'data', 'msg']);
      expect(body.code, label).toBe(res.statusCode);
      expect(typeof body.msg === 'string' && body.msg.trim().length > 0, label).toBe(true);
      expect(body.msg, `${label}: a raw message key`).not.toMatch(MESSAGE_KEY);
      for (const leak of LEAKS) expect(res.body, `${label}: leaks internals`).not.toMatch(leak);
    }
    expect(written, `${label}: refused (${res.statusCode}) but wrote`).toEqual([]);
  }

  it('the change log sees a write and not a rolled-back one', async () => {
    const db = t.database.db;
    const start = await changes.mark();
    await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('warehouses')
          .values({ name: 'Rolled back', level: 1, address: '', status: 1 })
          .execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await changes.changesSince(start)).toEqual([]);
    await db.updateTable('warehouses').set({ address: 'Dock 2' }).where('address', '=', 'Dock 1').execute();
    expect(await changes.changesSince(start)).toEqual(['UPDATE warehouses']);
    await db.updateTable('warehouses').set({ address: 'Dock 1' }).where('address', '=', 'Dock 2').execute();
  });

  it('never answers 5xx, always the envelope, no stack or SQL, nothing written on a refusal', async () => {
    const started = Date.now();
    position = await changes.mark();
    // Every route is walked and every failure listed, rather than stopping at the first.
    const failures: string[] = [];
    for (const rc of routeCases(ROUTE_TABLE)) {
      for (const caller of CALLERS) {
        const own = caller.host === rc.host || (rc.host === 'system' && caller.persona === 'superAdmin');
        const examples = own ? pointedRequests(rc).map((r): [BadRequest] => [r]) : [];
        await fc
          .assert(
            fc.asyncProperty(badRequestArb(rc), (bad) => sendAndCheck(rc, caller, bad)),
            {
              // fast-check counts the examples in numRuns.
              numRuns: examples.length + (own ? RUNS_OWN_PORTAL : RUNS_OTHER),
              endOnFailure: true,
              examples,
            },
          )
          .catch((err: Error) => {
            const cause = (err.cause as Error | undefined)?.message ?? '';
            failures.push(`${err.message.split('\n').slice(0, 3).join(' ')}\n  ${cause.split('\n')[0]}`);
          });
      }
    }
    console.info(`bad-input walk on ${engine}: ${sent} requests in ${Date.now() - started} ms`);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

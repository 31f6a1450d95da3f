import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileResponseWriter } from '../../src/server/http/response-serializer';
import { FileAnswer, urlOf } from '../../src/server/http/route';
import { ROUTE_TABLE } from '../../src/server/route-table';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/** Each route on each of its hosts, as the docs name it: `get /api/admin/files/{hash}`. */
const DECLARED = ROUTE_TABLE.flatMap((route) =>
  route.hosts.map((host) => ({
    route,
    method: route.method.toLowerCase(),
    url: urlOf(host, route.path).replace(/:(\w+)/g, '{$1}'),
  })),
);

type OpenApiOperation = {
  responses?: Record<
    string,
    { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
  >;
};

/** The schema the docs give a route's 200 answer: the envelope's data, or the file of each media type. */
function documentedAnswer(operation: OpenApiOperation | undefined, declared: (typeof DECLARED)[number]) {
  const content = operation?.responses?.['200']?.content ?? {};
  const answer = declared.route.response;
  if (answer instanceof FileAnswer) return answer.mediaTypes.map((type) => content[type]?.schema);
  return [content['application/json']?.schema?.properties?.data];
}

describe('the route table', () => {
  it('declares the answer of every route: a schema of its data, or the file it sends', () => {
    const undeclared = DECLARED.filter((d) => d.route.response === undefined).map(
      (d) => `${d.method} ${d.url}`,
    );
    expect(undeclared).toEqual([]);
    expect(DECLARED.length).toBeGreaterThan(100);
  });

  it('writes the long answers with the compiled writer, not through zod (the kinds the writer knows)', () => {
    const long = ['/sync/pull', '/shelving/items', '/inventory_view/list', '/inventory/list', '/stock/list'];
    const routes = ROUTE_TABLE.filter((route) => long.includes(route.path));
    expect(routes.map((route) => route.path).sort()).toEqual([...long].sort());
    for (const route of routes) expect(compileResponseWriter(route.response), route.path).not.toBeNull();
  });
});

describe.each(testEngines())('API contract on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every host with the { code, msg, data } envelope', async () => {
    for (const host of ['admin', 'warehouse', 'business', 'system']) {
      const r = await call(t.app, { url: `/api/${host}/version/web` });
      expect(r.status).toBe(200);
      expect(r.raw.json()).toEqual({
        code: 200,
        msg: 'success',
        data: { version: '1.2.40', buildDate: expect.any(String) },
      });
    }
  });

  it('echoes the RequestID header', async () => {
    const r = await call(t.app, { url: '/api/system/version/web', headers: { RequestID: 'abc-123' } });
    expect(r.raw.headers.requestid).toBe('abc-123');
  });

  it('sends the security headers and the RequestID on answers, refusals and unknown routes alike', async () => {
    const answers = [
      await call(t.app, { url: '/api/system/version/web', headers: { RequestID: 'ok-1' } }),
      await call(t.app, { url: '/api/admin/user/info', headers: { RequestID: 'refused-1' } }),
      await call(t.app, { url: '/api/admin/nope', headers: { RequestID: 'unknown-1' } }),
    ];
    expect(answers.map((r) => r.code)).toEqual([200, 401, 404]);
    for (const [i, r] of answers.entries()) {
      const headers = r.raw.headers;
      expect(headers.requestid).toBe(['ok-1', 'refused-1', 'unknown-1'][i]);
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("worker-src 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  it('answers an unknown API route with 404 in the requested language', async () => {
    const en = await call(t.app, { url: '/api/admin/nope' });
    expect(en.code).toBe(404);
    expect(en.msg).toBe('No such API route');
    const zh = await call(t.app, { url: '/api/admin/nope', headers: { language: 'zh_cn' } });
    expect(zh.msg).toBe('接口不存在');
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const r = await t.app.inject({ url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    expect(r.json().paths['/api/system/version/web']).toBeDefined();
  });

  it('documents the answer of every route in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths as Record<
      string,
      Record<string, OpenApiOperation>
    >;
    const undocumented = DECLARED.filter((d) =>
      documentedAnswer(paths[d.url]?.[d.method], d).some((schema) => schema === undefined),
    ).map((d) => `${d.method} ${d.url}`);
    expect(undocumented).toEqual([]);
    // The envelope's data is the route's own schema: the drawer's record field by field, a PDF as a file.
    const drawer = paths['/api/warehouse/sys_prod/get'].get.responses?.['200'].content?.['application/json'];
    const record = drawer?.schema?.properties?.data as { properties?: Record<string, unknown> } | undefined;
    expect(Object.keys(record?.properties ?? {})).toEqual(expect.arrayContaining(['oneId', 'eventList']));
    const labels = paths['/api/admin/sys_ware_shelves/label'].get.responses?.['200'].content;
    expect(labels?.['application/pdf']?.schema).toEqual({ type: 'string', format: 'binary' });
  });
});

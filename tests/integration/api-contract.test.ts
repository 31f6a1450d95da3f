import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

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
});

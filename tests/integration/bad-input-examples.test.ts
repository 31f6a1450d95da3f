import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepJsonText } from './support/bad-input-arbitraries';
import { databaseFingerprint } from './support/fingerprint';
import { createPersonas, tokenFor } from './support/personas';
import type { Persona } from './support/personas';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The requests issue 13 found answering 500 or outside the envelope, each answered now with a 4xx
 * in the envelope, a message naming what is wrong, and no change to the database.
 */

type Answer = {
  status: number;
  headers: Record<string, string>;
  body: { code: number; msg: string; data: unknown };
};

/** A raw HTTP/1.1 exchange on a real socket: Node's parser and the router, not inject. */
function rawHttp(port: number, request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((l) => [
          l.slice(0, l.indexOf(':')).toLowerCase(),
          l.slice(l.indexOf(':') + 1).trim(),
        ]),
      );
      try {
        resolve({
          status: Number(statusLine.split(' ')[1]),
          headers,
          body: JSON.parse(rest.join('\r\n\r\n')),
        });
      } catch (err) {
        reject(new Error(`not an envelope: ${text.slice(0, 300)}`, { cause: err }));
      }
    });
    socket.write(request);
  });
}

function expectSecured(headers: Record<string, string>, requestId: string): void {
  expect(headers.requestid).toBe(requestId);
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
}

describe.each(testEngines())('the bad requests of issue 13 on %s', (engine) => {
  let t: TestApp;
  let admin: Persona;
  let staff: Persona;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const personas = await createPersonas(t.database.db);
    admin = personas.find((p) => p.name === 'superAdmin') as Persona;
    staff = personas.find((p) => p.name === 'warehouseStaff') as Persona;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  async function send(
    method: 'GET' | 'POST',
    url: string,
    init: { persona?: Persona; host?: string; body?: string; contentType?: string; language?: string } = {},
  ) {
    const headers: Record<string, string> = {};
    if (init.persona) {
      headers.token = (await tokenFor(t.database.db, init.persona, init.host ?? 'admin')) as string;
      headers.wareId = String(init.persona.wareId);
    }
    if (init.language) headers.language = init.language;
    if (init.body !== undefined) headers['content-type'] = init.contentType ?? 'application/json';
    const before = await databaseFingerprint(t.database.db);
    const res = await t.app.inject({ method, url, headers, payload: init.body });
    expect(await databaseFingerprint(t.database.db), `${url} changed data`).toEqual(before);
    const body = res.json() as { code: number; msg: string; data: unknown };
    expect(body.code).toBe(res.statusCode);
    return { status: res.statusCode, msg: body.msg };
  }

  it('refuses a NUL in the login name with 400 naming the field, in both languages', async () => {
    const body = JSON.stringify({ username: 'a\u0000b', password: 'x' });
    expect(await send('POST', '/api/business/login', { body })).toEqual({
      status: 400,
      msg: 'Invalid username: the text contains a NUL character or broken Unicode',
    });
    const zh = await send('POST', '/api/business/login', { body, language: 'zh_cn' });
    expect(zh).toEqual({ status: 400, msg: 'username 无效：文本包含空字符（NUL）或无效的 Unicode 字符' });
  });

  it('refuses a NUL in a list filter, a create body, sizes stored as JSON and an export', async () => {
    const cases: [string, object, string][] = [
      ['/api/admin/sku/list', { keyword: 'a\u0000b' }, 'keyword'],
      ['/api/admin/sys_ware/create', { name: 'Dock\u0000', level: 1 }, 'name'],
      [
        '/api/admin/sku/create',
        { sku: 'NUL-1', name: 'Runner', brand: 'Nike', sizes: ['42', '4\u00005'] },
        'sizes.1',
      ],
      ['/api/admin/stock/export', { shopUser: 'a\u0000b' }, 'shopUser'],
    ];
    for (const [url, body, field] of cases) {
      const r = await send('POST', url, { persona: admin, body: JSON.stringify(body) });
      expect(r, url).toEqual({
        status: 400,
        msg: `Invalid ${field}: the text contains a NUL character or broken Unicode`,
      });
    }
  });

  it('refuses a shelf id past the integer column with 400 naming it, on both hosts', async () => {
    const url = '/sys_ware_shelves/label?ids=2147483648';
    const asAdmin = await send('GET', `/api/admin${url}`, { persona: admin });
    expect(asAdmin.status).toBe(400);
    expect(asAdmin.msg).toMatch(/^Invalid ids: /);
    const asStaff = await send('GET', `/api/warehouse${url}`, { persona: staff, host: 'warehouse' });
    expect(asStaff.status).toBe(400);
    expect(asStaff.msg).toMatch(/^Invalid ids: /);
  });

  it('refuses an upload and an import without a boundary or cut short with 400', async () => {
    const malformed = 'The upload is not a complete multipart/form-data request';
    const boundary = 'cut-short';
    const truncated =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\nPK\u0003\u0004abc';
    for (const url of ['/api/admin/upload', '/api/admin/sku/import']) {
      expect(
        await send('POST', url, { persona: admin, body: 'abc', contentType: 'multipart/form-data' }),
      ).toEqual({ status: 400, msg: malformed });
      expect(
        await send('POST', url, {
          persona: admin,
          body: truncated,
          contentType: `multipart/form-data; boundary=${boundary}`,
        }),
      ).toEqual({ status: 400, msg: malformed });
    }
  });

  it('refuses a sync op whose payload nests 5,000 levels, and any JSON body past 32', async () => {
    const op = (payload: string) =>
      `{"deviceId":"tablet-0001","ops":[{"opId":"${crypto.randomUUID()}","seq":1,"type":"receiveParcel",` +
      `"createdAt":"${new Date().toISOString()}","payload":${payload}}]}`;
    const deep = op(deepJsonText(5000));
    expect(deep.length).toBeGreaterThan(30_000);
    const tooDeep = { status: 400, msg: 'The request body is nested too deeply (at most 32 levels)' };
    expect(
      await send('POST', '/api/warehouse/sync', { persona: staff, host: 'warehouse', body: deep }),
    ).toEqual(tooDeep);
    expect(await send('POST', '/api/admin/sku/list', { persona: admin, body: deepJsonText(33) })).toEqual(
      tooDeep,
    );
    // Depth is counted on structure, not on brackets inside text.
    const bracketsInText = JSON.stringify({ keyword: '[{'.repeat(30) });
    expect((await send('POST', '/api/admin/sku/list', { persona: admin, body: bracketsInText })).status).toBe(
      200,
    );
  });

  it('answers a 100 KB query string with 431 in the envelope, with a RequestID and the headers', async () => {
    const r = await rawHttp(
      port,
      `GET /api/admin/sku/list?q=${'x'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(r.status).toBe(431);
    expect(r.body).toEqual({ code: 431, msg: "The request's address or headers are too long", data: null });
    // Node stops reading within the request line: the RequestID header never arrives, so one is made.
    expectSecured(r.headers, r.headers.requestid);
    expect(r.headers.requestid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a 300-character path parameter with 414 in the envelope, without echoing the URL', async () => {
    const hash = 'f'.repeat(300);
    const r = await rawHttp(
      port,
      `GET /api/admin/files/${hash} HTTP/1.1\r\nHost: localhost\r\nRequestID: long-param-1\r\nConnection: close\r\n\r\n`,
    );
    expect(r.status).toBe(414);
    expect(r.body).toEqual({ code: 414, msg: 'A part of the address is too long', data: null });
    expect(JSON.stringify(r.body)).not.toContain(hash);
    expectSecured(r.headers, 'long-param-1');
  });

  it('answers a malformed URL escape and malformed HTTP in the envelope', async () => {
    const badUrl = await rawHttp(
      port,
      'GET /api/admin/files/%zz HTTP/1.1\r\nHost: localhost\r\nRequestID: bad-url-1\r\nConnection: close\r\n\r\n',
    );
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toEqual({ code: 400, msg: 'The address of the request is not valid', data: null });
    expectSecured(badUrl.headers, 'bad-url-1');
    const garbage = await rawHttp(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(garbage.body).toEqual({ code: 400, msg: 'The request is not valid HTTP', data: null });
    expect(garbage.headers['content-security-policy']).toContain("default-src 'self'");
  });

  // Last: it closes the app.
  it('answers a request arriving while the server shuts down with 503 in the envelope', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    // A request under way keeps its connection through the close.
    socket.write('GET /api/system/version/web HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write('RequestID: closing-1\r\n\r\n');
    await ended;
    await closed;
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text).toMatch(/^HTTP\/1\.1 503 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 503,
      msg: 'The server is restarting, please try again in a moment',
      data: null,
    });
    expect(text).toMatch(/\r\nrequestid: closing-1\r\n/i);
    expect(text).toMatch(/\r\ncontent-security-policy: /i);
  });
});

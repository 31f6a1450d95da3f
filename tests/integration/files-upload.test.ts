import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES } from '../../src/domain/kernel/files';
import { PortalId } from '../../src/domain/kernel/users';
import { loggedInUser, loginAs } from '../fixtures/users';
import { createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

const GIF_1x1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----solestack${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A real PNG whose content is padded out to exactly `size` bytes (file-type reads the header). */
function pngOfSize(png: Buffer, size: number): Buffer {
  return Buffer.concat([png, Buffer.alloc(size - png.length, 0)]);
}

describe.each(testEngines())('picture uploads on %s', (engine) => {
  let t: TestApp;
  let png: Buffer;
  let sellerA: string;
  let sellerB: string;
  let staff: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    png = await bwipjs.toBuffer({ bcid: 'code128', text: `upload-${engine}-${Date.now()}` });
    sellerA = (await loggedInUser(t.app, t.database.db, { userType: PortalId.seller })).token;
    sellerB = (await loggedInUser(t.app, t.database.db, { userType: PortalId.seller })).token;
    staff = (await loggedInUser(t.app, t.database.db, { userType: PortalId.warehouse })).token;
    admin = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(
    host: string,
    token: string,
    body: ReturnType<typeof multipart>,
    extra: Record<string, string> = {},
  ) {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/${host}/upload`,
      headers: { token, 'content-type': body.contentType, ...extra },
      payload: body.payload,
    });
    return { status: r.statusCode, body: r.json() as { code: number; msg: string; data: string } };
  }
  const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? { token } : {} });

  it('stores a PNG and gives its uploader a URL that returns the same bytes', async () => {
    const r = await upload('business', sellerA, multipart('file', 'shoe.png', 'image/png', png));
    expect(r.status).toBe(200);
    const hash = crypto.createHash('sha256').update(png).digest('hex');
    expect(r.body.data).toBe(`/api/business/files/${hash}`);

    const back = await get(r.body.data, sellerA);
    expect(back.statusCode).toBe(200);
    expect(Buffer.compare(back.rawPayload, png)).toBe(0);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(back.headers['cache-control']).toMatch(/^private/);
  });

  it('keeps the same picture uploaded twice as one file, readable by both uploaders', async () => {
    const gif = Buffer.concat([GIF_1x1, crypto.randomBytes(8)]);
    const first = await upload('business', sellerA, multipart('file', 'a.gif', 'image/gif', gif));
    const second = await upload('business', sellerB, multipart('file', 'b.gif', 'image/gif', gif));
    expect(second.body.data).toBe(first.body.data);
    const hash = first.body.data.split('/').pop() as string;
    const rows = await t.database.db.selectFrom('files').selectAll().where('hash', '=', hash).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].mime).toBe('image/gif');
    expect(fs.existsSync(path.join(t.config.dataDir, 'files', hash.slice(0, 2), hash))).toBe(true);
    expect((await get(first.body.data, sellerB)).statusCode).toBe(200);
  });

  it('lets admins and warehouse staff read any picture, but answers another seller 404', async () => {
    const own = crypto.randomBytes(16);
    const r = await upload(
      'business',
      sellerA,
      multipart('file', 'x.png', 'image/png', Buffer.concat([png, own])),
    );
    const hash = r.body.data.split('/').pop() as string;
    expect((await get(`/api/admin/files/${hash}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/warehouse/files/${hash}`, staff)).statusCode).toBe(200);
    const other = await get(`/api/business/files/${hash}`, sellerB);
    expect(other.statusCode).toBe(404);
    const unknown = await get(`/api/business/files/${'0'.repeat(64)}`, sellerB);
    expect(unknown.statusCode).toBe(404);
    expect(other.json().msg).toBe(unknown.json().msg);
    expect((await get(`/api/business/files/${hash}`)).statusCode).toBe(401);
  });

  it('refuses a text file renamed .png with 400, whatever its header says', async () => {
    const r = await upload(
      'business',
      sellerA,
      multipart('file', 'notes.png', 'image/png', Buffer.from('just some text')),
    );
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Only pictures (JPG, PNG, WebP, GIF) can be uploaded');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload('admin', admin, multipart('file', 'x.svg', 'image/svg+xml', svg))).status).toBe(400);
  });

  it('accepts a picture of exactly 10M and refuses 10M + 1 byte with 413', async () => {
    const exact = await upload(
      'warehouse',
      staff,
      multipart('file', 'big.png', 'image/png', pngOfSize(png, PICTURE_MAX_BYTES)),
    );
    expect(exact.status).toBe(200);
    const over = await upload(
      'warehouse',
      staff,
      multipart('file', 'big.png', 'image/png', pngOfSize(png, PICTURE_MAX_BYTES + 1)),
    );
    expect(over.status).toBe(413);
    expect(over.body.msg).toBe('Picture size cannot exceed 10M');
    const zh = await upload(
      'warehouse',
      staff,
      multipart('file', 'big.png', 'image/png', pngOfSize(png, PICTURE_MAX_BYTES + 1)),
      {
        language: 'zh_cn',
      },
    );
    expect(zh.body.msg).toBe('图片大小不能超过10M');
  });

  it('refuses a request without the file field with 400', async () => {
    const wrongField = await upload('business', sellerA, multipart('picture', 'a.png', 'image/png', png));
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.msg).toMatch(/choose a picture/);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/business/upload',
      headers: { token: sellerA },
      payload: {},
    });
    expect(json.statusCode).toBe(400);
  });

  it('never reads outside the file store for path tricks in the hash', async () => {
    for (const trick of [
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '..%2Fpgdata',
      'A'.repeat(64),
      `${'a'.repeat(63)}%00`,
      '%2e%2e',
    ]) {
      const r = await get(`/api/admin/files/${trick}`, admin);
      expect([400, 404], trick).toContain(r.statusCode);
      expect(r.headers['content-type']).toMatch(/application\/json/);
    }
    const dotted = await get('/api/admin/files/../../../../etc/passwd', admin);
    expect([400, 404]).toContain(dotted.statusCode);
  });

  describe('POST /getFile2 (label preview bytes)', () => {
    const fileBytes = (host: string, token: string, url: unknown, extra: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${host}/getFile2`,
        headers: { token, ...extra },
        payload: { url },
      });

    it("answers the bytes of this server's own file, by path or by full URL on this host", async () => {
      const bytes = Buffer.concat([png, crypto.randomBytes(12)]);
      const url = (await upload('business', sellerA, multipart('file', 'l.png', 'image/png', bytes))).body
        .data;
      for (const asked of [url, `http://labels.example:8080${url}`]) {
        const r = await fileBytes('business', sellerA, asked, { host: 'labels.example:8080' });
        expect(r.statusCode, asked).toBe(200);
        expect(Buffer.compare(r.rawPayload, bytes)).toBe(0);
        expect(r.headers['content-type']).toBe('image/png');
      }
      expect((await fileBytes('warehouse', staff, url)).statusCode).toBe(200);
    });

    it('is no proxy: another host, scheme or any other address is refused with 400 and never fetched', async () => {
      const hash = 'a'.repeat(64);
      for (const asked of [
        `http://evil.example/api/business/files/${hash}`,
        `//evil.example/api/business/files/${hash}`,
        `file:///api/business/files/${hash}`,
        'http://169.254.169.254/latest/meta-data/',
        '/api/business/upload',
        `http://user@labels.example/api/business/files/${hash}`,
      ]) {
        const r = await fileBytes('business', sellerA, asked, { host: 'labels.example' });
        expect(r.statusCode, asked).toBe(400);
        expect(r.json().msg).toBe("Only this server's own files can be previewed");
      }
      expect((await fileBytes('business', sellerA, 42)).statusCode).toBe(400);
    });

    it("answers a missing label, or another seller's, with the spec's message and 404", async () => {
      const bytes = Buffer.concat([png, crypto.randomBytes(12)]);
      const url = (await upload('business', sellerA, multipart('file', 'm.png', 'image/png', bytes))).body
        .data;
      for (const [token, asked] of [
        [sellerB, url],
        [sellerA, `/api/business/files/${'0'.repeat(64)}`],
      ]) {
        const r = await fileBytes('business', token, asked);
        expect(r.statusCode).toBe(404);
        expect(r.json().msg).toBe('The label is missing and cannot be printed');
      }
      const zh = await fileBytes('business', sellerB, url, { language: 'zh_cn' });
      expect(zh.json().msg).toBe('面单缺失，无法打印');
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/business/getFile2', payload: { url } })).statusCode,
      ).toBe(401);
    });
  });

  it('refuses uploads without a login', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/business/upload',
      headers: { 'content-type': multipart('file', 'a.png', 'image/png', png).contentType },
      payload: multipart('file', 'a.png', 'image/png', png).payload,
    });
    expect(r.statusCode).toBe(401);
  });
});

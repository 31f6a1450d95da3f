import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../../src/server/http/file-store';
import { aBuyerLabel } from '../fixtures/bulk-dropship';
import { BAD_LABELS } from '../fixtures/label-pdfs';
import type { BadLabel } from '../fixtures/label-pdfs';
import { anOutboundWorld, outboundCalls, pairs, uploadLabel } from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/** The buyer label upload of a ship-with-label order: checked by content, limited, stored once, the seller's own. */

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

describe.each(testEngines())('the buyer label upload on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let w: OutboundWorld;
  let calls: ReturnType<typeof outboundCalls>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await anOutboundWorld(t);
    calls = outboundCalls(t.app, w);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const rowsOf = async (hash: string) => ({
    files: await db().selectFrom('files').select('mime').where('hash', '=', hash).execute(),
    uploads: await db().selectFrom('file_uploads').select('user_id').where('hash', '=', hash).execute(),
  });
  const read = (url: string, token: string) => t.app.inject({ url, headers: { token } });

  it('stores a real label PDF as the seller’s own and answers the URL that serves its bytes', async () => {
    const bytes = await aBuyerLabel('Buyer of a single order');
    const r = await uploadLabel(t.app, w.seller.token, bytes);
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toBe(`/api/business/files/${sha256(bytes)}`);
    const back = await read(r.data as string, w.seller.token);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(back.rawPayload, bytes)).toBe(0);
  });

  it('the same file again answers the same URL and stores nothing twice', async () => {
    const bytes = await aBuyerLabel('Buyer sent twice');
    const first = await uploadLabel(t.app, w.seller.token, bytes);
    const again = await uploadLabel(t.app, w.seller.token, bytes, { filename: 'renamed.pdf' });
    expect([first.code, again.code]).toEqual([200, 200]);
    expect(again.data).toBe(first.data);
    expect(await rowsOf(sha256(bytes))).toEqual({
      files: [{ mime: 'application/pdf' }],
      uploads: [{ user_id: w.seller.id }],
    });
  });

  it('judges the bytes, not the name or the part’s type', async () => {
    const pdf = await aBuyerLabel('Named like a picture');
    const named = await uploadLabel(t.app, w.seller.token, pdf, { filename: 'label.png' });
    expect(named.code, named.msg).toBe(200);
    const picture = await BAD_LABELS.notPdf();
    const posing = await uploadLabel(t.app, w.seller.token, picture, { filename: 'label.pdf' });
    expect(posing.code).toBe(400);
  });

  describe('a file that is not a usable label gets a clear message and stores nothing', () => {
    const cases: [BadLabel, number, string, string][] = [
      [
        'notPdf',
        400,
        "This file is not a PDF: upload the buyer's label as a PDF",
        '该文件不是 PDF：请以 PDF 格式上传买家面单',
      ],
      [
        'encrypted',
        400,
        'This PDF is encrypted (password-protected): save the label again without a password',
        '该 PDF 已加密（设有密码）：请重新保存不带密码的面单',
      ],
      [
        'broken',
        400,
        'This PDF is damaged and cannot be read: download the label again',
        '该 PDF 已损坏，无法读取：请重新下载面单',
      ],
      [
        'noPages',
        400,
        "This PDF has no pages: upload the buyer's label",
        '该 PDF 没有任何页面：请上传买家面单',
      ],
      ['tooManyPages', 400, 'A label PDF has at most 10 pages', '面单 PDF 最多 10 页'],
      ['tooLarge', 413, 'A label PDF is at most 5 MB', '面单 PDF 不能超过 5 MB'],
    ];
    it.each(cases)('%s: %i', async (bad, status, english, chinese) => {
      const bytes = await BAD_LABELS[bad]();
      const r = await uploadLabel(t.app, w.seller.token, bytes);
      expect([r.status, r.code, r.msg]).toEqual([status, status, english]);
      const zh = await uploadLabel(t.app, w.seller.token, bytes, { language: 'zh_cn' });
      expect(zh.msg).toBe(chinese);
      expect(await rowsOf(sha256(bytes))).toEqual({ files: [], uploads: [] });
      expect(await createFileStore(t.config.dataDir).read(sha256(bytes))).toBeNull();
    });
  });

  it('refuses an upload without its file part', async () => {
    const r = await uploadLabel(t.app, w.seller.token, Buffer.alloc(0), { field: 'label' });
    expect([r.status, r.msg]).toEqual([400, 'Choose the label PDF to upload (form field "file")']);
  });

  describe('a label is its uploader’s', () => {
    it('another seller cannot read it (404) nor ship with it, and nothing is created', async () => {
      const bytes = await aBuyerLabel('Only for the first seller');
      const mine = await uploadLabel(t.app, w.seller.token, bytes);
      expect(mine.code, mine.msg).toBe(200);
      expect((await read(mine.data as string, w.seller2.token)).statusCode).toBe(404);
      const [theirPair] = await pairs(db(), 1, w.seller2.id, w.ware.id);
      const orders = () =>
        db().selectFrom('outbound_orders').select('id').where('shop_user_id', '=', w.seller2.id).execute();
      const before = await orders();
      const refused = await calls.seller2('/outbound/shipWithLabel/create', {
        items: [{ oneId: theirPair, labelFile: mine.data }],
      });
      expect(refused.status).toBe(400);
      expect(refused.msg).toMatch(/label/);
      expect(await orders()).toEqual(before);
    });

    it('a seller that uploads the same file itself may ship with it', async () => {
      const bytes = await aBuyerLabel('Both sellers have this file');
      const first = await uploadLabel(t.app, w.seller.token, bytes);
      const second = await uploadLabel(t.app, w.seller2.token, bytes);
      expect(second.data).toBe(first.data);
      const [theirPair] = await pairs(db(), 1, w.seller2.id, w.ware.id);
      const made = await calls.seller2('/outbound/shipWithLabel/create', {
        items: [{ oneId: theirPair, labelFile: second.data }],
      });
      expect(made.code, made.msg).toBe(200);
    });
  });
});

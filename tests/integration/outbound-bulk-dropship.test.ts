import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InventoryStatus } from '../../src/domain/kernel/products';
import { LABEL_PDF_LIMITS, labelPdfMessage } from '../../src/domain/outbound/label-pdf';
import { translate } from '../../src/server/http/messages';
import { aBuyerLabel, aBulkUpload, aZip, BULK_HEADER, multipartFiles } from '../fixtures/bulk-dropship';
import { aWorkbook, readWorkbook } from '../fixtures/imports';
import { BAD_LABELS } from '../fixtures/label-pdfs';
import type { BadLabel } from '../fixtures/label-pdfs';
import { anOutboundWorld, outboundCalls, pairs } from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/** Bulk dropshipping: a sheet and a ZIP of labels make one ship-with-label order per row, or nothing. */

type Problem = { row: number | null; column: string; value: string; message: string };
type Upload = {
  id: number;
  rowCount: number;
  rows: { row: number; oneId: string; orderId: number; oddNo: string; orderStatus: number }[];
};

describe.each(testEngines())('bulk dropship upload on %s', { timeout: 180_000 }, (engine) => {
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

  async function send(
    step: 'check' | 'create',
    files: { name: string; bytes: Buffer }[],
    token = w.seller.token,
    language = 'en_us',
  ) {
    const body = multipartFiles(files);
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/business/outbound/bulkDropship/${step}`,
      headers: { token, language, 'content-type': body.contentType },
      payload: body.payload,
    });
    return { status: r.statusCode, ...(r.json() as { code: number; msg: string; data: unknown }) };
  }
  const both = (u: { sheet: Buffer; zip: Buffer }) => [
    { name: 'orders.xlsx', bytes: u.sheet },
    { name: 'labels.zip', bytes: u.zip },
  ];
  const counts = async () => {
    const orders = await db()
      .selectFrom('outbound_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const uploads = await db()
      .selectFrom('outbound_bulk_uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { orders: Number(orders.n), uploads: Number(uploads.n) };
  };
  const statusOf = async (oneIds: string[]) =>
    (await db().selectFrom('products').select('status').where('one_id', 'in', oneIds).execute()).map(
      (r) => r.status,
    );

  it('creates one ship-with-label order per row with its label, and the same files again create nothing', async () => {
    const oneIds = await pairs(db(), 5, w.seller.id, w.ware.id);
    const upload = await aBulkUpload(oneIds);
    const checked = await send('check', both(upload));
    expect(checked.code, checked.msg).toBe(200);
    expect(checked.data).toMatchObject({ problemCount: 0, createdUpload: null });
    expect((checked.data as { rows: unknown[] }).rows).toHaveLength(5);
    expect(await statusOf(oneIds)).toEqual(oneIds.map(() => InventoryStatus.available));

    const created = await send('create', both(upload));
    expect(created.code, created.msg).toBe(200);
    expect(created.msg).toBe('5 ship with label orders created');
    const made = (created.data as { upload: Upload; fresh: boolean }).upload;
    expect((created.data as { fresh: boolean }).fresh).toBe(true);
    expect(made.rows.map((r) => r.oneId)).toEqual(oneIds);
    expect(made.rows.every((r) => /^DS\d{8}$/.test(r.oddNo))).toBe(true);
    expect(new Set(made.rows.map((r) => r.orderId)).size).toBe(5);
    expect(await statusOf(oneIds)).toEqual(oneIds.map(() => 9));

    const order = await calls.seller('/outbound/get', undefined, { id: String(made.rows[0].orderId) });
    const item = (order.data as { kind: number; remark: string; items: { labelFile: string }[] }).items[0];
    expect(order.data).toMatchObject({ kind: 3, remark: 'buyer 1' });
    const pdf = await t.app.inject({
      method: 'GET',
      url: item.labelFile,
      headers: { token: w.seller.token },
    });
    expect(pdf.statusCode, `${item.labelFile} ${pdf.body.slice(0, 200)}`).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const before = await counts();
    const again = await send('create', both(upload));
    expect(again.code).toBe(200);
    expect((again.data as { fresh: boolean; upload: Upload }).fresh).toBe(false);
    expect((again.data as { upload: Upload }).upload.id).toBe(made.id);
    expect(await counts()).toEqual(before);
    const checkedAgain = await send('check', both(upload));
    expect((checkedAgain.data as { createdUpload: { id: number } }).createdUpload.id).toBe(made.id);
  });

  it('a ZIP missing one label names its row and creates nothing', async () => {
    const oneIds = await pairs(db(), 4, w.seller.id, w.ware.id);
    const upload = await aBulkUpload(oneIds, { omit: oneIds[2] });
    const before = await counts();
    const checked = await send('check', both(upload));
    expect(checked.code).toBe(200);
    expect(checked.data).toMatchObject({
      problemCount: 1,
      rows: [],
      problems: [
        { row: 4, column: 'Label file', value: `${oneIds[2]}.pdf`, message: 'this label is not in the ZIP' },
      ],
    });
    const refused = await send('create', both(upload));
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain('Row 4, Label file: this label is not in the ZIP');
    expect((refused.data as { problems: Problem[] }).problems).toHaveLength(1);
    expect(await counts()).toEqual(before);
    expect(await statusOf(oneIds)).toEqual(oneIds.map(() => InventoryStatus.available));
  });

  it("names every bad row: another seller's pair, an unknown one, one in use, a repeat, a stray PDF, a non-PDF", async () => {
    const [mine, busy] = await pairs(db(), 2, w.seller.id, w.ware.id);
    const [theirs] = await pairs(db(), 1, w.seller2.id, w.ware.id);
    await db().updateTable('products').set({ status: 3 }).where('one_id', '=', busy).execute();
    const sheet = await aWorkbook([
      BULK_HEADER,
      [mine, 'a.pdf', ''],
      [theirs, 'b.pdf', ''],
      ['999999999999', 'c.pdf', ''],
      [busy, 'd.pdf', ''],
      [mine, 'e.pdf', ''],
      ['12ab', 'f.pdf', ''],
    ]);
    const label = await aBuyerLabel('x');
    const zip = await aZip([
      ...['a', 'b', 'c', 'd', 'e', 'f', 'stray'].map((n) => ({ name: `${n}.pdf`, bytes: label })),
      { name: 'notes.txt', bytes: Buffer.from('not a label') },
      { name: '__MACOSX/._a.pdf', bytes: Buffer.from('fork') },
    ]);
    const before = await counts();
    const r = await send('create', [
      { name: 'orders.xlsx', bytes: sheet },
      { name: 'labels.zip', bytes: zip },
    ]);
    expect(r.status).toBe(400);
    const problems = (r.data as { problems: Problem[] }).problems;
    expect(problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [3, 'ONE ID', 'not one of your pairs in the warehouse'],
      [4, 'ONE ID', 'not one of your pairs in the warehouse'],
      [5, 'ONE ID', 'not available (item status 3): it is in another order or has left'],
      [6, 'ONE ID', `${mine} appears again (first in row 2)`],
      [7, 'ONE ID', 'a ONE ID is 8 to 15 digits'],
      [null, 'ZIP', 'no row names this PDF'],
      [null, 'ZIP', 'not a PDF: the ZIP may hold label PDFs only'],
    ]);
    expect(problems.slice(5).map((p) => p.value)).toEqual(['stray.pdf', 'notes.txt']);
    expect(await counts()).toEqual(before);
  });

  it('refuses each label a single upload refuses, with the same message, and creates nothing', async () => {
    const bad = Object.keys(BAD_LABELS) as BadLabel[];
    const oneIds = await pairs(db(), bad.length, w.seller.id, w.ware.id);
    const sheet = await aWorkbook([BULK_HEADER, ...bad.map((name, i) => [oneIds[i], `${name}.pdf`, ''])]);
    const zip = await aZip(
      await Promise.all(bad.map(async (name) => ({ name: `${name}.pdf`, bytes: await BAD_LABELS[name]() }))),
    );
    const before = await counts();
    const r = await send('create', [
      { name: 'orders.xlsx', bytes: sheet },
      { name: 'labels.zip', bytes: zip },
    ]);
    expect(r.status).toBe(400);
    const problems = (r.data as { problems: Problem[] }).problems;
    expect(problems.map((p) => [p.row, p.column, p.message])).toEqual(
      bad.map((name, i) => [
        i + 2,
        'Label file',
        translate('en_us', labelPdfMessage(name), LABEL_PDF_LIMITS),
      ]),
    );
    expect(await counts()).toEqual(before);
  });

  it('answers the problems in Chinese to a Chinese seller', async () => {
    const oneIds = await pairs(db(), 2, w.seller.id, w.ware.id);
    const upload = await aBulkUpload(oneIds, { omit: oneIds[0] });
    const r = await send('check', both(upload), w.seller.token, 'zh_cn');
    expect((r.data as { problems: Problem[] }).problems[0]).toMatchObject({
      row: 2,
      column: '面单文件名',
      message: 'ZIP中没有此面单',
    });
  });

  it.each([
    [['a.xlsx', 'b.zip', 'c.zip'], 'At most 2 files: one Excel sheet and one ZIP'],
    [['a.xlsx', 'b.xlsx'], 'No duplicate file type: one Excel sheet and one ZIP'],
    [['a.xlsx', 'b.pdf'], 'Excel or ZIP only'],
    [['a.zip'], 'The Excel sheet is missing: upload it with the ZIP'],
  ])('refuses the files %j: %s', async (names, msg) => {
    const before = await counts();
    const r = await send(
      'create',
      names.map((name) => ({ name, bytes: Buffer.from('x') })),
    );
    expect([r.status, r.msg]).toEqual([400, msg]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a ZIP that is not one, and a sheet over 500 rows, before anything', async () => {
    const [oneId] = await pairs(db(), 1, w.seller.id, w.ware.id);
    const { sheet } = await aBulkUpload([oneId]);
    const notZip = await send('check', [
      { name: 'a.xlsx', bytes: sheet },
      { name: 'b.zip', bytes: Buffer.from('plain text') },
    ]);
    expect(notZip.status).toBe(400);
    expect(notZip.msg).toMatch(/^The ZIP cannot be read/);
    const long = await aWorkbook([
      BULK_HEADER,
      ...Array.from({ length: 501 }, (_, i) => [`${100000000 + i}`, `${i}.pdf`]),
    ]);
    const tooMany = await send('check', [
      { name: 'a.xlsx', bytes: long },
      { name: 'b.zip', bytes: await aZip([]) },
    ]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.msg).toContain('more than 500 rows');
  });

  it("lists the seller's uploads and shows one; another seller's is not found", async () => {
    const oneIds = await pairs(db(), 2, w.seller.id, w.ware.id);
    const created = await send('create', both(await aBulkUpload(oneIds)));
    const id = (created.data as { upload: Upload }).upload.id;
    const list = await calls.seller('/outbound/bulkDropship/list', {});
    expect((list.data as { data: { id: number }[] }).data[0].id).toBe(id);
    const shown = await calls.seller('/outbound/bulkDropship/get', undefined, { id: String(id) });
    expect((shown.data as Upload).rows.map((r) => r.orderStatus)).toEqual([1, 1]);
    const theirs = await calls.seller2('/outbound/bulkDropship/get', undefined, { id: String(id) });
    expect(theirs.status).toBe(404);
    const theirList = await calls.seller2('/outbound/bulkDropship/list', {});
    expect((theirList.data as { totalCount: number }).totalCount).toBe(0);
  });

  it('offers the template in the caller language', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/business/outbound/bulkDropship/template',
      headers: { token: w.seller.token, language: 'zh_cn' },
    });
    expect(r.statusCode).toBe(200);
    expect((await readWorkbook(r.rawPayload))[0]).toEqual(['ONE ID', '面单文件名', '备注']);
  });
});

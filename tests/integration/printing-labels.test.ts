import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../src/server/kernel/printing/test-kit';
import { anInspectedItem } from '../fixtures/inventory';
import type { InboundWorld } from '../fixtures/inbound';
import { anInboundSuite } from '../fixtures/inbound-suite';
import { testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testEngines())('ONE ID labels printed again on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;

  anInboundSuite(engine, (suite) => {
    ({ t, w } = suite);
  });

  const label = (host: string, token: string, query: string, wareId?: number) =>
    t.app.inject({
      url: `/api/${host}/sys_prod/label?${query}`,
      headers: { token, ...(wareId ? { wareId: String(wareId) } : {}) },
    });

  it('prints an inspected pair its 4in x 6in label as a PDF, with its ONE ID, SKU and size', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w);
    const r = await label('warehouse', w.staff.token, `oneId=${item.oneId}`, w.ware.id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(r.rawPayload);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    const [texts] = await pdfPageTexts(r.rawPayload);
    expect(texts).toContain(item.oneId);
  });

  it('prints it as ZPL for a Zebra, with copies, as a download', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w);
    const r = await label('warehouse', w.staff.token, `oneId=${item.oneId}&format=zpl&copies=3`, w.ware.id);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/zpl');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="${item.oneId}.zpl"`);
    expect(r.body).toMatch(/^\^XA\n/);
    expect(r.body).toContain(`^BCN,`);
    expect(r.body).toContain(`^FD${item.oneId}^FS`);
    expect(r.body).toContain('^PQ3,0,1,Y\n^XZ');
  });

  it('answers 404 for a pair the caller cannot see, 400 for a bad format or copies', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w);
    expect((await label('warehouse', w.staff.token, 'oneId=99999999', w.ware.id)).statusCode).toBe(404);
    expect((await label('business', w.seller.token, `oneId=${item.oneId}`)).statusCode).toBe(404);
    expect(
      (await label('warehouse', w.staff.token, `oneId=${item.oneId}&format=png`, w.ware.id)).statusCode,
    ).toBe(400);
    expect(
      (await label('warehouse', w.staff.token, `oneId=${item.oneId}&copies=21`, w.ware.id)).statusCode,
    ).toBe(400);
  });
});

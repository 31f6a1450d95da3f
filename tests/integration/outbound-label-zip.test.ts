import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../src/domain/outbound/outbound';
import { WarehousePermission } from '../../src/domain/kernel/permissions';
import { aBuyerLabel } from '../fixtures/bulk-dropship';
import { anOutboundWorld, outboundCalls, pairs, uploadLabel } from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { assignWarehouse } from '../fixtures/warehouses';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * POST /sys_ware_out_batch/zipLabel: the labels of a set of orders as one streamed zip, on the
 * warehouse portal (its own warehouse's orders) and the admin's; a missing label or an order
 * elsewhere answers before any byte of a zip is sent.
 */
describe.each(testEngines())('the zip of order labels on %s', (engine) => {
  let t: TestApp;
  let w: OutboundWorld;
  let calls: ReturnType<typeof outboundCalls>;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await anOutboundWorld(t);
    calls = outboundCalls(t.app, w);
    await assignWarehouse(db(), w.staff.id, w.ware.id);
  });
  afterAll(() => t.close());

  let labels = 0;
  /** A label PDF the seller uploaded through the label upload, and its bytes. */
  async function uploadedLabel(token: string): Promise<{ url: string; bytes: Buffer }> {
    labels += 1;
    const bytes = await aBuyerLabel(`Label ${labels}`);
    const r = await uploadLabel(t.app, token, bytes);
    expect(r.code, r.msg).toBe(200);
    return { url: r.data as string, bytes };
  }

  async function shipWithLabel(wareId: number, count: number) {
    const oneIds = await pairs(db(), count, w.seller.id, wareId);
    const files = await Promise.all(oneIds.map(() => uploadedLabel(w.seller.token)));
    const made = await calls.seller('/outbound/shipWithLabel/create', {
      items: oneIds.map((oneId, i) => ({ oneId, labelFile: files[i].url })),
    });
    expect(made.code, made.msg).toBe(200);
    return { order: made.data as OrderView, oneIds, files };
  }

  const zip = (host: 'warehouse' | 'admin', token: string, orderIds: unknown, wareId = w.ware.id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${host}/sys_ware_out_batch/zipLabel`,
      headers: { token, wareId: String(wareId) },
      payload: { orderIds },
    });

  it('streams one PDF per pair, named by order and ONE ID, with the bytes the seller uploaded', async () => {
    const a = await shipWithLabel(w.ware.id, 2);
    const b = await shipWithLabel(w.ware.id, 1);
    for (const [host, token] of [
      ['warehouse', w.staff.token],
      ['admin', w.root],
    ] as const) {
      const answer = await zip(host, token, [a.order.id, b.order.id, a.order.id]);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/zip');
      expect(answer.headers['content-disposition']).toMatch(
        /^attachment; filename="labels-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      const bytes = answer.rawPayload;
      expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
      // Stored, not deflated: each label's bytes and name are in the archive as they are.
      for (const made of [a, b])
        made.oneIds.forEach((oneId, i) => {
          expect(bytes.includes(Buffer.from(`${made.order.oddNo}/${oneId}.pdf`)), oneId).toBe(true);
          expect(bytes.includes(made.files[i].bytes), oneId).toBe(true);
        });
      const central = bytes.readUInt16LE(bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 10);
      expect(central).toBe(3);
    }
  });

  it("answers an order of another warehouse as not found on the warehouse portal, and the admin's zip holds it", async () => {
    const elsewhere = await shipWithLabel(w.otherWare.id, 1);
    const refused = await zip('warehouse', w.staff.token, [elsewhere.order.id]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().msg).toBe(`Order ${elsewhere.order.id} was not found`);
    const admin = await zip('admin', w.root, [elsewhere.order.id]);
    expect(admin.statusCode).toBe(200);
  });

  it('names the pair whose label file is gone, before any zip is sent', async () => {
    const made = await shipWithLabel(w.ware.id, 1);
    await db()
      .updateTable('outbound_order_items')
      .set({ label_file: '0'.repeat(64) })
      .where('order_id', '=', made.order.id)
      .execute();
    const answer = await zip('warehouse', w.staff.token, [made.order.id]);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/json/);
    expect(answer.json().msg).toBe(
      `The label is missing and cannot be printed: order ${made.order.oddNo}, ${made.oneIds[0]}`,
    );
  });

  it('refuses no orders, too many, or ids that are not ids, and staff without the batch grant', async () => {
    for (const bad of [[], Array.from({ length: 1001 }, (_, i) => i + 1), ['x'], [0], 'all'])
      expect((await zip('warehouse', w.staff.token, bad)).statusCode, JSON.stringify(bad).slice(0, 30)).toBe(
        400,
      );
    await db()
      .updateTable('user_warehouses')
      .set({
        permissions: JSON.stringify([
          { permissionId: WarehousePermission.outboundBatch, actionList: ['query'] },
        ]),
      })
      .where('user_id', '=', w.staff.id)
      .execute();
    const forbidden = await zip('warehouse', w.staff.token, [1]);
    expect(forbidden.statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anOutboundWorld, outboundCalls, pairs } from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/** Boxes of a reship order: pairs of the order packed together, never across warehouses, and unpacked. */

const ADDRESS = { name: 'Ann Seller', street1: '9 Home Rd', city: 'Reno', state: 'NV', zip: '89501' };
type Boxes = { boxes: { id: number; boxNo: string; oneIds: string[] }[]; editable: boolean };

describe.each(testEngines())('reship boxes on %s', { timeout: 120_000 }, (engine) => {
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
  async function aReship(count: number) {
    const oneIds = await pairs(db(), count, w.seller.id, w.ware.id);
    const made = await calls.seller('/outbound/reship/create', { oneIds, address: ADDRESS, remark: '' });
    expect(made.code, made.msg).toBe(200);
    return { id: (made.data as { id: number; oddNo: string }).id, oneIds };
  }
  const boxesOf = async (orderId: number) =>
    (await calls.seller('/outbound/box/list', undefined, { orderId: String(orderId) })).data as Boxes;

  it('packs pairs of the order in a box and unpacks it; a pair is in one box only', async () => {
    const order = await aReship(4);
    const made = await calls.seller('/outbound/box/create', {
      orderId: order.id,
      oneIds: order.oneIds.slice(0, 3),
    });
    expect(made.code, made.msg).toBe(200);
    expect(made.msg).toBe('Box created');
    const again = await calls.seller('/outbound/box/create', {
      orderId: order.id,
      oneIds: [order.oneIds[2], order.oneIds[3]],
    });
    expect([again.status, again.msg]).toEqual([409, `Already in a box: ${order.oneIds[2]}`]);
    const listed = await boxesOf(order.id);
    expect(listed.editable).toBe(true);
    expect(listed.boxes).toHaveLength(1);
    expect(listed.boxes[0].oneIds).toEqual([...order.oneIds.slice(0, 3)].sort());
    const admin = await calls.admin('/outbound/box/list', undefined, { orderId: String(order.id) });
    expect((admin.data as Boxes).boxes[0].boxNo).toBe(listed.boxes[0].boxNo);

    const unpacked = await calls.seller('/outbound/box/unpack', { id: listed.boxes[0].id });
    expect(unpacked.code, unpacked.msg).toBe(200);
    expect((unpacked.data as Boxes).boxes).toEqual([]);
    const repacked = await calls.seller('/outbound/box/create', {
      orderId: order.id,
      oneIds: [order.oneIds[2], order.oneIds[3]],
    });
    expect(repacked.code).toBe(200);
  });

  it('never across warehouses: a pair of another warehouse is refused with the spec message', async () => {
    const order = await aReship(2);
    const [elsewhere] = await pairs(db(), 1, w.seller.id, w.otherWare.id);
    // The pair moved to another warehouse after the order was made (the order's items are one warehouse).
    await db()
      .insertInto('outbound_order_items')
      .values({
        order_id: order.id,
        product_id: (
          await db()
            .selectFrom('products')
            .select('id')
            .where('one_id', '=', elsewhere)
            .executeTakeFirstOrThrow()
        ).id,
        one_id: elsewhere,
        from_user_id: w.seller.id,
        open: false,
      })
      .execute();
    const r = await calls.seller('/outbound/box/create', {
      orderId: order.id,
      oneIds: [order.oneIds[0], elsewhere],
    });
    expect([r.status, r.msg]).toEqual([409, 'Cross-warehouse box creation is disallowed']);
    expect((await boxesOf(order.id)).boxes).toEqual([]);
  });

  it("refuses pairs not in the order, another seller's order (404), and boxes once the order is closed", async () => {
    const order = await aReship(2);
    const [outside] = await pairs(db(), 1, w.seller.id, w.ware.id);
    const notIn = await calls.seller('/outbound/box/create', {
      orderId: order.id,
      oneIds: [order.oneIds[0], outside],
    });
    expect([notIn.status, notIn.msg]).toEqual([409, `Not in this order: ${outside}`]);
    const theirs = await calls.seller2('/outbound/box/create', { orderId: order.id, oneIds: order.oneIds });
    expect(theirs.status).toBe(404);
    expect((await calls.seller2('/outbound/box/list', undefined, { orderId: String(order.id) })).status).toBe(
      404,
    );

    const boxed = await calls.seller('/outbound/box/create', { orderId: order.id, oneIds: order.oneIds });
    const recalled = await calls.seller('/sys_prod/cancel', undefined, { id: String(order.id), type: '4' });
    expect(recalled.code, recalled.msg).toBe(200);
    const closed = await boxesOf(order.id);
    expect(closed.editable).toBe(false);
    const unpack = await calls.seller('/outbound/box/unpack', { id: (boxed.data as { id: number }).id });
    expect(unpack.status).toBe(409);
    expect(unpack.msg).toMatch(/has left or closed/);
  });

  it('refuses a box of one pair', async () => {
    const order = await aReship(2);
    const one = await calls.seller('/outbound/box/create', { orderId: order.id, oneIds: [order.oneIds[0]] });
    expect(one.status).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { ProductEventType } from '../../src/domain/kernel/events';
import { InventoryStatus } from '../../src/domain/kernel/products';
import { anInspectedItem } from '../fixtures/inventory';
import { inWarehouse } from '../fixtures/inbound';
import type { InboundWorld } from '../fixtures/inbound';
import { anInboundSuite } from '../fixtures/inbound-suite';
import type { InboundSuite } from '../fixtures/inbound-suite';
import { testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type SwitchPage = {
  totalCount: number;
  data: {
    oddNo: string;
    reason: string;
    operator: string;
    toUser: { id: number };
    items: { oneId: string; fromUser: { id: number }; orderNo: string | null }[];
  }[];
};

describe.each(testEngines())('switch user (ChangeWarehouse) on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let wh: InboundSuite['wh'];
  anInboundSuite(engine, (suite) => {
    ({ t, w, wh } = suite);
  });

  it('moves items to another seller through a completed switch user order, a 712 event per item, and lists the record', async () => {
    const a = await anInspectedItem(t.app, t.database.db, w);
    const b = await anInspectedItem(t.app, t.database.db, w, { shelve: false });
    const r = await wh('/switch_user/create', {
      oneIds: [a.oneId, b.oneId],
      toUserId: w.seller2.id,
      reason: 'Sold between sellers',
    });
    expect(r.code, r.msg).toBe(200);
    expect(r.msg).toBe('Items switched to the new owner');
    const oddNo = (r.data as { oddNo: string }).oddNo;
    expect(oddNo).toMatch(/^SW\d{8}$/);

    const rows = await t.database.db
      .selectFrom('products')
      .select(['shop_user_id', 'status'])
      .where('id', 'in', [a.id, b.id])
      .execute();
    expect(rows).toEqual([
      { shop_user_id: w.seller2.id, status: InventoryStatus.available },
      { shop_user_id: w.seller2.id, status: InventoryStatus.available },
    ]);
    // The warehouse's direct switch is a switch user order (kind 7) created completed, by the engine.
    const orders = await t.database.db
      .selectFrom('outbound_orders')
      .select(['odd_no', 'kind', 'status', 'shop_user_id', 'target_user_id', 'fee_cents', 'remark'])
      .where('remark', 'like', `${oddNo}:%`)
      .execute();
    expect(orders).toEqual([
      {
        odd_no: expect.stringMatching(/^SU\d{8}$/),
        kind: 7,
        status: 4,
        shop_user_id: w.seller.id,
        target_user_id: w.seller2.id,
        fee_cents: 0,
        remark: `${oddNo}: Sold between sellers`,
      },
    ]);
    const events = await t.database.db
      .selectFrom('product_events')
      .select(['one_id', 'odd_no', 'out_type', 'flow_status'])
      .where('type', '=', ProductEventType.switchUserResult)
      .where('odd_no', '=', orders[0].odd_no)
      .orderBy('one_id')
      .execute();
    expect(events).toEqual(
      [a.oneId, b.oneId]
        .sort()
        .map((oneId) => ({ one_id: oneId, odd_no: orders[0].odd_no, out_type: 7, flow_status: 4 })),
    );

    const list = (await wh('/switch_user/list', { oneId: b.oneId })).data as SwitchPage;
    expect(list.totalCount).toBe(1);
    expect(list.data[0]).toMatchObject({
      oddNo,
      reason: 'Sold between sellers',
      toUser: { id: w.seller2.id },
    });
    expect(list.data[0].items.map((i) => [i.fromUser.id, i.orderNo])).toEqual([
      [w.seller.id, orders[0].odd_no],
      [w.seller.id, orders[0].odd_no],
    ]);
    expect(list.data[0].operator).toMatch(/^Staff /);
  });

  it('refuses unknown or foreign ONE IDs, busy items, a missing reason and an unknown seller, moving nothing', async () => {
    const a = await anInspectedItem(t.app, t.database.db, w);
    const unknown = await wh('/switch_user/create', {
      oneIds: [a.oneId, '99999999'],
      toUserId: w.seller2.id,
      reason: 'x',
    });
    expect([unknown.status, unknown.msg]).toEqual([404, 'Not in this warehouse: 99999999']);
    const elsewhere = await inWarehouse(
      t.app,
      w.staff.token,
      w.otherWare.id,
    )('/switch_user/create', { oneIds: [a.oneId], toUserId: w.seller2.id, reason: 'x' });
    expect(elsewhere.status).toBe(403);
    const noReason = await wh('/switch_user/create', {
      oneIds: [a.oneId],
      toUserId: w.seller2.id,
      reason: '  ',
    });
    expect([noReason.status, noReason.msg]).toEqual([400, 'Invalid reason: a reason is required']);
    const noSeller = await wh('/switch_user/create', {
      oneIds: [a.oneId],
      toUserId: w.staff.id,
      reason: 'x',
    });
    expect(noSeller.status).toBe(404);
    const same = await wh('/switch_user/create', { oneIds: [a.oneId], toUserId: w.seller.id, reason: 'x' });
    expect(same.status).toBe(409);
    await t.database.db
      .updateTable('products')
      .set({ status: InventoryStatus.outbounding })
      .where('id', '=', a.id)
      .execute();
    const busy = await wh('/switch_user/create', { oneIds: [a.oneId], toUserId: w.seller2.id, reason: 'x' });
    expect([busy.status, busy.msg]).toEqual([
      409,
      `Only available items can be switched (an item in an open order moves with its order): ${a.oneId}`,
    ]);
    const row = await t.database.db
      .selectFrom('products')
      .select('shop_user_id')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.shop_user_id).toBe(w.seller.id);
    const records = await t.database.db
      .selectFrom('switch_record_items')
      .select('one_id')
      .where('one_id', '=', a.oneId)
      .execute();
    expect(records).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ProductEventType } from '../../src/domain/events';
import { InventoryStatus } from '../../src/domain/products';
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
    items: { oneId: string; fromUser: { id: number } }[];
  }[];
};

describe.each(testEngines())('switch user (ChangeWarehouse) on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let wh: InboundSuite['wh'];
  anInboundSuite(engine, (suite) => {
    ({ t, w, wh } = suite);
  });

  it('moves items to another seller with a reason, writes a 712 event per item and lists the record', async () => {
    const a = await anInspectedItem(t.app, t.database.db, w);
    const b = await anInspectedItem(t.app, t.database.db, w, { shelve: false });
    await t.database.db
      .updateTable('products')
      .set({ status: InventoryStatus.switchUser })
      .where('id', '=', b.id)
      .execute();
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
    const events = await t.database.db
      .selectFrom('product_events')
      .select(['one_id', 'odd_no'])
      .where('type', '=', ProductEventType.switchUserResult)
      .execute();
    expect(
      events
        .filter((e) => e.odd_no === oddNo)
        .map((e) => e.one_id)
        .sort(),
    ).toEqual([a.oneId, b.oneId].sort());

    const list = (await wh('/switch_user/list', { oneId: b.oneId })).data as SwitchPage;
    expect(list.totalCount).toBe(1);
    expect(list.data[0]).toMatchObject({
      oddNo,
      reason: 'Sold between sellers',
      toUser: { id: w.seller2.id },
    });
    expect(list.data[0].items.map((i) => i.fromUser.id)).toEqual([w.seller.id, w.seller.id]);
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
      `Only available items or items waiting for a switch user can be switched: ${a.oneId}`,
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundBatchStatus } from '../../src/domain/outbound/batches';
import type { BatchDetail, BatchView, WaitingOrderView } from '../../src/domain/outbound/batches';
import { fullGrant, StockPage, TaskPage } from '../../src/domain/kernel/permissions';
import { PortalId } from '../../src/domain/kernel/users';
import { anAdminRole } from '../fixtures/accounts';
import { batchWorld } from '../fixtures/outbound-batches';
import { anOutboundWorld } from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { loggedInUser } from '../fixtures/users';
import { assignWarehouse } from '../fixtures/warehouses';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * TaskManage/BatchTask (issue 16): the admin's work view of every warehouse's outbound batches. It
 * lists them by warehouse, status, batch number and day made, makes a batch for a chosen warehouse
 * with the warehouse's own service, and cancels one the rules allow; task management's actions guard
 * each step.
 */
describe.each(testEngines())('admin batch tasks on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let w: OutboundWorld;
  let b: ReturnType<typeof batchWorld>;
  let viewer: { token: string };
  let stockOnly: { token: string };
  const db = () => t.database.db;
  const admin = (path: string, body?: unknown, query?: Record<string, string>, token = w.root) =>
    call(t.app, { url: `/api/admin/outbound/batch_task${path}`, token, body, query });
  const listed = async (body: Record<string, unknown>) => {
    const r = await admin('/list', { size: 100, ...body });
    expect(r.code, r.msg).toBe(200);
    return (r.data as { data: BatchView[] }).data;
  };
  const batchCount = async () => (await db().selectFrom('outbound_batches').select('id').execute()).length;

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await anOutboundWorld(t);
    await assignWarehouse(db(), w.staff.id, w.ware.id);
    b = batchWorld(t, w);
    const readOnly = await anAdminRole(db(), [fullGrant(TaskPage.taskManage, ['query', 'get'])]);
    viewer = await loggedInUser(t.app, db(), { userType: PortalId.admin, roleId: readOnly });
    const stockRole = await anAdminRole(db(), [fullGrant(StockPage.stock)]);
    stockOnly = await loggedInUser(t.app, db(), { userType: PortalId.admin, roleId: stockRole });
  });
  afterAll(() => t.close());

  it("makes a batch for the warehouse it names from that warehouse's paid orders, and opens it", async () => {
    const a = await b.paidOrder(4, 2, ['A-2']);
    const c = await b.paidOrder(3, 1, ['A-1']);
    const waiting = await admin('/waiting', { wareId: w.ware.id, size: 100 });
    expect(waiting.code, waiting.msg).toBe(200);
    const ids = (waiting.data as { data: WaitingOrderView[] }).data.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, c.id]));
    const elsewhere = await admin('/waiting', { wareId: w.otherWare.id });
    expect((elsewhere.data as { totalCount: number }).totalCount).toBe(0);

    const made = await admin('/generate', { wareId: w.ware.id, orderIds: [a.id, c.id] });
    expect(made.code, made.msg).toBe(200);
    expect(made.msg).toBe('Batch generated');
    const batch = made.data as BatchDetail;
    expect(batch).toMatchObject({
      wareId: w.ware.id,
      status: OutboundBatchStatus.generated,
      orders: 2,
      items: 3,
    });
    expect(batch.createdBy).toBe('Super administrator');
    expect(batch.lines.map((l) => l.shelfName)).toEqual(['A-1', 'A-2', 'A-2']);
    // The warehouse sees the admin's batch as its own, to pick on its tablets.
    expect((await b.batch(batch.id)).batchNo).toBe(batch.batchNo);
    const detail = await admin('/get', undefined, { id: String(batch.id) });
    expect((detail.data as BatchDetail).lines).toHaveLength(3);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity_id', '=', batch.batchNo)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('outbound.batch.generate');
  });

  it('lists every warehouse’s batches by warehouse, status, batch number and day made', async () => {
    const o = await b.paidOrder(4, 1, ['B-1']);
    const batch = await b.generate([o.id]);
    const tab = b.tablet();
    await tab.sync([b.pick(tab, batch.id, o.items[0].oneId)]);
    const mine = await listed({ wareId: w.ware.id });
    const row = mine.find((r) => r.id === batch.id);
    expect(row).toMatchObject({
      status: OutboundBatchStatus.pendingOutbound,
      picked: 1,
      items: 1,
      orders: 1,
      shipped: 0,
      createdBy: 'Ship Staff',
      wareName: expect.any(String),
    });
    expect(mine.map((r) => r.id)).toEqual([...mine.map((r) => r.id)].sort((x, y) => y - x));
    expect(await listed({ wareId: w.otherWare.id })).toEqual([]);
    expect((await listed({ status: OutboundBatchStatus.pendingOutbound })).map((r) => r.id)).toContain(
      batch.id,
    );
    expect((await listed({ status: OutboundBatchStatus.cancelled })).map((r) => r.id)).not.toContain(
      batch.id,
    );
    expect((await listed({ batchNo: batch.batchNo.toLowerCase() })).map((r) => r.id)).toEqual([batch.id]);
    const today = new Date();
    const dayAfter = new Date(today.getTime() + 86_400_000);
    const inWindow = await listed({
      beginTime: new Date(today.getTime() - 3_600_000).toISOString(),
      endTime: dayAfter.toISOString(),
    });
    expect(inWindow.map((r) => r.id)).toContain(batch.id);
    expect(await listed({ beginTime: dayAfter.toISOString() })).toEqual([]);
  });

  it('cancels a batch before anything of it left, and refuses one cancelled already', async () => {
    const o = await b.paidOrder(3, 1, ['C-1']);
    const batch = await b.generate([o.id]);
    const cancelled = await admin('/cancel', { id: batch.id });
    expect(cancelled.code, cancelled.msg).toBe(200);
    expect((cancelled.data as BatchDetail).status).toBe(OutboundBatchStatus.cancelled);
    // Its order waits again, for the admin as for the warehouse.
    const waiting = await admin('/waiting', { wareId: w.ware.id, size: 100 });
    expect((waiting.data as { data: WaitingOrderView[] }).data.map((x) => x.id)).toContain(o.id);
    const again = await admin('/cancel', { id: batch.id });
    expect(again.status).toBe(409);
    expect(again.msg).toBe(
      `Batch ${batch.batchNo} cannot be cancelled: pairs of it have left the warehouse, or it is cancelled already`,
    );
    const unknown = await admin('/cancel', { id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.msg).toBe('Batch 999999 was not found');
  });

  it('refuses an admin without the action, a seller and the warehouse portal, and changes nothing', async () => {
    const o = await b.paidOrder(4, 1, ['D-1']);
    const before = await batchCount();
    expect((await admin('/list', {}, undefined, viewer.token)).code).toBe(200);
    const add = await admin('/generate', { wareId: w.ware.id, orderIds: [o.id] }, undefined, viewer.token);
    expect(add.status).toBe(403);
    const live = (await listed({ status: OutboundBatchStatus.generated }))[0];
    const cancel = await admin('/cancel', { id: live.id }, undefined, viewer.token);
    expect(cancel.status).toBe(403);
    expect((await admin('/list', {}, undefined, stockOnly.token)).status).toBe(403);
    expect((await admin('/list', {}, undefined, w.seller.token)).status).toBe(403);
    const fromWarehouse = await call(t.app, {
      url: '/api/warehouse/outbound/batch_task/list',
      token: w.staff.token,
      body: {},
      headers: { wareId: String(w.ware.id) },
    });
    expect(fromWarehouse.status).toBe(404);
    expect(await batchCount()).toBe(before);
    expect((await listed({ status: OutboundBatchStatus.generated }))[0].status).toBe(
      OutboundBatchStatus.generated,
    );
  });

  it('answers bad input with a message naming what is wrong, and makes no batch', async () => {
    const before = await batchCount();
    const noWarehouse = await admin('/generate', {});
    expect(noWarehouse.status).toBe(400);
    expect(noWarehouse.msg).toMatch(/wareId/);
    const unknownWarehouse = await admin('/generate', { wareId: 999_999 });
    expect(unknownWarehouse.status).toBe(404);
    expect(unknownWarehouse.msg).toBe('Warehouse 999999 does not exist');
    const empty = await admin('/generate', { wareId: w.ware.id, orderIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.msg).toMatch(/choose at least one order/);
    const twice = await admin('/generate', { wareId: w.ware.id, orderIds: [5, 5] });
    expect(twice.status).toBe(400);
    expect(twice.msg).toMatch(/the same order twice/);
    const nothing = await admin('/generate', { wareId: w.otherWare.id });
    expect(nothing.status).toBe(409);
    expect(nothing.msg).toBe('No order is waiting for a batch in this warehouse');
    const status = await admin('/list', { status: 9 });
    expect(status.status).toBe(400);
    expect(status.msg).toMatch(/status/);
    const day = await admin('/list', { beginTime: 'yesterday' });
    expect(day.status).toBe(400);
    expect(day.msg).toMatch(/beginTime/);
    const stray = await admin('/list', { kind: 3 });
    expect(stray.status).toBe(400);
    expect(await batchCount()).toBe(before);
  });
});

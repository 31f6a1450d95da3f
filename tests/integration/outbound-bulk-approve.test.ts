import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductEventType } from '../../src/domain/kernel/events';
import type { BulkApproveAnswer, OrderView } from '../../src/domain/outbound/outbound';
import { anOutboundWorld, outboundCalls, pairs } from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Bulk approval from the audit lists: each order on its own transaction, refusals reported per order
 * without undoing the others, and two admins approving the same orders at once approve each once.
 */

const ADDRESS = { name: 'Bulk Test', street1: '2 Audit Way', city: 'Reno', state: 'NV', zip: '89501' };
const NOT_NOW = /^Order (RS|SU|CO)\d{8} cannot be approved in its current status \(\d+\)$/;

describe.each(testEngines())('bulk approval of outbound orders on %s', { timeout: 300_000 }, (engine) => {
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
  async function order(kind: 'reship' | 'switchUser' | 'cashOut'): Promise<OrderView> {
    const oneIds = await pairs(db(), 2, w.seller.id, w.ware.id);
    const body =
      kind === 'reship'
        ? { oneIds, address: ADDRESS }
        : kind === 'switchUser'
          ? { oneIds, toUid: w.seller2.uid }
          : { oneIds };
    const made = await calls.seller(`/outbound/${kind}/create`, body);
    expect(made.code, made.msg).toBe(200);
    return made.data as OrderView;
  }
  const statusOf = async (id: number) =>
    (await db().selectFrom('outbound_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
  const resultEvents = (oddNo: string, type: number) =>
    db()
      .selectFrom('product_events')
      .select('one_id')
      .where('odd_no', '=', oddNo)
      .where('type', '=', type)
      .execute();

  it('approves each order it can and says why it refused the others, without undoing the approved', async () => {
    const reship = await order('reship');
    const recalled = await order('switchUser');
    expect(
      (await calls.seller('/sys_prod/cancel', undefined, { id: String(recalled.id), type: '7' })).code,
    ).toBe(200);
    const cashOut = await order('cashOut');
    const switchUser = await order('switchUser');
    const missing = 2_000_000_000;

    const answer = await calls.admin('/outbound/bulkApprove', {
      ids: [reship.id, recalled.id, cashOut.id, missing, switchUser.id],
    });
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.msg).toBe('2 approved, 3 refused');
    const { results, approved, refused } = answer.data as BulkApproveAnswer;
    expect([approved, refused]).toEqual([2, 3]);
    expect(results.map((r) => [r.id, r.ok])).toEqual([
      [reship.id, true],
      [recalled.id, false],
      [cashOut.id, false],
      [missing, false],
      [switchUser.id, true],
    ]);
    expect(results[0]).toEqual({ id: reship.id, ok: true, oddNo: reship.oddNo, status: 3 });
    expect(results[1]).toMatchObject({ ok: false, oddNo: recalled.oddNo, code: 409 });
    expect((results[1] as { msg: string }).msg).toMatch(NOT_NOW);
    expect(results[2]).toMatchObject({ ok: false, oddNo: cashOut.oddNo, code: 409 });
    expect(results[3]).toEqual({
      id: missing,
      ok: false,
      oddNo: null,
      code: 404,
      msg: `Order ${missing} was not found`,
    });

    expect(await statusOf(reship.id)).toBe(3);
    expect(await statusOf(switchUser.id)).toBe(3);
    expect(await statusOf(recalled.id)).toBe(5);
    expect(await statusOf(cashOut.id)).toBe(1);
    expect(await resultEvents(reship.oddNo, ProductEventType.reshipResult)).toHaveLength(2);
  });

  it('answers refusals in the language of the request', async () => {
    const cashOut = await order('cashOut');
    const answer = await call(t.app, {
      url: '/api/admin/outbound/bulkApprove',
      token: w.root,
      body: { ids: [cashOut.id] },
      headers: { language: 'zh_cn' },
    });
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.msg).toBe('已审核通过 0 个，被拒绝 1 个');
    const [result] = (answer.data as BulkApproveAnswer).results;
    expect(result).toMatchObject({ ok: false, code: 409 });
    expect((result as { msg: string }).msg).not.toMatch(/cannot be approved/);
  });

  it('two admins approving the same orders at once: each order is approved once, the other is told 409', async () => {
    const orders = [await order('reship'), await order('switchUser'), await order('reship')];
    const ids = orders.map((o) => o.id);
    // Two browsers: one bulk-approves all three while the other approves the same three, in the other order.
    const [first, second] = await Promise.all([
      calls.admin('/outbound/bulkApprove', { ids }),
      calls.admin('/outbound/bulkApprove', { ids: [...ids].reverse() }),
    ]);
    expect(first.code, first.msg).toBe(200);
    expect(second.code, second.msg).toBe(200);
    const all = [...(first.data as BulkApproveAnswer).results, ...(second.data as BulkApproveAnswer).results];
    for (const o of orders) {
      const outcomes = all.filter((r) => r.id === o.id);
      expect(outcomes.filter((r) => r.ok)).toHaveLength(1);
      const loser = outcomes.find((r) => !r.ok) as { code: number; msg: string };
      expect(loser.code).toBe(409);
      expect(loser.msg).toMatch(NOT_NOW);
      expect(await statusOf(o.id)).toBe(3);
      const event = o.oddNo.startsWith('RS')
        ? ProductEventType.reshipResult
        : ProductEventType.switchUserResult;
      expect(await resultEvents(o.oddNo, event)).toHaveLength(2);
    }
  });

  it('a single approval racing a bulk approval: one approval, the other a clear 409', async () => {
    const o = await order('reship');
    const [bulk, single] = await Promise.all([
      calls.admin('/outbound/bulkApprove', { ids: [o.id] }),
      calls.admin('/outbound/approve', { id: o.id }),
    ]);
    const bulkOk = (bulk.data as BulkApproveAnswer).results[0].ok;
    expect([bulkOk, single.code === 200].filter(Boolean)).toHaveLength(1);
    if (bulkOk) {
      expect(single.status).toBe(409);
      expect(single.msg).toMatch(NOT_NOW);
    } else {
      expect((bulk.data as BulkApproveAnswer).results[0]).toMatchObject({ code: 409 });
    }
    expect(await resultEvents(o.oddNo, ProductEventType.reshipResult)).toHaveLength(2);
  });

  it('refuses an empty list, the same order twice or a seller caller, and changes nothing', async () => {
    const o = await order('reship');
    const empty = await calls.admin('/outbound/bulkApprove', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.msg).toMatch(/choose at least one order/);
    const twice = await calls.admin('/outbound/bulkApprove', { ids: [o.id, o.id] });
    expect(twice.status).toBe(400);
    expect(twice.msg).toMatch(/the same order twice/);
    const seller = await calls.seller('/outbound/bulkApprove', { ids: [o.id] });
    expect(seller.status).toBe(404);
    expect(await statusOf(o.id)).toBe(1);
  });

  it("OutboundTask lists the approved orders waiting to leave, per kind, with the order's events", async () => {
    const o = await order('reship');
    expect((await calls.admin('/outbound/approve', { id: o.id })).code).toBe(200);
    const list = await calls.admin('/outbound/task/list', { kind: 4, oddNo: o.oddNo });
    expect(list.code, list.msg).toBe(200);
    expect((list.data as { data: OrderView[] }).data.map((r) => r.oddNo)).toEqual([o.oddNo]);
    const summary = await calls.admin('/outbound/task/summary');
    const waiting = (summary.data as { kind: number; status: number; count: number }[]).find(
      (s) => s.kind === 4 && s.status === 3,
    );
    expect(waiting?.count).toBeGreaterThanOrEqual(1);
    const reviewing = await order('reship');
    const none = await calls.admin('/outbound/task/list', { kind: 4, oddNo: reviewing.oddNo });
    expect((none.data as { totalCount: number }).totalCount).toBe(0);
    const events = await calls.admin('/outbound/events', undefined, { id: String(o.id) });
    expect((events.data as { type: number }[]).map((e) => e.type)).toEqual([4, 4, 412, 412]);
  });

  it('the audit list filters by seller and by the day the order was made', async () => {
    const o = await order('switchUser');
    const byUid = await calls.admin('/outbound/list', { seller: w.seller.uid, oddNo: o.oddNo });
    expect((byUid.data as { totalCount: number }).totalCount).toBe(1);
    const other = await calls.admin('/outbound/list', { seller: w.seller2.uid, oddNo: o.oddNo });
    expect((other.data as { totalCount: number }).totalCount).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const later = await calls.admin('/outbound/list', { beginTime: tomorrow, oddNo: o.oddNo });
    expect((later.data as { totalCount: number }).totalCount).toBe(0);
    const today = await calls.admin('/outbound/list', {
      beginTime: new Date(Date.now() - 3_600_000).toISOString(),
      endTime: tomorrow,
      oddNo: o.oddNo,
    });
    expect((today.data as { totalCount: number }).totalCount).toBe(1);
  });

  it("sale-order lists the platform's own available pairs and its direct outbound orders", async () => {
    const cashOut = await order('cashOut');
    expect((await calls.admin('/outbound/quote', { id: cashOut.id, price: '50' })).code).toBe(200);
    expect((await calls.seller('/outbound/cashOut/accept', { id: cashOut.id })).code).toBe(200);
    const bought = cashOut.items.map((i) => i.oneId);
    const pairsAnswer = await calls.admin('/outbound/platform/pairs', { oneId: bought[0] });
    expect(pairsAnswer.code, pairsAnswer.msg).toBe(200);
    expect((pairsAnswer.data as { data: { oneId: string; status: number }[] }).data).toEqual([
      expect.objectContaining({ oneId: bought[0], status: 1 }),
    ]);
    // Another seller's pair is not the platform's to send.
    const [notOurs] = await pairs(db(), 1, w.seller.id, w.ware.id);
    const none = await calls.admin('/outbound/platform/pairs', { oneId: notOurs });
    expect((none.data as { totalCount: number }).totalCount).toBe(0);

    const made = await calls.admin('/outbound/platform/create', { oneIds: [bought[0]] });
    expect(made.code, made.msg).toBe(200);
    const po = made.data as OrderView;
    const list = await calls.admin('/outbound/platform/list', { oneId: bought[0] });
    expect((list.data as { data: OrderView[] }).data.map((o) => [o.oddNo, o.kind, o.status])).toEqual([
      [po.oddNo, 14, 1],
    ]);
    const sent = await calls.admin('/outbound/platform/pairs', { oneId: bought[0] });
    expect((sent.data as { totalCount: number }).totalCount).toBe(0);
  });
});

import bwipjs from 'bwip-js/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES } from '../../src/domain/kernel/files';
import type {
  RepairBatchDetail,
  RepairOrderAdminDetail,
  RepairOrderDetail,
  RepairWorkItem,
} from '../../src/domain/repair/views';
import { FeeType } from '../../src/domain/wallet/wallet';
import { balanceOf } from '../../src/server/modules/wallet/ledger-service';
import { aStoredPhotoRecord, Tablet, uploadPicture } from '../fixtures/inbound';
import { anOutboundWorld, fund, outboundCalls, pairs } from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { someProducts } from '../fixtures/stock';
import { assignWarehouse } from '../fixtures/warehouses';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Repairs (issue 27) through the routes and the sync ops, on both engines: a seller's order made once
 * per request key with its estimate held (fee 26); bad input refused with the spec's messages and
 * nothing changed; another seller's order not found; the admin's review and batch task (an operator
 * must be selected); a tablet's pick, photos, results and completion through POST /sync; the repair
 * cost captured once and the rest refunded once (fee 27) when two tablets complete at the same time;
 * a refusal, a cancel and a lost box refunded; a reverted task given again; the repair list printed.
 */

const CLEAN = 1500;
const BOX = 2500;
const stain = (oneId: string) => ({ oneId, issues: ['stained'], repairs: [{ item: 'cleanStain' }] });
const crushed = (oneId: string) => ({
  oneId,
  issues: ['boxCrush'],
  repairs: [{ item: 'repairBox', boxColour: 'black' }],
});

describe.each(testEngines())('repairs on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let w: OutboundWorld;
  let calls: ReturnType<typeof outboundCalls>;
  const db = () => t.database.db;
  const warehouse = (path: string, query?: Record<string, string>) =>
    call(t.app, {
      url: `/api/warehouse${path}`,
      token: w.staff.token,
      query,
      headers: { wareId: String(w.ware.id) },
    });

  async function made(body: Record<string, unknown>): Promise<RepairOrderDetail> {
    const r = await calls.seller('/repair/create', body);
    expect(r.code, r.msg).toBe(200);
    return r.data as RepairOrderDetail;
  }
  async function approved(pairList: Record<string, unknown>[]): Promise<RepairOrderDetail> {
    const order = await made({ pairs: pairList });
    const r = await calls.admin('/repair/approve', { oddNo: order.oddNo });
    expect(r.code, r.msg).toBe(200);
    return order;
  }
  async function task(oddNos: string[]): Promise<RepairBatchDetail> {
    const r = await calls.admin('/repair/batch/create', { oddNos, operatorId: w.staff.id });
    expect(r.code, r.msg).toBe(200);
    return r.data as RepairBatchDetail;
  }
  const adminDetail = async (oddNo: string) =>
    (await calls.admin('/repair/get', undefined, { oddNo })).data as RepairOrderAdminDetail;
  /** The pairs' inventory statuses, in the order asked. */
  const statuses = async (oneIds: string[]) => {
    const rows = await db()
      .selectFrom('products')
      .select(['one_id', 'status'])
      .where('one_id', 'in', oneIds)
      .execute();
    return oneIds.map((oneId) => rows.find((r) => r.one_id === oneId)?.status);
  };
  const entries = (oddNo: string) =>
    db()
      .selectFrom('ledger_entries')
      .select(['kind', 'fee_type', 'amount_cents'])
      .where('relation_ref', '=', oddNo)
      .orderBy('id')
      .execute();
  const photo = async (text: string) => {
    const r = await uploadPicture(t.app, w.staff.token, await bwipjs.toBuffer({ bcid: 'code128', text }));
    expect(r.status, r.msg).toBe(200);
    return r.hash;
  };
  const work = (tab: Tablet, type: string, payload: Record<string, unknown>) =>
    tab.op(type, { wareId: w.ware.id, ...payload });

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await anOutboundWorld(t);
    calls = outboundCalls(t.app, w);
    await assignWarehouse(db(), w.staff.id, w.ware.id);
    await fund(db(), w.seller.id, 100_000);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('estimates from Fee/RepairMange and makes an order once per request key, its estimate held (fee 26)', async () => {
    const [a, b] = await pairs(db(), 2, w.seller.id, w.ware.id);
    const estimate = await calls.seller('/repair/estimate', {
      pairs: [stain(a), { ...crushed(b), repairs: [...crushed(b).repairs, { item: 'cleanStain' }] }],
    });
    expect(estimate.code, estimate.msg).toBe(200);
    expect(estimate.data).toMatchObject({ totalCents: CLEAN * 2 + BOX, pendingAhead: 0, estimatedDays: 4 });
    const body = { pairs: [stain(a), crushed(b)], remark: 'before the sale', requestKey: 'repair-create-1' };
    const first = await made(body);
    const again = await made(body);
    expect(again.oddNo).toBe(first.oddNo);
    expect(first).toMatchObject({
      oddNo: expect.stringMatching(/^RP\d{8}$/),
      status: 1,
      approval: 1,
      estimateCents: CLEAN + BOX,
      actions: ['cancel'],
    });
    expect(await balanceOf(db(), w.seller.id)).toEqual({
      availableCents: 100_000 - CLEAN - BOX,
      heldCents: CLEAN + BOX,
    });
    expect(await statuses([a, b])).toEqual([12, 12]);
    const events = await db()
      .selectFrom('product_events')
      .select(['type', 'flow_status', 'odd_no'])
      .where('one_id', 'in', [a, b])
      .execute();
    expect(events).toEqual([
      { type: 17, flow_status: 1, odd_no: first.oddNo },
      { type: 17, flow_status: 1, odd_no: first.oddNo },
    ]);
  });

  it("refuses bad input with the spec's messages and changes nothing", async () => {
    const orders = async () =>
      Number(
        (
          await db()
            .selectFrom('repair_orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await orders();
    const held = await balanceOf(db(), w.seller.id);
    const noNumber = await calls.seller('/repair/cancel', {});
    expect([noNumber.code, noNumber.msg]).toEqual([400, 'Repair order number required']);
    const zh = await call(t.app, {
      url: '/api/business/repair/cancel',
      token: w.seller.token,
      body: {},
      headers: { language: 'zh_cn' },
    });
    expect(zh.msg).toBe('维修单号不能为空');
    const [gone] = await someProducts(db(), 1, { shopUserId: w.seller.id, wareId: w.ware.id, status: 6 });
    const out = await calls.seller('/repair/create', { pairs: [stain(gone)] });
    expect([out.code, out.msg]).toEqual([409, `ONE ID ${gone} is not in the warehouse`]);
    const taken = (await calls.seller('/repair/list', {})).data as { data: RepairOrderDetail[] };
    const [busy] = (await adminDetail(taken.data[0].oddNo)).items.map((i) => i.oneId);
    const inOrder = await calls.seller('/repair/create', { pairs: [stain(busy)] });
    expect([inOrder.code, inOrder.msg]).toEqual([
      409,
      `ONE ID ${busy} is in another order (${taken.data[0].oddNo}) and cannot be repaired now`,
    ]);
    const [theirs] = await pairs(db(), 1, w.seller2.id, w.ware.id);
    expect((await calls.seller('/repair/create', { pairs: [stain(theirs)] })).code).toBe(404);
    const [here] = await pairs(db(), 1, w.seller.id, w.ware.id);
    const [there] = await pairs(db(), 1, w.seller.id, w.otherWare.id);
    const mixed = await calls.seller('/repair/create', { pairs: [stain(here), stain(there)] });
    expect(mixed.code).toBe(409);
    expect(mixed.msg).toMatch(/^A repair order takes the pairs of one warehouse/);
    const noColour = await calls.seller('/repair/create', {
      pairs: [{ oneId: here, issues: ['boxCrush'], repairs: [{ item: 'repairBox' }] }],
    });
    expect(noColour.code).toBe(400);
    expect(noColour.msg).toMatch(/three box colours/);
    expect(await orders()).toBe(before);
    expect(await balanceOf(db(), w.seller.id)).toEqual(held);
    expect(await statuses([here, there, gone])).toEqual([1, 1, 6]);
  });

  it("answers another seller's order with 404, on every route that names it", async () => {
    const [mine] = ((await calls.seller('/repair/list', {})).data as { data: RepairOrderDetail[] }).data;
    expect((await calls.seller2('/repair/get', undefined, { oddNo: mine.oddNo })).code).toBe(404);
    expect((await calls.seller2('/repair/cancel', { oddNo: mine.oddNo })).code).toBe(404);
    expect(((await calls.seller2('/repair/list', {})).data as { totalCount: number }).totalCount).toBe(0);
    expect((await calls.seller('/repair/get', undefined, { oddNo: mine.oddNo })).code).toBe(200);
  });

  it('approves, makes a task only with an operator, and the tablet works it through sync ops', async () => {
    const [a, b, c] = await pairs(db(), 3, w.seller.id, w.ware.id);
    const order = await approved([stain(a), stain(b), crushed(c)]);
    const noOperator = await calls.admin('/repair/batch/create', { oddNos: [order.oddNo] });
    expect([noOperator.code, noOperator.msg]).toEqual([400, 'An operator must be selected']);
    const noOrder = await calls.admin('/repair/batch/create', { oddNos: [], operatorId: w.staff.id });
    expect([noOrder.code, noOrder.msg]).toEqual([400, 'Repair order number required']);
    const operators = await calls.admin('/repair/operators', undefined, { wareId: String(w.ware.id) });
    expect(operators.data).toEqual([expect.objectContaining({ id: w.staff.id })]);
    const body = { oddNos: [order.oddNo], operatorId: w.staff.id, requestKey: 'repair-task-1' };
    const first = await calls.admin('/repair/batch/create', body);
    expect(first.code, first.msg).toBe(200);
    const made = first.data as RepairBatchDetail;
    expect(((await calls.admin('/repair/batch/create', body)).data as RepairBatchDetail).batchNo).toBe(
      made.batchNo,
    );
    expect(made).toMatchObject({ status: 1, pairs: 3, tabs: { pendingPick: 3 }, actions: ['revert'] });
    const pendingPick = await warehouse('/repair/work', { tab: 'pendingPick' });
    expect((pendingPick.data as { data: RepairWorkItem[] }).data.map((i) => i.oneId).sort()).toEqual(
      [a, b, c].sort(),
    );

    const huge = await uploadPicture(t.app, w.staff.token, Buffer.alloc(PICTURE_MAX_BYTES + 1, 1));
    expect([huge.status, huge.msg]).toEqual([413, 'Picture size cannot exceed 10M']);
    const pdf = await aStoredPhotoRecord(db(), w.staff.id);
    await db().updateTable('files').set({ mime: 'application/pdf' }).where('hash', '=', pdf).execute();
    const before = await photo(`before-${a}`);
    const after = await photo(`after-${a}`);
    const tab = new Tablet(t.app, w.staff.token);
    const inTask = { batchId: made.id };
    const results = await tab.sync([
      work(tab, 'repair.pick', { ...inTask, oneId: a, photos: [before] }),
      work(tab, 'repair.pick', { ...inTask, oneId: b }),
      work(tab, 'repair.photo', { ...inTask, oneId: a, kind: 'after', photos: [pdf] }),
      work(tab, 'repair.photo', { ...inTask, oneId: a, kind: 'after', photos: [after] }),
      work(tab, 'repair.result', { ...inTask, oneId: b, result: 'success', qc: 'pass' }),
      work(tab, 'repair.result', { ...inTask, oneId: a, result: 'success', qc: 'pass', remark: 'clean' }),
      work(tab, 'repair.result', { ...inTask, oneId: b, result: 'failure', qc: 'fail' }),
      work(tab, 'repair.completeBatch', inTask),
    ]);
    expect(results.map((r) => [r.status, r.reason ?? ''])).toEqual([
      ['applied', ''],
      ['applied', ''],
      ['rejected', 'A repair photo must be a picture (JPG, PNG, WebP or GIF)'],
      ['applied', ''],
      ['rejected', `ONE ID ${b}: take a repair-after photo, from the same angle as before`],
      ['applied', ''],
      ['applied', ''],
      [
        'rejected',
        `The current item cannot be repaired or repair failed, please confirm again: ${c} not repaired`,
      ],
    ]);
    expect(results[5].result).toMatchObject({
      status: 4,
      newlyRecorded: true,
      approval: 2,
      message: 'Repair successfully',
    });
    const detail = await adminDetail(order.oddNo);
    expect(detail.items.map((i) => [i.oneId, i.status, i.beforePhotos.length, i.afterPhotos.length])).toEqual(
      [
        [a, 4, 1, 1],
        [b, 3, 0, 0],
        [c, 1, 0, 0],
      ],
    );
    expect(await statuses([a, b, c])).toEqual([1, 1, 12]);
  });

  it('completes a task from two tablets at once: the cost captured once (26) and the rest refunded once (27)', async () => {
    const order = ((await calls.admin('/repair/list', { approval: 2 })).data as { data: RepairOrderDetail[] })
      .data[0];
    const batch = (
      (await calls.admin('/repair/batch/list', { status: 1 })).data as { data: RepairBatchDetail[] }
    ).data[0];
    const complete = (tab: Tablet) =>
      tab.sync([work(tab, 'repair.completeBatch', { batchId: batch.id, confirmUnrepaired: true })]);
    const [one, two] = await Promise.all([
      complete(new Tablet(t.app, w.staff.token)),
      complete(new Tablet(t.app, w.staff.token)),
    ]);
    const answers = [one[0], two[0]].map((r) => (r.result as { newlyCompleted: boolean }).newlyCompleted);
    expect(answers.sort()).toEqual([false, true]);
    expect(await entries(order.oddNo)).toEqual([
      { kind: 'hold', fee_type: FeeType.shoeRepairDeduction, amount_cents: CLEAN * 2 + BOX },
      { kind: 'capture', fee_type: FeeType.shoeRepairDeduction, amount_cents: CLEAN * 2 + BOX },
      { kind: 'refund', fee_type: FeeType.shoeRepairRefund, amount_cents: CLEAN + BOX },
    ]);
    const seen = (await calls.seller('/repair/get', undefined, { oddNo: order.oddNo }))
      .data as RepairOrderDetail;
    expect(seen).toMatchObject({
      status: 2,
      approval: 3,
      repairCents: CLEAN,
      qcPass: 1,
      qcFail: 1,
      batchNo: batch.batchNo,
    });
    expect(seen.items.map((i) => [i.status, i.repairCents, i.qcResult])).toEqual([
      [4, CLEAN, 'pass'],
      [3, 0, 'fail'],
      [3, 0, null],
    ]);
    expect(JSON.stringify(seen)).not.toMatch(/afterPhotos|qcPhotos|beforePhotos/);
    expect((await warehouse('/repair/work', { tab: 'completed' })).data).toMatchObject({ totalCount: 3 });
  });

  it('records one result when two tablets send it at once, and settles a lost box and the rest once', async () => {
    const [lost, worked] = await pairs(db(), 2, w.seller.id, w.ware.id);
    const order = await approved([stain(lost), crushed(worked)]);
    const batch = await task([order.oddNo]);
    const lostBox = await calls.admin('/repair/item/lost', { oddNo: order.oddNo, oneId: lost });
    expect(lostBox.code, lostBox.msg).toBe(200);
    const tab = new Tablet(t.app, w.staff.token);
    const after = await photo(`after-${worked}`);
    await tab.sync([
      work(tab, 'repair.pick', { batchId: batch.id, oneId: worked }),
      work(tab, 'repair.photo', { batchId: batch.id, oneId: worked, kind: 'after', photos: [after] }),
    ]);
    const result = (device: Tablet) =>
      device.sync([
        work(device, 'repair.result', { batchId: batch.id, oneId: worked, result: 'success', qc: 'pass' }),
      ]);
    const [one, two] = await Promise.all([
      result(new Tablet(t.app, w.staff.token)),
      result(new Tablet(t.app, w.staff.token)),
    ]);
    expect([one[0].status, two[0].status]).toEqual(['applied', 'applied']);
    expect(
      [one[0], two[0]].map((r) => (r.result as { newlyRecorded: boolean }).newlyRecorded).sort(),
    ).toEqual([false, true]);
    expect(await entries(order.oddNo)).toEqual([
      { kind: 'hold', fee_type: 26, amount_cents: CLEAN + BOX },
      { kind: 'capture', fee_type: 26, amount_cents: CLEAN + BOX },
      { kind: 'refund', fee_type: 27, amount_cents: CLEAN },
    ]);
    const otherResult = await tab.sync([
      work(tab, 'repair.result', { batchId: batch.id, oneId: worked, result: 'failure', qc: 'fail' }),
    ]);
    expect(otherResult[0]).toMatchObject({ status: 'rejected', code: 409 });
    expect(await statuses([lost, worked])).toEqual([12, 1]);
    const found = await calls.admin('/repair/item/found', { oddNo: order.oddNo, oneId: lost });
    expect([found.code, found.msg]).toEqual([200, 'Cancel successfully']);
    expect(await statuses([lost])).toEqual([1]);
  });

  it('releases the hold (27) of a refused or cancelled order, and reverts a task so it can be given again', async () => {
    const [x, y, z] = await pairs(db(), 3, w.seller.id, w.ware.id);
    const cancelled = await made({ pairs: [stain(x)] });
    const cancel = await calls.seller('/repair/cancel', {
      oddNo: cancelled.oddNo,
      requestKey: 'repair-cancel-1',
    });
    expect([cancel.code, cancel.msg]).toEqual([200, 'Cancel successfully']);
    const refused = await made({ pairs: [crushed(y)] });
    expect((await calls.admin('/repair/refuse', { oddNo: refused.oddNo, reason: 'box is fine' })).code).toBe(
      200,
    );
    for (const [order, cents] of [
      [cancelled, CLEAN],
      [refused, BOX],
    ] as const)
      expect(await entries(order.oddNo)).toEqual([
        { kind: 'hold', fee_type: 26, amount_cents: cents },
        { kind: 'release', fee_type: 27, amount_cents: cents },
      ]);
    expect((await calls.seller('/repair/get', undefined, { oddNo: refused.oddNo })).data).toMatchObject({
      status: 3,
      approval: 4,
      reviewRemark: 'box is fine',
    });
    expect(await statuses([x, y])).toEqual([1, 1]);

    const order = await approved([stain(z)]);
    const first = await task([order.oddNo]);
    const reverted = await calls.admin('/repair/batch/revert', {
      batchNo: first.batchNo,
      remark: 'operator away',
    });
    expect([reverted.code, reverted.msg]).toEqual([200, 'Revert successful']);
    const again = await calls.admin('/repair/batch/revert', { batchNo: first.batchNo });
    expect([again.code, again.msg]).toEqual([409, `Revert failed: task ${first.batchNo} is Reverted`]);
    const tab = new Tablet(t.app, w.staff.token);
    const [stale] = await tab.sync([work(tab, 'repair.pick', { batchId: first.id, oneId: z })]);
    expect(stale).toMatchObject({ status: 'rejected', code: 409 });
    const second = await task([order.oddNo]);
    const [picked] = await tab.sync([work(tab, 'repair.pick', { batchId: second.id, oneId: z })]);
    expect(picked.status).toBe('applied');
    const pdf = await call(t.app, {
      url: '/api/admin/repair/batch/print',
      token: w.root,
      query: { batchNo: second.batchNo },
    });
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

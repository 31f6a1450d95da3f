import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REJECT_REASONS } from '../../src/domain/outbound/kind-codes';
import { anOutboundWorld, outboundCalls, pairs } from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/** Rejecting an outbound order takes the outbound reasons only; "other" needs the words the seller reads. */

const ADDRESS = { name: 'Ann Seller', street1: '9 Home Rd', city: 'Reno', state: 'NV', zip: '89501' };
type View = { id: number; oddNo: string; status: number; rejectReasons: string[]; rejectRemark: string };

describe.each(testEngines())('outbound reject reasons on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let w: OutboundWorld;
  let calls: ReturnType<typeof outboundCalls>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await anOutboundWorld(t);
    calls = outboundCalls(t.app, w);
  });
  afterAll(() => t.close());

  async function reviewingReship(): Promise<View> {
    const oneIds = await pairs(t.database.db, 1, w.seller.id, w.ware.id);
    const made = await calls.seller('/outbound/reship/create', { oneIds, address: ADDRESS });
    expect(made.code, made.msg).toBe(200);
    return made.data as View;
  }
  const statusOf = async (id: number) =>
    ((await calls.seller('/outbound/get', undefined, { id: String(id) })).data as View).status;

  it('refuses an inspection defect reason (400, naming the outbound reasons) and changes nothing', async () => {
    const order = await reviewingReship();
    const refused = await calls.admin('/outbound/reject', { id: order.id, reasons: ['noBox'] });
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain('reasons');
    for (const reason of REJECT_REASONS) expect(refused.msg).toContain(reason);
    expect(await statusOf(order.id)).toBe(order.status);
  });

  it('refuses "other" without words for the seller, in either language, and changes nothing', async () => {
    const order = await reviewingReship();
    const body = { id: order.id, reasons: ['carrierRefused', 'other'], remark: '   ' };
    const refused = await calls.admin('/outbound/reject', body);
    expect(refused.status).toBe(400);
    expect(refused.msg).toBe('Describe the other reason in the remark to the seller');
    const zh = await call(t.app, {
      url: '/api/admin/outbound/reject',
      token: w.root,
      body,
      headers: { language: 'zh_cn' },
    });
    expect(zh.msg).toBe('请在给商家的备注中说明其他原因');
    expect(await statusOf(order.id)).toBe(order.status);
  });

  it('keeps the outbound reasons and the remark, and the seller reads them on the order', async () => {
    const order = await reviewingReship();
    const rejected = await calls.admin('/outbound/reject', {
      id: order.id,
      reasons: ['addressProblem', 'other'],
      remark: 'The buyer moved',
    });
    expect(rejected.code, rejected.msg).toBe(200);
    const seen = (await calls.seller('/outbound/get', undefined, { id: String(order.id) })).data as View;
    expect(seen).toMatchObject({
      status: 2,
      rejectReasons: ['addressProblem', 'other'],
      rejectRemark: 'The buyer moved',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductEventType } from '../../src/domain/kernel/events';
import { FeeType } from '../../src/domain/wallet/wallet';
import { FEES, anOutboundWorld, fund, outboundCalls, pairs } from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/** The seller's fee preview before confirming (POST /outbound/preview) and an order's history (GET /outbound/events). */

type Preview = {
  kind: number;
  feeType: number | null;
  perPairCents: number;
  pairs: number;
  totalCents: number;
  cashOutDeductionBasisPoints: number | null;
  items: { oneId: string; status: number; wareName: string; storageFeeCents: number | null }[];
  notAvailable: string[];
  mixedWarehouses: boolean;
};
type View = { id: number; oddNo: string; feeCents: number; feeType: number | null };

describe.each(testEngines())(
  'outbound fee preview and order history on %s',
  { timeout: 120_000 },
  (engine) => {
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
    const preview = async (kind: number, oneIds: string[]) => {
      const r = await calls.seller('/outbound/preview', { kind, oneIds });
      expect(r.code, r.msg).toBe(200);
      return r.data as Preview;
    };

    it('answers per pair, total and fee type from the rate card, the same fee the approval then quotes', async () => {
      const oneIds = await pairs(db(), 3, w.seller.id, w.ware.id);
      const p = await preview(7, oneIds);
      expect(p).toMatchObject({
        kind: 7,
        feeType: FeeType.switchUserFee,
        perPairCents: FEES.switchUser,
        pairs: 3,
        totalCents: 3 * FEES.switchUser,
        notAvailable: [],
        mixedWarehouses: false,
      });
      expect(p.items.map((i) => i.oneId)).toEqual(oneIds);
      expect(p.items.every((i) => i.storageFeeCents === null)).toBe(true);
      const made = await calls.seller('/outbound/switchUser/create', { oneIds, toUid: w.seller2.uid });
      expect(made.code, made.msg).toBe(200);
      const approved = await calls.admin('/outbound/approve', { id: (made.data as View).id });
      expect(approved.data).toMatchObject({ feeCents: p.totalCents, feeType: p.feeType });
    });

    it('quotes shipping (3) and transshipment (4) per pair with each pair storage fee to date; a cash-out names its deduction', async () => {
      const oneIds = await pairs(db(), 2, w.seller.id, w.ware.id);
      const ship = await preview(3, oneIds);
      expect(ship).toMatchObject({ feeType: FeeType.shippingFee, totalCents: 2 * FEES.shipping });
      expect(ship.items.every((i) => typeof i.storageFeeCents === 'number')).toBe(true);
      const reship = await preview(4, oneIds);
      expect(reship).toMatchObject({ feeType: FeeType.transshipmentFee, perPairCents: FEES.transshipment });
      const cashOut = await preview(5, oneIds);
      expect(cashOut).toMatchObject({
        feeType: null,
        totalCents: 0,
        cashOutDeductionBasisPoints: FEES.cashOutDeductionBp,
      });
    });

    it('names pairs that are not available and pairs of two warehouses, and changes nothing', async () => {
      const [busy] = await pairs(db(), 1, w.seller.id, w.ware.id);
      const made = await calls.seller('/outbound/cashOut/create', { oneIds: [busy] });
      expect(made.code, made.msg).toBe(200);
      const [free] = await pairs(db(), 1, w.seller.id, w.ware.id);
      const [elsewhere] = await pairs(db(), 1, w.seller.id, w.otherWare.id);
      const p = await preview(4, [busy, free, elsewhere]);
      expect(p.notAvailable).toEqual([busy]);
      expect(p.mixedWarehouses).toBe(true);
      expect(p.items.find((i) => i.oneId === busy)?.status).toBe(4);
      const orders = await db().selectFrom('outbound_orders').select('id').execute();
      expect(await preview(4, [free])).toMatchObject({ notAvailable: [], mixedWarehouses: false });
      expect(await db().selectFrom('outbound_orders').select('id').execute()).toHaveLength(orders.length);
    });

    it("another seller's pairs are not found (404), bad input is 400", async () => {
      const theirs = await pairs(db(), 1, w.seller2.id, w.ware.id);
      const r = await calls.seller('/outbound/preview', { kind: 3, oneIds: theirs });
      expect(r.status).toBe(404);
      expect(r.msg).toContain(theirs[0]);
      expect((await calls.seller('/outbound/preview', { kind: 14, oneIds: theirs })).status).toBe(400);
      expect((await calls.seller('/outbound/preview', { kind: 3, oneIds: [] })).status).toBe(400);
    });

    it("answers an order's history one entry per step, and another seller's order is not found", async () => {
      await fund(db(), w.seller.id, 10_000);
      const oneIds = await pairs(db(), 2, w.seller.id, w.ware.id);
      const made = (await calls.seller('/outbound/switchUser/create', { oneIds, toUid: w.seller2.uid }))
        .data as View;
      await calls.admin('/outbound/approve', { id: made.id });
      await calls.seller('/sys_prod/pay', undefined, { id: String(made.id), type: '7' });
      const r = await calls.seller('/outbound/events', undefined, { id: String(made.id) });
      expect(r.code, r.msg).toBe(200);
      expect(r.data).toEqual([
        expect.objectContaining({ type: ProductEventType.switchUserApplication, flowStatus: 1, pairs: 2 }),
        expect.objectContaining({ type: ProductEventType.switchUserResult, flowStatus: 3, pairs: 2 }),
        expect.objectContaining({ type: ProductEventType.switchUserResult, flowStatus: 4, pairs: 2 }),
      ]);
      const other = await calls.seller2('/outbound/events', undefined, { id: String(made.id) });
      expect(other.status).toBe(404);
    });
  },
);

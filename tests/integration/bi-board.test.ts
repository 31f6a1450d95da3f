import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BiBoard } from '../../src/domain/bi/bi';
import { BiPage, FinancePage, fullGrant } from '../../src/domain/kernel/permissions';
import { PortalId } from '../../src/domain/kernel/users';
import { InventoryStatus } from '../../src/domain/kernel/products';
import type { OrderView } from '../../src/domain/outbound/outbound';
import { OrderKind, ShipWithLabelStatus } from '../../src/domain/outbound/outbound';
import { lastDays } from '../../src/domain/wallet/overview';
import { FeeType } from '../../src/domain/wallet/wallet';
import { refreshBiViews } from '../../src/server/modules/bi/bi-refresh-job';
import { shipOrder } from '../../src/server/modules/outbound/order-service';
import { anAdminRole } from '../fixtures/accounts';
import { aLabelPdf, anOutboundWorld, fund, outboundCalls, pairs, staffContext } from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { someProducts } from '../fixtures/stock';
import { loggedInUser } from '../fixtures/users';
import { aRecharge, walletClient } from '../fixtures/wallet-applications';
import { backdatedEntry } from './support/backdated-entry';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The BI board's orders to ship, inventory and wallet (issue 28 point 1) against figures worked out by
 * hand: ship-with-label orders made, approved, paid and shipped through the routes and the warehouse's
 * ship step; pairs of known ages written by the stock builders the stock-view tests use; ledger entries
 * on given GMT days (the test ledger helper) and today (recharges); a test seller on the exclusion list.
 */
describe.each(testEngines())('the BI board on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let w: OutboundWorld;
  let calls: ReturnType<typeof outboundCalls>;
  let heldCents: number;
  let cashInToday: number;
  const db = () => t.database.db;
  const march = { beginDate: '2025-03-10', endDate: '2025-03-12' };
  const DAY_MS = 86_400_000;

  const board = async (query?: Record<string, string>, token = w.root) => {
    const r = await call(t.app, { url: '/api/admin/bi/board', token, query });
    expect(r.code, r.msg).toBe(200);
    return r.data as BiBoard;
  };
  const ok = async <T>(answer: Promise<{ code: number; msg: string; data: unknown }>): Promise<T> => {
    const r = await answer;
    expect(r.code, r.msg).toBe(200);
    return r.data as T;
  };

  /** A ship-with-label order of one pair of Ware A: made, then approved, paid and shipped as far as `until`. */
  async function anOrder(until: 'made' | 'approved' | 'paid' | 'shipped'): Promise<OrderView> {
    const [oneId] = await pairs(db(), 1, w.seller.id, w.ware.id);
    const items = [{ oneId, labelFile: await aLabelPdf(t.app, w.seller.token) }];
    const made = await ok<OrderView>(calls.seller('/outbound/shipWithLabel/create', { items, remark: '' }));
    if (until === 'made') return made;
    const approved = await ok<OrderView>(calls.admin('/outbound/approve', { id: made.id }));
    if (until === 'approved') return approved;
    await fund(db(), w.seller.id, approved.payableCents);
    cashInToday += approved.payableCents;
    const query = { id: String(made.id), type: String(OrderKind.shipWithLabel) };
    const paid = await ok<OrderView>(calls.seller('/sys_prod/pay', undefined, query));
    if (until === 'paid') return paid;
    await shipOrder(staffContext(t, w), made.id, w.ware.id);
    return paid;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await anOutboundWorld(t);
    calls = outboundCalls(t.app, w);
    cashInToday = 0;
    const [a, b] = [w.ware.id, w.otherWare.id];
    const now = Date.now();
    // Ware A: two pairs in since 2025-03-10, one in that day and out on 2025-03-12, one in the day before.
    await someProducts(db(), 2, {
      shopUserId: w.seller.id,
      wareId: a,
      gmtIn: new Date('2025-03-10T05:00:00Z'),
    });
    await someProducts(db(), 1, {
      shopUserId: w.seller.id,
      wareId: a,
      status: InventoryStatus.outOfWarehouse,
      gmtIn: new Date('2025-03-10T23:59:59.999Z'),
      gmtOut: new Date('2025-03-12T00:00:00.000Z'),
    });
    await someProducts(db(), 1, {
      shopUserId: w.seller.id,
      wareId: a,
      gmtIn: new Date('2025-03-09T23:59:59.999Z'),
    });
    // Ware B: three pairs in today, one on consignment in 20 days ago (21 storage days).
    await someProducts(db(), 3, { shopUserId: w.seller2.id, wareId: b, gmtIn: new Date(now) });
    await someProducts(db(), 1, {
      shopUserId: w.seller2.id,
      wareId: b,
      status: InventoryStatus.consignment,
      gmtIn: new Date(now - 20 * DAY_MS),
    });
    // Orders of Ware A (their pairs came in today): waiting for review, approved, paid, shipped.
    await anOrder('made');
    await anOrder('approved');
    heldCents = (await anOrder('paid')).payableCents;
    await anOrder('shipped');
    // Money of March: the counted seller's recharge and label fee; the test seller's, left out.
    const post = (sellerId: number, kind: 'credit' | 'charge', feeType: FeeType, cents: number, at: string) =>
      backdatedEntry(db(), { sellerId, kind, feeType, amountCents: cents, at });
    await post(w.seller.id, 'credit', FeeType.userRecharge, 10_000, '2025-03-10T00:00:00.000Z');
    await post(w.seller.id, 'charge', FeeType.labelFee, 1_250, '2025-03-12T23:59:59.999Z');
    await post(w.seller.id, 'credit', FeeType.userRecharge, 100, '2025-03-13T00:00:00.000Z');
    await post(w.seller2.id, 'credit', FeeType.userRecharge, 900_000, '2025-03-11T12:00:00.000Z');
    await post(w.seller2.id, 'charge', FeeType.labelFee, 4_000, '2025-03-11T13:00:00.000Z');
    const wallet = walletClient(t.app);
    expect((await aRecharge(wallet, w.seller, '321.00')).code).toBe(200);
    expect((await aRecharge(wallet, w.seller2, '50.00')).code).toBe(200);
    const excluded = await call(t.app, {
      url: '/api/admin/finance/overview/exclusions',
      token: w.root,
      body: { userCodes: [w.seller2.uid] },
    });
    expect(excluded.code, excluded.msg).toBe(200);
  });
  afterAll(() => t.close());

  it('counts the orders waiting to leave, by kind and warehouse, from the kept counts', async () => {
    const { toShip } = await board(march);
    // Approved (to be confirmed) and paid (pending outbound) wait; the one to review and the one shipped do not.
    expect(toShip).toEqual([
      { kind: OrderKind.shipWithLabel, wareId: w.ware.id, wareName: w.ware.name, orders: 2 },
    ]);
    expect(ShipWithLabelStatus.toBeConfirmed).toBe(3);
  });

  it("counts pairs by status and warehouse now, and, once the job refreshed its view, storage days and the period's flow", async () => {
    const before = Date.now();
    await refreshBiViews(db());
    const { inventory } = await board(march);
    expect(new Date(inventory.asOf ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Available 2 + 1 (A) + 3 (B); consignment 1; out 1 (March) + 1 (shipped); dropshipping 2; label ready 1.
    expect(inventory.byStatus).toEqual([
      { status: InventoryStatus.available, pairs: 6 },
      { status: InventoryStatus.consignment, pairs: 1 },
      { status: InventoryStatus.outOfWarehouse, pairs: 2 },
      { status: InventoryStatus.dropshipping, pairs: 2 },
      { status: InventoryStatus.dropshippingLabel, pairs: 1 },
    ]);
    const ware = (id: number) => inventory.byWarehouse.find((x) => x.wareId === id);
    expect(ware(w.ware.id)).toMatchObject({ inWarehouse: 6, left: 2 });
    expect(ware(w.otherWare.id)).toMatchObject({ inWarehouse: 4, left: 0 });
    expect(inventory.storageDays).toEqual([
      { bucket: 'week', pairs: 6 },
      { bucket: 'month', pairs: 1 },
      { bucket: 'quarter', pairs: 0 },
      { bucket: 'halfYear', pairs: 0 },
      { bucket: 'older', pairs: 3 },
    ]);
    expect(inventory.flowByDay).toEqual([
      { day: '2025-03-10', inPairs: 3, outPairs: 0 },
      { day: '2025-03-11', inPairs: 0, outPairs: 0 },
      { day: '2025-03-12', inPairs: 0, outPairs: 1 },
    ]);
    const recent = (await board()).inventory.flowByDay;
    const today = lastDays(new Date()).endDate;
    expect(recent.find((d) => d.day === today)).toEqual({ day: today, inPairs: 3 + 4, outPairs: 1 });
    expect(recent.reduce((sum, d) => sum + d.inPairs, 0)).toBe(8);
  });

  it("sums the wallet and the period's fees without the excluded seller; what waits, theirs left out", async () => {
    const { wallet, sales, waiting } = await board(march);
    expect(wallet).toEqual({
      availableCents: 10_000 - 1_250 + 100,
      heldCents,
      sellersWithMoney: 1,
      inCents: 10_000,
      outCents: 0,
      cashByDay: [
        { day: '2025-03-10', inCents: 10_000, outCents: 0 },
        { day: '2025-03-11', inCents: 0, outCents: 0 },
        { day: '2025-03-12', inCents: 0, outCents: 0 },
      ],
      excludedSellers: 1,
    });
    expect(sales.feesByType).toEqual([
      { feeType: FeeType.userRecharge, entries: 1, chargedCents: 0, creditedCents: 10_000 },
      { feeType: FeeType.labelFee, entries: 1, chargedCents: 1_250, creditedCents: 0 },
    ]);
    expect(waiting.find((x) => x.kind === 1 && x.stage === 1)).toMatchObject({ count: 1, usdCents: 32_100 });
    const recent = await board();
    expect(recent.wallet.inCents).toBe(cashInToday);
  });

  it('answers only admins granted the board; refuses a bad period in both languages', async () => {
    const admin = async (grants: Parameters<typeof anAdminRole>[1]) =>
      loggedInUser(t.app, db(), { userType: PortalId.admin, roleId: await anAdminRole(db(), grants) });
    const reader = await admin([fullGrant(BiPage.board, ['query'])]);
    expect((await call(t.app, { url: '/api/admin/bi/board', token: reader.token })).code).toBe(200);
    const other = await admin([fullGrant(FinancePage.overview, ['query'])]);
    expect((await call(t.app, { url: '/api/admin/bi/board', token: other.token })).code).toBe(403);
    const bad = { beginDate: '2025-03-12', endDate: '2025-03-10' };
    const en = await call(t.app, { url: '/api/admin/bi/board', token: w.root, query: bad });
    expect([en.code, en.msg]).toEqual([400, expect.stringMatching(/must not be after/)]);
    const zh = await call(t.app, {
      url: '/api/admin/bi/board',
      token: w.root,
      query: { beginDate: '2025-03-10' },
      headers: { language: 'zh_cn' },
    });
    expect(zh.code).toBe(400);
    expect(zh.msg).toMatch(/beginDate|endDate/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FinancePage, fullGrant } from '../../src/domain/kernel/permissions';
import { FeeType } from '../../src/domain/wallet/wallet';
import type { FinanceOverview, StatisticsExclusions } from '../../src/domain/wallet/overview';
import { anAdminRole, auditOf, rootToken } from '../fixtures/accounts';
import { anAdmin, loggedInUser, loginAs } from '../fixtures/users';
import { aRecharge, walletClient } from '../fixtures/wallet-applications';
import { backdatedEntry } from './support/backdated-entry';
import { ledgerInvariants } from './support/ledger-invariants';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testEngines())('Finance/Overview on %s', (engine) => {
  let t: TestApp;
  let root: string;
  type Seller = Awaited<ReturnType<typeof loggedInUser>>;
  let counted: Seller;
  let tester: Seller;

  beforeAll(async () => {
    t = await createTestApp(engine);
    root = await rootToken(t.app);
    counted = await loggedInUser(t.app, t.database.db);
    tester = await loggedInUser(t.app, t.database.db);
    const post = (s: Seller, kind: 'credit' | 'charge', feeType: FeeType, amountCents: number, at: string) =>
      backdatedEntry(t.database.db, { sellerId: s.id, kind, feeType, amountCents, at });
    // The period 2025-03-10 .. 2025-03-12 (GMT): its first and last instants count, the ones around do not.
    await post(counted, 'credit', FeeType.userRecharge, 700, '2025-03-09T23:59:59.999Z');
    await post(counted, 'credit', FeeType.userRecharge, 10_000, '2025-03-10T00:00:00.000Z');
    await post(counted, 'charge', FeeType.labelFee, 1_250, '2025-03-12T23:59:59.999Z');
    await post(counted, 'credit', FeeType.userRecharge, 100, '2025-03-13T00:00:00.000Z');
    // The test account: a large recharge and a fee inside the period, and a recharge waiting.
    await post(tester, 'credit', FeeType.userRecharge, 900_000_000, '2025-03-11T12:00:00.000Z');
    await post(tester, 'charge', FeeType.labelFee, 4_000, '2025-03-11T13:00:00.000Z');
    const applied = await aRecharge(walletClient(t.app), tester, '321.00');
    expect(applied.code, applied.msg).toBe(200);
  });
  afterAll(() => t.close());

  const overview = (query?: Record<string, string>, token = root) =>
    call(t.app, { url: '/api/admin/finance/overview', token, query });
  const figures = async (query?: Record<string, string>) => {
    const r = await overview(query);
    expect(r.code, r.msg).toBe(200);
    return r.data as FinanceOverview;
  };
  const exclude = (userCodes: unknown, token = root, lang = 'en_us') =>
    call(t.app, {
      url: '/api/admin/finance/overview/exclusions',
      token,
      body: { userCodes },
      headers: { language: lang },
    });
  const march = { beginDate: '2025-03-10', endDate: '2025-03-12' };
  const fee = (o: FinanceOverview, feeType: number) => o.feesByType.find((f) => f.feeType === feeType);
  const waitingRecharges = (o: FinanceOverview) => o.pending.find((p) => p.kind === 1 && p.stage === 1);

  it("sums a period's fees by type and cash per GMT day, its bounds included, every fee type listed", async () => {
    const saved = await exclude([]);
    expect(saved.code, saved.msg).toBe(200);
    const o = await figures(march);
    expect(o.period).toEqual(march);
    expect(o.feesByType).toHaveLength(18);
    expect(fee(o, FeeType.userRecharge)).toEqual({
      feeType: 1,
      entries: 2,
      chargedCents: 0,
      creditedCents: 900_010_000,
    });
    expect(fee(o, FeeType.labelFee)).toEqual({
      feeType: 25,
      entries: 2,
      chargedCents: 5_250,
      creditedCents: 0,
    });
    expect(o.cashByDay).toEqual([
      { day: '2025-03-10', inCents: 10_000, outCents: 0 },
      { day: '2025-03-11', inCents: 900_000_000, outCents: 0 },
      { day: '2025-03-12', inCents: 0, outCents: 0 },
    ]);
    const oneDay = await figures({ beginDate: '2025-03-13', endDate: '2025-03-13' });
    expect(oneDay.cashByDay).toEqual([{ day: '2025-03-13', inCents: 100, outCents: 0 }]);
  });

  it('leaves the excluded sellers out of every figure, and counts them again once removed; audited', async () => {
    const all = await figures(march);
    const saved = await exclude([tester.uid]);
    expect([saved.code, saved.msg]).toEqual([200, 'Statistics exclusions saved']);
    expect((saved.data as StatisticsExclusions).sellers.map((s) => s.uid)).toEqual([tester.uid]);

    const without = await figures(march);
    expect(without.excluded.sellers).toEqual([
      { sellerId: tester.id, uid: tester.uid, name: expect.any(String) },
    ]);
    expect(without.excluded).toMatchObject({ availableCents: 899_996_000, heldCents: 0 });
    expect(fee(without, FeeType.userRecharge)).toMatchObject({ entries: 1, creditedCents: 10_000 });
    expect(fee(without, FeeType.labelFee)).toMatchObject({ entries: 1, chargedCents: 1_250 });
    expect(without.cashByDay[1]).toEqual({ day: '2025-03-11', inCents: 0, outCents: 0 });
    expect(without.balances.availableCents).toBe(all.balances.availableCents - 899_996_000);
    expect(without.balances.sellersWithMoney).toBe(all.balances.sellersWithMoney - 1);
    expect(all.balances.topSellers[0].uid).toBe(tester.uid);
    expect(without.balances.topSellers.map((s) => s.uid)).not.toContain(tester.uid);
    expect(without.balances.topSellers[0]).toMatchObject({ uid: counted.uid, totalCents: 8_750 + 700 + 100 });
    expect(waitingRecharges(all)).toMatchObject({ count: 1, usdCents: 32_100, rmbCents: 0 });
    expect(waitingRecharges(without)).toMatchObject({ count: 0, usdCents: 0 });

    const audit = await auditOf(t.database.db, 'wallet_statistics_exclusions', 'list');
    expect(audit[0]).toMatchObject({
      action: 'wallet.statisticsExclusions.update',
      before: { userCodes: [] },
      after: { userCodes: [tester.uid] },
    });

    expect((await exclude([])).code).toBe(200);
    expect(fee(await figures(march), FeeType.userRecharge)).toEqual(fee(all, FeeType.userRecharge));
    await ledgerInvariants(t.database.db);
  });

  it('defaults to the last 30 GMT days, today included', async () => {
    const o = await figures();
    const today = new Date().toISOString().slice(0, 10);
    expect(o.period.endDate).toBe(today);
    expect(o.cashByDay).toHaveLength(30);
    expect(o.cashByDay[29].day).toBe(today);
  });

  it('refuses a bad period or list with a clear message in both languages, changing nothing', async () => {
    await exclude([tester.uid]);
    const before = await auditOf(t.database.db, 'wallet_statistics_exclusions', 'list');
    const cases: [Record<string, string>, RegExp][] = [
      [{ beginDate: '2025-03-10' }, /both beginDate and endDate, or neither/],
      [{ beginDate: '2025-03-12', endDate: '2025-03-10' }, /must not be after/],
      [{ beginDate: '2024-01-01', endDate: '2025-01-02' }, /at most 366 days/],
      [{ beginDate: '2025-02-30', endDate: '2025-03-10' }, /not a day of the calendar/],
      [{ beginDate: 'yesterday', endDate: '2025-03-10' }, /YYYY-MM-DD/],
    ];
    for (const [query, message] of cases) {
      const r = await overview(query);
      expect([r.status, r.msg], JSON.stringify(query)).toEqual([400, expect.stringMatching(message)]);
    }
    const unknown = await exclude([tester.uid, 'NOPE-1']);
    expect([unknown.status, unknown.msg]).toEqual([400, 'No seller has the user code NOPE-1']);
    const zh = await exclude(['NOPE-1'], root, 'zh_cn');
    expect(zh.msg).toBe('没有用户编码为 NOPE-1 的商家');
    const admin = await anAdmin(t.database.db);
    const notSeller = await exclude([admin.uid]);
    expect(notSeller.status).toBe(400);
    expect((await exclude([tester.uid, tester.uid])).msg).toMatch(/each user code once/);
    expect((await exclude('T900001')).status).toBe(400);
    expect((await figures(march)).excluded.sellers.map((s) => s.uid)).toEqual([tester.uid]);
    expect(await auditOf(t.database.db, 'wallet_statistics_exclusions', 'list')).toHaveLength(before.length);
  });

  it('answers a seller 403 and needs the Overview grants: query to read, edit to change the list', async () => {
    const asSeller = await call(t.app, { url: '/api/admin/finance/overview', token: counted.token });
    expect(asSeller.status).toBe(403);
    const onBusiness = await call(t.app, { url: '/api/business/finance/overview', token: counted.token });
    expect(onBusiness.status).toBe(404);

    const readerRole = await anAdminRole(t.database.db, [fullGrant(FinancePage.overview, ['query'])]);
    const reader = await anAdmin(t.database.db, { roleId: readerRole });
    const readerToken = await loginAs(t.app, 'admin', reader.username, reader.password);
    expect((await overview(march, readerToken)).code).toBe(200);
    expect((await exclude([], readerToken)).status).toBe(403);
    expect((await figures(march)).excluded.sellers).toHaveLength(1);

    const flowRole = await anAdminRole(t.database.db, [fullGrant(FinancePage.platformFlow, ['query'])]);
    const flowOnly = await anAdmin(t.database.db, { roleId: flowRole });
    const flowToken = await loginAs(t.app, 'admin', flowOnly.username, flowOnly.password);
    expect((await overview(march, flowToken)).status).toBe(403);

    const editorRole = await anAdminRole(t.database.db, [fullGrant(FinancePage.overview, ['query', 'edit'])]);
    const editor = await anAdmin(t.database.db, { roleId: editorRole });
    const editorToken = await loginAs(t.app, 'admin', editor.username, editor.password);
    expect((await exclude([], editorToken)).code).toBe(200);
  });
});

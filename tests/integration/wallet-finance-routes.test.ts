import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadStatus } from '../../src/domain/downloads/downloads';
import type { DownloadTask } from '../../src/domain/downloads/downloads';
import { FinancePage, fullGrant } from '../../src/domain/kernel/permissions';
import { FeeType } from '../../src/domain/wallet/wallet';
import type { MerchantFlow } from '../../src/domain/wallet/statement';
import type {
  PlatformAccountFigures,
  PlatformAccountStatement,
  SelfOperated,
} from '../../src/domain/wallet/self-operated';
import * as ledger from '../../src/server/modules/wallet/ledger-service';
import { anAdminRole, auditOf, rootToken } from '../fixtures/accounts';
import { anAdmin, loggedInUser, loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Finance/SelfOperated (the platform's accounts over a period and one account's statement) and
 * Finance/MerchantFlow's download (a seller's statement as a download task).
 */
describe.each(testEngines())('wallet finance routes on %s', (engine) => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    root = await rootToken(t.app);
  });
  afterAll(() => t.close());

  const admin = (url: string, body?: unknown, token = root, query?: Record<string, string>) =>
    call(t.app, { url: `/api/admin${url}`, token, body, query });
  const selfOperated = async (query: Record<string, string>, token = root) => {
    const r = await call(t.app, { url: '/api/admin/finance/self_operated', token, query });
    expect(r.code, r.msg).toBe(200);
    return r.data as SelfOperated;
  };
  const move = (sellerId: number, direction: 'deposit' | 'deduction', amount: string, feeType: number) =>
    admin('/finance/charge_deduction', { sellerId, direction, amount, feeType, reason: 'Finance test' });
  const accountOf = (
    s: SelfOperated,
    kind: PlatformAccountFigures['kind'],
    feeType: number | null = null,
  ) => {
    const found = s.accounts.find((a) => a.kind === kind && a.feeType === feeType);
    if (!found) throw new Error(`no ${kind} ${feeType} account`);
    return found;
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 15));
  const adminWith = async (grants: Parameters<typeof anAdminRole>[1]) => {
    const viewer = await anAdmin(t.database.db, { roleId: await anAdminRole(t.database.db, grants) });
    return loginAs(t.app, 'admin', viewer.username, viewer.password);
  };

  /** A seller with a recharge, a platform fee, a label fee and its refund, and a hold, posted after `begin`. */
  async function aPeriodOfMoney() {
    const s = await loggedInUser(t.app, t.database.db);
    const begin = new Date().toISOString();
    await tick();
    for (const [direction, amount, feeType] of [
      ['deposit', '100.00', FeeType.userRecharge],
      ['deduction', '12.50', FeeType.platformFee],
      ['deduction', '5.00', FeeType.labelFee],
      ['deposit', '1.00', FeeType.labelRefund],
    ] as const) {
      const r = await move(s.id, direction, amount, feeType);
      expect(r.code, r.msg).toBe(200);
    }
    await t.database.db.transaction().execute((trx) =>
      ledger.hold(trx, {
        key: `finance-hold-${engine}-${s.id}`,
        sellerId: s.id,
        amountCents: 2_000,
        feeType: FeeType.cashWithdrawal,
        relation: { type: 'application', ref: 'W9' },
        operatorId: null,
      }),
    );
    await tick();
    return { seller: s, begin, end: new Date().toISOString() };
  }

  it('gives each platform account its opening, money in and out and closing for a period, and the books balance', async () => {
    const { begin, end } = await aPeriodOfMoney();
    const s = await selfOperated({ beginTime: begin, endTime: end });
    expect([s.beginTime, s.endTime]).toEqual([begin, end]);
    const move = (a: { inCents: number; outCents: number; entryCount: number }) => [
      a.inCents,
      a.outCents,
      a.entryCount,
    ];
    expect(move(accountOf(s, 'cash_clearing'))).toEqual([0, -10_000, 1]);
    expect(move(accountOf(s, 'revenue', FeeType.platformFee))).toEqual([1_250, 0, 1]);
    expect(move(accountOf(s, 'carrier_payable'))).toEqual([500, -100, 2]);
    expect(move(accountOf(s, 'refunds'))).toEqual([0, 0, 0]);
    // The hold moves money between the seller's own accounts: not a movement of the sellers' funds.
    expect(move(s.sellerFunds)).toEqual([10_100, -1_750, 4]);
    for (const a of [...s.accounts, s.sellerFunds]) {
      expect(a.closingCents - a.openingCents).toBe(a.inCents + a.outCents);
      // Nothing was posted after the period: its closing balance is the balance now.
      expect(a.closingCents).toBe(a.balanceCents);
    }
    const total = (field: 'openingCents' | 'closingCents' | 'balanceCents') =>
      s.accounts.reduce((sum, a) => sum + a[field], 0) + s.sellerFunds[field];
    expect([total('openingCents'), total('closingCents'), total('balanceCents')]).toEqual([0, 0, 0]);
    expect(s.accounts.filter((a) => a.kind === 'revenue')).toHaveLength(16);

    // A period that ends before these postings closes where this one opened.
    const before = await selfOperated({ beginTime: '2000-01-01T00:00:00.000Z', endTime: begin });
    expect(accountOf(before, 'cash_clearing').closingCents).toBe(accountOf(s, 'cash_clearing').openingCents);
    expect(before.sellerFunds.closingCents).toBe(s.sellerFunds.openingCents);
    // Without a period: everything up to now, from an opening of zero.
    const all = await selfOperated({});
    expect(all.beginTime).toBeNull();
    expect(all.accounts.every((a) => a.openingCents === 0 && a.closingCents === a.balanceCents)).toBe(true);
  });

  it("states one platform account's postings of the period, newest first, with whose entry each is", async () => {
    const { seller, begin, end } = await aPeriodOfMoney();
    const { uid } = await t.database.db
      .selectFrom('users')
      .select('uid')
      .where('id', '=', seller.id)
      .executeTakeFirstOrThrow();
    const r = await admin('/finance/self_operated/entries', {
      kind: 'carrier_payable',
      beginTime: begin,
      endTime: end,
    });
    expect(r.code, r.msg).toBe(200);
    const statement = r.data as PlatformAccountStatement;
    expect(statement.data.map((p) => [p.feeType, p.amountCents, p.sellerUid])).toEqual([
      [FeeType.labelRefund, -100, uid],
      [FeeType.labelFee, 500, uid],
    ]);
    expect(statement.data[0].note).toBe('Finance test');
    expect(statement.account.closingCents - statement.account.openingCents).toBe(400);
    const revenue = await admin('/finance/self_operated/entries', {
      kind: 'revenue',
      feeType: FeeType.platformFee,
      beginTime: begin,
      endTime: end,
      pageSize: 1,
    });
    expect((revenue.data as PlatformAccountStatement).data.map((p) => p.amountCents)).toEqual([1_250]);
    expect((revenue.data as PlatformAccountStatement).totalCount).toBe(1);
  });

  it('refuses a bad period or account with a clear message', async () => {
    const period = { beginTime: '2026-01-01T00:00:00Z', endTime: '2026-02-01T00:00:00Z' };
    const reversed = await call(t.app, {
      url: '/api/admin/finance/self_operated',
      token: root,
      query: { beginTime: period.endTime, endTime: period.beginTime },
    });
    expect([reversed.status, reversed.msg]).toEqual([400, 'The start time must not be after the end time']);
    const notADate = await call(t.app, {
      url: '/api/admin/finance/self_operated',
      token: root,
      query: { beginTime: 'yesterday' },
    });
    expect(notADate.status).toBe(400);
    expect(notADate.msg).toMatch(/beginTime/);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ kind: 'revenue', ...period }, /fee type/],
      [{ kind: 'cash_clearing', feeType: FeeType.userRecharge, ...period }, /fee type/],
      [{ kind: 'revenue', feeType: 99, ...period }, /fee type/],
      [{ kind: 'seller_available', ...period }, /kind/],
      [{ kind: 'refunds', beginTime: period.beginTime }, /endTime/],
      [{ kind: 'refunds', ...period, extra: 1 }, /extra/],
    ];
    for (const [body, message] of cases) {
      const r = await admin('/finance/self_operated/entries', body);
      expect([r.status, JSON.stringify(body)]).toEqual([400, JSON.stringify(body)]);
      expect(r.msg).toMatch(message);
    }
    const reversedStatement = await admin('/finance/self_operated/entries', {
      kind: 'refunds',
      beginTime: period.endTime,
      endTime: period.beginTime,
    });
    expect(reversedStatement.status).toBe(400);
  });

  it('needs the SelfOperated grant: other admins get 403, a seller reaches no such route', async () => {
    const merchantOnly = await adminWith([fullGrant(FinancePage.merchantFlow, ['query'])]);
    const refused = await call(t.app, { url: '/api/admin/finance/self_operated', token: merchantOnly });
    expect(refused.status).toBe(403);
    const refusedStatement = await admin(
      '/finance/self_operated/entries',
      { kind: 'refunds', beginTime: '2026-01-01T00:00:00Z', endTime: '2026-02-01T00:00:00Z' },
      merchantOnly,
    );
    expect(refusedStatement.status).toBe(403);
    const viewer = await adminWith([fullGrant(FinancePage.selfOperated, ['query'])]);
    expect((await selfOperated({}, viewer)).accounts.length).toBeGreaterThan(0);

    const seller = await loggedInUser(t.app, t.database.db);
    const onAdmin = await call(t.app, { url: '/api/admin/finance/self_operated', token: seller.token });
    expect([401, 403]).toContain(onAdmin.status);
    const onBusiness = await call(t.app, { url: '/api/business/finance/self_operated', token: seller.token });
    expect(onBusiness.status).toBe(404);
  });

  async function finished(id: number, token = root): Promise<DownloadTask> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const task = (await admin('/download_task/get', undefined, token, { id: String(id) }))
        .data as DownloadTask;
      if (task.status === DownloadStatus.done || task.status === DownloadStatus.failed) return task;
      if (Date.now() > deadline) throw new Error('export did not finish');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function sheetRows(downloadUrl: string, token = root): Promise<string[][]> {
    const file = await t.app.inject({ method: 'GET', url: downloadUrl, headers: { token } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0].eachRow({ includeEmpty: true }, (row) =>
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
    );
    return rows;
  }

  it("downloads a seller's statement: its balances above the period's entries, audited as an export", async () => {
    const { seller, begin, end } = await aPeriodOfMoney();
    const added = await admin('/finance/merchant_flow/export', {
      sellerId: seller.id,
      beginTime: begin,
      endTime: end,
      searchIdList: [],
    });
    expect(added.code, added.msg).toBe(200);
    expect(added.msg).toBe('Add Download Task Success, download the file from the Download Center');
    const { id, downloadUrl } = added.data as { id: number; downloadUrl: string };
    const task = await finished(id);
    expect([task.status, task.kind, task.rowCount]).toEqual([DownloadStatus.done, 'merchant-statement', 5]);

    const rows = await sheetRows(downloadUrl);
    const flow = (
      await admin('/finance/merchant_flow', { sellerId: seller.id, beginTime: begin, endTime: end })
    ).data as MerchantFlow;
    expect(rows.slice(0, 6).map((r) => r[0])).toEqual([
      'Seller',
      'Period (GMT)',
      'Opening available (USD)',
      'Opening held (USD)',
      'Closing available (USD)',
      'Closing held (USD)',
    ]);
    expect(rows[0][1]).toContain(flow.uid);
    expect(rows.slice(2, 6).map((r) => Number(r[1]))).toEqual(
      [
        flow.openingAvailableCents,
        flow.openingHeldCents,
        flow.closingAvailableCents,
        flow.closingHeldCents,
      ].map((c) => c / 100),
    );
    expect(rows.slice(4, 6).map((r) => Number(r[1]))).toEqual([63.5, 20]);
    expect(rows[7].slice(0, 3)).toEqual(['No.', 'Time (GMT)', 'Fee type']);
    expect(rows.slice(8).map((r) => Number(r[0]))).toEqual(flow.data.map((e) => e.id));
    expect(rows.slice(8).map((r) => r[2])).toEqual([
      'Cash withdrawal',
      'Label refund',
      'Label fee',
      'Platform fee',
      'User recharge',
    ]);

    const audit = await auditOf(t.database.db, 'download_task', id);
    expect(audit.map((a) => a.action)).toEqual(['export']);
    expect(audit[0].after).toMatchObject({ kind: 'merchant-statement', filters: { sellerId: seller.id } });
  });

  it('refuses a statement download for no seller, a reversed period or without the export grant, adding no task', async () => {
    const tasks = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('download_tasks')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await tasks();
    const period = { beginTime: '2026-01-01T00:00:00Z', endTime: '2026-02-01T00:00:00Z' };
    const seller = await loggedInUser(t.app, t.database.db);
    const unknown = await admin('/finance/merchant_flow/export', { sellerId: 987_654, ...period });
    expect([unknown.status, unknown.msg]).toEqual([404, 'There is no seller with id 987654']);
    const anAdminUser = await anAdmin(t.database.db);
    expect(
      (await admin('/finance/merchant_flow/export', { sellerId: anAdminUser.id, ...period })).status,
    ).toBe(404);
    const reversed = await admin('/finance/merchant_flow/export', {
      sellerId: seller.id,
      beginTime: period.endTime,
      endTime: period.beginTime,
    });
    expect(reversed.status).toBe(400);
    const noPeriod = await admin('/finance/merchant_flow/export', { sellerId: seller.id });
    expect(noPeriod.status).toBe(400);
    const viewOnly = await adminWith([fullGrant(FinancePage.merchantFlow, ['query'])]);
    const refused = await admin(
      '/finance/merchant_flow/export',
      { sellerId: seller.id, ...period },
      viewOnly,
    );
    expect(refused.status).toBe(403);
    const asSeller = await call(t.app, {
      url: '/api/business/finance/merchant_flow/export',
      token: seller.token,
      body: { sellerId: seller.id, ...period },
    });
    expect(asSeller.status).toBe(404);
    expect(await tasks()).toBe(before);
  });
});

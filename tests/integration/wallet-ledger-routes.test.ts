import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadStatus } from '../../src/domain/downloads/downloads';
import type { DownloadTask } from '../../src/domain/downloads/downloads';
import { FeeType, TransactionStatus } from '../../src/domain/wallet/wallet';
import type { LedgerEntryRow, WalletSummary } from '../../src/domain/wallet/wallet';
import type { MerchantFlow } from '../../src/domain/wallet/statement';
import type { SelfOperated } from '../../src/domain/wallet/self-operated';
import * as ledger from '../../src/server/modules/wallet/ledger-service';
import type { Page } from '../../src/server/http/paging';
import { anAdminRole, auditOf, rootToken } from '../fixtures/accounts';
import { FinancePage, fullGrant } from '../../src/domain/kernel/permissions';
import { anAdmin, loggedInUser, loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';
import { expectJournalKept, ledgerInvariants } from './support/ledger-invariants';

describe.each(testEngines())('wallet ledger routes on %s', (engine) => {
  let t: TestApp;
  let root: string;
  let seller: { id: number; token: string };
  let other: { id: number; token: string };
  let othersEntryId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    root = await rootToken(t.app);
    seller = await loggedInUser(t.app, t.database.db);
    other = await loggedInUser(t.app, t.database.db);
    const e = await t.database.db.transaction().execute((trx) =>
      ledger.credit(trx, {
        key: `other-${engine}`,
        sellerId: other.id,
        amountCents: 999,
        feeType: FeeType.userRecharge,
        relation: { type: 'application', ref: 'R1' },
        operatorId: null,
      }),
    );
    othersEntryId = e.id;
  });
  afterAll(() => t.close());

  const admin = (url: string, body: unknown, token = root, headers: Record<string, string> = {}) =>
    call(t.app, { url: `/api/admin${url}`, token, body, headers });
  const business = (
    url: string,
    token: string,
    body?: unknown,
    query?: Record<string, string>,
    lang?: string,
  ) =>
    call(t.app, { url: `/api/business${url}`, token, body, query, headers: lang ? { language: lang } : {} });
  const summaryOf = async (s: { token: string }) =>
    (await business('/wallet/summary', s.token)).data as WalletSummary;
  const move = (
    sellerId: number,
    direction: 'deposit' | 'deduction',
    amount: unknown,
    feeType: number,
    extra = {},
  ) =>
    admin('/finance/charge_deduction', {
      sellerId,
      direction,
      amount,
      feeType,
      reason: 'Test reason',
      ...extra,
    });

  it('posts a manual deposit and deduction, shows them in the wallet and audits before and after', async () => {
    const dep = await move(seller.id, 'deposit', '120.50', FeeType.userRecharge);
    expect(dep.code, dep.msg).toBe(200);
    expect(dep.msg).toBe('Deposit posted');
    const ded = await move(seller.id, 'deduction', 20.25, FeeType.platformFee);
    expect(ded.code, ded.msg).toBe(200);
    const answer = ded.data as { entry: { id: number }; before: WalletSummary; after: WalletSummary };
    expect(answer.before.availableCents).toBe(12_050);
    expect(answer.after.availableCents).toBe(10_025);
    expect(await summaryOf(seller)).toEqual({ availableCents: 10_025, heldCents: 0, totalCents: 10_025 });

    const audit = await auditOf(t.database.db, 'ledger_entry', answer.entry.id);
    expect(audit).toHaveLength(1);
    expect(audit[0].action).toBe('wallet.deduction');
    expect(audit[0].before).toMatchObject({ sellerId: seller.id, availableCents: 12_050 });
    expect(audit[0].after).toMatchObject({
      availableCents: 10_025,
      amountCents: 2_025,
      reason: 'Test reason',
    });

    const list = await business('/wallet/transaction/list', seller.token, {});
    const page = list.data as Page<LedgerEntryRow>;
    expect(page.totalCount).toBe(2);
    // The reason is the platform's note: the seller's wallet answers without it.
    expect(page.data.map((r) => [r.feeType, r.availableDeltaCents, r.note])).toEqual([
      [FeeType.platformFee, -2_025, undefined],
      [FeeType.userRecharge, 12_050, undefined],
    ]);
    expect(page.data[0].operatorName).not.toBe('');
  });

  it('filters the transactions by fee type, status and time, pages them, and shows a hold in transaction', async () => {
    const s = await loggedInUser(t.app, t.database.db);
    await move(s.id, 'deposit', 100, FeeType.userRecharge);
    const held = await t.database.db.transaction().execute((trx) =>
      ledger.hold(trx, {
        key: `hold-${s.id}`,
        sellerId: s.id,
        amountCents: 5_500,
        feeType: FeeType.cashWithdrawal,
        relation: { type: 'application', ref: 'W1' },
        operatorId: null,
      }),
    );
    const list = (body: object) =>
      business('/wallet/transaction/list', s.token, body).then((r) => r.data as Page<LedgerEntryRow>);
    expect((await list({ feeType: FeeType.cashWithdrawal })).data.map((r) => r.id)).toEqual([held.id]);
    const inTransaction = await list({ status: TransactionStatus.inTransaction });
    expect(inTransaction.data.map((r) => [r.id, r.availableDeltaCents, r.heldDeltaCents])).toEqual([
      [held.id, -5_500, 5_500],
    ]);
    expect((await list({ status: TransactionStatus.completed })).totalCount).toBe(1);
    expect((await list({ endTime: '2000-01-01T00:00:00Z' })).totalCount).toBe(0);
    expect((await list({ beginTime: '2000-01-01T00:00:00Z' })).totalCount).toBe(2);
    const paged = await list({ pageNo: 2, pageSize: 1 });
    expect([paged.totalPage, paged.data.length]).toEqual([2, 1]);
    expect(await summaryOf(s)).toEqual({ availableCents: 4_500, heldCents: 5_500, totalCents: 10_000 });
    const reversed = await business('/wallet/transaction/list', s.token, {
      beginTime: '2030-01-02T00:00:00Z',
      endTime: '2030-01-01T00:00:00Z',
    });
    expect([reversed.code, reversed.msg]).toEqual([400, 'The start time must not be after the end time']);
  });

  it("never shows a seller another seller's entries: the list omits them, reading one answers 404", async () => {
    const own = (await business('/wallet/transaction/list', other.token, {})).data as Page<LedgerEntryRow>;
    expect(own.data.map((r) => r.id)).toEqual([othersEntryId]);
    const mine = (await business('/wallet/transaction/list', seller.token, {})).data as Page<LedgerEntryRow>;
    expect(mine.data.map((r) => r.id)).not.toContain(othersEntryId);
    const read = await business('/wallet/transaction/get', seller.token, undefined, {
      id: String(othersEntryId),
    });
    expect([read.status, read.msg]).toEqual([404, 'Transaction not found']);
    const missing = await business('/wallet/transaction/get', seller.token, undefined, { id: '999999' });
    expect(missing.status).toBe(404);
    const ownRead = await business('/wallet/transaction/get', other.token, undefined, {
      id: String(othersEntryId),
    });
    expect((ownRead.data as LedgerEntryRow).relation).toEqual({ type: 'application', ref: 'R1' });
  });

  it('refuses a deduction past the balance with the shortfall in both languages, and changes nothing', async () => {
    const s = await loggedInUser(t.app, t.database.db);
    await move(s.id, 'deposit', '10.00', FeeType.userRecharge);
    const before = await ledgerInvariants(t.database.db);
    const refused = await move(s.id, 'deduction', '22.50', FeeType.labelFee);
    expect([refused.status, refused.msg]).toEqual([
      409,
      'Not enough balance: $12.50 short. Recharge your wallet.',
    ]);
    expect(refused.data).toEqual({ shortfallCents: 1_250, rechargePath: '/business/wallet/WalletCharge' });
    const zh = await admin(
      '/finance/charge_deduction',
      { sellerId: s.id, direction: 'deduction', amount: '22.50', feeType: FeeType.labelFee, reason: 'x' },
      root,
      { language: 'zh_cn' },
    );
    expect(zh.msg).toBe('余额不足：还差 $12.50。请先为钱包充值。');
    expect(await summaryOf(s)).toEqual({ availableCents: 1_000, heldCents: 0, totalCents: 1_000 });
    expectJournalKept(before, await ledgerInvariants(t.database.db));
    expect((await ledgerInvariants(t.database.db)).size).toBe(before.size);
  });

  it('refuses bad amounts, fee types and sellers with a clear message, posting nothing', async () => {
    const s = await loggedInUser(t.app, t.database.db);
    const before = await ledgerInvariants(t.database.db);
    const cases: [unknown, RegExp][] = [
      [0, /greater than 0/],
      ['0.00', /greater than 0/],
      [-5, /greater than 0/],
      ['-5', /greater than 0/],
      ['1.005', /at most 2 decimals/],
      [0.001, /at most 2 decimals/],
      ['10000000.01', /at most 10,000,000.00/],
      [1e300, /at most 10,000,000.00/],
      ['ten dollars', /in dollars/],
      ['', /in dollars/],
      [null, /amount/],
    ];
    for (const [amount, message] of cases) {
      const r = await move(s.id, 'deposit', amount, FeeType.userRecharge);
      expect([r.status, String(amount)]).toEqual([400, String(amount)]);
      expect(r.msg).toMatch(message);
    }
    const wrongType = await move(s.id, 'deduction', 5, FeeType.userRecharge);
    expect([wrongType.status, wrongType.msg]).toEqual([400, expect.stringMatching(/deduction/)]);
    const unknownType = await move(s.id, 'deposit', 5, 99);
    expect(unknownType.status).toBe(400);
    const noReason = await move(s.id, 'deposit', 5, FeeType.userRecharge, { reason: '  ' });
    expect(noReason.status).toBe(400);
    const unknownSeller = await move(987_654, 'deposit', 5, FeeType.userRecharge);
    expect([unknownSeller.status, unknownSeller.msg]).toEqual([404, 'There is no seller with id 987654']);
    const anAdminUser = await anAdmin(t.database.db);
    expect((await move(anAdminUser.id, 'deposit', 5, FeeType.userRecharge)).status).toBe(404);
    expect(await summaryOf(s)).toEqual({ availableCents: 0, heldCents: 0, totalCents: 0 });
    const after = await ledgerInvariants(t.database.db);
    expectJournalKept(before, after);
    expect(after.size).toBe(before.size);
  });

  it('posts a repeated form (same requestKey) once; the same key for other content is a conflict', async () => {
    const s = await loggedInUser(t.app, t.database.db);
    const form = { requestKey: `form-${s.id}-abcdef` };
    const first = await move(s.id, 'deposit', '7.00', FeeType.userRecharge, form);
    const again = await move(s.id, 'deposit', '7.00', FeeType.userRecharge, form);
    expect((again.data as { entry: { id: number } }).entry.id).toBe(
      (first.data as { entry: { id: number } }).entry.id,
    );
    expect(await summaryOf(s)).toMatchObject({ availableCents: 700 });
    const changed = await move(s.id, 'deposit', '8.00', FeeType.userRecharge, form);
    expect(changed.status).toBe(409);
    const entryId = (first.data as { entry: { id: number } }).entry.id;
    expect(await auditOf(t.database.db, 'ledger_entry', entryId)).toHaveLength(1);
  });

  it("states a seller's flow for a period with opening and closing balances", async () => {
    const s = await loggedInUser(t.app, t.database.db);
    await move(s.id, 'deposit', 50, FeeType.userRecharge);
    const begin = new Date(Date.now() + 5).toISOString();
    await new Promise((r) => setTimeout(r, 20));
    await move(s.id, 'deduction', 5, FeeType.shippingFee);
    await move(s.id, 'deposit', 1, FeeType.labelRefund);
    const end = new Date(Date.now() + 1000).toISOString();
    const r = await admin('/finance/merchant_flow', { sellerId: s.id, beginTime: begin, endTime: end });
    expect(r.code, r.msg).toBe(200);
    const flow = r.data as MerchantFlow;
    expect([flow.openingAvailableCents, flow.closingAvailableCents, flow.totalCount]).toEqual([
      5_000, 4_600, 2,
    ]);
    expect(flow.data.map((e) => e.availableDeltaCents)).toEqual([100, -500]);
    const unknown = await admin('/finance/merchant_flow', {
      sellerId: 987_654,
      beginTime: begin,
      endTime: end,
    });
    expect(unknown.status).toBe(404);
    const reversed = await admin('/finance/merchant_flow', {
      sellerId: s.id,
      beginTime: end,
      endTime: begin,
    });
    expect(reversed.status).toBe(400);
  });

  it('needs the Finance grants: an admin with only MerchantFlow is refused a deposit (403), nothing posted', async () => {
    const roleId = await anAdminRole(t.database.db, [fullGrant(FinancePage.merchantFlow, ['query'])]);
    const viewer = await anAdmin(t.database.db, { roleId });
    const token = await loginAs(t.app, 'admin', viewer.username, viewer.password);
    const before = await summaryOf(seller);
    const refused = await admin(
      '/finance/charge_deduction',
      { sellerId: seller.id, direction: 'deposit', amount: 5, feeType: 1, reason: 'no grant' },
      token,
    );
    expect(refused.status).toBe(403);
    expect(await summaryOf(seller)).toEqual(before);
    const flow = await admin(
      '/finance/merchant_flow',
      { sellerId: seller.id, beginTime: '2000-01-01T00:00:00Z', endTime: '2100-01-01T00:00:00Z' },
      token,
    );
    expect(flow.code, flow.msg).toBe(200);
    expect((flow.data as MerchantFlow).closingAvailableCents).toBe(before.availableCents);
  });

  it("shows the platform's own accounts, which mirror the sellers' funds to the cent", async () => {
    const s = await loggedInUser(t.app, t.database.db);
    await move(s.id, 'deposit', '3.00', FeeType.userRecharge);
    await move(s.id, 'deduction', '1.25', FeeType.labelFee);
    const r = await call(t.app, { url: '/api/admin/finance/self_operated', token: root });
    expect(r.code, r.msg).toBe(200);
    const own = r.data as SelfOperated;
    const platform = own.accounts.reduce((sum, a) => sum + a.balanceCents, 0);
    expect(platform + own.sellerFunds.balanceCents).toBe(0);
    expect(own.sellerFunds.balanceCents).toBeGreaterThan(0);
    const carrier = own.accounts.find((a) => a.kind === 'carrier_payable');
    expect(carrier?.balanceCents).toBeGreaterThanOrEqual(125);
    expect(own.accounts.filter((a) => a.kind === 'revenue')).toHaveLength(16);
  });

  it("exports the seller's own transactions through the download center", async () => {
    const added = await business('/wallet/transaction/export', seller.token, {
      feeType: FeeType.userRecharge,
    });
    expect(added.code, added.msg).toBe(200);
    const { id, downloadUrl } = added.data as { id: number; downloadUrl: string };
    const deadline = Date.now() + 30_000;
    let task: DownloadTask;
    for (;;) {
      task = (await business('/download_task/get', seller.token, undefined, { id: String(id) }))
        .data as DownloadTask;
      if (task.status === DownloadStatus.done || task.status === DownloadStatus.failed) break;
      if (Date.now() > deadline) throw new Error('export did not finish');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(task.status, task.error).toBe(DownloadStatus.done);
    const file = await t.app.inject({ method: 'GET', url: downloadUrl, headers: { token: seller.token } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0].eachRow((row) =>
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
    );
    expect(rows[0].slice(0, 5)).toEqual(['No.', 'Time (GMT)', 'Fee type', 'Status', 'Amount (USD)']);
    const own = (await business('/wallet/transaction/list', seller.token, { feeType: FeeType.userRecharge }))
      .data as Page<LedgerEntryRow>;
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(own.data.map((e) => e.id));
    expect(rows.slice(1).every((r) => r[2] === 'User recharge')).toBe(true);
  });
});

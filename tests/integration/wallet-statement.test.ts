import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadStatus } from '../../src/domain/downloads/downloads';
import type { MerchantFlow, StatementRow } from '../../src/domain/wallet/statement';
import { FeeType, TransactionStatus } from '../../src/domain/wallet/wallet';
import type { Relation, WalletSummary } from '../../src/domain/wallet/wallet';
import type { DB } from '../../src/server/db/schema';
import type { Page } from '../../src/server/http/paging';
import * as ledger from '../../src/server/modules/wallet/ledger-service';
import { rootToken } from '../fixtures/accounts';
import { loggedInUser } from '../fixtures/users';
import { downloadedRows, finishedDownload } from './support/downloads';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The wallet statement (issue 24): a hold and the capture or release that settles it are one row with
 * its life, amount and relation, in the seller's list, the admin's MerchantFlow and both exports; the
 * journal keeps every entry.
 */

describe.each(testEngines())('the wallet statement on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let root: string;
  let seller: { id: number; token: string };
  let ids: Record<'recharge' | 'charged' | 'released' | 'held' | 'withdrawal', number>;
  let begin: string;
  const db = () => t.database.db;

  const post = <T>(fn: (trx: Transaction<DB>) => Promise<T>) => db().transaction().execute(fn);
  const hold = (key: string, cents: number, feeType: ledger.MoneyCommand['feeType'], relation: Relation) =>
    post((trx) =>
      ledger.hold(trx, { key, sellerId: seller.id, amountCents: cents, feeType, relation, operatorId: null }),
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    root = await rootToken(t.app);
    seller = await loggedInUser(t.app, db());
    const k = `${engine}-${seller.id}`;
    const recharge = await post((trx) =>
      ledger.credit(trx, {
        key: `st-recharge-${k}`,
        sellerId: seller.id,
        amountCents: 10_000,
        feeType: FeeType.userRecharge,
        relation: { type: 'application', ref: '41' },
        operatorId: null,
      }),
    );
    const charged = await hold(`st-ship-${k}`, 830, FeeType.transshipmentFee, { type: 'order', ref: 'RS1' });
    const released = await hold(`st-recall-${k}`, 500, FeeType.transshipmentFee, {
      type: 'order',
      ref: 'RS2',
    });
    const withdrawal = await hold(`st-draw-${k}`, 5_500, FeeType.cashWithdrawal, {
      type: 'application',
      ref: '42',
    });
    const held = await hold(`st-label-${k}`, 250, FeeType.labelFee, { type: 'label', ref: 'LB1' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    begin = new Date().toISOString();
    // Settled after `begin`: a period from then shows these holds with their settlement.
    await post(async (trx) => {
      await ledger.capture(trx, { key: `st-ship-c-${k}`, holdEntryId: charged.id, operatorId: null });
      await ledger.release(trx, {
        key: `st-recall-r-${k}`,
        holdEntryId: released.id,
        operatorId: null,
        feeType: FeeType.transshipmentFee,
      });
      await ledger.capture(trx, { key: `st-draw-c-${k}`, holdEntryId: withdrawal.id, operatorId: null });
    });
    ids = {
      recharge: recharge.id,
      charged: charged.id,
      released: released.id,
      held: held.id,
      withdrawal: withdrawal.id,
    };
  });
  afterAll(() => t.close());

  const statement = async (body: object = {}) => {
    const r = await call(t.app, { url: '/api/business/wallet/transaction/list', token: seller.token, body });
    expect(r.code, r.msg).toBe(200);
    return r.data as Page<StatementRow>;
  };
  const figures = (rows: StatementRow[]) =>
    rows.map((r) => ({
      id: r.id,
      life: r.life.map((s) => s.step).join(' > '),
      amount: r.signedAmountCents,
      available: r.availableDeltaCents,
      held: r.heldDeltaCents,
      status: r.status,
      relation: `${r.relation.type} ${r.relation.ref}`,
    }));

  it('shows one row per charge with its life, amount, relation and its effect on both balances', async () => {
    const page = await statement();
    expect(page.totalCount).toBe(5);
    expect(figures(page.data)).toEqual([
      {
        id: ids.held,
        life: 'held',
        amount: -250,
        available: -250,
        held: 250,
        status: 1,
        relation: 'label LB1',
      },
      {
        id: ids.withdrawal,
        life: 'held > paidOut',
        amount: -5_500,
        available: -5_500,
        held: 0,
        status: TransactionStatus.completed,
        relation: 'application 42',
      },
      {
        id: ids.released,
        life: 'held > released',
        amount: -500,
        available: 0,
        held: 0,
        status: TransactionStatus.cancelled,
        relation: 'order RS2',
      },
      {
        id: ids.charged,
        life: 'held > charged',
        amount: -830,
        available: -830,
        held: 0,
        status: TransactionStatus.completed,
        relation: 'order RS1',
      },
      {
        id: ids.recharge,
        life: 'credited',
        amount: 10_000,
        available: 10_000,
        held: 0,
        status: TransactionStatus.completed,
        relation: 'application 41',
      },
    ]);
    const summary = (await call(t.app, { url: '/api/business/wallet/summary', token: seller.token }))
      .data as WalletSummary;
    expect(page.data.reduce((sum, r) => sum + r.availableDeltaCents, 0)).toBe(summary.availableCents);
    expect(page.data.reduce((sum, r) => sum + r.heldDeltaCents, 0)).toBe(summary.heldCents);
    // The journal keeps all eight entries.
    const entries = await db()
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('seller_id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(Number(entries.n)).toBe(8);
  });

  it('filters and pages rows, not entries; a period shows a hold settled in it', async () => {
    const paged = await statement({ pageNo: 2, pageSize: 2 });
    expect([paged.totalCount, paged.totalPage, paged.data.map((r) => r.id)]).toEqual([
      5,
      3,
      [ids.released, ids.charged],
    ]);
    const cancelled = await statement({ status: TransactionStatus.cancelled });
    expect(cancelled.data.map((r) => r.id)).toEqual([ids.released]);
    const settledSince = await statement({ beginTime: begin });
    expect(settledSince.data.map((r) => r.id)).toEqual([ids.withdrawal, ids.released, ids.charged]);
  });

  it("gives the admin's MerchantFlow the same rows and figures", async () => {
    const own = await statement();
    const r = await call(t.app, {
      url: '/api/admin/finance/merchant_flow',
      token: root,
      body: { sellerId: seller.id, beginTime: '2000-01-01T00:00:00Z', endTime: '2100-01-01T00:00:00Z' },
    });
    expect(r.code, r.msg).toBe(200);
    const flow = r.data as MerchantFlow;
    expect(figures(flow.data)).toEqual(figures(own.data));
  });

  it("exports the seller's statement with the figures the screen shows", async () => {
    const added = await call(t.app, {
      url: '/api/business/wallet/transaction/export',
      token: seller.token,
      body: {},
    });
    expect(added.code, added.msg).toBe(200);
    const { id, downloadUrl } = added.data as { id: number; downloadUrl: string };
    const task = await finishedDownload(t.app, 'business', seller.token, id);
    expect([task.status, task.rowCount]).toEqual([DownloadStatus.done, 5]);
    const [header, ...rows] = await downloadedRows(t.app, downloadUrl, seller.token);
    const col = (name: string) => header.indexOf(name);
    expect(header).toEqual(expect.arrayContaining(['Progress (GMT)', 'Amount (USD)', 'Status']));
    const page = await statement();
    expect(
      rows.map((r) => [
        Number(r[0]),
        Number(r[col('Amount (USD)')]),
        Number(r[col('Available change (USD)')]),
        Number(r[col('Held change (USD)')]),
      ]),
    ).toEqual(
      page.data.map((r) => [
        r.id,
        r.signedAmountCents / 100,
        r.availableDeltaCents / 100,
        r.heldDeltaCents / 100,
      ]),
    );
    const charged = rows.find((r) => Number(r[0]) === ids.charged) as string[];
    expect(charged[col('Progress (GMT)')]).toMatch(/^Held \d{4}-\d\d-\d\d \d\d:\d\d:\d\d → Charged \d{4}-/);
    expect(charged[col('Status')]).toBe('Completed');
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportErrors } from '../../src/domain/kernel/imports';
import { FinancePage, fullGrant } from '../../src/domain/kernel/permissions';
import { BULK_ROW_LIMIT } from '../../src/domain/wallet/bulk';
import type { BulkKind, BulkPosted, BulkPreview } from '../../src/domain/wallet/bulk';
import { FeeType } from '../../src/domain/wallet/wallet';
import * as ledger from '../../src/server/modules/wallet/ledger-service';
import { anAdminRole, rootToken } from '../fixtures/accounts';
import { aLongWorkbook, aWorkbook, multipartFile, readWorkbook } from '../fixtures/imports';
import type { SheetCells } from '../fixtures/imports';
import { aSeller, anAdmin, loginAs } from '../fixtures/users';
import type { CreatedUser } from '../fixtures/users';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Bulk deposit and deduction by spreadsheet (Finance, issue 14): the whole sheet is checked first
 * and every bad row named; every row posts in one transaction or none; the same sheet posts once,
 * also when it is uploaded twice at the same moment; each posted row is audited with the balances
 * before and after; the routes answer 403 without their own grant.
 */
describe.each(testEngines())('wallet bulk deposit and deduction on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let root: string;
  const HEADER = ['User code', 'Amount (USD)', 'Reason'];

  beforeAll(async () => {
    t = await createTestApp(engine);
    root = await rootToken(t.app);
  });
  afterAll(() => t.close());

  async function upload(step: 'check' | 'post', kind: BulkKind, workbook: Buffer, token = root) {
    const body = multipartFile(workbook, `bulk-${kind}.xlsx`);
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/admin/finance/bulk/${step}?kind=${kind}`,
      headers: { token, 'content-type': body.contentType },
      payload: body.payload,
    });
    return { status: r.statusCode, ...(r.json() as { code: number; msg: string; data: unknown }) };
  }
  const sheet = (rows: SheetCells) => aWorkbook([HEADER, ...rows]);
  const post = async (kind: BulkKind, rows: SheetCells) => upload('post', kind, await sheet(rows));
  const available = async (s: CreatedUser) => (await ledger.balanceOf(t.database.db, s.id)).availableCents;
  const balances = (sellers: CreatedUser[]) => Promise.all(sellers.map(available));
  const batchCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('wallet_bulk_batches')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const funded = async (cents: number) => {
    const s = await aSeller(t.database.db);
    if (cents > 0)
      await t.database.db.transaction().execute((trx) =>
        ledger.credit(trx, {
          key: `bulk-test-fund-${s.id}`,
          sellerId: s.id,
          amountCents: cents,
          feeType: FeeType.userRecharge,
          relation: { type: 'manual', ref: 'fund' },
          operatorId: null,
        }),
      );
    return s;
  };
  const errorsOf = (r: { data: unknown }) => (r.data as ImportErrors).errors;

  /** Asserts a refusal changed nothing: the sellers' balances and the batch count are as before. */
  async function refusedAndUnchanged(
    kind: BulkKind,
    rows: SheetCells,
    sellers: CreatedUser[],
  ): Promise<ImportErrors['errors']> {
    const before = await balances(sellers);
    const batches = await batchCount();
    const checked = await upload('check', kind, await sheet(rows));
    expect(checked.status).toBe(400);
    const r = await post(kind, rows);
    expect(r.status, r.msg).toBe(400);
    expect(r.msg).toMatch(/nothing was imported|Nothing was imported/);
    expect(errorsOf(r)).toEqual(errorsOf(checked));
    expect(await balances(sellers)).toEqual(before);
    expect(await batchCount()).toBe(batches);
    return errorsOf(r);
  }

  it('posts every row of a deposit sheet, audits each with the balances before and after, and lists the batch', async () => {
    const [a, b] = [await funded(1_000), await funded(0)];
    const rows = [
      [a.uid, '25.00', 'Lost parcel'],
      [b.uid.toLowerCase(), 7.5, 'Goodwill'],
    ];
    const preview = await upload('check', 'deposit', await sheet(rows));
    expect(preview.status, preview.msg).toBe(200);
    const p = preview.data as BulkPreview;
    expect([p.rowCount, p.totalCents, p.postedBatch]).toEqual([2, 3_250, null]);
    expect(p.rows.map((r) => [r.row, r.sellerId, r.amountCents])).toEqual([
      [2, a.id, 2_500],
      [3, b.id, 750],
    ]);
    expect(await balances([a, b])).toEqual([1_000, 0]);

    const r = await post('deposit', rows);
    expect(r.status, r.msg).toBe(200);
    expect(r.msg).toBe('Bulk batch posted: every row is in the ledger');
    const posted = r.data as BulkPosted;
    expect(posted.fresh).toBe(true);
    expect(posted.batch).toMatchObject({
      kind: 'deposit',
      rowCount: 2,
      totalCents: 3_250,
      fileName: 'bulk-deposit.xlsx',
    });
    expect(await balances([a, b])).toEqual([3_500, 750]);

    const audits = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'ledger_entry')
      .where(
        'entity_id',
        'in',
        t.database.db
          .selectFrom('ledger_entries')
          .select(sql<string>`id::text`.as('id'))
          .where('relation_type', '=', 'bulk')
          .where('relation_ref', '=', String(posted.batch.id)),
      )
      .orderBy('id')
      .execute();
    expect(
      audits.map((x) => [
        x.action,
        (x.before as { availableCents: number }).availableCents,
        (x.after as { availableCents: number }).availableCents,
      ]),
    ).toEqual([
      ['wallet.deposit', 1_000, 3_500],
      ['wallet.deposit', 0, 750],
    ]);
    const batchAudit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'wallet_bulk_batch')
      .where('entity_id', '=', String(posted.batch.id))
      .executeTakeFirstOrThrow();
    expect(batchAudit.action).toBe('wallet.bulkDeposit');
    expect(batchAudit.after).toMatchObject({ rowCount: 2, totalCents: 3_250 });

    const list = await t.app.inject({
      method: 'POST',
      url: '/api/admin/finance/bulk/list',
      headers: { token: root },
      payload: { kind: 'deposit' },
    });
    const page = list.json() as { data: { data: { id: number }[] } };
    expect(page.data.data[0].id).toBe(posted.batch.id);
  });

  it('posts a deduction sheet, and refuses it whole when one seller has too little', async () => {
    const [a, b] = [await funded(5_000), await funded(1_000)];
    const refused = await refusedAndUnchanged(
      'deduction',
      [
        [a.uid, '10.00', 'Storage'],
        [b.uid, '10.01', 'Storage'],
      ],
      [a, b],
    );
    expect(refused).toEqual([
      { row: 3, column: 'Amount (USD)', message: "the seller's available balance is $10.00: $0.01 short" },
    ]);
    const r = await post('deduction', [
      [a.uid, '10.00', 'Storage'],
      [b.uid, '10.00', 'Storage'],
    ]);
    expect(r.status, r.msg).toBe(200);
    expect(await balances([a, b])).toEqual([4_000, 0]);
  });

  it('names each bad amount (0, negative, fractional cents, absurdly large, text) and posts nothing', async () => {
    const sellers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => funded(100)));
    const errors = await refusedAndUnchanged(
      'deposit',
      [
        [sellers[0].uid, '0', 'r'],
        [sellers[1].uid, '-5.00', 'r'],
        [sellers[2].uid, '1.005', 'r'],
        [sellers[3].uid, '99999999999', 'r'],
        [sellers[4].uid, 'ten dollars', 'r'],
        [sellers[5].uid, '3.00', 'a good row'],
      ],
      sellers,
    );
    expect(errors).toEqual([
      { row: 2, column: 'Amount (USD)', message: 'the amount must be greater than 0' },
      { row: 3, column: 'Amount (USD)', message: 'the amount must be greater than 0' },
      { row: 4, column: 'Amount (USD)', message: 'at most 2 decimals (whole cents)' },
      { row: 5, column: 'Amount (USD)', message: 'at most 10,000,000.00 per row' },
      { row: 6, column: 'Amount (USD)', message: 'not an amount: write dollars as a number, e.g. 12.50' },
    ]);
  });

  it('names unknown user codes, repeated sellers and missing reasons, and posts nothing', async () => {
    const [a, b] = [await funded(0), await funded(0)];
    const errors = await refusedAndUnchanged(
      'deposit',
      [
        [a.uid, '1.00', 'r'],
        ['NO-SUCH-SELLER', '1.00', 'r'],
        [a.uid.toLowerCase(), '2.00', 'again'],
        [b.uid, '1.00', ''],
      ],
      [a, b],
    );
    expect(errors).toEqual([
      { row: 3, column: 'User code', message: 'no seller has the user code NO-SUCH-SELLER' },
      { row: 4, column: 'User code', message: `${a.uid.toLowerCase()} appears again (first in row 2)` },
      { row: 5, column: 'Reason', message: 'required' },
    ]);
  });

  it(`refuses a sheet of 10,000 rows (over the ${BULK_ROW_LIMIT.toLocaleString('en-US')} limit), saying so`, async () => {
    const a = await funded(0);
    const batches = await batchCount();
    const big = await aLongWorkbook(HEADER, 10_000, (i) => [`U${i}`, '1.00', 'bulk']);
    const r = await upload('post', 'deposit', big);
    expect(r.status).toBe(400);
    expect(r.msg).toBe(
      'The file has more than 2,000 rows: split it into files of at most 2,000 rows. Nothing was imported',
    );
    expect([await available(a), await batchCount()]).toEqual([0, batches]);
  });

  it('posts all rows or none: a row failing inside the transaction leaves every balance as it was', async () => {
    const sellers = await Promise.all([1, 2, 3].map(() => funded(100)));
    const last = sellers[2];
    await sql
      .raw(
        `create function bulk_test_fail() returns trigger language plpgsql as $$
         begin
           if new.relation_type = 'bulk' and new.seller_id = ${last.id} then raise exception 'injected failure'; end if;
           return new;
         end $$`,
      )
      .execute(t.database.db);
    await sql`create trigger bulk_test_fail before insert on ledger_entries for each row execute function bulk_test_fail()`.execute(
      t.database.db,
    );
    try {
      const batches = await batchCount();
      const r = await post(
        'deposit',
        sellers.map((s) => [s.uid, '1.00', 'all or none']),
      );
      expect(r.status).toBe(500);
      expect(await balances(sellers)).toEqual([100, 100, 100]);
      expect(await batchCount()).toBe(batches);
    } finally {
      await sql`drop trigger bulk_test_fail on ledger_entries`.execute(t.database.db);
      await sql`drop function bulk_test_fail()`.execute(t.database.db);
    }
    const again = await post(
      'deposit',
      sellers.map((s) => [s.uid, '1.00', 'all or none']),
    );
    expect(again.status, again.msg).toBe(200);
    expect(await balances(sellers)).toEqual([200, 200, 200]);
  });

  it('posts the same sheet once: the second upload answers the first batch and changes nothing', async () => {
    const [a, b] = [await funded(0), await funded(0)];
    const workbook = await sheet([
      [a.uid, '4.00', 'Refund of a fee'],
      [b.uid, '6.00', 'Refund of a fee'],
    ]);
    const first = await upload('post', 'deposit', workbook);
    expect(first.status, first.msg).toBe(200);
    const second = await upload('post', 'deposit', workbook);
    expect(second.status, second.msg).toBe(200);
    const [p1, p2] = [first.data as BulkPosted, second.data as BulkPosted];
    expect([p1.fresh, p2.fresh]).toEqual([true, false]);
    expect(p2.batch.id).toBe(p1.batch.id);
    expect(second.msg).toMatch(/^This sheet was already posted on .+ by root: nothing was changed$/);
    expect(await balances([a, b])).toEqual([400, 600]);
    const preview = await upload('check', 'deposit', workbook);
    expect((preview.data as BulkPreview).postedBatch?.id).toBe(p1.batch.id);
    // The same rows as a deduction are another batch.
    const deduction = await upload('post', 'deduction', workbook);
    expect((deduction.data as BulkPosted).fresh).toBe(true);
    expect(await balances([a, b])).toEqual([0, 0]);
    // Uploaded again, the deduction sheet is its batch, not a shortage of the money it already took.
    const again = await upload('post', 'deduction', workbook);
    expect(again.status, again.msg).toBe(200);
    expect((again.data as BulkPosted).fresh).toBe(false);
    expect((again.data as BulkPosted).batch.id).toBe((deduction.data as BulkPosted).batch.id);
    const againPreview = await upload('check', 'deduction', workbook);
    expect(againPreview.status, againPreview.msg).toBe(200);
    expect((againPreview.data as BulkPreview).postedBatch?.id).toBe((deduction.data as BulkPosted).batch.id);
    expect(await balances([a, b])).toEqual([0, 0]);
  });

  it('posts once when the same sheet is uploaded twice at the same moment', async () => {
    const sellers = await Promise.all([1, 2, 3, 4].map(() => funded(0)));
    const workbook = await sheet(sellers.map((s) => [s.uid, '2.50', 'Twice at once']));
    const answers = await Promise.all([
      upload('post', 'deposit', workbook),
      upload('post', 'deposit', workbook),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const fresh = answers.map((r) => (r.data as BulkPosted).fresh).sort();
    expect(fresh).toEqual([false, true]);
    expect(await balances(sellers)).toEqual([250, 250, 250, 250]);
    const entries = await t.database.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('relation_type', '=', 'bulk')
      .where(
        'seller_id',
        'in',
        sellers.map((s) => s.id),
      )
      .execute();
    expect(entries).toHaveLength(4);
  });

  it('answers 403 without the bulk grant, and a query-only grant may list but not upload', async () => {
    const a = await funded(0);
    const tokenWith = async (grants: Parameters<typeof anAdminRole>[1]) => {
      const user = await anAdmin(t.database.db, { roleId: await anAdminRole(t.database.db, grants) });
      return loginAs(t.app, 'admin', user.username, user.password);
    };
    const single = await tokenWith([fullGrant(FinancePage.chargeDeduction, ['add', 'query'])]);
    const viewer = await tokenWith([fullGrant(FinancePage.bulkChargeDeduction, ['query'])]);
    const workbook = await sheet([[a.uid, '1.00', 'no grant']]);
    for (const token of [single, viewer]) {
      expect((await upload('post', 'deposit', workbook, token)).status).toBe(403);
      expect((await upload('check', 'deposit', workbook, token)).status).toBe(403);
      const template = await t.app.inject({
        url: '/api/admin/finance/bulk/template?kind=deposit',
        headers: { token },
      });
      expect(template.statusCode).toBe(403);
    }
    const list = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/finance/bulk/list', headers: { token }, payload: {} });
    expect((await list(single)).statusCode).toBe(403);
    expect((await list(viewer)).statusCode).toBe(200);
    expect(await available(a)).toBe(0);
  });

  it('offers a template (header and an example row) in the caller language', async () => {
    const r = await t.app.inject({
      url: '/api/admin/finance/bulk/template?kind=deduction',
      headers: { token: root },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('bulk-deduction-template.xlsx');
    expect(await readWorkbook(r.rawPayload)).toEqual([
      HEADER,
      ['U10001', '25.00', 'Compensation for a lost parcel'],
    ]);
  });
});

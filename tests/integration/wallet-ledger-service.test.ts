import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeeType, TransactionStatus } from '../../src/domain/wallet/wallet';
import * as ledger from '../../src/server/modules/wallet/ledger-service';
import { InsufficientFunds, LedgerConflict } from '../../src/server/modules/wallet/ledger-service';
import { PortalId } from '../../src/domain/kernel/users';
import { createUser } from '../fixtures/users';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';
import { ledgerInvariants } from './support/ledger-invariants';

let n = 0;
const key = (label: string) => `${label}-${Date.now()}-${(n += 1)}`;
const manual = { type: 'manual' as const, ref: 'test' };

describe.each(testEngines())('wallet ledger service on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const inTrx = <T>(fn: (trx: Parameters<typeof ledger.credit>[0]) => Promise<T>) =>
    t.database.db.transaction().execute(fn);
  const seller = async () => (await createUser(t.database.db)).id;
  const money = (sellerId: number, amountCents: number, feeType: FeeType, k = key('m')) => ({
    key: k,
    sellerId,
    amountCents,
    feeType,
    relation: manual,
    operatorId: null,
  });

  it('credits, charges, holds, captures, releases and refunds with balances kept and postings balanced', async () => {
    const s = await seller();
    await inTrx((trx) => ledger.credit(trx, money(s, 10_000, FeeType.userRecharge)));
    const fee = await inTrx((trx) => ledger.charge(trx, money(s, 1_250, FeeType.shippingFee)));
    const h1 = await inTrx((trx) => ledger.hold(trx, money(s, 3_000, FeeType.cashWithdrawal)));
    const h2 = await inTrx((trx) => ledger.hold(trx, money(s, 2_000, FeeType.cashWithdrawal)));
    expect(h1.status).toBe(TransactionStatus.inTransaction);
    expect(await ledger.balanceOf(t.database.db, s)).toEqual({ availableCents: 3_750, heldCents: 5_000 });

    const paid = await inTrx((trx) =>
      ledger.capture(trx, { key: key('cap'), holdEntryId: h1.id, operatorId: null }),
    );
    expect(paid.kind).toBe('capture');
    const back = await inTrx((trx) =>
      ledger.release(trx, {
        key: key('rel'),
        holdEntryId: h2.id,
        operatorId: null,
        feeType: FeeType.cancelCashWithdrawal,
      }),
    );
    expect(back.feeType).toBe(FeeType.cancelCashWithdrawal);
    await inTrx((trx) =>
      ledger.refund(trx, { ...money(s, 250, FeeType.labelRefund), refundsEntryId: fee.id }),
    );
    expect(await ledger.balanceOf(t.database.db, s)).toEqual({ availableCents: 6_000, heldCents: 0 });

    // A hold's status comes from its settlement; the hold row itself never changes.
    const again1 = await inTrx((trx) => ledger.hold(trx, money(s, 3_000, FeeType.cashWithdrawal, h1.key)));
    const again2 = await inTrx((trx) => ledger.hold(trx, money(s, 2_000, FeeType.cashWithdrawal, h2.key)));
    expect([again1.id, again1.status]).toEqual([h1.id, TransactionStatus.completed]);
    expect([again2.id, again2.status]).toEqual([h2.id, TransactionStatus.cancelled]);
    await ledgerInvariants(t.database.db);
  });

  it('answers a repeated key with the first entry and posts nothing; other content under it is a conflict', async () => {
    const s = await seller();
    const k = key('once');
    const first = await inTrx((trx) => ledger.credit(trx, money(s, 500, FeeType.userRecharge, k)));
    const second = await inTrx((trx) => ledger.credit(trx, money(s, 500, FeeType.userRecharge, k)));
    expect(second).toEqual(first);
    expect((await ledger.balanceOf(t.database.db, s)).availableCents).toBe(500);
    await expect(
      inTrx((trx) => ledger.credit(trx, money(s, 600, FeeType.userRecharge, k))),
    ).rejects.toBeInstanceOf(LedgerConflict);
    await expect(
      inTrx((trx) => ledger.charge(trx, money(s, 500, FeeType.platformFee, k))),
    ).rejects.toBeInstanceOf(LedgerConflict);
    expect((await ledger.balanceOf(t.database.db, s)).availableCents).toBe(500);
  });

  it('refuses a charge or hold past the available balance with the shortfall, and posts nothing', async () => {
    const s = await seller();
    await inTrx((trx) => ledger.credit(trx, money(s, 1_000, FeeType.userRecharge)));
    const refused = await inTrx((trx) => ledger.charge(trx, money(s, 2_250, FeeType.labelFee))).catch(
      (e) => e,
    );
    expect(refused).toBeInstanceOf(InsufficientFunds);
    expect((refused as InsufficientFunds).shortfallCents).toBe(1_250);
    expect((refused as InsufficientFunds).params.shortfall).toBe('$12.50');
    await expect(
      inTrx((trx) => ledger.hold(trx, money(s, 1_001, FeeType.cashWithdrawal))),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await ledger.balanceOf(t.database.db, s)).toEqual({ availableCents: 1_000, heldCents: 0 });
    await ledgerInvariants(t.database.db);
  });

  it('settles a hold once: a second capture or release under another key is a conflict', async () => {
    const s = await seller();
    await inTrx((trx) => ledger.credit(trx, money(s, 1_000, FeeType.userRecharge)));
    const h = await inTrx((trx) => ledger.hold(trx, money(s, 400, FeeType.cashWithdrawal)));
    await inTrx((trx) => ledger.capture(trx, { key: key('c'), holdEntryId: h.id, operatorId: null }));
    const release = {
      key: key('r'),
      holdEntryId: h.id,
      operatorId: null,
      feeType: FeeType.cancelCashWithdrawal,
    };
    await expect(inTrx((trx) => ledger.release(trx, release))).rejects.toMatchObject({
      reason: 'holdSettled',
    });
    await expect(
      inTrx((trx) => ledger.capture(trx, { key: key('c2'), holdEntryId: h.id, operatorId: null })),
    ).rejects.toMatchObject({ reason: 'holdSettled' });
    const notHold = { key: key('x'), holdEntryId: 999_999, operatorId: null };
    await expect(inTrx((trx) => ledger.capture(trx, notHold))).rejects.toMatchObject({ reason: 'notAHold' });
    expect(await ledger.balanceOf(t.database.db, s)).toEqual({ availableCents: 600, heldCents: 0 });
  });

  it('refunds at most what was charged, to the same seller only', async () => {
    const a = await seller();
    const b = await seller();
    await inTrx((trx) => ledger.credit(trx, money(a, 1_000, FeeType.userRecharge)));
    const fee = await inTrx((trx) => ledger.charge(trx, money(a, 300, FeeType.labelFee)));
    await inTrx((trx) =>
      ledger.refund(trx, { ...money(a, 200, FeeType.labelRefund), refundsEntryId: fee.id }),
    );
    await expect(
      inTrx((trx) => ledger.refund(trx, { ...money(a, 101, FeeType.labelRefund), refundsEntryId: fee.id })),
    ).rejects.toMatchObject({ reason: 'refundTooLarge', params: { refundable: '$1.00' } });
    await expect(
      inTrx((trx) => ledger.refund(trx, { ...money(b, 50, FeeType.labelRefund), refundsEntryId: fee.id })),
    ).rejects.toMatchObject({ reason: 'notRefundable' });
    expect((await ledger.balanceOf(t.database.db, a)).availableCents).toBe(900);
  });

  it('refuses bad amounts, unknown fee types and an unknown seller before touching anything', async () => {
    const s = await seller();
    for (const cents of [0, -5, 1.5, Number.NaN, 1_000_000_001]) {
      await expect(
        inTrx((trx) => ledger.credit(trx, money(s, cents, FeeType.userRecharge))),
      ).rejects.toMatchObject({
        code: 400,
        msgKey: 'wallet:ledger.errors.badAmount',
      });
    }
    await expect(inTrx((trx) => ledger.credit(trx, money(s, 100, 99 as FeeType)))).rejects.toMatchObject({
      code: 400,
    });
    await expect(
      inTrx((trx) => ledger.credit(trx, money(987_654, 100, FeeType.userRecharge))),
    ).rejects.toMatchObject({
      code: 404,
    });
    const admin = await createUser(t.database.db, { userType: PortalId.admin });
    await expect(
      inTrx((trx) => ledger.credit(trx, money(admin.id, 100, FeeType.userRecharge))),
    ).rejects.toMatchObject({ code: 404 });
    const count = await t.database.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('seller_id', 'in', [s, admin.id])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('the database refuses to change an entry or posting, a negative seller balance and an unbalanced entry', async () => {
    const s = await seller();
    const e = await inTrx((trx) => ledger.credit(trx, money(s, 700, FeeType.userRecharge)));
    const db = t.database.db;
    await expect(
      sql`update ledger_entries set amount_cents = 1 where id = ${e.id}`.execute(db),
    ).rejects.toThrow(/never updated or deleted/);
    await expect(sql`delete from ledger_postings where entry_id = ${e.id}`.execute(db)).rejects.toThrow(
      /never updated or deleted/,
    );
    await expect(
      sql`update ledger_balances set balance_cents = -1
          where account_id in (select id from ledger_accounts where seller_id = ${s})`.execute(db),
    ).rejects.toThrow(/ledger_seller_balance_not_negative/);
    await expect(
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('ledger_entries')
          .values({
            idempotency_key: key('raw'),
            fingerprint: '{}',
            kind: 'credit',
            fee_type: 1,
            seller_id: s,
            amount_cents: 5,
            relation_type: 'manual',
            relation_ref: '',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const acct = await trx
          .selectFrom('ledger_accounts')
          .select('id')
          .where('seller_id', '=', s)
          .where('kind', '=', 'seller_available')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_postings')
          .values({ entry_id: row.id, account_id: acct.id, amount_cents: 5 })
          .execute();
      }),
    ).rejects.toThrow(/does not balance/);
    await ledgerInvariants(db);
  });
});

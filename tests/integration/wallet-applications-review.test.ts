import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationRow } from '../../src/domain/wallet/applications';
import { loggedInUser, loginAs } from '../fixtures/users';
import {
  aDrawAccount,
  aFundedSeller,
  aRecharge,
  balance,
  walletClient,
} from '../fixtures/wallet-applications';
import type { Caller, WalletClient } from '../fixtures/wallet-applications';
import { createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testEngines())('the platform reviews applications (Finance/PlatformFlow) on %s', (engine) => {
  let t: TestApp;
  let w: WalletClient;
  let admin: Caller;
  let otherAdmin: Caller;
  let seller: Caller & { id: number; password: string; uid: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = walletClient(t.app);
    admin = { token: await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password) };
    otherAdmin = { token: await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password) };
    seller = await loggedInUser(t.app, t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const auditOf = (id: number) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after', 'actor_name'])
      .where('entity', '=', 'application')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  describe('recharge', () => {
    it('credits the approved USD amount once, even when two reviewers approve at the same moment', async () => {
      const applied = await aRecharge(w, seller, '80');
      const start = await balance(t.database.db, seller.id);
      const [a, b] = await Promise.all([
        w.admin<ApplicationRow>(admin, '/finance/recharge/approve', {
          id: applied.data.id,
          creditedAmount: '80',
        }),
        w.admin<ApplicationRow>(otherAdmin, '/finance/recharge/approve', {
          id: applied.data.id,
          creditedAmount: '80',
        }),
      ]);
      expect([a.code, b.code].sort()).toEqual([200, 409]);
      const refused = a.code === 409 ? a : b;
      expect(refused.msg).toMatch(/already been handled/);
      const after = await balance(t.database.db, seller.id);
      expect(after.availableCents - start.availableCents).toBe(8000);
      const audit = await auditOf(applied.data.id);
      expect(audit.map((e) => e.action)).toEqual(['wallet.recharge.apply', 'wallet.recharge.approve']);
      expect(audit[1].before).toMatchObject({ stage: 1 });
      expect(audit[1].after).toMatchObject({ stage: 5, amountCents: 8000 });
    });

    it('keeps the original RMB amount and the rate the reviewer entered', async () => {
      const applied = await aRecharge(w, seller, '710', 'RMB');
      const start = await balance(t.database.db, seller.id);
      const noRate = await w.admin(admin, '/finance/recharge/approve', {
        id: applied.data.id,
        creditedAmount: '100',
      });
      expect(noRate.code).toBe(400);
      expect(noRate.msg).toMatch(/exchange rate/);
      const r = await w.admin<ApplicationRow>(admin, '/finance/recharge/approve', {
        id: applied.data.id,
        creditedAmount: '100',
        rate: '7.1',
      });
      expect(r.code).toBe(200);
      expect(r.data).toMatchObject({
        stage: 5,
        currency: 'RMB',
        originalAmountCents: 71000,
        amountCents: 10000,
      });
      expect(Number(r.data.rate)).toBe(7.1);
      expect((await balance(t.database.db, seller.id)).availableCents - start.availableCents).toBe(10000);
    });

    it('refuses a credited amount of 0, negative or fractional cents, and changes nothing', async () => {
      const applied = await aRecharge(w, seller, '10');
      const start = await balance(t.database.db, seller.id);
      for (const creditedAmount of ['0', '-1', '1.001', '99999999999']) {
        const r = await w.admin(admin, '/finance/recharge/approve', { id: applied.data.id, creditedAmount });
        expect(r.code).toBe(400);
      }
      const usdRate = await w.admin(admin, '/finance/recharge/approve', {
        id: applied.data.id,
        creditedAmount: '10',
        rate: '7',
      });
      expect(usdRate.code).toBe(400);
      expect(await balance(t.database.db, seller.id)).toEqual(start);
      const got = await w.admin<ApplicationRow>(admin, `/finance/application/get?id=${applied.data.id}`);
      expect(got.data.stage).toBe(1);
    });

    it('rejects with a reason and credits nothing; a rejected recharge cannot be approved', async () => {
      const applied = await aRecharge(w, seller, '30');
      const start = await balance(t.database.db, seller.id);
      const r = await w.admin<ApplicationRow>(admin, '/finance/recharge/reject', {
        id: applied.data.id,
        reason: 'No transfer arrived',
      });
      expect(r.data).toMatchObject({ stage: 6, rejectReason: 'No transfer arrived' });
      const late = await w.admin(admin, '/finance/recharge/approve', {
        id: applied.data.id,
        creditedAmount: '30',
      });
      expect(late.code).toBe(409);
      expect(await balance(t.database.db, seller.id)).toEqual(start);
      const empty = await w.admin(admin, '/finance/recharge/reject', { id: applied.data.id, reason: '  ' });
      expect(empty.code).toBe(400);
    });
  });

  describe('withdrawal', () => {
    let payee: Caller & { id: number; password: string; uid: string };
    let account: number;

    beforeAll(async () => {
      payee = await loggedInUser(t.app, t.database.db);
      await aFundedSeller(w, payee, admin, '500');
      account = await aDrawAccount(w, payee, 1);
    });

    const withdraw = (amount: string) =>
      w.seller<ApplicationRow>(payee, '/wallet/withdrawal/apply', {
        amount,
        method: 1,
        drawAccountId: account,
        password: payee.password,
      });

    it('goes approve, paying, paid with a payout reference; the hold is captured', async () => {
      const applied = await withdraw('100');
      const id = applied.data.id;
      expect(await balance(t.database.db, payee.id)).toEqual({ availableCents: 40000, heldCents: 10000 });

      const early = await w.admin(admin, '/finance/withdrawal/paid', { id, payoutReference: 'PAY-1' });
      expect(early.code).toBe(409);
      expect((await w.admin<ApplicationRow>(admin, '/finance/withdrawal/approve', { id })).data.stage).toBe(
        2,
      );
      expect((await w.admin<ApplicationRow>(admin, '/finance/withdrawal/paying', { id })).data.stage).toBe(3);
      const noRef = await w.admin(admin, '/finance/withdrawal/paid', { id, payoutReference: '' });
      expect(noRef.code).toBe(400);
      const paid = await w.admin<ApplicationRow>(admin, '/finance/withdrawal/paid', {
        id,
        payoutReference: 'PAY-1',
      });
      expect(paid.data).toMatchObject({ stage: 4, payoutReference: 'PAY-1' });
      expect(await balance(t.database.db, payee.id)).toEqual({ availableCents: 40000, heldCents: 0 });

      const cancel = await w.seller(payee, '/wallet/withdrawal/cancel', { id });
      expect(cancel.code).toBe(409);
      const audit = await auditOf(id);
      expect(audit.map((e) => e.action)).toEqual([
        'wallet.withdrawal.apply',
        'wallet.withdrawal.approve',
        'wallet.withdrawal.markPaying',
        'wallet.withdrawal.markPaid',
      ]);
      expect(audit[3].before).toMatchObject({ stage: 3 });
      expect(audit[3].after).toMatchObject({ stage: 4, payoutReference: 'PAY-1' });
    });

    it('a rejection with a reason gives the held amount back, once, even when sent twice at once', async () => {
      const applied = await withdraw('55');
      const id = applied.data.id;
      await w.admin(admin, '/finance/withdrawal/approve', { id });
      const [a, b] = await Promise.all([
        w.admin(admin, '/finance/withdrawal/reject', { id, reason: 'Account name does not match' }),
        w.admin(otherAdmin, '/finance/withdrawal/reject', { id, reason: 'Account name does not match' }),
      ]);
      expect([a.code, b.code].sort()).toEqual([200, 409]);
      expect(await balance(t.database.db, payee.id)).toEqual({ availableCents: 40000, heldCents: 0 });
    });

    it('refuses a withdrawal action on a recharge and the other way round', async () => {
      const recharge = await aRecharge(w, payee, '10');
      expect((await w.admin(admin, '/finance/withdrawal/approve', { id: recharge.data.id })).code).toBe(400);
      const withdrawal = await withdraw('60');
      const r = await w.admin(admin, '/finance/recharge/approve', {
        id: withdrawal.data.id,
        creditedAmount: '60',
      });
      expect(r.code).toBe(400);
      expect((await w.admin(admin, '/finance/withdrawal/approve', { id: 999999 })).code).toBe(404);
    });
  });

  it("lists every seller's applications filtered by kind, stage and seller code", async () => {
    const r = await w.admin<{ totalCount: number; data: ApplicationRow[] }>(
      admin,
      '/finance/application/list',
      {
        seller: seller.uid,
        kind: 1,
      },
    );
    expect(r.data.totalCount).toBeGreaterThanOrEqual(4);
    expect(r.data.data.every((a) => a.sellerUid === seller.uid && a.kind === 1)).toBe(true);
    const pending = await w.admin<{ data: ApplicationRow[] }>(admin, '/finance/application/list', {
      stage: 1,
    });
    expect(pending.data.data.every((a) => a.stage === 1)).toBe(true);
    const bad = await w.admin(admin, '/finance/application/list', { stage: 9 });
    expect(bad.code).toBe(400);
  });

  it('keeps the platform routes from sellers and the seller routes from other sellers', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/admin/finance/application/list',
      headers: { token: seller.token },
      payload: {},
    });
    expect([401, 403]).toContain(r.statusCode);
  });
});

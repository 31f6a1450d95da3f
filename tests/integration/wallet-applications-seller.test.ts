import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationStage } from '../../src/domain/wallet/applications';
import type { ApplicationRow, DrawAccountRow } from '../../src/domain/wallet/applications';
import { loggedInUser, loginAs } from '../fixtures/users';
import {
  aDrawAccount,
  aFundedSeller,
  aPicture,
  applicationCount,
  aRecharge,
  balance,
  walletClient,
} from '../fixtures/wallet-applications';
import type { Caller, WalletClient } from '../fixtures/wallet-applications';
import { createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testEngines())("a seller's recharge and withdrawal applications on %s", (engine) => {
  let t: TestApp;
  let w: WalletClient;
  let admin: Caller;
  let seller: Caller & { id: number; password: string };
  let other: Caller & { id: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = walletClient(t.app);
    admin = { token: await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password) };
    seller = await loggedInUser(t.app, t.database.db);
    other = await loggedInUser(t.app, t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('draw accounts', () => {
    it('saves an account and only ever answers its number masked', async () => {
      const id = await aDrawAccount(w, seller, 2);
      const list = await w.seller<DrawAccountRow[]>(seller, '/wallet/drawAccount/list');
      const saved = list.data.find((a) => a.id === id);
      expect(saved).toMatchObject({ holderType: 1, method: 2, maskedNumber: '**** 7890', bankName: 'ICBC' });
      expect(JSON.stringify(list)).not.toContain('6222021234567890');
    });

    it('asks a bank account for its bank name and refuses an unknown holder type', async () => {
      const base = { holderType: 1, method: 2, holderName: 'Han Meimei', accountNumber: '6222020000001111' };
      const noBank = await w.seller(seller, '/wallet/drawAccount/add', base);
      expect(noBank.code).toBe(400);
      expect(noBank.msg).toMatch(/bankName/);
      const badHolder = await w.seller(seller, '/wallet/drawAccount/add', {
        ...base,
        holderType: 3,
        bankName: 'X',
      });
      expect(badHolder.code).toBe(400);
    });

    it("another seller's account is not found, and a deleted one is gone from the list", async () => {
      const id = await aDrawAccount(w, seller, 1);
      expect((await w.seller(other, '/wallet/drawAccount/delete', { id })).code).toBe(404);
      expect((await w.seller(seller, '/wallet/drawAccount/delete', { id })).code).toBe(200);
      const list = await w.seller<DrawAccountRow[]>(seller, '/wallet/drawAccount/list');
      expect(list.data.map((a) => a.id)).not.toContain(id);
      expect((await w.seller(seller, '/wallet/drawAccount/delete', { id })).code).toBe(404);
    });
  });

  describe('recharge', () => {
    it('applies in USD with a proof picture, at stage application submission, nothing credited yet', async () => {
      const r = await aRecharge(w, seller, '120.50');
      expect(r.code).toBe(200);
      const app = r.data as unknown as ApplicationRow;
      expect(app).toMatchObject({
        kind: 1,
        stage: 1,
        currency: 'USD',
        amountCents: 12050,
        originalAmountCents: 12050,
      });
      expect(app.proofUrl).toMatch(/^\/api\/business\/files\/[a-f0-9]{64}$/);
      expect(await balance(t.database.db, seller.id)).toEqual({ availableCents: 0, heldCents: 0 });
    });

    it('keeps an RMB amount as the original amount until the reviewer sets the rate', async () => {
      const r = await aRecharge(w, seller, '710', 'RMB');
      expect(r.data).toMatchObject({ currency: 'RMB', amountCents: null, originalAmountCents: 71000 });
    });

    it.each([['0'], ['-10'], ['10.005'], ['10000000.01'], ['1e3'], [0.001]])(
      'refuses the amount %s and keeps nothing',
      async (amount) => {
        const before = await applicationCount(t.database.db, seller.id);
        const r = await aRecharge(w, seller, amount as string);
        expect(r.code).toBe(400);
        expect(r.msg).toMatch(/amount/i);
        expect(await applicationCount(t.database.db, seller.id)).toBe(before);
      },
    );

    it('refuses a proof that is not a picture, and a picture the seller did not upload', async () => {
      const text = await w.upload(seller, Buffer.from('not a picture at all'), 'image/png');
      expect(text.code).toBe(400);
      expect(text.msg).toMatch(/pictures/i);

      const theirs = await w.upload(other, aPicture());
      const before = await applicationCount(t.database.db, seller.id);
      const r = await w.seller(seller, '/wallet/recharge/apply', {
        currency: 'USD',
        paymentMethod: 2,
        amount: '10',
        transferReference: 'PS-1',
        proofUrl: theirs.data,
      });
      expect(r.code).toBe(400);
      expect(r.msg).toMatch(/proof picture was not found/);
      expect(await applicationCount(t.database.db, seller.id)).toBe(before);
    });

    it('answers the refusal in Chinese when asked', async () => {
      const r = await w.seller({ ...seller, lang: 'zh_cn' }, '/wallet/recharge/apply', {
        currency: 'USD',
        paymentMethod: 1,
        amount: '10',
        transferReference: 'TT',
        proofUrl: `/api/business/files/${'0'.repeat(64)}`,
      });
      expect(r.code).toBe(400);
      expect(r.msg).toContain('转账凭证');
    });
  });

  describe('withdrawal', () => {
    let funded: Caller & { id: number; password: string };
    let account: number;

    beforeAll(async () => {
      funded = await loggedInUser(t.app, t.database.db);
      await aFundedSeller(w, funded, admin, '100');
      account = await aDrawAccount(w, funded, 2);
    });

    const apply = (who: Caller & { password: string }, amount: string, extra: object = {}) =>
      w.seller<ApplicationRow>(who, '/wallet/withdrawal/apply', {
        amount,
        method: 2,
        drawAccountId: account,
        password: who.password,
        ...extra,
      });

    async function refusedWithoutChange(r: { code: number; msg: string }, code: number, msg: RegExp) {
      expect(r.code).toBe(code);
      expect(r.msg).toMatch(msg);
      expect(await balance(t.database.db, funded.id)).toEqual({ availableCents: 10000, heldCents: 0 });
    }

    it('refuses under $55, over the available balance, a wrong password and a mismatched method', async () => {
      const count = await applicationCount(t.database.db, funded.id);
      await refusedWithoutChange(await apply(funded, '54.99'), 400, /minimum withdrawal is \$55/);
      await refusedWithoutChange(await apply(funded, '100.01'), 409, /Not enough balance/);
      await refusedWithoutChange(await apply(funded, '60', { password: 'wrong-password' }), 400, /password/);
      await refusedWithoutChange(await apply(funded, '60', { method: 1 }), 400, /does not match/);
      await refusedWithoutChange(await apply(funded, '60', { drawAccountId: 999999 }), 404, /not found/);
      await refusedWithoutChange(await apply(funded, '60.001'), 400, /amount/);
      expect(await applicationCount(t.database.db, funded.id)).toBe(count);
    });

    it("counts wrong withdrawal passwords with the login's failures and locks after the limit, holding nothing", async () => {
      const guessed = await loggedInUser(t.app, t.database.db);
      await aFundedSeller(w, guessed, admin, '100');
      const own = await aDrawAccount(w, guessed, 2);
      const applications = await applicationCount(t.database.db, guessed.id);
      const withdraw = (password: string) =>
        w.seller(guessed, '/wallet/withdrawal/apply', {
          amount: '60',
          method: 2,
          drawAccountId: own,
          password,
        });
      for (let i = 0; i < t.config.loginFailuresBeforeLock; i += 1)
        expect((await withdraw(`wrong-password-${i}`)).code).toBe(400);
      const locked = await withdraw(guessed.password);
      expect(locked.code).toBe(429);
      expect(locked.msg).toMatch(/Too many login attempts/);
      expect(await balance(t.database.db, guessed.id)).toEqual({ availableCents: 10000, heldCents: 0 });
      expect(await applicationCount(t.database.db, guessed.id)).toBe(applications);
    });

    it('holds the amount at once and releases it when the seller cancels', async () => {
      const r = await apply(funded, '60');
      expect(r.code).toBe(200);
      expect(r.data).toMatchObject({ kind: 2, stage: 1, amountCents: 6000, withdrawalMethod: 2 });
      expect(r.data.drawAccount?.maskedNumber).toBe('**** 7890');
      expect(r.data.holdEntryId).toEqual(expect.any(Number));
      expect(await balance(t.database.db, funded.id)).toEqual({ availableCents: 4000, heldCents: 6000 });

      const cancelled = await w.seller<ApplicationRow>(funded, '/wallet/withdrawal/cancel', {
        id: r.data.id,
      });
      expect(cancelled.code).toBe(200);
      expect(cancelled.data.stage).toBe(ApplicationStage.cancelled);
      expect(await balance(t.database.db, funded.id)).toEqual({ availableCents: 10000, heldCents: 0 });

      const again = await w.seller(funded, '/wallet/withdrawal/cancel', { id: r.data.id });
      expect(again.code).toBe(409);
      expect(await balance(t.database.db, funded.id)).toEqual({ availableCents: 10000, heldCents: 0 });
    });

    it("cannot see or cancel another seller's application (404)", async () => {
      const r = await apply(funded, '55');
      expect((await w.seller(seller, `/wallet/application/get?id=${r.data.id}`)).code).toBe(404);
      expect((await w.seller(seller, '/wallet/withdrawal/cancel', { id: r.data.id })).code).toBe(404);
      const list = await w.seller<{ data: ApplicationRow[] }>(seller, '/wallet/application/list', {});
      expect(list.data.data.map((a) => a.id)).not.toContain(r.data.id);
      const own = await w.seller<ApplicationRow>(funded, `/wallet/application/get?id=${r.data.id}`);
      expect(own.data.stage).toBe(1);
      expect((await w.seller(funded, '/wallet/withdrawal/cancel', { id: r.data.id })).code).toBe(200);
    });

    it('lists own applications newest first, filtered by kind and stage', async () => {
      const all = await w.seller<{ totalCount: number; data: ApplicationRow[] }>(
        funded,
        '/wallet/application/list',
        {},
      );
      expect(all.data.data.every((a) => a.sellerId === funded.id)).toBe(true);
      const ids = all.data.data.map((a) => a.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const cancelled = await w.seller<{ data: ApplicationRow[] }>(funded, '/wallet/application/list', {
        kind: 2,
        stage: 7,
      });
      expect(cancelled.data.data.length).toBe(2);
      expect(cancelled.data.data.every((a) => a.kind === 2 && a.stage === 7)).toBe(true);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FinancePage, fullGrant } from '../../src/domain/kernel/permissions';
import type { ApplicationRow, PayoutAccountRow } from '../../src/domain/wallet/applications';
import { anAdminRole, auditOf } from '../fixtures/accounts';
import { anAdmin, loggedInUser, loginAs } from '../fixtures/users';
import { aDrawAccount, aFundedSeller, aRecharge, walletClient } from '../fixtures/wallet-applications';
import type { Caller, WalletClient } from '../fixtures/wallet-applications';
import { createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

const REVEAL = '/finance/withdrawal/account/reveal';
const FULL_NUMBER = '6222021234567890';

describe.each(testEngines())("the finance reviewer reveals a withdrawal's payout account on %s", (engine) => {
  let t: TestApp;
  let w: WalletClient;
  let admin: Caller;
  let seller: Caller & { id: number; password: string; uid: string };
  let withdrawalId: number;

  const adminWith = async (actions: Parameters<typeof fullGrant>[1]) => {
    const role = await anAdminRole(t.database.db, [fullGrant(FinancePage.platformFlow, actions)]);
    const user = await anAdmin(t.database.db, { roleId: role });
    return { token: await loginAs(t.app, 'admin', user.username, user.password) };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = walletClient(t.app);
    admin = { token: await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password) };
    seller = await loggedInUser(t.app, t.database.db);
    await aFundedSeller(w, seller, admin, '300');
    const account = await aDrawAccount(w, seller, 2);
    const applied = await w.seller<ApplicationRow>(seller, '/wallet/withdrawal/apply', {
      amount: '100',
      method: 2,
      drawAccountId: account,
      password: seller.password,
    });
    expect(applied.code, applied.msg).toBe(200);
    withdrawalId = applied.data.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const reveals = async () =>
    (await auditOf(t.database.db, 'application', withdrawalId)).filter(
      (e) => e.action === 'wallet.withdrawal.revealAccount',
    );

  it('answers the full account to a reviewer with the finance edit permission, and audits each reveal', async () => {
    const reviewer = await adminWith(['query', 'get', 'edit']);
    const first = await w.admin<PayoutAccountRow>(reviewer, REVEAL, { id: withdrawalId });
    expect(first.code, first.msg).toBe(200);
    expect(first.data).toEqual({
      applicationId: withdrawalId,
      holderType: 1,
      method: 2,
      holderName: 'Li Lei',
      accountNumber: FULL_NUMBER,
      bankName: 'ICBC',
    });
    await w.admin(reviewer, REVEAL, { id: withdrawalId });
    const audit = await reveals();
    expect(audit).toHaveLength(2);
    expect(audit[0].actorName).toMatch(/\S/);
    expect(JSON.stringify(audit)).not.toContain(FULL_NUMBER);
  });

  it('keeps the number masked in the detail and the list, for the reviewer too', async () => {
    const detail = await w.admin<ApplicationRow>(admin, `/finance/application/get?id=${withdrawalId}`);
    expect(detail.data.drawAccount?.maskedNumber).toBe('**** 7890');
    expect(JSON.stringify(detail)).not.toContain(FULL_NUMBER);
    const list = await w.admin(admin, '/finance/application/list', { seller: seller.uid });
    expect(JSON.stringify(list)).not.toContain(FULL_NUMBER);
    const own = await w.seller(seller, `/wallet/application/get?id=${withdrawalId}`);
    expect(JSON.stringify(own)).not.toContain(FULL_NUMBER);
  });

  it('refuses a reviewer who may only read the flow (403), a seller (404 on their host) and audits nothing', async () => {
    const before = (await reveals()).length;
    const reader = await adminWith(['query', 'get']);
    const refused = await w.admin(reader, REVEAL, { id: withdrawalId });
    expect(refused.code).toBe(403);
    expect(JSON.stringify(refused)).not.toContain(FULL_NUMBER);

    const onBusiness = await t.app.inject({
      method: 'POST',
      url: `/api/business${REVEAL}`,
      headers: { token: seller.token },
      payload: { id: withdrawalId },
    });
    expect(onBusiness.statusCode).toBe(404);
    const onAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/admin${REVEAL}`,
      headers: { token: seller.token },
      payload: { id: withdrawalId },
    });
    expect([401, 403]).toContain(onAdmin.statusCode);
    expect(onAdmin.body).not.toContain(FULL_NUMBER);
    expect((await reveals()).length).toBe(before);
  });

  it('answers 404 for no such application and 400 for a recharge, with nothing audited', async () => {
    expect((await w.admin(admin, REVEAL, { id: 999999 })).code).toBe(404);
    const recharge = await aRecharge(w, seller, '10');
    const r = await w.admin(admin, REVEAL, { id: recharge.data.id });
    expect(r.code).toBe(400);
    expect(r.msg).toMatch(/not of this kind/);
    const audit = await auditOf(t.database.db, 'application', recharge.data.id);
    expect(audit.map((e) => e.action)).toEqual(['wallet.recharge.apply']);
  });
});

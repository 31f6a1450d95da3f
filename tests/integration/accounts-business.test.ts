import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStatus, PortalId } from '../../src/domain/kernel/users';
import { verifyPassword } from '../../src/server/modules/auth/passwords';
import { aReadOnlyAccountAdmin, auditOf, rootToken } from '../fixtures/accounts';
import { aSeller, loggedInUser, loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type Page<T> = {
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPage: number;
  data: T[];
  records: T[];
};
type BusinessRow = {
  id: number;
  uid: string;
  username: string;
  status: number;
  gmtCreate: string;
  flags: { knetCrossListing: boolean; touchPro: boolean; flex: boolean };
};

describe.each(testEngines())('business accounts on %s', (engine) => {
  let t: TestApp;
  let root: string;
  const url = (p: string) => `/api/admin/account/business/${p}`;

  beforeAll(async () => {
    t = await createTestApp(engine);
    root = await rootToken(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists merchants paged with data and records, filtered by keyword and status', async () => {
    const db = t.database.db;
    const keep = await aSeller(db, {
      username: 'kicks_paged_a',
      email: 'paged@shop.test',
      merchantAuth: { touchPro: true },
    });
    await aSeller(db, { username: 'kicks_paged_b', status: AccountStatus.pending });
    await aSeller(db, { username: 'kicks_paged_c', status: AccountStatus.suspended });
    const all = await call(t.app, {
      url: url('list'),
      token: root,
      body: { keyword: 'kicks_paged', current: 1, size: 2 },
    });
    expect(all.status).toBe(200);
    const page = all.data as Page<BusinessRow>;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 2, totalCount: 3, totalPage: 2 });
    expect(page.records).toEqual(page.data);
    expect(page.data).toHaveLength(2);

    const byMail = await call(t.app, { url: url('list'), token: root, body: { keyword: 'PAGED@SHOP' } });
    const row = (byMail.data as Page<BusinessRow>).records[0];
    expect(row).toMatchObject({ id: keep.id, uid: keep.uid, username: 'kicks_paged_a', status: 1 });
    expect(row.flags).toEqual({ knetCrossListing: false, touchPro: true, flex: false });
    expect(new Date(row.gmtCreate).toISOString()).toBe(row.gmtCreate);

    const pending = await call(t.app, {
      url: url('list'),
      token: root,
      body: { keyword: 'kicks_paged', status: 0 },
    });
    expect((pending.data as Page<BusinessRow>).records.map((r) => r.username)).toEqual(['kicks_paged_b']);
  });

  it('never lists admins or warehouse staff as merchants, and a keyword with % matches literally', async () => {
    const r = await call(t.app, { url: url('list'), token: root, body: { keyword: 'root' } });
    expect((r.data as Page<BusinessRow>).totalCount).toBe(0);
    const pct = await call(t.app, { url: url('list'), token: root, body: { keyword: '%' } });
    expect((pct.data as Page<BusinessRow>).totalCount).toBe(0);
  });

  it('approves a pending merchant once, then answers 409, and writes the audit entry', async () => {
    const seller = await aSeller(t.database.db, { status: AccountStatus.pending });
    const ok = await call(t.app, { url: url('approve'), token: root, body: { id: seller.id } });
    expect(ok.status).toBe(200);
    expect(ok.msg).toBe('Account approved');
    expect(ok.data).toMatchObject({ id: seller.id, status: AccountStatus.active });
    await expect(loginAs(t.app, 'business', seller.username, seller.password)).resolves.toEqual(
      expect.any(String),
    );

    const again = await call(t.app, { url: url('approve'), token: root, body: { id: seller.id } });
    expect(again.status).toBe(409);
    expect(again.msg).toBe('Only an account waiting for approval can be approved');

    const [entry] = await auditOf(t.database.db, 'user', seller.id);
    expect(entry).toMatchObject({ action: 'account.business.approve', actorName: 'root' });
    expect(entry.before).toMatchObject({ status: 0 });
    expect(entry.after).toMatchObject({ status: 1 });
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });

  it('suspends a merchant so its next call answers 423, and enabling ends its old session', async () => {
    const seller = await loggedInUser(t.app, t.database.db, { userType: PortalId.seller });
    const flagsUrl = '/api/business/inventory/listing/auth';
    expect((await call(t.app, { url: flagsUrl, token: seller.token })).status).toBe(200);

    const off = await call(t.app, { url: url('disable'), token: root, body: { id: seller.id } });
    expect(off.status).toBe(200);
    expect(off.data).toMatchObject({ status: AccountStatus.suspended });
    const blocked = await call(t.app, { url: flagsUrl, token: seller.token });
    expect(blocked.status).toBe(423);
    expect(blocked.msg).toBe('This account is suspended. Please contact support.');
    expect((await call(t.app, { url: url('disable'), token: root, body: { id: seller.id } })).status).toBe(
      409,
    );

    const on = await call(t.app, { url: url('enable'), token: root, body: { id: seller.id } });
    expect(on.status).toBe(200);
    expect((await call(t.app, { url: flagsUrl, token: seller.token })).status).toBe(401);
    const fresh = await loginAs(t.app, 'business', seller.username, seller.password);
    expect((await call(t.app, { url: flagsUrl, token: fresh })).status).toBe(200);
    expect((await call(t.app, { url: url('enable'), token: root, body: { id: seller.id } })).status).toBe(
      409,
    );

    const actions = (await auditOf(t.database.db, 'user', seller.id)).map((e) => e.action);
    expect(actions).toEqual(['account.business.enable', 'account.business.disable']);
  });

  it('refuses to enable a merchant still waiting for approval', async () => {
    const seller = await aSeller(t.database.db, { status: AccountStatus.pending });
    const r = await call(t.app, { url: url('enable'), token: root, body: { id: seller.id } });
    expect(r.status).toBe(409);
    expect(r.msg).toBe('Only a suspended account can be enabled');
  });

  it('resets a password to a strong one shown once, ending the sessions', async () => {
    const seller = await loggedInUser(t.app, t.database.db, { userType: PortalId.seller });
    const r = await call(t.app, { url: url('resetPassword'), token: root, body: { id: seller.id } });
    expect(r.status).toBe(200);
    const { password } = r.data as { password: string };
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{16}$/);
    expect(
      (await call(t.app, { url: '/api/business/inventory/listing/auth', token: seller.token })).status,
    ).toBe(401);
    await expect(loginAs(t.app, 'business', seller.username, seller.password)).rejects.toThrow();
    await expect(loginAs(t.app, 'business', seller.username, password)).resolves.toEqual(expect.any(String));

    const [entry] = await auditOf(t.database.db, 'user', seller.id);
    expect(entry.action).toBe('account.business.resetPassword');
    expect(JSON.stringify(entry)).not.toContain(password);
    const stored = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(entry)).not.toContain(stored.password_hash);
    expect(await verifyPassword(stored.password_hash, password)).toBe(true);
  });

  it('sets merchant flags, audits them and shows them to the merchant through /inventory/listing/auth', async () => {
    const seller = await loggedInUser(t.app, t.database.db, { userType: PortalId.seller });
    await t.database.db.deleteFrom('merchant_auth').where('user_id', '=', seller.id).execute();
    const mine = () => call(t.app, { url: '/api/business/inventory/listing/auth', token: seller.token });
    expect((await mine()).data).toEqual({ knetCrossListing: false, touchPro: false, flex: false });

    const body = { id: seller.id, knetCrossListing: true, touchPro: false, flex: true };
    const set = await call(t.app, { url: url('flags'), token: root, body });
    expect(set.status).toBe(200);
    expect(set.msg).toBe('Merchant authorization saved');
    expect((await mine()).data).toEqual({ knetCrossListing: true, touchPro: false, flex: true });

    await call(t.app, { url: url('flags'), token: root, body: { ...body, touchPro: true, flex: false } });
    expect((await mine()).data).toEqual({ knetCrossListing: true, touchPro: true, flex: false });
    const [last, first] = await auditOf(t.database.db, 'merchant_auth', seller.id);
    expect(first).toMatchObject({
      action: 'account.business.flags',
      before: { knetCrossListing: false, flex: false },
    });
    expect(last).toMatchObject({
      before: { touchPro: false, flex: true },
      after: { touchPro: true, flex: false },
    });
  });

  it('answers 404 for an unknown id or an account that is not a merchant', async () => {
    for (const action of ['approve', 'enable', 'disable', 'resetPassword']) {
      const r = await call(t.app, { url: url(action), token: root, body: { id: 999999 } });
      expect(r.status, action).toBe(404);
      expect(r.msg).toBe('Account not found');
    }
    const flags = await call(t.app, {
      url: url('flags'),
      token: root,
      body: { id: 1, knetCrossListing: true, touchPro: true, flex: true },
    });
    expect(flags.status).toBe(404);
  });

  it('answers 400 naming the field for bad bodies', async () => {
    const noId = await call(t.app, { url: url('approve'), token: root, body: {} });
    expect(noId.status).toBe(400);
    expect(noId.msg).toContain('id');
    const badFlag = await call(t.app, {
      url: url('flags'),
      token: root,
      body: { id: 2, knetCrossListing: 'yes', touchPro: true, flex: true },
    });
    expect(badFlag.status).toBe(400);
    expect(badFlag.msg).toContain('knetCrossListing');
    const badStatus = await call(t.app, { url: url('list'), token: root, body: { status: 7 } });
    expect(badStatus.status).toBe(400);
  });

  it('refuses merchants and warehouse staff (403), and lets a read-only admin list but not change', async () => {
    const db = t.database.db;
    const target = await aSeller(db, { status: AccountStatus.pending });
    const merchant = await loggedInUser(t.app, db, { userType: PortalId.seller });
    const staff = await loggedInUser(t.app, db, { userType: PortalId.warehouse });
    const viewer = await aReadOnlyAccountAdmin(t.app, db);
    for (const token of [merchant.token, staff.token]) {
      expect((await call(t.app, { url: url('list'), token, body: {} })).status).toBe(403);
      expect((await call(t.app, { url: url('approve'), token, body: { id: target.id } })).status).toBe(403);
    }
    expect((await call(t.app, { url: url('list'), token: viewer.token, body: {} })).status).toBe(200);
    for (const action of ['approve', 'enable', 'disable', 'resetPassword']) {
      const r = await call(t.app, { url: url(action), token: viewer.token, body: { id: target.id } });
      expect(r.status, action).toBe(403);
    }
    const flags = { id: target.id, knetCrossListing: true, touchPro: true, flex: true };
    expect((await call(t.app, { url: url('flags'), token: viewer.token, body: flags })).status).toBe(403);
    const after = await db
      .selectFrom('users')
      .select('status')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe(AccountStatus.pending);
  });
});

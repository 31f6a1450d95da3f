import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStatus, PortalId, RoleId } from '../../src/domain/kernel/users';
import { aSeller, aWarehouseStaff, anAdmin, loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testEngines())('Password, language and registration on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const changePassword = (token: string, body: object) =>
    call(t.app, { url: '/api/business/changePassword', token, body });

  it('refuses a wrong old password and a confirmation that differs', async () => {
    const seller = await aSeller(t.database.db);
    const token = await loginAs(t.app, 'business', seller.username, seller.password);
    const wrongOld = await changePassword(token, {
      oldPassword: 'not-mine-1',
      newPassword: 'brand-new-pass',
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.msg).toBe('The old password is incorrect');
    const differs = await changePassword(token, {
      oldPassword: seller.password,
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pasS',
    });
    expect(differs.status).toBe(400);
    expect(differs.msg).toBe('The passwords entered twice are inconsistent');
    const zh = await call(t.app, {
      url: '/api/business/changePassword',
      token,
      body: { oldPassword: 'not-mine-1', newPassword: 'brand-new-pass' },
      headers: { language: 'zh_cn' },
    });
    expect(zh.msg).toBe('原密码错误');
    const short = await changePassword(token, { oldPassword: seller.password, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.msg).toMatch(/^Invalid newPassword/);
    // Nothing changed: the old password still works.
    await loginAs(t.app, 'business', seller.username, seller.password);
  });

  it('replaces the password, ends every session and writes an audit entry without hashes', async () => {
    const seller = await aSeller(t.database.db);
    const phone = await loginAs(t.app, 'business', seller.username, seller.password);
    const laptop = await loginAs(t.app, 'system', seller.username, seller.password);
    const r = await call(t.app, {
      url: '/api/business/changePassword',
      token: phone,
      body: {
        oldPassword: seller.password,
        newPassword: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      },
      headers: { RequestID: 'pw-change-1' },
    });
    expect(r.code).toBe(200);
    expect(r.msg).toBe('Password changed. Please log in again.');
    expect((await call(t.app, { url: '/api/business/user/info', token: phone })).status).toBe(401);
    expect((await call(t.app, { url: '/api/system/user/info', token: laptop })).status).toBe(401);

    await expect(loginAs(t.app, 'business', seller.username, seller.password, '10.3.0.1')).rejects.toThrow(
      /Incorrect/,
    );
    await loginAs(t.app, 'business', seller.username, 'brand-new-pass');
    const stored = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'changePassword')
      .where('entity_id', '=', String(seller.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: seller.id,
      actor_name: seller.username,
      entity: 'user',
      request_id: 'pw-change-1',
    });
    expect(JSON.stringify(audit[0])).not.toMatch(/argon2|brand-new-pass/);
  });

  it('changes the language on the warehouse path and answers in the new language', async () => {
    const staff = await aWarehouseStaff(t.database.db);
    const token = await loginAs(t.app, 'warehouse', staff.username, staff.password);
    const r = await call(t.app, {
      url: '/api/warehouse/changeLanguage',
      token,
      query: { language: 'zh_cn' },
    });
    expect(r.code).toBe(200);
    expect(r.msg).toBe('语言已切换');
    const info = await call(t.app, { url: '/api/warehouse/user/info', token });
    expect((info.data as { language: string }).language).toBe('zh_cn');
    // The other hosts' path does not exist on the warehouse host.
    expect(
      (
        await call(t.app, {
          url: '/api/warehouse/sys_user/changeLanguage',
          token,
          query: { language: 'en_us' },
        })
      ).status,
    ).toBe(404);
  });

  it('changes the language on the sys_user path of the other hosts', async () => {
    const seller = await aSeller(t.database.db, { language: 'zh_cn' });
    const token = await loginAs(t.app, 'business', seller.username, seller.password);
    const r = await call(t.app, {
      url: '/api/business/sys_user/changeLanguage',
      token,
      query: { language: 'en_us' },
      headers: { language: 'zh_cn' },
    });
    expect(r.msg).toBe('Language changed');
    const row = await t.database.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('en_us');

    const admin = await anAdmin(t.database.db);
    const adminToken = await loginAs(t.app, 'admin', admin.username, admin.password);
    for (const host of ['admin', 'system']) {
      const ok = await call(t.app, {
        url: `/api/${host}/sys_user/changeLanguage`,
        token: adminToken,
        query: { language: 'zh_cn' },
      });
      expect(ok.msg).toBe('语言已切换');
    }
    const bad = await call(t.app, {
      url: '/api/admin/sys_user/changeLanguage',
      token: adminToken,
      query: { language: 'fr_fr' },
    });
    expect(bad.status).toBe(400);
    expect(
      (await call(t.app, { url: '/api/admin/sys_user/changeLanguage', query: { language: 'zh_cn' } })).status,
    ).toBe(401);
  });

  const registration = (username: string, overrides: object = {}) => ({
    username,
    password: 'seller-pass-1',
    confirmPassword: 'seller-pass-1',
    realname: 'New Seller',
    email: `${username}@example.test`,
    ...overrides,
  });

  it('registers a pending seller who can log in only after an admin activates it', async () => {
    const r = await call(t.app, {
      url: '/api/business/user/register',
      body: registration('fresh_seller'),
      headers: { RequestID: 'reg-1' },
    });
    expect(r.code).toBe(200);
    expect(r.msg).toBe('Registration received. An administrator will review your account.');
    const data = r.data as { id: number; username: string; status: number };
    expect(data).toEqual({ id: expect.any(Number), username: 'fresh_seller', status: AccountStatus.pending });

    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      user_type: PortalId.seller,
      role_id: RoleId.merchant,
      status: 0,
      realname: 'New Seller',
    });
    expect(user.uid).toMatch(/^U\d{6}$/);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const flags = await t.database.db
      .selectFrom('merchant_auth')
      .selectAll()
      .where('user_id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(flags).toMatchObject({ knet_cross_listing: false, touch_pro: false, flex: false });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'register')
      .where('entity_id', '=', String(data.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].request_id).toBe('reg-1');
    expect(JSON.stringify(audit[0])).not.toMatch(/argon2|seller-pass-1/);

    const pending = await call(t.app, {
      url: '/api/business/login',
      body: { username: 'fresh_seller', password: 'seller-pass-1' },
    });
    expect(pending.status).toBe(403);
    expect(pending.msg).toBe('Your account is waiting for approval by an administrator');

    await t.database.db
      .updateTable('users')
      .set({ status: AccountStatus.active })
      .where('id', '=', data.id)
      .execute();
    const token = await loginAs(t.app, 'business', 'fresh_seller', 'seller-pass-1');
    const me = await call(t.app, { url: '/api/business/shop_user/get', token });
    expect(me.data).toMatchObject({
      username: 'fresh_seller',
      uid: user.uid,
      email: 'fresh_seller@example.test',
    });
  });

  it('refuses a taken username in any letter case', async () => {
    await aSeller(t.database.db, { username: 'Taken_Name' });
    const r = await call(t.app, { url: '/api/business/user/register', body: registration('taken_NAME') });
    expect(r.status).toBe(409);
    expect(r.msg).toBe('This username is already taken');
    const zh = await call(t.app, {
      url: '/api/business/user/register',
      body: registration('TAKEN_name'),
      headers: { language: 'zh_cn' },
    });
    expect(zh.msg).toBe('该用户名已被占用');
  });

  it('validates a registration before creating anything', async () => {
    const differs = await call(t.app, {
      url: '/api/business/user/register',
      body: registration('mismatch_seller', { confirmPassword: 'other-pass-1' }),
    });
    expect(differs.status).toBe(400);
    expect(differs.msg).toBe('The passwords entered twice are inconsistent');
    const badName = await call(t.app, { url: '/api/business/user/register', body: registration('a b') });
    expect(badName.status).toBe(400);
    expect(badName.msg).toMatch(/^Invalid username/);
    const badEmail = await call(t.app, {
      url: '/api/business/user/register',
      body: registration('mail_seller', { email: 'nope' }),
    });
    expect(badEmail.msg).toMatch(/^Invalid email/);
    const extra = await call(t.app, {
      url: '/api/business/user/register',
      body: registration('extra_seller', { status: 1 }),
    });
    expect(extra.status).toBe(400);
    const made = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', 'in', ['mismatch_seller', 'mail_seller', 'extra_seller'])
      .execute();
    expect(made).toHaveLength(0);
    // Registration exists only on the business host.
    expect(
      (await call(t.app, { url: '/api/admin/user/register', body: registration('admin_reg') })).status,
    ).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResult, userInfo } from '../../src/domain/auth/auth';
import { AccountStatus, PortalId, RoleId, TOKEN_LIFETIME_MS } from '../../src/domain/kernel/users';
import type { ApiHost } from '../../src/domain/kernel/users';
import { hashToken } from '../../src/server/http/session';
import { aSeller, anAdmin, aWarehouseStaff, createUser, loginAs } from '../fixtures/users';
import { call, createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

// Deliberate failures use their own address so they never push 127.0.0.1 towards the captcha.
let ipCounter = 0;
const freshIp = () => ({ 'x-forwarded-for': `10.1.0.${++ipCounter}` });

describe.each(testEngines())('Login and sessions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (host: ApiHost, username: string, password: string, headers = freshIp()) =>
    call(t.app, { url: `/api/${host}/login`, body: { username, password }, headers });

  it('logs each kind of user in to its own portal with a 7-day token', async () => {
    const seller = await aSeller(t.database.db, { realname: 'Sam Seller', headImg: '/files/abc' });
    const before = Date.now();
    const r = await login('business', seller.username, seller.password);
    expect(r.code).toBe(200);
    const data = loginResult.parse(r.data);
    expect(data).toMatchObject({
      roles: [{ id: RoleId.merchant, name: 'Merchant' }],
      name: 'Sam Seller',
      avatar: '/files/abc',
      userType: PortalId.seller,
    });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.expiresAt).toBeGreaterThanOrEqual(before + TOKEN_LIFETIME_MS);
    expect(data.expiresAt).toBeLessThanOrEqual(Date.now() + TOKEN_LIFETIME_MS);

    const staff = await aWarehouseStaff(t.database.db);
    expect((await login('warehouse', staff.username, staff.password)).code).toBe(200);
    const admin = await anAdmin(t.database.db);
    expect((await login('admin', admin.username, admin.password)).code).toBe(200);
    // The system host accepts every portal.
    expect((await login('system', seller.username, seller.password)).code).toBe(200);
  });

  it('stores only the hash of the token, with its host and expiry', async () => {
    const seller = await aSeller(t.database.db);
    const token = await loginAs(t.app, 'business', seller.username, seller.password);
    const rows = await t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', seller.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashToken(token));
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].host).toBe('business');
    expect(new Date(rows[0].expires_at).getTime() - Date.now()).toBeGreaterThan(TOKEN_LIFETIME_MS - 60_000);
  });

  it('refuses a user on the portal of another kind of user', async () => {
    const seller = await aSeller(t.database.db);
    const staff = await aWarehouseStaff(t.database.db);
    const admin = await anAdmin(t.database.db);
    for (const [host, user] of [
      ['admin', seller],
      ['warehouse', seller],
      ['business', staff],
      ['admin', staff],
      ['business', admin],
    ] as const) {
      const r = await login(host, user.username, user.password);
      expect(r.status).toBe(403);
      expect(r.msg).toBe('This account cannot log in to this portal');
    }
    // Administrators may also work in the warehouse portal.
    expect((await login('warehouse', admin.username, admin.password)).code).toBe(200);
  });

  it('answers a wrong password and an unknown username the same way', async () => {
    const seller = await aSeller(t.database.db);
    const wrong = await login('business', seller.username, 'not-the-password');
    const unknown = await login('business', 'nobody_here', 'whatever-123');
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(400);
      expect(r.msg).toBe('Incorrect username or password');
      expect(r.data).toEqual({ captchaRequired: false });
    }
    const zh = await call(t.app, {
      url: '/api/business/login',
      body: { username: seller.username, password: 'nope-nope' },
      headers: { ...freshIp(), language: 'zh_cn' },
    });
    expect(zh.msg).toBe('用户名或密码错误');
  });

  it('accepts the username in any letter case', async () => {
    const seller = await aSeller(t.database.db, { username: 'MixedCase_Seller' });
    expect((await login('business', 'mixedcase_seller', seller.password)).code).toBe(200);
  });

  it('refuses a demo account outside demo mode as if it did not exist', async () => {
    const demo = await aSeller(t.database.db, { isDemo: true });
    const r = await login('business', demo.username, demo.password);
    expect(r.status).toBe(400);
    expect(r.msg).toBe('Incorrect username or password');
  });

  it('tells a pending account to wait for approval', async () => {
    const pending = await aSeller(t.database.db, { status: AccountStatus.pending });
    const r = await login('business', pending.username, pending.password);
    expect(r.status).toBe(403);
    expect(r.msg).toBe('Your account is waiting for approval by an administrator');
  });

  it('answers 423 to a suspended account at login and on the next call of a live token', async () => {
    const seller = await aSeller(t.database.db, { status: AccountStatus.suspended });
    const r = await login('business', seller.username, seller.password);
    expect(r.status).toBe(423);
    expect(r.code).toBe(423);
    expect(r.msg).toBe('This account is suspended. Please contact support.');

    const active = await aSeller(t.database.db);
    const token = await loginAs(t.app, 'business', active.username, active.password);
    await t.database.db
      .updateTable('users')
      .set({ status: AccountStatus.suspended })
      .where('id', '=', active.id)
      .execute();
    const next = await call(t.app, { url: '/api/business/user/info', token });
    expect(next.code).toBe(423);
    expect(next.msg).toBe('This account is suspended. Please contact support.');
  });

  it('validates the login body', async () => {
    const r = await call(t.app, { url: '/api/admin/login', body: { username: 'root' }, headers: freshIp() });
    expect(r.status).toBe(400);
    expect(r.msg).toMatch(/^Invalid password/);
    const extra = await call(t.app, {
      url: '/api/admin/login',
      body: { username: 'root', password: 'x', isAdmin: true },
      headers: freshIp(),
    });
    expect(extra.status).toBe(400);
  });

  it('stops accepting a token once it has expired', async () => {
    const seller = await aSeller(t.database.db);
    const token = await loginAs(t.app, 'business', seller.username, seller.password);
    expect((await call(t.app, { url: '/api/business/user/info', token })).code).toBe(200);
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const r = await call(t.app, { url: '/api/business/user/info', token });
    expect(r.status).toBe(401);
    expect(r.msg).toBe('Not logged in or the session has expired, please log in again');
  });

  it('revokes only the session of the token at logout', async () => {
    const seller = await aSeller(t.database.db);
    const phone = await loginAs(t.app, 'business', seller.username, seller.password);
    const laptop = await loginAs(t.app, 'business', seller.username, seller.password);
    const out = await call(t.app, { url: '/api/business/logout', method: 'POST', token: phone });
    expect(out.code).toBe(200);
    expect(out.msg).toBe('Logged out');
    expect((await call(t.app, { url: '/api/business/user/info', token: phone })).status).toBe(401);
    expect((await call(t.app, { url: '/api/business/logout', method: 'POST', token: phone })).status).toBe(
      401,
    );
    expect((await call(t.app, { url: '/api/business/user/info', token: laptop })).code).toBe(200);
  });

  it('describes the user of the token with its role and permissions', async () => {
    const token = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
    const r = await call(t.app, { url: '/api/admin/user/info', token });
    expect(r.code).toBe(200);
    const info = userInfo.parse(r.data);
    expect(info).toMatchObject({
      username: TEST_ADMIN.username,
      name: 'Super administrator',
      avatar: '',
      userType: PortalId.admin,
      roleId: RoleId.superAdmin,
      status: AccountStatus.active,
      language: 'en_us',
      roles: [{ id: RoleId.superAdmin, name: 'Super administrator' }],
    });
    const dashboard = info.role.permissions.find((p) => p.permissionId === 'dashboard');
    expect(dashboard?.actionList).toContain('query');
    expect(dashboard?.actionEntitySet).toContainEqual({
      action: 'query',
      describe: 'query',
      defaultCheck: false,
    });
    expect(info.role.permissions.map((p) => p.permissionId)).toContain('1100');
    // A password the administrator chose (ADMIN_PASSWORD) is not due for a change; nothing else
    // about the password is told.
    const { mustChangePassword, ...rest } = info;
    expect(mustChangePassword).toBe(false);
    expect(JSON.stringify(rest)).not.toMatch(/password|hash/i);
  });

  it('falls back to the username when the user has no real name', async () => {
    const seller = await createUser(t.database.db, { realname: '' });
    const token = await loginAs(t.app, 'business', seller.username, seller.password);
    const r = await call(t.app, { url: '/api/business/user/info', token });
    expect((r.data as { name: string }).name).toBe(seller.username);
  });

  it('gives the merchant its own record on the business host only', async () => {
    const seller = await aSeller(t.database.db, { realname: 'Kim', email: 'kim@example.test' });
    const token = await loginAs(t.app, 'business', seller.username, seller.password);
    const r = await call(t.app, { url: '/api/business/shop_user/get', token });
    expect(r.code).toBe(200);
    expect(r.data).toEqual({
      id: seller.id,
      uid: seller.uid,
      username: seller.username,
      realname: 'Kim',
      nickname: seller.username,
      ename: '',
      email: 'kim@example.test',
      headImg: '',
      userType: PortalId.seller,
    });
    expect((await call(t.app, { url: '/api/admin/shop_user/get', token })).status).toBe(404);
    expect((await call(t.app, { url: '/api/business/shop_user/get' })).status).toBe(401);
  });

  it('keeps a token to the hosts of its portal', async () => {
    const seller = await aSeller(t.database.db);
    const token = await loginAs(t.app, 'business', seller.username, seller.password);
    const r = await call(t.app, { url: '/api/admin/user/info', token });
    expect(r.status).toBe(403);
  });

  it('echoes the RequestID of a login', async () => {
    const r = await call(t.app, {
      url: '/api/admin/login',
      body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      headers: { RequestID: 'login-req-42' },
    });
    expect(r.code).toBe(200);
    expect(r.raw.headers.requestid).toBe('login-req-42');
  });
});

describe.each(testEngines())('Demo mode on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { DEMO: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets the demo seller log in with the published password', async () => {
    const r = await call(t.app, {
      url: '/api/business/login',
      body: { username: 'seller', password: 'demo1234' },
    });
    expect(r.code).toBe(200);
    expect((r.data as { userType: number }).userType).toBe(PortalId.seller);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalId } from '../../src/domain/kernel/users';
import { auditOf } from '../fixtures/accounts';
import { loggedInUser } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The seller's home, settings and personal center through the API (issue 28 point 7): settings kept
 * per user on the system host and merged key by key; the profile role 4 may change; the home's counts.
 */
describe.each(testEngines())('home, settings and profile on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const settings = (token: string, body?: unknown, language?: string) =>
    call(t.app, {
      method: body === undefined ? 'GET' : 'PUT',
      url: '/api/system/user/settings',
      token,
      body,
      headers: language ? { language } : {},
    });

  it('keeps each user their own settings, merged key by key, so two devices both keep what they changed', async () => {
    const seller = await loggedInUser(t.app, t.database.db);
    const admin = await loggedInUser(t.app, t.database.db, { userType: PortalId.admin });
    expect((await settings(seller.token)).data).toEqual({ settings: {}, updatedAt: null });

    const first = await settings(seller.token, { theme: 'dark', layout: 'topmenu' });
    expect(first).toMatchObject({ status: 200, msg: 'Settings saved' });
    // Another device changes another setting: both stay.
    await settings(seller.token, { contentWidth: 'Fixed', fixedHeader: false, lang: 'zh-CN' });
    const read = (await settings(seller.token)).data as { settings: object; updatedAt: string };
    expect(read.settings).toEqual({
      theme: 'dark',
      layout: 'topmenu',
      contentWidth: 'Fixed',
      fixedHeader: false,
      lang: 'zh-CN',
    });
    expect(Date.parse(read.updatedAt)).not.toBeNaN();
    // The admin's are theirs alone.
    expect((await settings(admin.token)).data).toEqual({ settings: {}, updatedAt: null });
  });

  it('refuses an unknown theme or setting with a 400 naming it, in both languages, and changes nothing', async () => {
    const seller = await loggedInUser(t.app, t.database.db);
    await settings(seller.token, { theme: 'light' });
    const neon = await settings(seller.token, { theme: 'neon', layout: 'sidemenu' });
    expect(neon.status).toBe(400);
    expect(neon.msg).toContain('theme');
    const zh = await settings(seller.token, { theme: 'neon' }, 'zh_cn');
    expect(zh.status).toBe(400);
    expect(zh.msg).toContain('theme');
    expect(zh.msg).not.toBe(neon.msg);
    expect((await settings(seller.token, { sideCollapsed: true })).status).toBe(400);
    expect((await settings(seller.token, { fixedHeader: 'yes' })).status).toBe(400);
    expect(((await settings(seller.token)).data as { settings: object }).settings).toEqual({
      theme: 'light',
    });
    expect((await call(t.app, { method: 'GET', url: '/api/system/user/settings' })).status).toBe(401);
  });

  const profile = (token: string, body?: unknown) =>
    call(t.app, {
      method: body === undefined ? 'GET' : 'PUT',
      url: '/api/business/user/profile',
      token,
      body,
    });

  it('lets a merchant (role 4) read and change their own profile, audited; bad input names the field', async () => {
    const seller = await loggedInUser(t.app, t.database.db, { realname: 'Old Name' });
    expect((await profile(seller.token)).data).toMatchObject({
      username: seller.username,
      realname: 'Old Name',
    });
    const avatar = `/api/business/files/${'a'.repeat(64)}`;
    const saved = await profile(seller.token, {
      realname: 'New Name',
      nickname: 'Kicks',
      email: 'new@example.test',
      phone: '+1 (415) 555-0101',
      headImg: avatar,
    });
    expect(saved).toMatchObject({ status: 200, msg: 'Profile saved' });
    expect(saved.data).toMatchObject({ realname: 'New Name', phone: '+1 (415) 555-0101', headImg: avatar });
    const info = await call(t.app, { url: '/api/business/user/info', token: seller.token });
    expect(info.data).toMatchObject({ name: 'New Name', avatar });
    const [entry] = await auditOf(t.database.db, 'user', seller.id);
    expect(entry).toMatchObject({ action: 'settings.profile.edit', actorName: seller.username });
    expect(entry.before).toMatchObject({ realname: 'Old Name' });

    for (const [field, value] of [
      ['email', 'not-mail'],
      ['realname', ''],
      ['phone', 'call me'],
      ['headImg', 'https://elsewhere.example/me.png'],
    ] as const) {
      const r = await profile(seller.token, { realname: 'X', email: 'x@example.test', [field]: value });
      expect(r.status, field).toBe(400);
      expect(r.msg).toContain(field);
    }
    expect((await profile(seller.token)).data).toMatchObject({ realname: 'New Name' });
  });

  it('answers 403 to a seller of another role', async () => {
    const other = await loggedInUser(t.app, t.database.db, { roleId: 5, userType: PortalId.seller });
    expect((await profile(other.token)).status).toBe(403);
  });

  it("counts the seller's figures and what waits for them, and nobody else's", async () => {
    const seller = await loggedInUser(t.app, t.database.db);
    const db = t.database.db;
    const ware = await db
      .insertInto('warehouses')
      .values({ name: `Home ${seller.id}`, level: 1, address: 'Dock', status: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('packs')
      .values(
        [1, 1, 2].map((status) => ({
          kind: 1,
          shop_user_id: seller.id,
          ware_id: ware.id,
          status,
          remark: '',
          created_by: seller.id,
        })),
      )
      .execute();
    await db
      .insertInto('outbound_orders')
      .values([
        { kind: 5, status: 3, shop_user_id: seller.id, ware_id: ware.id, created_by: seller.id },
        { kind: 3, status: 3, shop_user_id: seller.id, ware_id: ware.id, created_by: seller.id },
        { kind: 3, status: 5, shop_user_id: seller.id, ware_id: ware.id, created_by: seller.id },
      ])
      .execute();
    const summary = await call(t.app, { url: '/api/business/home/summary', token: seller.token });
    expect(summary.status, summary.msg).toBe(200);
    expect(summary.data).toMatchObject({
      figures: { pairsInStock: 0, listed: 0, soldThisMonth: 0, availableCents: 0, heldCents: 0 },
      waiting: {
        forecastsOnTheWay: 2,
        cashOutToAccept: 1,
        shipWithLabelToPay: 1,
        reshipToPay: 0,
        withdrawalsPending: 0,
      },
    });
    const other = await loggedInUser(t.app, t.database.db);
    const theirs = await call(t.app, { url: '/api/business/home/summary', token: other.token });
    expect(theirs.data).toMatchObject({ waiting: { forecastsOnTheWay: 0, cashOutToAccept: 0 } });
    expect(
      (
        await call(t.app, {
          url: '/api/business/home/summary',
          token: seller.token,
          query: { monthStart: 'May' },
        })
      ).status,
    ).toBe(400);
  });
});

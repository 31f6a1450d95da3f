import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalId, RoleId } from '../../src/domain/kernel/users';
import { dayOf } from '../../src/domain/wallet/fees';
import { WarehouseLevel } from '../../src/domain/warehouses/warehouses';
import { storageFeeToDate } from '../../src/server/modules/wallet/rate-service';
import { anInboundWorld } from '../fixtures/inbound';
import type { InboundWorld } from '../fixtures/inbound';
import { anInspectedItem } from '../fixtures/inventory';
import { aSeller, loggedInUser, loginAs } from '../fixtures/users';
import { call, createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

const CARD = {
  shippingFee: '6.50',
  transshipmentFee: 4,
  switchUserFee: '2.25',
  consignmentFeePercent: '12.5',
  cashOutDeductionPercent: 3,
  baseFreeDays: 20,
  baseDailyFee: '0.15',
  premiumFreeDays: 10,
  premiumDailyFee: '0.40',
};

type Override = {
  id: number;
  sellerId: number;
  effectiveFrom: string;
  state: string;
  shippingFeeCents: number;
};
type Page<T> = { totalCount: number; data: T[] };

/** Fee/Account and Fee/Platform through the admin API, and the storage fee of a real shelved item. */
describe.each(testEngines())('fees and merchant rates on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let admin: string;
  const today = dayOf(new Date());
  const dayFromToday = (days: number) => dayOf(new Date(Date.now() + days * DAY_MS));

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await anInboundWorld(t.app, t.database.db);
    admin = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, body: unknown = {}, token = admin) =>
    call(t.app, { url: `/api/admin${path}`, token, body });
  const auditCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('action', 'like', 'fee.%')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const cardRows = () => t.database.db.selectFrom('rate_cards').selectAll().orderBy('id').execute();

  it('starts with the default card and the marketplaces, the B2B platform at 0% and fixed', async () => {
    const card = await post('/fee/account/default/get');
    expect(card.code).toBe(200);
    expect(card.data).toMatchObject({ shippingFeeCents: 500, baseFreeDays: 30, premiumDailyFeeCents: 25 });
    const platforms = (await post('/fee/platform/list')).data as {
      code: string;
      feeBasisPoints: number;
      locked: boolean;
    }[];
    expect(platforms.map((p) => p.code)).toEqual(['stockx', 'goat', 'ebay', 'poizon', 'tiktok', 'b2b']);
    expect(platforms.find((p) => p.code === 'b2b')).toMatchObject({ feeBasisPoints: 0, locked: true });
    expect(platforms.filter((p) => p.locked)).toHaveLength(1);
  });

  it('edits the default card, in cents and basis points, with before and after in the audit log', async () => {
    const edited = await post('/fee/account/default/update', CARD);
    expect(edited.code).toBe(200);
    expect(edited.data).toMatchObject({
      shippingFeeCents: 650,
      transshipmentFeeCents: 400,
      switchUserFeeCents: 225,
      consignmentFeeBasisPoints: 1250,
      cashOutDeductionBasisPoints: 300,
      baseFreeDays: 20,
      baseDailyFeeCents: 15,
      premiumFreeDays: 10,
      premiumDailyFeeCents: 40,
    });
    const entry = await t.database.db
      .selectFrom('audit_log')
      .select(['before', 'after', 'actor_name'])
      .where('action', '=', 'fee.default.update')
      .executeTakeFirstOrThrow();
    const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, number>;
    expect(json(entry.before).shippingFeeCents).toBe(500);
    expect(json(entry.after).shippingFeeCents).toBe(650);
    expect(entry.actor_name).toBe(TEST_ADMIN.username);
  });

  it('refuses bad amounts naming the field, and changes nothing', async () => {
    const before = await cardRows();
    const audits = await auditCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ shippingFee: -1 }, 'shippingFee'],
      [{ baseDailyFee: '0.155' }, 'baseDailyFee'],
      [{ consignmentFeePercent: 100.01 }, 'consignmentFeePercent'],
      [{ cashOutDeductionPercent: '101' }, 'cashOutDeductionPercent'],
      [{ transshipmentFee: 'five dollars' }, 'transshipmentFee'],
      [{ premiumFreeDays: -1 }, 'premiumFreeDays'],
      [{ switchUserFee: null }, 'switchUserFee'],
      [{ shippingFee: '10000.01' }, 'shippingFee'],
    ];
    for (const [patch, field] of cases) {
      const r = await post('/fee/account/default/update', { ...CARD, ...patch });
      expect(r.code, JSON.stringify(patch)).toBe(400);
      expect(r.msg).toContain(field);
    }
    const missing = await post('/fee/account/default/update', { ...CARD, shippingFee: undefined });
    expect(missing.code).toBe(400);
    const zh = await call(t.app, {
      url: '/api/admin/fee/account/default/update',
      token: admin,
      body: { ...CARD, shippingFee: -1 },
      headers: { language: 'zh_cn' },
    });
    expect(zh.msg).toContain('无效');
    expect(await cardRows()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('gives a seller overrides by effective date, one per day, and picks the one in force', async () => {
    const seller = w.seller.id;
    const past = await post('/fee/account/override/create', {
      ...CARD,
      sellerId: seller,
      effectiveFrom: '2020-01-01',
      shippingFee: 3,
    });
    expect(past.code).toBe(200);
    const future = await post('/fee/account/override/create', {
      ...CARD,
      sellerId: seller,
      effectiveFrom: dayFromToday(30),
      shippingFee: 1,
    });
    expect(future.code).toBe(200);

    const list = (await post('/fee/account/override/list', { sellerId: seller })).data as Page<Override>;
    expect(list.totalCount).toBe(2);
    expect(list.data.map((o) => [o.effectiveFrom, o.state, o.shippingFeeCents])).toEqual([
      [dayFromToday(30), 'scheduled', 100],
      ['2020-01-01', 'inForce', 300],
    ]);

    const inForce = await post('/fee/account/inForce', { sellerId: seller });
    expect(inForce.data).toMatchObject({ shippingFeeCents: 300, effectiveFrom: '2020-01-01', day: today });
    const later = await post('/fee/account/inForce', { sellerId: seller, day: dayFromToday(31) });
    expect(later.data).toMatchObject({ shippingFeeCents: 100, effectiveFrom: dayFromToday(30) });
    const other = await post('/fee/account/inForce', { sellerId: w.seller2.id });
    expect(other.data).toMatchObject({ shippingFeeCents: 650, overrideId: null, effectiveFrom: null });

    // Moving the future one to an earlier day is an edit with its own audit entry.
    const id = (future.data as Override).id;
    const moved = await post('/fee/account/override/update', {
      ...CARD,
      id,
      effectiveFrom: dayFromToday(10),
      shippingFee: 1,
    });
    expect(moved.code).toBe(200);
    expect((await post('/fee/account/override/get', { id })).data).toMatchObject({
      effectiveFrom: dayFromToday(10),
    });
    expect(await auditCount()).toBe(4);
  });

  it('refuses an unknown seller, a same-day override and a missing date, and changes nothing', async () => {
    const before = await cardRows();
    const audits = await auditCount();
    const unknown = await post('/fee/account/override/create', {
      ...CARD,
      sellerId: 999_999,
      effectiveFrom: today,
    });
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toContain('999999');
    const staff = await post('/fee/account/override/create', {
      ...CARD,
      sellerId: w.staff.id,
      effectiveFrom: today,
    });
    expect(staff.code).toBe(400);
    const sameDay = await post('/fee/account/override/create', {
      ...CARD,
      sellerId: w.seller.id,
      effectiveFrom: '2020-01-01',
    });
    expect(sameDay.code).toBe(409);
    expect(sameDay.msg).toContain('2020-01-01');
    const noDate = await post('/fee/account/override/create', { ...CARD, sellerId: w.seller.id });
    expect(noDate.code).toBe(400);
    expect(noDate.msg).toContain('effectiveFrom');
    const badDate = await post('/fee/account/override/create', {
      ...CARD,
      sellerId: w.seller.id,
      effectiveFrom: '2026-02-30',
    });
    expect(badDate.code).toBe(400);
    const future = (await post('/fee/account/override/list', { sellerId: w.seller.id }))
      .data as Page<Override>;
    const onto = await post('/fee/account/override/update', {
      ...CARD,
      id: future.data[0].id,
      effectiveFrom: '2020-01-01',
    });
    expect(onto.code).toBe(409);
    const missing = await post('/fee/account/override/update', {
      ...CARD,
      id: 999_999,
      effectiveFrom: today,
    });
    expect(missing.code).toBe(404);
    const negative = await post('/fee/account/override/create', {
      ...CARD,
      sellerId: w.seller2.id,
      effectiveFrom: today,
      switchUserFee: '-0.01',
    });
    expect(negative.code).toBe(400);
    expect(await cardRows()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('lets one of several admins adding the same seller and day at once win; the rest get the conflict', async () => {
    const seller = await aSeller(t.database.db);
    const day = dayFromToday(5);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post('/fee/account/override/create', { ...CARD, sellerId: seller.id, effectiveFrom: day }),
      ),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.find((a) => a.code === 409)?.msg).toContain(seller.uid);
    const rows = await t.database.db
      .selectFrom('rate_cards')
      .select('id')
      .where('seller_id', '=', seller.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("edits a marketplace's fee, never the B2B platform's", async () => {
    const audits = await auditCount();
    const edited = await post('/fee/platform/update', { code: 'stockx', feePercent: '10.5' });
    expect(edited.code).toBe(200);
    expect(edited.data).toMatchObject({ code: 'stockx', feeBasisPoints: 1050 });
    expect((await post('/fee/platform/update', { code: 'b2b', feePercent: 1 })).code).toBe(400);
    expect((await post('/fee/platform/update', { code: 'goat', feePercent: 100.5 })).code).toBe(400);
    expect((await post('/fee/platform/update', { code: 'goat', feePercent: '9.999' })).code).toBe(400);
    expect((await post('/fee/platform/update', { code: 'nowhere', feePercent: 1 })).code).toBe(404);
    const fees = await t.database.db
      .selectFrom('marketplace_fees')
      .select(['code', 'fee_bp'])
      .orderBy('position')
      .execute();
    expect(fees.map((f) => f.fee_bp)).toEqual([1050, 950, 800, 750, 600, 0]);
    expect(await auditCount()).toBe(audits + 1);
  });

  it('lets an employee read the rates but not change them (read-only grants of module 1200)', async () => {
    const employee = await loggedInUser(t.app, t.database.db, {
      userType: PortalId.admin,
      roleId: RoleId.employee,
    });
    const before = await cardRows();
    expect((await post('/fee/account/default/get', {}, employee.token)).code).toBe(200);
    expect((await post('/fee/account/default/update', CARD, employee.token)).code).toBe(403);
    expect((await post('/fee/platform/update', { code: 'goat', feePercent: 1 }, employee.token)).code).toBe(
      403,
    );
    expect(await cardRows()).toEqual(before);
  });

  it("computes the storage fee to date of a shelved item by its warehouse level and its seller's card", async () => {
    const db = t.database.db;
    const item = await anInspectedItem(t.app, db, w, { sellerToken: w.seller2.token });
    const { gmt_in } = await db
      .selectFrom('products')
      .select('gmt_in')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    const inAt = new Date(gmt_in);
    // Seller 2 pays by the default card: Base 20 free days, then $0.15 a day. Day 41 charges 21 days.
    expect(await storageFeeToDate(db, item.id, new Date(inAt.getTime() + 40 * DAY_MS))).toMatchObject({
      wareDays: 41,
      chargedDays: 21,
      wareFeeCents: 315,
      sellerId: w.seller2.id,
      warehouseLevel: WarehouseLevel.base,
    });
    expect((await storageFeeToDate(db, item.id, inAt)).wareFeeCents).toBe(0);

    // An override from tomorrow with 5 free days and $1.00 a day applies to moments from tomorrow on.
    const from = dayFromToday(1);
    const created = await post('/fee/account/override/create', {
      ...CARD,
      sellerId: w.seller2.id,
      effectiveFrom: from,
      baseFreeDays: 5,
      baseDailyFee: 1,
    });
    expect(created.code).toBe(200);
    const at = new Date(Math.max(Date.parse(`${from}T00:00:00Z`), inAt.getTime() + 40 * DAY_MS));
    const days = Math.floor((at.getTime() - inAt.getTime()) / DAY_MS) + 1;
    expect(await storageFeeToDate(db, item.id, at)).toMatchObject({
      wareDays: days,
      wareFeeCents: (days - 5) * 100,
    });

    // In a Premium warehouse: 10 free days at $0.40 (the override keeps the premium values of CARD).
    await db
      .updateTable('warehouses')
      .set({ level: WarehouseLevel.premium })
      .where('id', '=', w.ware.id)
      .execute();
    expect(await storageFeeToDate(db, item.id, at)).toMatchObject({
      wareFeeCents: (days - 10) * 40,
      warehouseLevel: 2,
    });
    await db
      .updateTable('warehouses')
      .set({ level: WarehouseLevel.base })
      .where('id', '=', w.ware.id)
      .execute();
    await expect(storageFeeToDate(db, 999_999, at)).rejects.toThrow('unknownItem');
  });
});

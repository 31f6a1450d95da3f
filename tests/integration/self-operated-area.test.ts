import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullGrant, SelfOperatedPage } from '../../src/domain/kernel/permissions';
import { selfOperatedAccountId } from '../../src/server/kernel/self-operated-account';
import { anAdminRole, auditOf } from '../fixtures/accounts';
import {
  aForecast,
  anInboundWorld,
  anUploadedPhoto,
  aTrackingNumber,
  inWarehouse,
} from '../fixtures/inbound';
import type { InboundWorld } from '../fixtures/inbound';
import { aPicture, multipartFile } from '../fixtures/wallet-applications';
import { anAdmin, loginAs } from '../fixtures/users';
import { call, createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

const SHOP_REQUIRED =
  'An administrator works on the seller API only in the self-operated warehouse area (as shop 1).';

type Page = { totalCount: number; data: { oneId: string }[] };

/**
 * The self-operated warehouse area (issue 28 point 6, spec section 2): an admin's session on the
 * business host with shopId 1 is the platform's own seller account, the admin named as the person;
 * without the self-operated warehouse page (module 300) or without shopId 1 it is refused, and a
 * seller's shopId changes nothing.
 */
describe.each(testEngines())('the self-operated warehouse area on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let accountId: number;
  let operator: { token: string; username: string };

  const adminWith = async (grants: Parameters<typeof anAdminRole>[1]) => {
    const user = await anAdmin(t.database.db, { roleId: await anAdminRole(t.database.db, grants) });
    return { token: await loginAs(t.app, 'admin', user.username, user.password), username: user.username };
  };
  /** A call of the seller API as the client makes it from #/admin/warehouse (or another shopId). */
  const area = (token: string, path: string, body?: unknown, shopId: string | null = '1') =>
    call(t.app, {
      url: `/api/business${path}`,
      token,
      body,
      headers: shopId === null ? {} : { shopId },
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await anInboundWorld(t.app, t.database.db);
    accountId = await selfOperatedAccountId(t.database.db);
    operator = await adminWith([fullGrant(SelfOperatedPage.warehouse)]);
  });
  afterAll(async () => {
    await t.close();
  });

  it("an admin with the page forecasts, reads the inventory and the wallet as the platform's own account", async () => {
    // A forecast made in the area is the account's, received, inspected and shelved by the warehouse.
    const logNo = aTrackingNumber();
    const made = await area(operator.token, '/forecast/create', {
      wareId: w.ware.id,
      logNos: [logNo],
      items: [{ sku: w.sku.sku, size: '9', quantity: 1, costPrice: 9000, supply: 'Cash-out' }],
      remark: 'self-operated',
    });
    expect(made.status, made.msg).toBe(200);
    const packId = (made.data as { id: number }).id;
    const pack = await t.database.db
      .selectFrom('packs')
      .select('shop_user_id')
      .where('id', '=', packId)
      .executeTakeFirstOrThrow();
    expect(pack.shop_user_id).toBe(accountId);

    const wh = inWarehouse(t.app, w.staff.token, w.ware.id);
    expect((await wh('/parcel/receive', { logNo })).code).toBe(200);
    const detail = await area(operator.token, `/forecast/get?id=${packId}`);
    expect(detail.status, detail.msg).toBe(200);
    const packItemId = (detail.data as { items: { id: number }[] }).items[0].id;
    const inspected = await wh('/inspection/submit', {
      logNo,
      packItemId,
      grade: 5,
      checkRemark: '',
      photos: [await anUploadedPhoto(t.app, w.staff.token)],
    });
    expect(inspected.code, inspected.msg).toBe(200);
    const oneId = (inspected.data as { oneId: string }).oneId;

    const mine = (await area(operator.token, '/inventory/list', {})).data as Page;
    expect(mine.data.map((r) => r.oneId)).toEqual([oneId]);
    const record = await area(operator.token, `/sys_prod/get?oneId=${oneId}`);
    expect(record.status, record.msg).toBe(200);
    // The seller sees none of it: neither the pair nor the forecast.
    const sellers = (
      await call(t.app, { url: '/api/business/inventory/list', token: w.seller.token, body: {} })
    ).data as Page;
    expect(sellers.data.map((r) => r.oneId)).not.toContain(oneId);
    expect(
      (await call(t.app, { url: `/api/business/sys_prod/get?oneId=${oneId}`, token: w.seller.token })).status,
    ).toBe(404);

    // The wallet is the account's; a recharge applied for in the area names the admin in the audit log.
    const summary = await area(operator.token, '/wallet/summary');
    expect(summary.status, summary.msg).toBe(200);
    const proof = multipartFile('proof.gif', 'image/gif', aPicture());
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/business/upload',
      headers: { token: operator.token, shopId: '1', 'content-type': proof.contentType },
      payload: proof.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const applied = await area(operator.token, '/wallet/recharge/apply', {
      currency: 'USD',
      paymentMethod: 1,
      amount: '250',
      transferReference: 'TT-SELF-OPERATED',
      proofUrl: (uploaded.json() as { data: string }).data,
      requestKey: `self-operated-${engine}-recharge`,
    });
    expect(applied.status, applied.msg).toBe(200);
    const applicationId = (applied.data as { id: number }).id;
    const row = await t.database.db
      .selectFrom('wallet_applications')
      .select('seller_id')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(row.seller_id).toBe(accountId);
    const [entry] = await auditOf(t.database.db, 'application', applicationId);
    expect(entry).toMatchObject({ action: 'wallet.recharge.apply', actorName: operator.username });
    const listed = await area(operator.token, '/wallet/application/list', {});
    expect(listed.status, listed.msg).toBe(200);
  });

  it("refuses an admin without the page's action, and any admin without shopId 1", async () => {
    const outsider = await adminWith([fullGrant('1100')]);
    const reader = await adminWith([fullGrant(SelfOperatedPage.warehouse, ['query', 'get'])]);
    const root = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
    const forecast = {
      wareId: w.ware.id,
      logNos: [aTrackingNumber()],
      items: [{ sku: w.sku.sku, size: '10', quantity: 1 }],
      remark: '',
    };

    expect((await area(outsider.token, '/forecast/list', {})).status).toBe(403);
    expect((await area(outsider.token, '/wallet/summary')).status).toBe(403);
    expect((await area(reader.token, '/forecast/list', {})).status).toBe(200);
    expect((await area(reader.token, '/forecast/create', forecast)).status).toBe(403);
    for (const token of [operator.token, root]) {
      for (const shopId of [null, '2']) {
        const r = await area(token, '/inventory/list', {}, shopId);
        expect(r.status).toBe(403);
        expect(r.msg).toBe(SHOP_REQUIRED);
      }
    }
    const packs = await t.database.db
      .selectFrom('packs')
      .select('id')
      .where('shop_user_id', '=', accountId)
      .execute();
    expect(packs).toHaveLength(1);

    // The calls every portal shares stay the admin's own, shopId or not.
    const info = await area(operator.token, '/user/info');
    expect(info.status).toBe(200);
    expect((info.data as { username: string }).username).toBe(operator.username);
  });

  it("ignores a seller's shopId: a seller is always themselves", async () => {
    await aForecast(t.app, w.seller2.token, {
      wareId: w.ware.id,
      items: [{ sku: w.sku.sku, size: '8', quantity: 1 }],
    });
    const own = await call(t.app, { url: '/api/business/forecast/list', token: w.seller2.token, body: {} });
    const withShop = await area(w.seller2.token, '/forecast/list', {});
    expect(withShop.status).toBe(200);
    expect(withShop.data).toEqual(own.data);
    expect((withShop.data as { totalCount: number }).totalCount).toBe(1);
    const wallet = await area(w.seller2.token, '/wallet/summary');
    expect(wallet.data).toEqual(
      (await call(t.app, { url: '/api/business/wallet/summary', token: w.seller2.token })).data,
    );
  });
});

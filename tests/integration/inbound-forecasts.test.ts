import { beforeAll, describe, expect, it } from 'vitest';
import { ProductEventType } from '../../src/domain/kernel/events';
import { ForecastStatus, ParcelStatus } from '../../src/domain/inbound/inbound';
import { aForecast, aTrackingNumber } from '../fixtures/inbound';
import type { InboundWorld } from '../fixtures/inbound';
import { loginAs } from '../fixtures/users';
import { aWarehouse } from '../fixtures/warehouses';
import { anInboundSuite } from '../fixtures/inbound-suite';
import type { InboundSuite } from '../fixtures/inbound-suite';
import { call, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type Row = {
  id: number;
  status: number;
  logNos: { logNo: string; status: number }[];
  itemCount: number;
  shopInfo: { id: number };
};
type Page = { totalCount: number; data: Row[] };
type Detail = Row & {
  items: { sku: string; name: string; brand: string; quantity: number; costPrice: number; supply: string }[];
  eventList: { type: number; operator: string; logNo: string }[];
};

describe.each(testEngines())('seller forecasts and the admin forecast view on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let wh: InboundSuite['wh'];
  let admin: string;

  anInboundSuite(engine, (suite) => {
    ({ t, w, wh } = suite);
  });
  beforeAll(async () => {
    admin = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
  });

  const seller = (url: string, body?: unknown, query?: Record<string, string>, token = w.seller.token) =>
    call(t.app, { url: `/api/business${url}`, token, body, query });

  it('creates a forecast with catalogue and free-text items, lists it as scheduled and writes event 10', async () => {
    const logNos = [aTrackingNumber(), aTrackingNumber().toLowerCase()];
    const r = await seller('/forecast/create', {
      wareId: w.ware.id,
      logNos,
      items: [
        { sku: w.sku.sku.toLowerCase(), size: '9', quantity: 2, costPrice: 12_550, supply: 'Outlet' },
        { name: 'Vintage runner', brand: 'Acme', size: '10', quantity: 1 },
      ],
      remark: 'first box',
    });
    expect(r.code, r.msg).toBe(200);
    expect(r.msg).toBe('Forecast created');
    const id = (r.data as { id: number }).id;

    const list = (await seller('/forecast/list', { status: ForecastStatus.scheduled })).data as Page;
    const row = list.data.find((x) => x.id === id);
    expect(row?.status).toBe(ParcelStatus.scheduled);
    expect(row?.itemCount).toBe(3);
    // Tracking numbers are stored upper-case whatever case they were typed in.
    expect(row?.logNos.map((p) => p.logNo).sort()).toEqual(logNos.map((n) => n.toUpperCase()).sort());

    const detail = (await seller('/forecast/get', undefined, { id: String(id) })).data as Detail;
    expect(detail.items[0]).toMatchObject({
      sku: w.sku.sku,
      name: w.sku.name,
      brand: w.sku.brand,
      quantity: 2,
      costPrice: 12_550,
      supply: 'Outlet',
    });
    expect(detail.items[1]).toMatchObject({ sku: '', name: 'Vintage runner', brand: 'Acme' });
    // Sellers do not see who operated; admins do.
    expect(detail.eventList).toEqual([
      expect.objectContaining({ type: ProductEventType.forecast, operator: '' }),
    ]);
    const asAdmin = (
      await call(t.app, { url: '/api/admin/forecast/get', token: admin, query: { id: String(id) } })
    ).data as Detail;
    expect(asAdmin.eventList).toEqual([
      expect.objectContaining({ type: ProductEventType.forecast, operator: 'Seller One' }),
    ]);
  });

  it('refuses a tracking number that fails the rule, an unknown SKU, a fourth tracking number and a taken one', async () => {
    const item = { sku: w.sku.sku, size: '9', quantity: 1 };
    const bad = await seller('/forecast/create', {
      wareId: w.ware.id,
      logNos: ['0123456789'],
      items: [item],
    });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/logNos/);
    const orderCode = await seller('/forecast/create', {
      wareId: w.ware.id,
      logNos: ['OC12345678901'],
      items: [item],
    });
    expect(orderCode.code).toBe(400);

    const unknown = await seller('/forecast/create', {
      wareId: w.ware.id,
      logNos: [aTrackingNumber()],
      items: [{ sku: 'NO-SUCH-SKU', size: '9', quantity: 1 }],
    });
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toBe(
      'Unknown SKU NO-SUCH-SKU: pick one from the catalogue, or add it in SKU management first',
    );

    const four = await seller('/forecast/create', {
      wareId: w.ware.id,
      logNos: [1, 2, 3, 4].map(() => aTrackingNumber()),
      items: [item],
    });
    expect(four.code).toBe(400);

    const { logNos } = await aForecast(t.app, w.seller.token, { wareId: w.ware.id, items: [item] });
    const taken = await seller(
      '/forecast/create',
      { wareId: w.ware.id, logNos, items: [item] },
      undefined,
      w.seller2.token,
    );
    expect(taken.code).toBe(409);
    expect(taken.msg).toContain(logNos[0]);
  });

  it('lets the seller edit and cancel only while scheduled; another seller cannot see or touch it', async () => {
    const f = await aForecast(t.app, w.seller.token, {
      wareId: w.ware.id,
      items: [{ sku: w.sku.sku, size: '9', quantity: 1 }],
    });
    const newNo = aTrackingNumber();
    const edited = await seller('/forecast/update', {
      id: f.id,
      logNos: [newNo],
      items: [{ name: 'Other', size: '11', quantity: 4 }],
      remark: 'changed',
    });
    expect(edited.code, edited.msg).toBe(200);
    const detail = (await seller('/forecast/get', undefined, { id: String(f.id) })).data as Detail;
    expect(detail.logNos.map((p) => p.logNo)).toEqual([newNo]);
    expect(detail.items).toEqual([expect.objectContaining({ name: 'Other', quantity: 4 })]);

    expect((await seller('/forecast/get', undefined, { id: String(f.id) }, w.seller2.token)).code).toBe(404);
    expect((await seller('/forecast/cancel', { id: f.id }, undefined, w.seller2.token)).code).toBe(404);

    // The old tracking number is free again; the edited one is taken.
    await aForecast(t.app, w.seller2.token, {
      wareId: w.ware.id,
      logNos: f.logNos,
      items: [{ name: 'x', size: '9', quantity: 1 }],
    });

    const received = await aForecast(t.app, w.seller.token, {
      wareId: w.ware.id,
      items: [{ name: 'y', size: '9', quantity: 1 }],
    });
    expect((await wh('/parcel/receive', { logNo: received.logNos[0] })).code).toBe(200);
    const late = await seller('/forecast/update', { id: received.id, remark: 'too late' });
    expect(late.code).toBe(409);
    expect(late.msg).toBe('This forecast is Received: it can be changed or cancelled only while scheduled');
    expect((await seller('/forecast/cancel', { id: received.id })).code).toBe(409);

    const cancelled = await seller('/forecast/cancel', { id: f.id });
    expect(cancelled.code).toBe(200);
    expect((cancelled.data as { status: number }).status).toBe(ForecastStatus.cancelled);
    expect((await seller('/forecast/cancel', { id: f.id })).code).toBe(409);
    // A cancelled forecast's tracking number can be forecast again.
    await aForecast(t.app, w.seller.token, {
      wareId: w.ware.id,
      logNos: [newNo],
      items: [{ name: 'z', size: '9', quantity: 1 }],
    });
  });

  it('refuses a forecast to a disabled or missing warehouse', async () => {
    const closed = await aWarehouse(t.database.db, { status: 2 });
    const r = await seller('/forecast/create', {
      wareId: closed.id,
      logNos: [aTrackingNumber()],
      items: [{ name: 'x', size: '9', quantity: 1 }],
    });
    expect(r.code).toBe(409);
    const missing = await seller('/forecast/create', {
      wareId: 999_999,
      logNos: [aTrackingNumber()],
      items: [{ name: 'x', size: '9', quantity: 1 }],
    });
    expect(missing.code).toBe(404);
  });

  it("shows admins every seller's forecasts, filtered by seller and tracking number", async () => {
    const mine = await aForecast(t.app, w.seller2.token, {
      wareId: w.otherWare.id,
      items: [{ name: 'x', size: '9', quantity: 1 }],
    });
    const page = (
      await call(t.app, { url: '/api/admin/forecast/list', token: admin, body: { shopUserId: w.seller2.id } })
    ).data as Page;
    expect(page.data.every((r) => r.shopInfo.id === w.seller2.id)).toBe(true);
    expect(page.data.some((r) => r.id === mine.id)).toBe(true);
    const byNo = (
      await call(t.app, {
        url: '/api/admin/forecast/list',
        token: admin,
        body: { logNo: mine.logNos[0].slice(2, 9) },
      })
    ).data as Page;
    expect(byNo.data.map((r) => r.id)).toEqual([mine.id]);
    const detail = await call(t.app, {
      url: '/api/admin/forecast/get',
      token: admin,
      query: { id: String(mine.id) },
    });
    expect(detail.code).toBe(200);
    // The warehouse sees only the selected warehouse's forecasts.
    const staffView = (await wh('/forecast/list', {})).data as Page;
    expect(staffView.data.some((r) => r.id === mine.id)).toBe(false);
    expect(
      (
        await wh('/forecast/get', undefined, {
          id: String(mine.id),
        })
      ).code,
    ).toBe(404);
  });

  it('lets an admin assign an unforecast parcel to its seller, once', async () => {
    const logNo = aTrackingNumber();
    const receipt = await wh('/parcel/receive', { logNo });
    expect(receipt.msg).toMatch(/unforecast parcel/);
    const list = (
      await call(t.app, { url: '/api/admin/parcel/unforecast/list', token: admin, body: { logNo } })
    ).data as { data: { id: number; logNo: string }[] };
    expect(list.data.map((p) => p.logNo)).toEqual([logNo]);
    const assign = await call(t.app, {
      url: '/api/admin/parcel/assign',
      token: admin,
      body: { parcelId: list.data[0].id, shopUserId: w.seller.id },
    });
    expect(assign.code, assign.msg).toBe(200);
    const again = await call(t.app, {
      url: '/api/admin/parcel/assign',
      token: admin,
      body: { parcelId: list.data[0].id, shopUserId: w.seller.id },
    });
    expect(again.code).toBe(409);
    // An unknown parcel is named by the id given, not as if it were a tracking number.
    const unknown = await call(t.app, {
      url: '/api/admin/parcel/assign',
      token: admin,
      body: { parcelId: 987654321, shopUserId: w.seller.id },
    });
    expect([unknown.status, unknown.msg]).toEqual([404, 'No parcel with id 987654321']);
    const unknownZh = await call(t.app, {
      url: '/api/admin/parcel/assign',
      token: admin,
      body: { parcelId: 987654321, shopUserId: w.seller.id },
      headers: { language: 'zh_cn' },
    });
    expect(unknownZh.msg).toBe('没有编号为 987654321 的包裹');
    const packId = (assign.data as { packId: number }).packId;
    const detail = (await seller('/forecast/get', undefined, { id: String(packId) })).data as Detail;
    expect(detail.status).toBe(ForecastStatus.received);
    expect(detail.logNos).toEqual([expect.objectContaining({ logNo, status: ParcelStatus.received })]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'parcel.assign')
      .execute();
    expect(audit.length).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { ProductEventType } from '../../src/domain/kernel/events';
import { ForecastStatus, ParcelStatus } from '../../src/domain/inbound/inbound';
import { fullGrant, WarehousePermission } from '../../src/domain/kernel/permissions';
import { aForecast, aStaffMember, aTrackingNumber, inWarehouse } from '../fixtures/inbound';
import type { InboundWorld } from '../fixtures/inbound';
import { anInboundSuite } from '../fixtures/inbound-suite';
import type { InboundSuite } from '../fixtures/inbound-suite';
import { databaseFingerprint } from './support/fingerprint';
import { call, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testEngines())('receiving scans on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let wh: InboundSuite['wh'];
  let scan: (logNo: string) => ReturnType<ReturnType<typeof inWarehouse>>;

  anInboundSuite(engine, (suite) => {
    ({ t, w, wh } = suite);
    scan = (logNo) => wh('/parcel/receive', { logNo });
  });

  it('receives a forecast parcel with operator and time, moves the forecast to received and writes event 15', async () => {
    const f = await aForecast(t.app, w.seller.token, {
      wareId: w.ware.id,
      logNos: [aTrackingNumber(), aTrackingNumber()],
      items: [{ name: 'x', size: '9', quantity: 2 }],
    });
    const before = Date.now();
    const r = await scan(f.logNos[0].toLowerCase());
    expect(r.code, r.msg).toBe(200);
    expect(r.msg).toBe('Parcel received');
    expect(r.data).toMatchObject({
      logNo: f.logNos[0],
      status: ParcelStatus.received,
      forecast: true,
      packId: f.id,
    });

    const detail = (await wh('/forecast/get', undefined, { id: String(f.id) })).data as {
      status: number;
      logNos: { logNo: string; status: number; gmtReceived: string | null; receivedBy: string }[];
      eventList: { type: number; logNo: string; operator: string; gmtCreate: string }[];
    };
    expect(detail.status).toBe(ForecastStatus.received);
    const parcel = detail.logNos.find((p) => p.logNo === f.logNos[0]);
    expect(parcel?.status).toBe(ParcelStatus.received);
    expect(parcel?.receivedBy).toMatch(/^Staff /);
    expect(new Date(parcel?.gmtReceived ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(detail.logNos.find((p) => p.logNo === f.logNos[1])?.status).toBe(ParcelStatus.scheduled);
    const inbound = detail.eventList.filter((e) => e.type === ProductEventType.inbound);
    expect(inbound).toEqual([expect.objectContaining({ logNo: f.logNos[0], operator: parcel?.receivedBy })]);
    // The seller sees the receipt and its time, not who scanned it.
    const sellerView = (
      await call(t.app, {
        url: '/api/business/forecast/get',
        token: w.seller.token,
        query: { id: String(f.id) },
      })
    ).data as typeof detail;
    expect(sellerView.status).toBe(ForecastStatus.received);
    expect(sellerView.logNos.find((p) => p.logNo === f.logNos[0])).toMatchObject({
      status: ParcelStatus.received,
      receivedBy: '',
    });
    expect(sellerView.eventList.every((e) => e.operator === '')).toBe(true);
  });

  it('says who received a parcel and when on a second scan, and changes nothing', async () => {
    const f = await aForecast(t.app, w.seller.token, {
      wareId: w.ware.id,
      items: [{ name: 'x', size: '9', quantity: 1 }],
    });
    expect((await scan(f.logNos[0])).code).toBe(200);
    const before = await databaseFingerprint(t.database.db);
    const other = await inWarehouse(
      t.app,
      w.staff2.token,
      w.ware.id,
    )('/parcel/receive', { logNo: f.logNos[0] });
    expect(other.code).toBe(409);
    expect(other.msg).toMatch(
      new RegExp(
        `^Parcel ${f.logNos[0]} was already received by Staff \\w+ at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\. Nothing was changed$`,
      ),
    );
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('records an unknown tracking number as an unforecast parcel, once', async () => {
    const logNo = aTrackingNumber();
    const r = await scan(logNo);
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ forecast: false, packId: null, status: ParcelStatus.received });
    expect((await scan(logNo)).code).toBe(409);
    const list = (await wh('/parcel/unforecast/list', { logNo })).data as { data: unknown[] };
    expect(list.data).toHaveLength(1);
  });

  it('refuses a tracking number that fails the rule, a ONE ID label, and a parcel forecast to another warehouse', async () => {
    for (const bad of ['SHORT1', '0ABCDEFGHI', 'OC12345678901', 'has space 123']) {
      const r = await scan(bad);
      expect(r.code, bad).toBe(400);
      expect(r.msg).toMatch(/^Invalid logNo/);
    }
    const elsewhere = await aForecast(t.app, w.seller.token, {
      wareId: w.otherWare.id,
      items: [{ name: 'x', size: '9', quantity: 1 }],
    });
    const wrong = await scan(elsewhere.logNos[0]);
    expect(wrong.code).toBe(409);
    expect(wrong.msg).toBe(
      `Parcel ${elsewhere.logNos[0]} is forecast to ${w.otherWare.name}, not this warehouse. Set it aside for an admin`,
    );

    const product = await t.database.db
      .insertInto('products')
      .values({
        one_id: '19999999',
        shop_user_id: w.seller.id,
        ware_id: w.ware.id,
        status: 1,
        check_remark: '',
        gmt_in: new Date(),
      })
      .returning('one_id')
      .executeTakeFirstOrThrow();
    const oneId = await scan(product.one_id);
    expect(oneId.code).toBe(400);
    expect(oneId.msg).toBe("19999999 is a ONE ID label, not a tracking number. Scan the carrier's label");
  });

  it('refuses staff without the appointment grant, and a warehouse they do not work in', async () => {
    const inspector = await aStaffMember(
      t.app,
      t.database.db,
      [w.ware],
      [fullGrant(WarehousePermission.inspection)],
    );
    const f = await aForecast(t.app, w.seller.token, {
      wareId: w.ware.id,
      items: [{ name: 'x', size: '9', quantity: 1 }],
    });
    expect(
      (await inWarehouse(t.app, inspector.token, w.ware.id)('/parcel/receive', { logNo: f.logNos[0] })).code,
    ).toBe(403);
    expect(
      (await inWarehouse(t.app, w.staff.token, w.otherWare.id)('/parcel/receive', { logNo: f.logNos[0] }))
        .code,
    ).toBe(403);
    expect(
      (
        await call(t.app, {
          url: '/api/warehouse/parcel/receive',
          token: w.staff.token,
          body: { logNo: f.logNos[0] },
        })
      ).code,
    ).toBe(400);
  });
});

describe.each(testEngines())('platform returns on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let wh: InboundSuite['wh'];

  anInboundSuite(engine, (suite) => {
    ({ t, w, wh } = suite);
  });

  async function anItemOutOfWarehouse(ownerId: number, oneId: string) {
    await t.database.db
      .insertInto('products')
      .values({
        one_id: oneId,
        shop_user_id: ownerId,
        ware_id: w.otherWare.id,
        status: 6,
        check_result: 1,
        check_remark: '',
        shelf_id: -2,
        gmt_in: new Date(),
        sku: w.sku.sku,
      })
      .execute();
  }

  it('receives a returned parcel against its ONE IDs (status 3), re-inspects them, then marks it checked (4)', async () => {
    await anItemOutOfWarehouse(w.seller.id, '18000001');
    await anItemOutOfWarehouse(w.seller.id, '18000002');
    const logNo = aTrackingNumber();
    const r = await wh('/return/receive', {
      logNo,
      oneIds: ['18000001', '18000002'],
      remark: 'from platform',
    });
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toMatchObject({ status: ParcelStatus.platformReturned });
    const packId = (r.data as { packId: number }).packId;
    const item = await t.database.db
      .selectFrom('products')
      .selectAll()
      .where('one_id', '=', '18000001')
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({
      ware_id: w.ware.id,
      status: 12,
      check_result: null,
      shelf_id: null,
      parcel_id: (r.data as { parcelId: number }).parcelId,
    });

    const first = await wh('/inspection/submit', {
      logNo,
      oneId: '18000001',
      grade: 3,
      checkRemark: 'creases',
    });
    expect(first.code, first.msg).toBe(200);
    expect(first.data).toMatchObject({
      parcelStatus: ParcelStatus.platformReturned,
      forecastStatus: ForecastStatus.platformReturned,
    });
    const again = await wh('/inspection/submit', { logNo, oneId: '18000001', grade: 1 });
    expect(again.code).toBe(409);
    expect(again.msg).toBe('The inspection is completed and cannot be modified');
    const last = await wh('/inspection/submit', { logNo, oneId: '18000002', grade: 1 });
    expect(last.data).toMatchObject({
      parcelStatus: ParcelStatus.checked,
      forecastStatus: ForecastStatus.checked,
    });

    const seen = (
      await call(t.app, { url: '/api/business/forecast/list', token: w.seller.token, body: { kind: 2 } })
    ).data as { data: { id: number; status: number }[] };
    expect(seen.data).toEqual([expect.objectContaining({ id: packId, status: ForecastStatus.checked })]);
  });

  it('refuses unknown ONE IDs, items still in a warehouse, items of two sellers and a tracking number already used', async () => {
    expect((await wh('/return/receive', { logNo: aTrackingNumber(), oneIds: ['17777777'] })).code).toBe(404);
    await t.database.db
      .insertInto('products')
      .values({
        one_id: '18100001',
        shop_user_id: w.seller.id,
        ware_id: w.ware.id,
        status: 1,
        check_remark: '',
        gmt_in: new Date(),
      })
      .execute();
    const here = await wh('/return/receive', { logNo: aTrackingNumber(), oneIds: ['18100001'] });
    expect(here.code).toBe(409);
    expect(here.msg).toBe('18100001 never left the warehouse, so it cannot come back as a return');
    await anItemOutOfWarehouse(w.seller.id, '18100002');
    await anItemOutOfWarehouse(w.seller2.id, '18100003');
    expect(
      (await wh('/return/receive', { logNo: aTrackingNumber(), oneIds: ['18100002', '18100003'] })).code,
    ).toBe(400);
    const f = await aForecast(t.app, w.seller.token, {
      wareId: w.ware.id,
      items: [{ name: 'x', size: '9', quantity: 1 }],
    });
    expect((await wh('/return/receive', { logNo: f.logNos[0], oneIds: ['18100002'] })).code).toBe(409);
  });
});

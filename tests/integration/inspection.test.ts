import { describe, expect, it } from 'vitest';
import bwipjs from 'bwip-js/node';
import { ProductEventType } from '../../src/domain/kernel/events';
import { ForecastStatus, ParcelStatus } from '../../src/domain/inbound/inbound';
import { InspectionGrade } from '../../src/domain/inspection/inspection';
import { PICTURE_MAX_BYTES } from '../../src/domain/kernel/files';
import { aForecast, anUploadedPhoto, aSku, Tablet, inWarehouse, uploadPicture } from '../fixtures/inbound';
import type { InboundWorld } from '../fixtures/inbound';
import { anInboundSuite } from '../fixtures/inbound-suite';
import type { InboundSuite } from '../fixtures/inbound-suite';
import { call, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type Detail = {
  status: number;
  logNos: { logNo: string; status: number }[];
  items: { id: number; inspected: number; quantity: number }[];
  products: {
    oneId: string;
    checkResult: number;
    checkRemark: string;
    sku: string;
    spec: string;
    imageList: string[];
  }[];
  eventList: { type: number; oneId: string; checkResult: number | null; imgList: string[] }[];
};

describe.each(testEngines())('inspection on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let wh: InboundSuite['wh'];
  anInboundSuite(engine, (suite) => {
    ({ t, w, wh } = suite);
  });

  async function aReceivedForecast(
    items: { sku?: string; name?: string; size: string; quantity: number; costPrice?: number }[],
    logNos?: string[],
  ) {
    const f = await aForecast(t.app, w.seller.token, { wareId: w.ware.id, items, logNos });
    for (const logNo of f.logNos) expect((await wh('/parcel/receive', { logNo })).code).toBe(200);
    const detail = (
      await call(t.app, {
        url: '/api/business/forecast/get',
        token: w.seller.token,
        query: { id: String(f.id) },
      })
    ).data as Detail;
    return { ...f, lines: detail.items };
  }

  const detailOf = async (id: number) =>
    (
      await call(t.app, {
        url: '/api/business/forecast/get',
        token: w.seller.token,
        query: { id: String(id) },
      })
    ).data as Detail;

  it('inspects every expected item with grade, remark and photos, then marks parcel and forecast checked (4)', async () => {
    const f = await aReceivedForecast([{ sku: w.sku.sku, size: '9', quantity: 2, costPrice: 9900 }]);
    const photo = await anUploadedPhoto(t.app, w.staff.token);
    const first = await wh('/inspection/submit', {
      logNo: f.logNos[0],
      packItemId: f.lines[0].id,
      grade: InspectionGrade.boxSlightlyDamaged,
      checkRemark: 'corner dent',
      photos: [photo],
    });
    expect(first.code, first.msg).toBe(200);
    expect(first.msg).toBe('Inspection saved');
    const firstResult = first.data as { oneId: string; parcelStatus: number; forecastStatus: number };
    expect(firstResult.oneId).toMatch(/^\d{8,}$/);
    expect(firstResult.parcelStatus).toBe(ParcelStatus.received);

    const second = await wh('/inspection/submit', {
      logNo: f.logNos[0],
      packItemId: f.lines[0].id,
      grade: InspectionGrade.qualified,
    });
    expect(second.data).toMatchObject({
      parcelStatus: ParcelStatus.checked,
      forecastStatus: ForecastStatus.checked,
    });

    const detail = await detailOf(f.id);
    expect(detail.status).toBe(ForecastStatus.checked);
    expect(detail.logNos[0].status).toBe(ParcelStatus.checked);
    expect(detail.items[0].inspected).toBe(2);
    const item = detail.products.find((p) => p.oneId === firstResult.oneId);
    expect(item).toMatchObject({
      checkResult: InspectionGrade.boxSlightlyDamaged,
      checkRemark: 'corner dent',
      sku: w.sku.sku,
      spec: '9',
    });
    expect(item?.imageList).toEqual([`/api/business/files/${photo}`]);
    // The seller may open the inspection photo of its own item.
    const picture = await t.app.inject({
      method: 'GET',
      url: `/api/business/files/${photo}`,
      headers: { token: w.seller.token },
    });
    expect(picture.statusCode).toBe(200);
    const events = detail.eventList.filter((e) => e.type === ProductEventType.inspection);
    expect(events.map((e) => e.oneId)).toContain(firstResult.oneId);
    expect(events.find((e) => e.oneId === firstResult.oneId)?.imgList).toHaveLength(1);

    // More of a line than was forecast is refused with the line named.
    const extra = await wh('/inspection/submit', { logNo: f.logNos[0], packItemId: f.lines[0].id, grade: 1 });
    expect(extra.code).toBe(409);
    expect(extra.msg).toBe(`All 2 of ${w.sku.sku} size 9 have already been inspected`);
  });

  it('needs a catalogue SKU for a free-text line and says so for an unknown one', async () => {
    const f = await aReceivedForecast([{ name: 'Mystery runner', size: '10', quantity: 1 }]);
    const noSku = await wh('/inspection/submit', { logNo: f.logNos[0], packItemId: f.lines[0].id, grade: 1 });
    expect(noSku.code).toBe(400);
    expect(noSku.msg).toBe('Scan or pick the SKU of this item');
    const unknown = await wh('/inspection/submit', {
      logNo: f.logNos[0],
      packItemId: f.lines[0].id,
      sku: 'NOPE-1',
      grade: 1,
    });
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toBe(
      'Unknown SKU NOPE-1: pick one from the catalogue, or add it in SKU management first',
    );
    const sku = await aSku(t.database.db, { sku: 'RUN-42', brand: 'Acme', name: 'Runner 42' });
    const ok = await wh('/inspection/submit', {
      logNo: f.logNos[0],
      packItemId: f.lines[0].id,
      sku: 'run-42',
      grade: 1,
    });
    expect(ok.code, ok.msg).toBe(200);
    const item = (await detailOf(f.id)).products[0];
    expect(item).toMatchObject({ sku: sku.sku, spec: '10' });
  });

  it('refuses items of a parcel not received yet, a parcel of another warehouse, and photos never uploaded', async () => {
    const f = await aForecast(t.app, w.seller.token, {
      wareId: w.ware.id,
      items: [{ sku: w.sku.sku, size: '9', quantity: 1 }],
    });
    const early = await wh('/inspection/submit', { logNo: f.logNos[0], sku: w.sku.sku, size: '9', grade: 1 });
    expect(early.code).toBe(409);
    expect(early.msg).toBe(
      `Parcel ${f.logNos[0]} has not been received yet: receive it before inspecting its items`,
    );
    expect((await wh('/parcel/receive', { logNo: f.logNos[0] })).code).toBe(200);
    const notUploaded = await wh('/inspection/submit', {
      logNo: f.logNos[0],
      sku: w.sku.sku,
      size: '9',
      grade: 1,
      photos: ['a'.repeat(64)],
    });
    expect(notUploaded.code).toBe(400);
    expect(notUploaded.msg).toMatch(/^1 photo has not been uploaded yet/);
    const elsewhere = await inWarehouse(
      t.app,
      w.staff.token,
      w.otherWare.id,
    )('/inspection/submit', { logNo: f.logNos[0], grade: 1 });
    expect(elsewhere.code).toBe(403);
    const products = await t.database.db
      .selectFrom('products')
      .select('id')
      .where('pack_id', '=', f.id)
      .execute();
    expect(products).toHaveLength(0);
  });

  it('accepts a ONE ID only from a block leased to the device that sends it, and never twice', async () => {
    const f = await aReceivedForecast([{ sku: w.sku.sku, size: '9', quantity: 3 }]);
    const tablet = new Tablet(t.app, w.staff.token);
    const other = new Tablet(t.app, w.staff2.token);
    const [mine] = await tablet.lease(w.ware.id, 2);
    const [theirs] = await other.lease(w.ware.id, 2);
    const payload = (oneId: string) => ({
      wareId: w.ware.id,
      logNo: f.logNos[0],
      packItemId: f.lines[0].id,
      grade: 1,
      oneId,
    });
    const [stolen, minted, reused] = await tablet.sync([
      tablet.op('inspectItem', payload(theirs)),
      tablet.op('inspectItem', payload(mine)),
      tablet.op('inspectItem', payload(mine)),
    ]);
    expect(stolen).toMatchObject({
      status: 'rejected',
      code: 400,
      reason: `ONE ID ${theirs} was not issued to this device. Print a new label from this device`,
    });
    expect(minted).toMatchObject({ status: 'applied', result: expect.objectContaining({ oneId: mine }) });
    expect(reused).toMatchObject({
      status: 'rejected',
      code: 409,
      reason: 'The inspection is completed and cannot be modified',
    });
    const withoutId = await tablet.sync([
      tablet.op('inspectItem', {
        wareId: w.ware.id,
        logNo: f.logNos[0],
        grade: 1,
        sku: w.sku.sku,
        size: '9',
      }),
    ]);
    expect(withoutId[0]).toMatchObject({ status: 'rejected', reason: "Give the item's ONE ID" });
  });

  it('never leases the same ONE ID twice, and caps a lease at 500', async () => {
    const a = new Tablet(t.app, w.staff.token);
    const b = new Tablet(t.app, w.staff2.token);
    const blocks = await Promise.all([
      a.lease(w.ware.id, 300),
      b.lease(w.ware.id, 300),
      a.lease(w.ware.id, 7),
    ]);
    const all = blocks.flat();
    expect(new Set(all).size).toBe(all.length);
    const tooMany = await call(t.app, {
      url: '/api/warehouse/oneid/lease',
      token: w.staff.token,
      headers: { wareId: String(w.ware.id) },
      body: { deviceId: a.deviceId, count: 501 },
    });
    expect(tooMany.code).toBe(400);
  });

  it('refuses a photo over 10 MB or not an image, and an inspection naming it, with reasons staff can act on', async () => {
    const png = await bwipjs.toBuffer({ bcid: 'code128', text: 'too-big' });
    const huge = await uploadPicture(
      t.app,
      w.staff.token,
      Buffer.concat([png, Buffer.alloc(PICTURE_MAX_BYTES + 1 - png.length)]),
    );
    expect(huge.status).toBe(413);
    expect(huge.msg).toBe('Picture size cannot exceed 10M');
    const text = await uploadPicture(t.app, w.staff.token, Buffer.from('not a picture at all'));
    expect(text.status).toBe(400);
    expect(text.msg).toBe('Only pictures (JPG, PNG, WebP, GIF) can be uploaded');

    const f = await aReceivedForecast([{ sku: w.sku.sku, size: '9', quantity: 1 }]);
    const tablet = new Tablet(t.app, w.staff.token);
    const [oneId] = await tablet.lease(w.ware.id, 1);
    const [r] = await tablet.sync([
      tablet.op('inspectItem', {
        wareId: w.ware.id,
        logNo: f.logNos[0],
        packItemId: f.lines[0].id,
        grade: 1,
        photos: [huge.hash, text.hash],
        oneId,
      }),
    ]);
    expect(r).toMatchObject({ status: 'rejected', code: 400 });
    expect(r.reason).toBe(
      '2 photos have not been uploaded yet. Keep the app open until the photos are sent, then resend',
    );
    expect((await detailOf(f.id)).products).toEqual([]);
  });
});

import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConflictView, MappingView } from '../../src/domain/sourcing/catalogue';
import type { ShopImageCheck } from '../../src/domain/sourcing/shop-images';
import type { ShopProductView, ShopStatus } from '../../src/domain/sourcing/shop-products';
import { jobsMadeDue } from '../../src/server/jobs/queue';
import { sellerConnection } from '../../src/server/modules/listing/market-reading';
import { tiktokSimulatorOf } from '../../src/server/modules/listing/marketplace-connection';
import type { TiktokSimulator } from '../../src/server/modules/listing/marketplaces/tiktok/simulator/tiktok-simulator';
import { sellersWithStockMoved, shopStockWatchJob } from '../../src/server/modules/sourcing/shop-stock-watch';
import type { JobContext } from '../../src/server/jobs/worker';
import { SHOP_SYNC_JOB } from '../../src/server/modules/sourcing/shop-sync-queue';
import { rootToken } from '../../tests/fixtures/accounts';
import { aSku } from '../fixtures/inbound';
import type { InboundWorld } from '../fixtures/inbound';
import { someProducts } from '../fixtures/stock';
import { aListingWorld, eventually } from './support/listing-world';
import { call, createTestApp, testEngines } from './support/test-app';
import type { CallResult, TestApp } from './support/test-app';

/**
 * The short-video shop sync and its catalogue (issue 26 points 3 and 4) through their routes, the
 * app's own job worker and TikTok Shop's simulator, reached by the real signing client: images judged
 * by their content, sizes none empty or repeated, products created once whatever is lost or re-run,
 * the shop's refusals kept per product, the stock following the pairs available, and a barcode that
 * names two SKUs resolved by an admin for good.
 */
describe.each(testEngines())('short-video shop sync on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let w: InboundWorld;
  let sim: TiktokSimulator;
  let admin: string;
  let accessToken: string;
  const skus: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };
  const createCalls: number[] = [];
  let key = 0;
  const aKey = () => `rk-shop-${engine}-${(key += 1)}`;
  const db = () => t.database.db;

  const seller = (path: string, body: unknown = {}, token = w.seller.token) =>
    call(t.app, { url: `/api/business/sourcing/shop${path}`, token, body });
  const catalogue = (path: string, body: unknown = {}) =>
    call(t.app, { url: `/api/admin/sourcing/catalogue${path}`, token: admin, body });
  const rowsOf = <T>(r: CallResult) => (r.data as { data: T[] }).data;

  async function upload(bytes: Buffer, filename: string): Promise<CallResult> {
    const boundary = `----shop${crypto.randomBytes(8).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/business/sourcing/shop/images',
      headers: { token: w.seller.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const body = raw.json() as { code: number; msg: string; data: unknown };
    return { status: raw.statusCode, code: body.code, msg: body.msg, data: body.data, raw };
  }
  const picture = (width: number, height: number, background = '#2b6cb0') =>
    sharp({ create: { width, height, channels: 3, background } });
  let goodImage = '';

  /** The worker runs the queued syncs; an attempt that failed is made due at once rather than backed off. */
  async function syncsRun(): Promise<void> {
    await eventually(
      'the shop syncs',
      async () => {
        await db()
          .updateTable('jobs')
          .set({ run_at: new Date() })
          .where('kind', '=', SHOP_SYNC_JOB)
          .where('status', '=', 'queued')
          .execute();
        jobsMadeDue();
        return db()
          .selectFrom('jobs')
          .select(['status', 'attempts', 'last_error'])
          .where('kind', '=', SHOP_SYNC_JOB)
          .where('status', 'in', ['queued', 'running'])
          .execute();
      },
      (open) => open.length === 0,
    );
    const failed = await db()
      .selectFrom('jobs')
      .select('last_error')
      .where('kind', '=', SHOP_SYNC_JOB)
      .where('status', '=', 'failed')
      .execute();
    expect(failed).toEqual([]);
  }

  const products = async (token = w.seller.token) => {
    const r = await seller('/products/list', { pageSize: 50 }, token);
    expect(r.status, r.msg).toBe(200);
    return rowsOf<ShopProductView>(r);
  };
  const productOf = async (sku: string) => (await products()).find((p) => p.sku === sku)!;
  const atShop = async () => sim.shopProducts(accessToken);
  const save = (sku: string, extra: Record<string, unknown> = {}) =>
    seller('/products/save', {
      sku,
      title: `Test sneaker ${sku}`,
      images: [goodImage],
      sizes: [
        { size: '9', priceCents: 18_000 },
        { size: '10', priceCents: 19_000 },
      ],
      requestKey: aKey(),
      ...extra,
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await aListingWorld(t, ['tiktok']);
    sim = (await tiktokSimulatorOf(t.config))!;
    sim.onCall((c) => {
      if (c.method === 'POST' && c.route === '/product/202309/products') createCalls.push(c.status);
    });
    admin = await rootToken(t.app);
    const connection = await sellerConnection(db(), t.config, w.seller.id, 'tiktok');
    accessToken = (await connection!.auth()).accessToken;
    for (const name of ['a', 'b', 'c', 'd'] as const)
      skus[name] = (await aSku(db(), { sizes: ['9', '9.5', '10'] })).sku;
    // Two pairs of A in size 9 and one in 10 the seller could sell now; one of A in 9 not qualified.
    await someProducts(db(), 2, { shopUserId: w.seller.id, wareId: w.ware.id, sku: skus.a, size: '9' });
    await someProducts(db(), 1, { shopUserId: w.seller.id, wareId: w.ware.id, sku: skus.a, size: 'US 10' });
    await someProducts(db(), 1, {
      shopUserId: w.seller.id,
      wareId: w.ware.id,
      sku: skus.a,
      size: '9',
      checkResult: 3,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('judges images by their content: too small, too big, too heavy, GIF or no image at all is a 400 naming it, and nothing is stored', async () => {
    const noise = await sharp(crypto.randomBytes(1400 * 1400 * 3), {
      raw: { width: 1400, height: 1400, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const refused: [Buffer, string, RegExp][] = [
      [await picture(200, 640).jpeg().toBuffer(), 'small.jpg', /200×640 px: the shop needs at least 300×300/],
      [
        await picture(4100, 400).png().toBuffer(),
        'wide.png',
        /4100×400 px: the shop takes at most 4000×4000/,
      ],
      [noise, 'heavy.png', /weighs 5\.6 MB: the shop takes at most 5 MB/],
      [await picture(600, 600).gif().toBuffer(), 'moving.jpg', /does not take GIF images/],
      [Buffer.from('not a picture at all, only text'), 'photo.jpeg', /not an image/],
    ];
    for (const [bytes, name, message] of refused) {
      const r = await upload(bytes, name);
      expect(r.status, name).toBe(400);
      expect(r.msg).toMatch(message);
      expect((r.data as ShopImageCheck).ok).toBe(false);
      const hash = crypto.createHash('sha256').update(bytes).digest('hex');
      expect(await db().selectFrom('files').select('hash').where('hash', '=', hash).execute()).toEqual([]);
    }

    const jpeg = await picture(800, 800).jpeg().toBuffer();
    const taken = await upload(jpeg, 'dunk.png');
    expect(taken.status, taken.msg).toBe(200);
    expect(taken.data).toMatchObject({ ok: true, format: 'jpeg', width: 800, height: 800, problem: null });
    goodImage = (taken.data as ShopImageCheck).hash!;
    // Sent again: the same image, stored once.
    expect((await upload(jpeg, 'again.jpg')).data).toMatchObject({ hash: goodImage });
  });

  it('refuses a size left empty or given twice, naming the row, and makes nothing', async () => {
    const twice = await save(skus.a, {
      sizes: [
        { size: '9', priceCents: 18_000 },
        { size: 'US 9', priceCents: 18_500 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.msg).toBe('Size “US 9” is there twice (row 2): each size once');
    const empty = await save(skus.a, {
      sizes: [
        { size: '9', priceCents: 18_000 },
        { size: '  ', priceCents: 18_000 },
      ],
    });
    expect(empty.status).toBe(400);
    expect(empty.msg).toBe('Size 2 is empty: name every size');
    expect(await products()).toEqual([]);
  });

  it('syncs products through the signed client; a Create answer lost mid-sync makes no duplicate, and the shop’s refusal stays on its product', async () => {
    // The second product TikTok creates is made, but its answer lost on the way.
    sim.loseCreateAnswers(1, 1);
    const first = await save(skus.a);
    expect(first.status, first.msg).toBe(200);
    expect(first.msg).toBe('Saved: the sync sends it to your TikTok Shop');
    const made = first.data as ShopProductView;
    expect(made).toMatchObject({ state: 'waiting', productId: null });
    expect(made.sizes.map((s) => [s.size, s.available])).toEqual([
      ['9', 2],
      ['10', 1],
    ]);
    for (const sku of [skus.b, skus.c]) expect((await save(sku)).status).toBe(200);
    // TikTok's US market takes English only: this one is refused.
    const chinese = await save(skus.d, { title: '测试 sneaker' });
    expect(chinese.status, chinese.msg).toBe(200);

    await syncsRun();
    expect(createCalls).toContain(503);
    const shop = await atShop();
    const sellerSkus = shop.flatMap((p) => p.skus.map((s) => s.seller_sku)).sort();
    expect(sellerSkus).toEqual([skus.a, skus.b, skus.c].flatMap((sku) => [`${sku}-10`, `${sku}-9`]).sort());
    const a = await productOf(skus.a);
    expect(a).toMatchObject({ state: 'synced', errors: [], productId: expect.any(String) });
    expect(a.sizes.map((s) => [s.size, s.stockSent, s.skuId !== null])).toEqual([
      ['9', 2, true],
      ['10', 1, true],
    ]);
    const atTiktok = shop.find((p) => p.id === a.productId)!;
    expect(atTiktok.skus.map((s) => [s.seller_sku, s.inventory[0].quantity, s.price.sale_price])).toEqual([
      [`${skus.a}-9`, 2, '180.00'],
      [`${skus.a}-10`, 1, '190.00'],
    ]);
    expect(atTiktok.main_images).toHaveLength(1);
    for (const sku of [skus.b, skus.c]) expect((await productOf(sku)).state).toBe('synced');
    const refused = await productOf(skus.d);
    expect(refused).toMatchObject({ state: 'failed', productId: null });
    // In the shop's words, with its code.
    expect(refused.errors).toEqual([
      expect.stringMatching(
        /^The product content must be in the language of the target market .*\(12052218\)$/,
      ),
    ]);
  });

  it('re-runs the sync without making anything twice; a resent request key answers the first result', async () => {
    const before = createCalls.length;
    const requestKey = aKey();
    const first = await seller('/sync', { requestKey });
    expect(first.status, first.msg).toBe(200);
    expect(first.data).toEqual({ queued: true, waiting: 4 });
    expect(first.msg).toBe('Sync started: 4 products go to your TikTok Shop');
    const again = await seller('/sync', { requestKey });
    expect(again.data).toEqual(first.data);
    await syncsRun();
    // The refused one is tried again (and refused again); the others exist, so nothing is created.
    expect(createCalls.slice(before)).toEqual([200]);
    expect(await atShop()).toHaveLength(3);
    expect((await productOf(skus.d)).state).toBe('failed');

    // A resent save answers the product it made, and makes no second.
    const saveKey = aKey();
    const changed = await save(skus.b, {
      id: (await productOf(skus.b)).id,
      title: 'Test sneaker B v2',
      requestKey: saveKey,
    });
    const resent = await save(skus.b, {
      id: (await productOf(skus.b)).id,
      title: 'Test sneaker B v2',
      requestKey: saveKey,
    });
    expect(changed.status, changed.msg).toBe(200);
    expect((resent.data as ShopProductView).id).toBe((changed.data as ShopProductView).id);
    expect(await products()).toHaveLength(4);
    await syncsRun();
    expect((await atShop()).find((p) => p.title === 'Test sneaker B v2')).toBeDefined();
    expect(await atShop()).toHaveLength(3);
    const status = await seller('/status');
    expect(status.data).toMatchObject({
      mode: 'simulator',
      connected: true,
      syncQueued: false,
      counts: { waiting: 0, syncing: 0, synced: 3, failed: 1 },
    } satisfies Partial<ShopStatus>);
  });

  it('moves the shop’s stock when a pair stops being available', async () => {
    const [held] = await db()
      .selectFrom('products')
      .select('one_id')
      .where('shop_user_id', '=', w.seller.id)
      .where('sku', '=', skus.a)
      .where('size', '=', '9')
      .where('check_result', '=', 1)
      .execute();
    // The seller offers the pair on the B2B board: it is held there, no longer available.
    const offered = await call(t.app, {
      url: '/api/business/sourcing/b2b/offer/create',
      token: w.seller.token,
      body: { oneIds: [held.one_id], priceCents: 20_000, requestKey: aKey() },
    });
    expect(offered.status, offered.msg).toBe(200);
    expect(await sellersWithStockMoved(db())).toEqual([w.seller.id]);
    await shopStockWatchJob.run({}, { db: db(), config: t.config } as JobContext);
    await syncsRun();
    const a = await productOf(skus.a);
    expect(a.sizes.map((s) => [s.size, s.available, s.stockSent])).toEqual([
      ['9', 1, 1],
      ['10', 1, 1],
    ]);
    const atTiktok = (await atShop()).find((p) => p.id === a.productId)!;
    expect(atTiktok.skus.map((s) => s.inventory[0].quantity)).toEqual([1, 1]);
    expect(await sellersWithStockMoved(db())).toEqual([]);
  });

  it('shows a barcode naming two SKUs as a conflict an admin resolves by hand, kept at the next read', async () => {
    const gtin = '0194953001234';
    for (const [marketplace, sku] of [
      ['stockx', skus.b],
      ['ebay', skus.c],
    ])
      await db()
        .insertInto('market_variants')
        .values({ marketplace, sku, size: '9', product_id: `p-${sku}`, variant_id: `v-${sku}-9`, gtin })
        .execute();
    // A product the seller made in TikTok's Seller Center, under a seller SKU of its own.
    const productId = await sim.seedShopProduct(accessToken, {
      title: 'Seller Center sneaker',
      skus: [{ sellerSku: 'MY-OWN-9', size: '9', gtin, priceCents: 20_000, quantity: 0 }],
    });
    const read = await catalogue('/read', { requestKey: aKey() });
    expect(read.status, read.msg).toBe(200);
    expect(read.msg).toBe('Reading 1 connected shop into the catalogue');
    await syncsRun();

    const open = await catalogue('/conflicts/list', {});
    const [found] = rowsOf<ConflictView>(open);
    expect(found).toMatchObject({
      kind: 'gtinTwoSkus',
      state: 'open',
      productId,
      gtin,
      sellerSku: 'MY-OWN-9',
      candidates: expect.arrayContaining([
        { sku: skus.b, size: '9' },
        { sku: skus.c, size: '9' },
      ]),
    });
    const listed = rowsOf<{ productId: string; openConflicts: number }>(
      await catalogue('/products/list', { keyword: productId }),
    );
    expect(listed).toEqual([expect.objectContaining({ productId, openConflicts: 1, mode: 'simulator' })]);

    const notOurs = await catalogue('/conflicts/resolve', {
      id: found.id,
      sku: 'NO-SUCH-SKU',
      size: '9',
      requestKey: aKey(),
    });
    expect(notOurs.status).toBe(400);
    expect(notOurs.msg).toBe('No SKU NO-SUCH-SKU in the catalogue');
    const resolved = await catalogue('/conflicts/resolve', {
      id: found.id,
      sku: skus.c,
      size: '9',
      requestKey: aKey(),
    });
    expect(resolved.status, resolved.msg).toBe(200);
    expect(resolved.data).toMatchObject({ state: 'resolved', chosen: { sku: skus.c, size: '9' } });

    // The shop read again: the admin's choice holds.
    await catalogue('/read', { requestKey: aKey() });
    await syncsRun();
    expect(rowsOf<ConflictView>(await catalogue('/conflicts/list', {}))).toEqual([]);
    const kept = rowsOf<ConflictView>(await catalogue('/conflicts/list', { state: 'resolved' }));
    expect(kept).toEqual([expect.objectContaining({ id: found.id, chosen: { sku: skus.c, size: '9' } })]);
    const mapping = rowsOf<MappingView>(await catalogue('/mappings/list', { keyword: skus.c }));
    const nine = mapping.find((m) => m.size === '9')!;
    expect(nine.shops).toEqual(
      expect.arrayContaining([expect.objectContaining({ sellerSku: 'MY-OWN-9', mappedBy: 'admin' })]),
    );
    expect(nine.catalogue).toEqual([expect.objectContaining({ marketplace: 'ebay', gtin })]);
  });

  it('answers 404 to a seller asking for another seller’s shop product', async () => {
    const mine = await productOf(skus.a);
    const theirs = await seller('/products/detail', { id: mine.id }, w.seller2.token);
    expect(theirs.status).toBe(404);
    expect(theirs.msg).toBe('No such shop product');
    expect(await products(w.seller2.token)).toEqual([]);
    expect((await seller('/products/detail', { id: mine.id })).data).toMatchObject({ id: mine.id });
    const notConnected = await seller('/sync', { requestKey: aKey() }, w.seller2.token);
    expect(notConnected.status).toBe(409);
  });
});

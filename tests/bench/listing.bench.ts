/**
 * npm run bench:listing: a benchmark, never a test (issue 25's figure). On PostgreSQL (a fresh schema
 * of TEST_DATABASE_URL; PGlite in a temporary DATA_DIR without it, or with BENCH_ENGINE=pglite) it
 * builds the app in-process and connects SELLERS sellers to the eBay simulator through its consent
 * page. Each seller then holds LISTINGS / SELLERS active auto-priced listings of 10 style codes in
 * every size, put in place without the API (the pairs and listing rows written, the simulator's offers
 * seeded: setup, not measured), each priced $50 above its size's market so that every one moves to its
 * floor (the original price minus $5).
 * Measured: one auto-pricing pass (autoPricingPass, the job's work) over them all: each size's market
 * read once per seller, the changes pushed by bulkUpdatePriceQuantity (25 a call) within the
 * simulator's 100 calls a second per token, every change written with its price history.
 * Baseline: the same number of listing rows updated with one bare SQL statement per batch of 25, the
 * database's own share. It then checks that every listing moved exactly once, in the simulator too.
 * Target: the pass <= 60 s for 100,000 listings on PostgreSQL. BENCH_LISTINGS and BENCH_SELLERS scale
 * it.
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { sql } from 'kysely';
import { PortalId } from '../../src/domain/kernel/users';
import { priceFloorCents } from '../../src/domain/listing/auto-pricing';
import type { Engine } from '../../src/server/db/database';
import { autoPricingPass } from '../../src/server/modules/listing/auto-pricing-job';
import { connectionAuth } from '../../src/server/modules/listing/connection-service';
import {
  marketplaceFor,
  marketplaceSimulatorOf,
} from '../../src/server/modules/listing/marketplace-connection';
import { SIMULATED_SIZES } from '../../src/server/modules/listing/marketplaces/simulated-market';
import { someProducts } from '../fixtures/stock';
import { loggedInUser } from '../fixtures/users';
import { aWarehouse } from '../fixtures/warehouses';
import { aCrossListingSeller } from '../integration/support/listing-world';
import setupTestDatabases from '../integration/global-setup';
import { createTestApp } from '../integration/support/test-app';
import type { TestApp } from '../integration/support/test-app';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const SELLERS = Number(process.env.BENCH_SELLERS ?? 10);
const STYLES = 10;
const TARGET_PASS_S = 60;
const TARGET_DELIST_MS = 2_000;
const SALES = Number(process.env.BENCH_SALES ?? 50);
/** Every size's lowest ask, and the listings' price $50 above it: each moves to its floor ($245). */
const MARKET_CENTS = 20_000;
const PRICE_CENTS = 25_000;
const ROWS_AT_ONCE = 1_000;

/** One seller's listings put in place: pairs, the simulator's offers and our listing rows. */
async function aSellerWithListings(t: TestApp, wareId: number, index: number, count: number): Promise<void> {
  const db = t.database.db;
  const seller = await loggedInUser(t.app, db, {
    userType: PortalId.seller,
    realname: `Bench Seller ${index}`,
  });
  await aCrossListingSeller(t, seller, ['ebay']);
  const connection = await db
    .selectFrom('marketplace_connections')
    .select('id')
    .where('seller_id', '=', seller.id)
    .where('state', '=', 'connected')
    .executeTakeFirstOrThrow();
  const auth = await connectionAuth(db, t.config, connection.id);
  const simulator = (await marketplaceSimulatorOf(t.config, 'ebay'))!;
  const oneIds = await someProducts(db, count, { shopUserId: seller.id, wareId });
  const products = await db
    .selectFrom('products')
    .select(['id', 'one_id'])
    .where('one_id', 'in', oneIds)
    .execute();
  const productOf = new Map(products.map((p) => [p.one_id, p.id]));
  for (let at = 0; at < oneIds.length; at += ROWS_AT_ONCE) {
    const chunk = oneIds.slice(at, at + ROWS_AT_ONCE).map((oneId, i) => {
      const n = at + i;
      return {
        sellerSku: oneId,
        styleCode: `BENCH-${n % STYLES}`,
        size: SIMULATED_SIZES[Math.floor(n / STYLES) % SIMULATED_SIZES.length],
        title: `Bench sneaker ${n % STYLES}`,
        priceCents: PRICE_CENTS,
      };
    });
    const seeded = await simulator.seedListings(auth.accessToken, chunk);
    const rows = [];
    for (const [i, s] of seeded.entries()) {
      simulator.setMarket(s, { lowestAskCents: MARKET_CENTS, highestBidCents: MARKET_CENTS - 1_500 });
      rows.push({
        seller_id: seller.id,
        product_id: productOf.get(chunk[i].sellerSku)!,
        marketplace: 'ebay',
        connection_id: connection.id,
        state: 'active',
        request_key: `bench-${chunk[i].sellerSku}`,
        external_id: s.listingId,
        market_product_id: s.productId,
        market_variant_id: s.variantId,
        market_ref: s.marketRef ?? null,
        price_cents: PRICE_CENTS,
        original_price_cents: PRICE_CENTS,
        bottom_line_cents: 1_000,
        minimum_payout_cents: 1_000,
        fee_bp: 1_000,
        auto_pricing: true,
        created_by: seller.id,
      });
    }
    await db.insertInto('listings').values(rows).execute();
  }
}

/** A sample of the listings read back at the marketplace: how many of them carry `cents` there. */
async function sampleAtMarketplace(t: TestApp, cents: number, size: number): Promise<[number, number]> {
  const db = t.database.db;
  const rows = await db
    .selectFrom('listings')
    .select(['connection_id', 'external_id'])
    .orderBy(sql`random()`)
    .limit(size)
    .execute();
  const adapter = await marketplaceFor(t.config, 'ebay');
  let at = 0;
  for (const row of rows) {
    const auth = await connectionAuth(db, t.config, row.connection_id);
    if ((await adapter.listing(auth, row.external_id as string)).priceCents === cents) at += 1;
  }
  return [at, rows.length];
}

async function runEngine(engine: Engine): Promise<string[]> {
  const t = await createTestApp(engine);
  try {
    const db = t.database.db;
    const ware = await aWarehouse(db);
    const started = performance.now();
    const each = Math.ceil(LISTINGS / SELLERS);
    for (let s = 0; s < SELLERS; s++)
      await aSellerWithListings(t, ware.id, s, Math.min(each, LISTINGS - s * each));
    const total = Number(
      (
        await db
          .selectFrom('listings')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const setupS = (performance.now() - started) / 1000;

    // Baseline: the database's own share, the same rows updated in batches of 25.
    const ids = (await db.selectFrom('listings').select('id').orderBy('id').execute()).map((r) => r.id);
    const baseStart = performance.now();
    for (let at = 0; at < ids.length; at += 25)
      await sql`update listings set updated_at = now() where id = any(${ids.slice(at, at + 25)})`.execute(db);
    const baselineS = (performance.now() - baseStart) / 1000;

    const simulator = (await marketplaceSimulatorOf(t.config, 'ebay'))!;
    const calls: string[] = [];
    const stop = simulator.onCall((c) => calls.push(`${c.method} ${c.route} ${c.status}`));
    const passStart = performance.now();
    const changed = await autoPricingPass(db, t.config);
    const passS = (performance.now() - passStart) / 1000;
    stop();
    const refused = calls.filter((c) => c.endsWith(' 429')).length;

    // Exactly once: every listing at its floor (original price minus $5), with one auto-pricing change.
    const wrong = await db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(
        'price_cents',
        '<>',
        priceFloorCents({ originalPriceCents: PRICE_CENTS, bottomLineCents: 1_000 }),
      )
      .executeTakeFirstOrThrow();
    const changes = await db
      .selectFrom('listing_price_changes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const floor = priceFloorCents({ originalPriceCents: PRICE_CENTS, bottomLineCents: 1_000 });
    const [atFloor, sampled] = await sampleAtMarketplace(t, floor, 50);
    const bulkCalls = calls.filter((c) => c.includes('bulk_update_price_quantity')).length;
    const exact =
      changed === total && Number(wrong.n) === 0 && Number(changes.n) === total && atFloor === sampled;
    const verdict = engine === 'postgres' ? (passS <= TARGET_PASS_S ? 'met' : 'MISSED') : 'for reference';
    return [
      `${engine}: ${total} listings of ${SELLERS} sellers (setup ${setupS.toFixed(1)} s)`,
      `  auto-pricing pass: ${passS.toFixed(1)} s, ${changed} prices changed (target <= ${TARGET_PASS_S} s on PostgreSQL: ${verdict})`,
      `  baseline, the rows alone updated 25 at a time: ${baselineS.toFixed(1)} s (pass / baseline ${(passS / baselineS).toFixed(1)}x)`,
      `  eBay calls: ${calls.length} (${bulkCalls} bulkUpdatePriceQuantity of up to 25), ${refused} answered 429`,
      `  exactly once (every listing moved once with one price change; ${sampled} read back at eBay at the new price): ${exact ? 'yes' : 'NO'}`,
    ];
  } finally {
    await t.close();
  }
}

/**
 * From a sale to the delisting request on the other marketplace: a seller lists SALES pairs on TikTok
 * Shop and eBay (put in place as above), then a buyer buys each on the TikTok Shop simulator, whose
 * signed webhook reaches the server listening on a port of its own; measured per sale, the time from
 * the purchase to eBay's withdraw of the same pair's offer (the delisting job's call).
 */
async function saleToDelisting(engine: Engine): Promise<string[]> {
  const t = await createTestApp(engine);
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The simulators send their webhooks to this port (they start on first use, after this).
    t.config.port = (t.app.server.address() as AddressInfo).port;
    const db = t.database.db;
    const ware = await aWarehouse(db);
    const seller = await loggedInUser(t.app, db, { userType: PortalId.seller, realname: 'Bench Seller' });
    await aCrossListingSeller(t, seller, ['tiktok', 'ebay']);
    const oneIds = await someProducts(db, SALES, { shopUserId: seller.id, wareId: ware.id });
    const products = await db
      .selectFrom('products')
      .select(['id', 'one_id'])
      .where('one_id', 'in', oneIds)
      .execute();
    const tiktokIds: string[] = [];
    for (const marketplace of ['tiktok', 'ebay'] as const) {
      const connection = await db
        .selectFrom('marketplace_connections')
        .select('id')
        .where('seller_id', '=', seller.id)
        .where('marketplace', '=', marketplace)
        .where('state', '=', 'connected')
        .executeTakeFirstOrThrow();
      const auth = await connectionAuth(db, t.config, connection.id);
      const simulator = (await marketplaceSimulatorOf(t.config, marketplace))!;
      const seeded = await simulator.seedListings(
        auth.accessToken,
        products.map((p) => ({
          sellerSku: p.one_id,
          styleCode: 'BENCH-SALE',
          size: '10',
          title: 'Bench sneaker',
          priceCents: PRICE_CENTS,
        })),
      );
      await db
        .insertInto('listings')
        .values(
          seeded.map((l, i) => ({
            seller_id: seller.id,
            product_id: products[i].id,
            marketplace,
            connection_id: connection.id,
            state: 'active',
            request_key: `bench-sale-${marketplace}-${products[i].one_id}`,
            external_id: l.listingId,
            market_product_id: l.productId,
            market_variant_id: l.variantId,
            market_ref: l.marketRef ?? null,
            price_cents: PRICE_CENTS,
            original_price_cents: PRICE_CENTS,
            bottom_line_cents: 1_000,
            minimum_payout_cents: 1_000,
            fee_bp: 1_000,
            auto_pricing: false,
            created_by: seller.id,
          })),
        )
        .execute();
      seeded.forEach((l, i) => {
        if (marketplace === 'tiktok') tiktokIds[i] = l.listingId;
      });
    }
    const tiktok = (await marketplaceSimulatorOf(t.config, 'tiktok'))!;
    const ebay = (await marketplaceSimulatorOf(t.config, 'ebay'))!;
    // The withdraw calls' times (one route for every offer: the sales go one after another).
    const withdrawn: number[] = [];
    const stop = ebay.onCall((c) => {
      if (c.method === 'POST' && c.route.endsWith('/withdraw')) withdrawn.push(performance.now());
    });
    const times: number[] = [];
    for (let i = 0; i < SALES; i++) {
      const before = withdrawn.length;
      const sold = performance.now();
      await tiktok.sell(tiktokIds[i]);
      const until = sold + 10_000;
      while (withdrawn.length === before && performance.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 5));
      times.push(withdrawn.length > before ? withdrawn[before] - sold : Number.POSITIVE_INFINITY);
    }
    stop();
    times.sort((a, b) => a - b);
    const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    const p95 = pick(0.95);
    const verdict = p95 <= TARGET_DELIST_MS ? 'met' : 'MISSED';
    return [
      `${engine}: ${SALES} sales on TikTok Shop of pairs also listed on eBay, one after another`,
      `  from the purchase to eBay's withdraw of the pair: p50 ${pick(0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms (target p95 <= ${TARGET_DELIST_MS} ms: ${verdict})`,
      `  withdraws seen: ${withdrawn.length} of ${SALES}`,
    ];
  } finally {
    await t.close();
  }
}

const engines: Engine[] = process.env.BENCH_ENGINE
  ? [process.env.BENCH_ENGINE as Engine]
  : process.env.TEST_DATABASE_URL
    ? ['postgres']
    : ['pglite'];
console.log(`bench:listing on ${os.cpus().length} cores, ${engines.join(' and ')}`);
// The run's migrated databases, as an integration run makes them (one template per engine).
process.env.TEST_ENGINES = engines.join(',');
const teardown = await setupTestDatabases();
try {
  for (const engine of engines) {
    console.log((await runEngine(engine)).join('\n'));
    console.log((await saleToDelisting(engine)).join('\n'));
  }
} finally {
  await teardown();
}

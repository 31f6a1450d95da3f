import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { InspectionGrade } from '../../domain/inspection/rules';
import { InventoryStatus } from '../../domain/kernel/product-rules';
import { sizeKey } from '../../domain/listing/size-key';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { FileStore } from '../http/file-store';
import { sellerConnection } from '../modules/listing/market-reading';
import { marketplaceSimulatorClockOf, tiktokSimulatorOf } from '../modules/listing/marketplace-connection';
import { ignoreConflict, resolveConflict } from '../modules/sourcing/catalogue-decisions';
import { checkAndStoreShopImage } from '../modules/sourcing/shop-images';
import { saveShopProduct } from '../modules/sourcing/shop-product-save';
import { syncSellerShop } from '../modules/sourcing/shop-sync-job';
import { demoActor } from './demo-context';

/**
 * The short-video shop's demo (issue 26 points 3, 4 and 7), made through the shop's own services and
 * TikTok Shop's simulator: the demo seller's shop (connected by the listing demo) with products of the
 * two SKUs it holds most pairs of, synced, their stock the pairs available; a third product refused
 * by the shop (a Chinese title, which TikTok's US market does not take), its refusal on the product;
 * and a product the seller made in Seller Center whose barcode names two of our SKUs (the eBay
 * catalogue lists it under a second SKU), an open conflict for the admin. Runs once.
 */
export const DEMO_SHOP_GTIN_SELLER_SKU = 'SC-DUNK-RERELEASE';

type Env = { config: AppConfig; files: FileStore };

/** A product picture the shop takes (800x800 JPEG): a card in the SKU's colour naming it. */
function pictureOf(sku: string, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <rect width="800" height="800" fill="hsl(${hue},45%,88%)"/>
    <path d="M120 520 C 220 500 300 420 360 380 L 470 420 C 560 450 660 470 690 520 L 690 580 L 120 580 Z"
      fill="#ffffff" stroke="hsl(${hue},40%,30%)" stroke-width="10"/>
    <text x="400" y="690" font-family="sans-serif" font-size="56" text-anchor="middle"
      fill="hsl(${hue},40%,25%)">${sku}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The seller's SKUs with the most available, qualified pairs, each with its sizes held. */
async function heldSkus(db: Kysely<DB>, sellerId: number) {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('skus as s', 's.sku', 'p.sku')
    .select(['p.sku', 'p.size', 's.brand', 's.name'])
    .where('p.shop_user_id', '=', sellerId)
    .where('p.status', '=', InventoryStatus.available)
    .where('p.check_result', '=', InspectionGrade.qualified)
    .execute();
  const bySku = new Map<string, { sku: string; title: string; sizes: Set<string>; pairs: number }>();
  for (const r of rows) {
    const held = bySku.get(r.sku) ?? {
      sku: r.sku,
      title: `${r.brand} ${r.name}`,
      sizes: new Set(),
      pairs: 0,
    };
    held.sizes.add(r.size);
    held.pairs += 1;
    bySku.set(r.sku, held);
  }
  return [...bySku.values()].sort((a, b) => b.pairs - a.pairs || a.sku.localeCompare(b.sku));
}

/** A barcode the eBay catalogue lists under two of our SKUs: one of StockX's, copied onto another SKU's size. */
async function barcodeOfTwoSkus(db: Kysely<DB>) {
  const stockx = await db
    .selectFrom('market_variants')
    .select(['sku', 'size', 'gtin'])
    .where('marketplace', '=', 'stockx')
    .where('gtin', 'is not', null)
    .orderBy('sku')
    .orderBy('size')
    .execute();
  for (const a of stockx) {
    const other = await db
      .selectFrom('market_variants')
      .select(['sku', 'size'])
      .where('marketplace', '=', 'ebay')
      .where('sku', '<>', a.sku)
      .where('size', '=', a.size)
      .orderBy('sku')
      .executeTakeFirst();
    if (!other) continue;
    await db
      .updateTable('market_variants')
      .set({ gtin: a.gtin })
      .where('marketplace', '=', 'ebay')
      .where('sku', '=', other.sku)
      .where('size', '=', other.size)
      .execute();
    return { gtin: a.gtin!, size: a.size };
  }
  return null;
}

export async function seedDemoShop(db: Kysely<DB>, env: Env): Promise<void> {
  if (await db.selectFrom('shop_products').select('id').limit(1).executeTakeFirst()) return;
  const seller = await demoActor(db, db, env, 'seller', 'business');
  const connection = await sellerConnection(db, env.config, seller.user.id, 'tiktok');
  const simulator = await tiktokSimulatorOf(env.config);
  if (connection?.state !== 'connected' || !simulator) return;
  // Three of the seller's SKUs; one it holds is left for the seller to make a product of.
  const skus = (await heldSkus(db, seller.user.id)).slice(0, 3);
  if (skus.length < 3) return;

  for (const [i, held] of skus.entries()) {
    const image = await checkAndStoreShopImage(
      seller,
      await pictureOf(held.sku, 30 + i * 70),
      `${held.sku}.jpg`,
    );
    const sizes = [...new Set([...held.sizes].map(sizeKey))].sort((a, b) => Number(a) - Number(b));
    await saveShopProduct(seller, {
      sku: held.sku,
      // The third is refused by the shop: TikTok's US market takes English only.
      title: i === 2 ? `${held.title} 全新正品` : held.title,
      description: '',
      images: [image.hash!],
      sizes: sizes.map((size, n) => ({ size, priceCents: 16_000 + i * 2_500 + n * 500 })),
      requestKey: `demo-shop-product-${i + 1}`,
    });
  }

  const barcode = await barcodeOfTwoSkus(db);
  if (barcode)
    await simulator.seedShopProduct((await connection.auth()).accessToken, {
      title: 'Dunk Low re-release (Seller Center)',
      skus: [
        {
          sellerSku: DEMO_SHOP_GTIN_SELLER_SKU,
          size: `US ${barcode.size}`,
          gtin: barcode.gtin,
          priceCents: 21_000,
          quantity: 0,
        },
      ],
    });
  // Two more Seller Center products under seller SKUs of their own, no style of ours: an admin mapped
  // one to a SKU by hand (resolved) and set the other, a pair of laces, aside (ignored).
  for (const [sellerSku, title] of DEMO_SHOP_DECIDED)
    await simulator.seedShopProduct((await connection.auth()).accessToken, {
      title,
      skus: [{ sellerSku, size: 'US 9', priceCents: 2_500, quantity: 0 }],
    });
  // The sync the saves queued, run now: the shop read into the catalogue, the products sent; then
  // TikTok's audit passes and the next read finds them on sale.
  const job = { db, config: env.config };
  await marketplaceSimulatorClockOf(env.config).passingWaits(async () => {
    await syncSellerShop(job, seller.user.id);
    simulator.settle();
    await syncSellerShop(job, seller.user.id);
  });
  await decideDemoConflicts(db, env, skus[0].sku);
}

/** The Seller Center products whose unknown style the demo's admin decided: resolved, then ignored. */
const DEMO_SHOP_DECIDED = [
  ['SC-SAMPLE-PAIR', 'Sample pair (Seller Center)'],
  ['SC-LACES', 'Spare laces (Seller Center)'],
] as const;

/** The admin's decisions on the two unknown styles, through the catalogue's own services. */
async function decideDemoConflicts(db: Kysely<DB>, env: Env, sku: string) {
  const admin = await demoActor(db, db, env, 'admin', 'admin');
  const conflictOf = (sellerSku: string) =>
    db
      .selectFrom('catalogue_conflicts')
      .select('id')
      .where('kind', '=', 'unknownStyle')
      .where('seller_sku', '=', sellerSku)
      .where('state', '=', 'open')
      .executeTakeFirst();
  const [[resolved], [ignored]] = DEMO_SHOP_DECIDED;
  const toResolve = await conflictOf(resolved);
  if (toResolve) await resolveConflict(admin, { id: toResolve.id, sku, requestKey: 'demo-shop-resolve-1' });
  const toIgnore = await conflictOf(ignored);
  if (toIgnore) await ignoreConflict(admin, { id: toIgnore.id, requestKey: 'demo-shop-ignore-1' });
}

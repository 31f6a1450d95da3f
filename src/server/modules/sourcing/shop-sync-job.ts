import { z } from 'zod';
import type { ShopImageRef } from '../../db/shop-sync-tables';
import { createFileStore } from '../../http/file-store';
import type { FileStore } from '../../http/file-store';
import type { JobContext, JobHandler } from '../../jobs/worker';
import type { Db } from '../../kernel/db-helpers';
import { isMarketplaceError, sellerConnection, tiktokShopFor } from '../listing/market-reading';
import type { MarketplaceAuth, ShopProductContent, TiktokShopProducts } from '../listing/market-reading';
import { paced } from './price-snapshots';
import { keepSkuIds, readShopCatalogue } from './shop-reading';
import { availablePairs, pairKey, readProductRow, SHOP_PRODUCT_COLUMNS, sizesOf } from './shop-store';
import type { ShopProductRow, ShopSizeRow } from './shop-store';
import { shopStockWatchJob } from './shop-stock-watch';
import { SHOP_STOCK_WATCH_JOB, SHOP_SYNC_JOB } from './shop-sync-queue';

/**
 * The short-video shop's sync of one seller (issue 26 point 4), a job: the shop read into the
 * catalogue first, then each product that waits sent (its images uploaded once, then Create Product
 * with our product key as TikTok's idempotency key, or Edit Product), and the stock of every mapped
 * size set to the seller's available pairs where it moved (Update Inventory). Each answer is written
 * at once, outside any transaction, so a retry after a partial failure goes on from there and makes
 * nothing twice. What the shop refuses is kept on that product, in its words; what may pass later
 * (429, timeout, down) ends the run, and the job is tried again.
 */
const payload = z.object({ sellerId: z.number().int() });
/** A product claimed by a run that has not finished it after this may be taken by another. */
const CLAIM_STALE_MS = 10 * 60_000;

/** Our product key at the shop: TikTok's idempotency key of its Create Product. */
export const shopProductKey = (id: number) => `solestack-shop-product-${id}`;

type Run = { db: Db; files: FileStore; client: TiktokShopProducts; auth: MarketplaceAuth };

/** Takes the product for this run, unless another run holds it; the claim's time, or null. */
async function claim(db: Db, id: number): Promise<Date | null> {
  const at = new Date();
  const taken = await db
    .updateTable('shop_products')
    .set({ claimed_at: at, sync_state: 'syncing' })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', new Date(at.getTime() - CLAIM_STALE_MS))]),
    )
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0 ? at : null;
}

/** The run's end for the product, unless the seller changed it meanwhile (then it waits again). */
async function finish(
  db: Db,
  id: number,
  at: Date,
  values: { sync_state: string; errors: string[]; market_status?: string | null },
) {
  const { errors, ...rest } = values;
  await db
    .updateTable('shop_products')
    .set({
      ...rest,
      errors: JSON.stringify(errors),
      claimed_at: null,
      ...(values.sync_state === 'synced' ? { content_dirty: false, synced_at: new Date() } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('claimed_at', '=', at)
    .execute();
}

const extensionOf = (format: string | null) => (format === 'png' ? 'png' : 'jpg');

/** The product's images at the shop: each one not yet there uploaded, its uri kept at once. */
async function uploadImages(run: Run, row: ShopProductRow): Promise<string[]> {
  const images: ShopImageRef[] = [...row.images];
  for (const [i, image] of images.entries()) {
    if (image.uri) continue;
    const bytes = await run.files.read(image.hash);
    if (!bytes) throw new Error(`shop image ${image.hash} is missing from the file store`);
    const mime = await run.db
      .selectFrom('files')
      .select('mime')
      .where('hash', '=', image.hash)
      .executeTakeFirst();
    const name = `${image.hash.slice(0, 16)}.${extensionOf(mime?.mime.split('/')[1] ?? null)}`;
    const uploaded = await paced(() => run.client.uploadImage(run.auth, bytes, name));
    images[i] = { hash: image.hash, uri: uploaded.uri };
    await run.db
      .updateTable('shop_products')
      .set({ images: JSON.stringify(images) })
      .where('id', '=', row.id)
      .execute();
  }
  return images.map((i) => i.uri ?? '');
}

const descriptionOf = (row: ShopProductRow) =>
  row.description.trim() ||
  `<p>${row.title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}, style ${row.sku ?? ''}.</p>`;

/** One of our products sent: created once, or edited, or only its stock moved. */
async function sendOurs(run: Run, row: ShopProductRow, sizes: ShopSizeRow[], stock: Map<string, number>) {
  const quantityOf = (s: ShopSizeRow) => (s.sku && s.size ? (stock.get(pairKey(s.sku, s.size)) ?? 0) : 0);
  let productId = row.product_id;
  if (!productId || row.content_dirty) {
    const content: ShopProductContent = {
      title: row.title,
      description: descriptionOf(row),
      imageUris: await uploadImages(run, row),
      sizes: sizes.map((s) => ({
        id: s.sku_id ?? undefined,
        sellerSku: s.seller_sku,
        size: s.size_text,
        priceCents: s.price_cents ?? 0,
        quantity: quantityOf(s),
        gtin: s.gtin,
      })),
    };
    if (!productId) {
      // A product made by an earlier run whose answer was lost: found by its seller SKUs, not made again.
      const earlier = (
        await paced(() =>
          run.client.search(
            run.auth,
            sizes.map((s) => s.seller_sku),
          ),
        )
      ).find((p) => p.status !== 'DELETED');
      const made = earlier
        ? { product_id: earlier.id, skus: earlier.skus }
        : await paced(() => run.client.create(run.auth, shopProductKey(row.id), content));
      productId = made.product_id;
      await run.db
        .updateTable('shop_products')
        .set({ product_id: productId })
        .where('id', '=', row.id)
        .execute();
      await keepSkuIds(run.db, row.id, made.skus);
      if (earlier) {
        const known = new Map(earlier.skus.map((k) => [k.seller_sku, k.id]));
        content.sizes = content.sizes.map((s) => ({ ...s, id: known.get(s.sellerSku) }));
      }
    }
    if (row.product_id || content.sizes.some((s) => s.id)) {
      const edited = await paced(() => run.client.edit(run.auth, productId!, content));
      await keepSkuIds(run.db, row.id, edited.skus);
    }
    for (const s of sizes) await keepSent(run.db, s.id, quantityOf(s));
    return productId;
  }
  await sendStock(run, productId, await sizesOf(run.db, [row.id]), stock);
  return productId;
}

async function keepSent(db: Db, sizeId: number, quantity: number) {
  await db
    .updateTable('shop_product_sizes')
    .set({ quantity_sent: quantity })
    .where('id', '=', sizeId)
    .execute();
}

/** The stock of the product's mapped sizes where it differs from the pairs available. */
async function sendStock(run: Run, productId: string, sizes: ShopSizeRow[], stock: Map<string, number>) {
  const moved = sizes.flatMap((s) => {
    const quantity = s.sku && s.size ? (stock.get(pairKey(s.sku, s.size)) ?? 0) : null;
    return s.sku_id && quantity !== null && quantity !== s.quantity_sent
      ? [{ row: s, id: s.sku_id, quantity }]
      : [];
  });
  if (moved.length === 0) return;
  await paced(() => run.client.updateStock(run.auth, productId, moved));
  for (const m of moved) await keepSent(run.db, m.row.id, m.quantity);
}

/** Whether the product has anything to send: it waits, or a mapped size's stock moved. */
function isDue(row: ShopProductRow, sizes: ShopSizeRow[], stock: Map<string, number>): boolean {
  if (row.market_status === 'DELETED') return false;
  if (row.origin === 'ours' && row.sync_state !== 'synced') return row.sync_state !== 'failed';
  return sizes.some(
    (s) => s.sku && s.size && s.sku_id && (stock.get(pairKey(s.sku, s.size)) ?? 0) !== s.quantity_sent,
  );
}

/** Why the shop's product did not pass its audit, in its words (Get Product's audit_failed_reasons). */
async function auditOf(run: Run, productId: string) {
  const product = await paced(() => run.client.product(run.auth, productId));
  const reasons = (product.audit_failed_reasons ?? []).flatMap((r) =>
    r.reasons.map((reason) => `${r.position}: ${reason}`),
  );
  return { status: product.status, reasons };
}

async function sendProduct(run: Run, row: ShopProductRow, stock: Map<string, number>) {
  const at = await claim(run.db, row.id);
  if (!at) return;
  const sizes = (await sizesOf(run.db, [row.id])).filter((s) => row.origin === 'ours' || s.sku_id);
  try {
    const productId = row.origin === 'ours' ? await sendOurs(run, row, sizes, stock) : row.product_id!;
    if (row.origin === 'shop') await sendStock(run, productId, sizes, stock);
    const audit = await auditOf(run, productId);
    await finish(run.db, row.id, at, {
      sync_state: 'synced',
      errors: audit.reasons,
      market_status: audit.status,
    });
  } catch (error) {
    if (isMarketplaceError(error) && !error.transient) {
      await finish(run.db, row.id, at, { sync_state: 'failed', errors: [error.message] });
      return;
    }
    await finish(run.db, row.id, at, {
      sync_state: row.origin === 'ours' ? 'waiting' : 'synced',
      errors: row.errors,
    });
    throw error;
  }
}

/** One run for the seller (the job's body; the demo seed and the tests run it the same way). */
export async function syncSellerShop(
  ctx: Pick<JobContext, 'db' | 'config'>,
  sellerId: number,
): Promise<void> {
  const connection = await sellerConnection(ctx.db, ctx.config, sellerId, 'tiktok');
  // Disconnected meanwhile: the products wait (the screen says so) until the seller connects again.
  if (!connection || connection.state !== 'connected') return;
  const run: Run = {
    db: ctx.db,
    files: createFileStore(ctx.config.dataDir),
    client: await tiktokShopFor(ctx.config),
    auth: await connection.auth(),
  };
  await readShopCatalogue(ctx.db, run.client, run.auth, { id: connection.id, sellerId });
  const rows = (
    await ctx.db
      .selectFrom('shop_products')
      .select(SHOP_PRODUCT_COLUMNS)
      .where('seller_id', '=', sellerId)
      .where('connection_id', '=', connection.id)
      .orderBy('id')
      .execute()
  ).map(readProductRow);
  const sizes = await sizesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const stock = await availablePairs(
    ctx.db,
    sellerId,
    sizes.flatMap((s) => (s.sku ? [s.sku] : [])),
  );
  let transient: unknown = null;
  for (const row of rows) {
    if (
      !isDue(
        row,
        sizes.filter((s) => s.shop_product_id === row.id),
        stock,
      )
    )
      continue;
    try {
      await sendProduct(run, row, stock);
    } catch (error) {
      // Not now (429 past its retries, a timeout, the shop down): the rest waits for the job's retry.
      transient = error;
      break;
    }
  }
  if (transient) throw transient;
}

export const shopSyncJob: JobHandler = {
  async run(data, ctx) {
    await syncSellerShop(ctx, payload.parse(data).sellerId);
  },
};

export const SHOP_JOBS = { [SHOP_SYNC_JOB]: shopSyncJob, [SHOP_STOCK_WATCH_JOB]: shopStockWatchJob };

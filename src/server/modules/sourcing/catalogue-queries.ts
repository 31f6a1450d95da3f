import { sql } from 'kysely';
import type {
  CatalogueProductView,
  ConflictKind,
  ConflictState,
  ConflictView,
  MappingView,
  SkuSize,
} from '../../../domain/sourcing/catalogue';
import type { AuthedContext } from '../../http/context';
import { pageOf, pageRequest } from '../../http/paging';
import type { Page } from '../../http/paging';
import { containsPattern, iso, isoOrNull, toCount } from '../../kernel/db-helpers';
import { marketplaceModeOf } from '../listing/market-reading';
import { mappedByOf, readProductRow, SHOP_PRODUCT_COLUMNS, sizesOf } from './shop-store';

/**
 * The admin's catalogue as it reads (`SKUManage/TikTokProduct`, `SKUManage/TikTokSKUManage`; issue 26
 * point 3): every seller's shop products and how their sizes map to our SKUs and sizes, each SKU and
 * size with the marketplaces' catalogue variants (market_variants) and the shops' sizes mapped to
 * it, and the conflicts with the admin's decisions (catalogue-decisions.ts).
 */

type Filter = { seller?: string; keyword?: string };
type Seller = { id: number; uid: string; name: string };

const sellerOf = (r: { seller_id: number; uid: string; realname: string; username: string }): Seller => ({
  id: r.seller_id,
  uid: r.uid,
  name: r.realname || r.username,
});

/** The seller (users as u) whose merchant code, username or name holds `text`. */
function sellerWhere(text: string) {
  const like = containsPattern(text);
  return sql<boolean>`(u.uid ilike ${like} or u.username ilike ${like} or u.realname ilike ${like})`;
}

export async function listCatalogueProducts(
  ctx: AuthedContext,
  request: Filter & { pageNo: number; pageSize: number },
): Promise<Page<CatalogueProductView>> {
  const page = pageRequest(request, 100);
  let query = ctx.db
    .selectFrom('shop_products as p')
    .innerJoin('users as u', 'u.id', 'p.seller_id')
    .innerJoin('marketplace_connections as c', 'c.id', 'p.connection_id');
  if (request.seller) query = query.where(sellerWhere(request.seller));
  if (request.keyword) {
    const like = containsPattern(request.keyword);
    const text = request.keyword;
    query = query.where((eb) =>
      eb.or([
        eb('p.sku', 'ilike', like),
        eb('p.title', 'ilike', like),
        eb('p.product_id', '=', text),
        eb.exists(
          eb
            .selectFrom('shop_product_sizes as s')
            .select('s.id')
            .whereRef('s.shop_product_id', '=', 'p.id')
            .where((e) => e.or([e('s.gtin', '=', text), e('s.sku', 'ilike', like)])),
        ),
      ]),
    );
  }
  const total = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(SHOP_PRODUCT_COLUMNS.map((c) => `p.${c}` as const))
    .select(['u.uid', 'u.realname', 'u.username', 'c.account_name'])
    .select((eb) =>
      eb
        .selectFrom('catalogue_conflicts as k')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('k.shop_product_id', '=', 'p.id')
        .where('k.state', '=', 'open')
        .as('open_conflicts'),
    )
    .orderBy('p.id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  const sizes = await sizesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const mode = marketplaceModeOf(ctx.config, 'tiktok');
  return pageOf(
    page,
    toCount(total.n),
    rows.map((r) => {
      const p = readProductRow(r);
      return {
        id: p.id,
        seller: sellerOf(r),
        shopName: r.account_name,
        mode,
        origin: p.origin,
        sku: p.sku,
        title: p.title,
        productId: p.product_id,
        marketStatus: p.market_status,
        state: p.sync_state as CatalogueProductView['state'],
        errors: p.errors,
        sizes: sizes
          .filter((s) => s.shop_product_id === p.id)
          .map((s) => ({
            sizeText: s.size_text,
            sku: s.sku,
            size: s.size,
            skuId: s.sku_id,
            mappedBy: mappedByOf(s.mapped_by),
          })),
        openConflicts: toCount(r.open_conflicts),
        updatedAt: iso(p.updated_at),
      };
    }),
  );
}

const candidatesOf = (value: unknown): SkuSize[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as SkuSize[];

export async function listConflicts(
  ctx: AuthedContext,
  request: Filter & {
    pageNo: number;
    pageSize: number;
    state: ConflictState;
    kind?: ConflictKind;
    id?: number;
  },
): Promise<Page<ConflictView>> {
  const page = pageRequest(request, 100);
  let query = ctx.db
    .selectFrom('catalogue_conflicts as k')
    .innerJoin('shop_products as p', 'p.id', 'k.shop_product_id')
    .innerJoin('users as u', 'u.id', 'p.seller_id')
    .leftJoin('users as d', 'd.id', 'k.decided_by');
  query = request.id ? query.where('k.id', '=', request.id) : query.where('k.state', '=', request.state);
  if (request.kind) query = query.where('k.kind', '=', request.kind);
  if (request.seller) query = query.where(sellerWhere(request.seller));
  if (request.keyword) {
    const like = containsPattern(request.keyword);
    const text = request.keyword;
    query = query.where((eb) =>
      eb.or([
        eb('k.title', 'ilike', like),
        eb('k.seller_sku', 'ilike', like),
        eb('k.product_id', '=', text),
        eb('k.gtin', '=', text),
      ]),
    );
  }
  const total = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('k')
    .select(['p.seller_id', 'u.uid', 'u.realname', 'u.username', 'd.username as decided_name'])
    .orderBy('k.id')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  return pageOf(
    page,
    toCount(total.n),
    rows.map((r) => ({
      id: r.id,
      kind: r.kind as ConflictKind,
      state: r.state as ConflictState,
      seller: sellerOf(r),
      shopProductId: r.shop_product_id,
      productId: r.product_id,
      variantId: r.variant_id,
      title: r.title,
      sellerSku: r.seller_sku,
      sizeText: r.size_text,
      gtin: r.gtin,
      candidates: candidatesOf(r.candidates),
      chosen: r.chosen_sku ? { sku: r.chosen_sku, size: r.chosen_size } : null,
      decidedBy: r.decided_name ?? null,
      decidedAt: isoOrNull(r.decided_at),
      seenAt: iso(r.seen_at),
    })),
  );
}

/** Our SKUs and sizes (from the catalogue and the shops' mapped sizes), each with what maps to it. */
export async function listMappings(
  ctx: AuthedContext,
  request: Filter & { pageNo: number; pageSize: number },
): Promise<Page<MappingView>> {
  const page = pageRequest(request, 100);
  const like = request.keyword ? containsPattern(request.keyword) : null;
  const text = request.keyword ?? '';
  const keys = ctx.db
    .selectFrom('market_variants as m')
    .select(['m.sku', 'm.size'])
    .$if(like !== null, (q) => q.where((eb) => eb.or([eb('m.sku', 'ilike', like!), eb('m.gtin', '=', text)])))
    .union(
      ctx.db
        .selectFrom('shop_product_sizes as s')
        .select(['s.sku', 's.size'])
        .where('s.sku', 'is not', null)
        .where('s.size', 'is not', null)
        .$if(like !== null, (q) =>
          q.where((eb) => eb.or([eb('s.sku', 'ilike', like!), eb('s.gtin', '=', text)])),
        ) as never,
    );
  const all = ctx.db.selectFrom(keys.as('k')).select(['k.sku', 'k.size']);
  const total = await ctx.db
    .selectFrom(keys.as('k'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const pageKeys = await all
    .orderBy('k.sku')
    .orderBy('k.size')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  const skus = [...new Set(pageKeys.map((k) => k.sku as string))];
  const catalogue = skus.length
    ? await ctx.db
        .selectFrom('market_variants')
        .selectAll()
        .where('sku', 'in', skus)
        .orderBy('marketplace')
        .execute()
    : [];
  const shops = skus.length
    ? await ctx.db
        .selectFrom('shop_product_sizes as s')
        .innerJoin('shop_products as p', 'p.id', 's.shop_product_id')
        .innerJoin('users as u', 'u.id', 'p.seller_id')
        .select([
          's.sku',
          's.size',
          's.sku_id',
          's.seller_sku',
          's.size_text',
          's.gtin',
          's.mapped_by',
          'p.id as shop_product_id',
          'p.product_id',
          'p.seller_id',
          'u.uid',
          'u.realname',
          'u.username',
        ])
        .where('s.sku', 'in', skus)
        .execute()
    : [];
  return pageOf(
    page,
    toCount(total.n),
    pageKeys.map((k) => ({
      sku: k.sku as string,
      size: k.size as string,
      catalogue: catalogue
        .filter((c) => c.sku === k.sku && c.size === k.size)
        .map((c) => ({
          marketplace: c.marketplace,
          productId: c.product_id,
          variantId: c.variant_id,
          gtin: c.gtin,
          title: c.title,
        })),
      shops: shops
        .filter((s) => s.sku === k.sku && s.size === k.size)
        .map((s) => ({
          shopProductId: s.shop_product_id,
          seller: sellerOf(s),
          productId: s.product_id,
          skuId: s.sku_id,
          sellerSku: s.seller_sku,
          sizeText: s.size_text,
          gtin: s.gtin,
          mappedBy: mappedByOf(s.mapped_by) ?? 'style',
        })),
    })),
  );
}

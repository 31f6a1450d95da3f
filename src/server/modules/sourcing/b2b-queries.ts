import { InventoryStatus } from '../../../domain/kernel/product-rules';
import { B2bOfferStatus } from '../../../domain/sourcing/b2b';
import type {
  B2bBoardOffer,
  B2bBoardRequest,
  B2bMyOffersRequest,
  B2bOfferableRequest,
  B2bOfferView,
  OfferablePair,
} from '../../../domain/sourcing/b2b';
import type { AuthedContext } from '../../http/context';
import { pageOf, pageRequest } from '../../http/paging';
import type { Page } from '../../http/paging';
import { containsPattern, iso, isoOrNull, toCount } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';

/**
 * What the board shows: the other sellers' open offers (never the reader's own), the reader's own
 * offers in every status, and the reader's pairs that can be offered (available, in a warehouse).
 */

type OfferPairRow = {
  offer_id: number;
  one_id: string;
  sku: string;
  brand: string;
  name: string;
  size: string;
  check_result: number | null;
};

/** The pairs of these offers, in the order they were offered. */
async function pairsOf(db: Db, offerIds: readonly number[]): Promise<Map<number, OfferPairRow[]>> {
  const byOffer = new Map<number, OfferPairRow[]>();
  if (offerIds.length === 0) return byOffer;
  const rows = await db
    .selectFrom('b2b_offer_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.offer_id', 'i.one_id', 'p.sku', 'p.brand', 'p.name', 'p.size', 'p.check_result'])
    .where('i.offer_id', 'in', offerIds)
    .orderBy('i.offer_id')
    .orderBy('p.id')
    .execute();
  for (const row of rows) byOffer.set(row.offer_id, [...(byOffer.get(row.offer_id) ?? []), row]);
  return byOffer;
}

const described = (p: OfferPairRow) => ({
  sku: p.sku,
  brand: p.brand,
  name: p.name,
  size: p.size,
  checkResult: p.check_result,
});

/** Other sellers' open offers, newest first; a keyword (SKU or name) or a size keeps the offers with such a pair. */
export async function boardOffers(ctx: AuthedContext, filter: B2bBoardRequest): Promise<Page<B2bBoardOffer>> {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const keyword = filter.keyword ? containsPattern(filter.keyword) : null;
  const size = filter.pairSize || null;
  const q = ctx.db
    .selectFrom('b2b_offers as o')
    .where('o.status', '=', B2bOfferStatus.open)
    .where('o.seller_id', '<>', ctx.user.id)
    .$if(keyword !== null || size !== null, (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('b2b_offer_items as i')
            .innerJoin('products as p', 'p.id', 'i.product_id')
            .select('i.offer_id')
            .whereRef('i.offer_id', '=', 'o.id')
            .$if(keyword !== null, (sub) =>
              sub.where((w) =>
                w.or([w('p.sku', 'ilike', keyword as string), w('p.name', 'ilike', keyword as string)]),
              ),
            )
            .$if(size !== null, (sub) => sub.where('p.size', '=', size as string)),
        ),
      ),
    );
  const { total } = await q.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .innerJoin('users as u', 'u.id', 'o.seller_id')
    .innerJoin('warehouses as w', 'w.id', 'o.ware_id')
    .select([
      'o.id',
      'o.offer_no',
      'o.price_cents',
      'o.remark',
      'o.created_at',
      'u.uid',
      'w.name as ware_name',
    ])
    .orderBy('o.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  const pairs = await pairsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return pageOf(
    req,
    toCount(total),
    rows.map((r) => ({
      id: r.id,
      offerNo: r.offer_no,
      sellerUid: r.uid,
      wareName: r.ware_name,
      priceCents: r.price_cents,
      remark: r.remark,
      createdAt: iso(r.created_at),
      items: (pairs.get(r.id) ?? []).map(described),
    })),
  );
}

type OwnFilter = { status?: number; ids?: readonly number[] };

function ownOffers(db: Db, sellerId: number, filter: OwnFilter) {
  return db
    .selectFrom('b2b_offers as o')
    .where('o.seller_id', '=', sellerId)
    .$if(filter.status !== undefined, (q) => q.where('o.status', '=', filter.status as number))
    .$if(filter.ids !== undefined, (q) => q.where('o.id', 'in', filter.ids as number[]));
}

async function ownOfferViews(
  db: Db,
  sellerId: number,
  filter: OwnFilter,
  page?: { limit: number; offset: number },
): Promise<B2bOfferView[]> {
  const rows = await ownOffers(db, sellerId, filter)
    .innerJoin('warehouses as w', 'w.id', 'o.ware_id')
    .leftJoin('users as b', 'b.id', 'o.buyer_id')
    .leftJoin('outbound_orders as so', 'so.id', 'o.order_id')
    .select([
      'o.id',
      'o.offer_no',
      'o.status',
      'o.price_cents',
      'o.remark',
      'o.created_at',
      'o.closed_at',
      'w.name as ware_name',
      'b.uid as buyer_uid',
      'so.odd_no as order_no',
    ])
    .orderBy('o.id', 'desc')
    .$if(page !== undefined, (q) => q.limit(page?.limit ?? 0).offset(page?.offset ?? 0))
    .execute();
  const pairs = await pairsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    offerNo: r.offer_no,
    status: r.status,
    wareName: r.ware_name,
    priceCents: r.price_cents,
    remark: r.remark,
    createdAt: iso(r.created_at),
    closedAt: isoOrNull(r.closed_at),
    buyerUid: r.buyer_uid ?? null,
    orderNo: r.order_no ?? null,
    items: (pairs.get(r.id) ?? []).map((p) => ({ oneId: p.one_id, ...described(p) })),
  }));
}

/** One of the seller's own offers as its screen shows it (the offer was just made or changed). */
export async function ownOfferView(db: Db, sellerId: number, id: number): Promise<B2bOfferView> {
  const [view] = await ownOfferViews(db, sellerId, { ids: [id] });
  return view;
}

/** The seller's own offers, newest first, in one status or all. */
export async function myOffers(ctx: AuthedContext, filter: B2bMyOffersRequest): Promise<Page<B2bOfferView>> {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const { total } = await ownOffers(ctx.db, ctx.user.id, filter)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  const views = await ownOfferViews(ctx.db, ctx.user.id, filter, { limit: req.pageSize, offset: req.offset });
  return pageOf(req, toCount(total), views);
}

/** The seller's available pairs (status 1, in a warehouse), found by ONE ID, SKU or name. */
export async function offerablePairs(
  ctx: AuthedContext,
  filter: B2bOfferableRequest,
): Promise<Page<OfferablePair>> {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const keyword = filter.keyword ? containsPattern(filter.keyword) : null;
  const q = ctx.db
    .selectFrom('products as p')
    .where('p.shop_user_id', '=', ctx.user.id)
    .where('p.status', '=', InventoryStatus.available)
    .$if(keyword !== null, (qb) =>
      qb.where((w) =>
        w.or([
          w('p.one_id', 'ilike', keyword as string),
          w('p.sku', 'ilike', keyword as string),
          w('p.name', 'ilike', keyword as string),
        ]),
      ),
    );
  const { total } = await q.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .innerJoin('warehouses as w', 'w.id', 'p.ware_id')
    .select([
      'p.one_id',
      'p.sku',
      'p.brand',
      'p.name',
      'p.size',
      'p.check_result',
      'p.ware_id',
      'w.name as ware_name',
    ])
    .orderBy('p.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  return pageOf(
    req,
    toCount(total),
    rows.map((r) => ({
      oneId: r.one_id,
      sku: r.sku,
      brand: r.brand,
      name: r.name,
      size: r.size,
      checkResult: r.check_result,
      wareId: r.ware_id,
      wareName: r.ware_name,
    })),
  );
}

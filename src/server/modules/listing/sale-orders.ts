import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { defaultReturnAccount } from '../../../domain/listing/return-accounts';
import { listingSeller } from '../../../domain/listing/admin-listings';
import { InspectionGrade } from '../../../domain/inspection/rules';
import { AWAITING_REINSPECTION_STATUS } from '../../../domain/kernel/products';
import { RETURNED_PAIR_ACTIONS, saleNoteMissing, saleStep, saleView } from '../../../domain/listing/sales';
import type {
  SaleAction,
  SaleActionRequest,
  SaleException,
  SaleListRequest,
  SaleStatus,
  SaleView,
} from '../../../domain/listing/sales';
import type { MarketplaceCode } from '../../../domain/listing/marketplaces';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { oncePerRequestKey } from '../../http/request-keys';
import { recordAudit } from '../../kernel/audit-log';
import type { DB } from '../../db/schema';
import type { Db } from '../../kernel/db-helpers';
import { enqueue } from '../../jobs/queue';
import { onlineMeta } from '../../kernel/action-context';
import { gradeReturnedPair } from '../inspection/inspection-service';
import { followSale, saleMayBeRecalled } from '../outbound/consignment-service';
import { LISTING_CANCEL_SALE_JOB } from './listing-job-kinds';
import { returnStatusOf } from './sale-returns';
import { lockSale } from './sale-service';
import { everySeller, listingPage, sellerMatch } from './listing-pages';

/**
 * Sales Orders (seller) and the admin's sales (issue 25 point 4): the sales that came in from the
 * marketplaces (sale-service.ts), with their generic statuses, found by status, marketplace,
 * exceptions and ONE ID, SKU, name or order number; on the business host the seller's own (anyone
 * else's answers 404), on the admin host every seller's with the seller named, and what is done with
 * them by hand (src/domain/listing/sales.ts).
 */
export const adminSaleView = saleView.extend({ seller: listingSeller });
type AdminSaleView = SaleView & { seller: { id: number; uid: string; name: string } };

function saleRows(db: Db) {
  return withReturnTo(db)
    .innerJoin('users as sellers', 'sellers.id', 'market_orders.seller_id')
    .leftJoin('users as handlers', 'handlers.id', 'market_orders.handled_by')
    .leftJoin('outbound_orders', 'outbound_orders.market_order_id', 'market_orders.id')
    .select([
      'market_orders.id',
      'market_orders.seller_id',
      'market_orders.marketplace',
      'market_orders.external_id',
      'market_orders.listing_id',
      'market_orders.price_cents',
      'market_orders.status',
      'market_orders.kept',
      'market_orders.exception',
      'market_orders.ordered_at',
      'market_orders.note',
      'market_orders.handled_at',
      'products.one_id',
      'products.sku',
      'products.size',
      sql<boolean>`coalesce(products.status = ${AWAITING_REINSPECTION_STATUS} and products.check_result is null, false)`.as(
        'pair_awaiting_check',
      ),
      'handlers.username as handler',
      'outbound_orders.odd_no',
      'sellers.uid',
      'sellers.username',
      'sellers.realname',
      'ret.return_id',
      'ret.return_name',
      'ret.return_line',
    ]);
}

/**
 * Where a returning or returned sale's pair comes back to: the return account chosen when it was
 * moved to returned, else its marketplace's active one for the pair's warehouse, else one for every
 * warehouse, else the first (the order of defaultReturnAccount in src/domain/listing/return-accounts.ts).
 */
function withReturnTo(db: Db) {
  return db
    .selectFrom('market_orders')
    .leftJoin('products', 'products.id', 'market_orders.product_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('return_accounts as ra')
          .select([
            'ra.id as return_id',
            'ra.account_name as return_name',
            sql<string>`ra.contact_name || ', ' || ra.street1 || case when ra.street2 = '' then '' else ' ' || ra.street2 end
              || ', ' || ra.city || ', ' || ra.state || ' ' || ra.zip || ', ' || ra.country`.as(
              'return_line',
            ),
          ])
          .where(
            sql<boolean>`(ra.id = market_orders.return_account_id or (market_orders.return_account_id is null
              and market_orders.status in ('returning', 'returned') and ra.marketplace = market_orders.marketplace
              and ra.active))`,
          )
          .orderBy(sql`ra.ware_id = products.ware_id`, (ob) => ob.desc().nullsLast())
          .orderBy(sql`ra.ware_id is null`, 'desc')
          .orderBy('ra.id')
          .limit(1)
          .as('ret'),
      (join) => join.onTrue(),
    );
}
type SaleRow = Awaited<ReturnType<ReturnType<typeof saleRows>['executeTakeFirstOrThrow']>>;

const isoOf = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

function viewOf(row: SaleRow): AdminSaleView {
  return {
    id: row.id,
    marketplace: row.marketplace as MarketplaceCode,
    orderNo: row.external_id,
    oneId: row.one_id,
    sku: row.sku,
    size: row.size,
    priceCents: row.price_cents,
    status: row.status as SaleStatus,
    kept: row.kept,
    exception: row.exception as SaleException | null,
    orderedAt: new Date(row.ordered_at).toISOString(),
    note: row.note,
    handledBy: row.handler,
    handledAt: isoOf(row.handled_at),
    listingId: row.listing_id,
    consignmentNo: row.odd_no,
    pairAwaitingCheck: row.pair_awaiting_check,
    returnTo:
      row.return_id === null
        ? null
        : { id: row.return_id, accountName: row.return_name ?? '', line: row.return_line ?? '' },
    seller: { id: row.seller_id, uid: row.uid, name: row.realname || row.username },
  };
}

/** The seller's own view carries no seller: the business routes' schema drops it. */
export async function listSales(ctx: AuthedContext, request: SaleListRequest & { seller?: string }) {
  let query = saleRows(ctx.db);
  if (!everySeller(ctx)) query = query.where('market_orders.seller_id', '=', ctx.user.id);
  if (request.status) query = query.where('market_orders.status', '=', request.status);
  if (request.marketplace) query = query.where('market_orders.marketplace', '=', request.marketplace);
  if (request.exceptions) query = query.where('market_orders.exception', 'is not', null);
  if (request.keyword) {
    const like = `%${request.keyword}%`;
    query = query.where(
      sql<boolean>`(products.one_id ilike ${like} or products.sku ilike ${like}
        or products.name ilike ${like} or market_orders.external_id ilike ${like})`,
    );
  }
  if (request.seller && everySeller(ctx)) query = query.where(sellerMatch('sellers', request.seller));
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const totalCount = Number(counted.n);
  const rows = await query
    .orderBy('market_orders.ordered_at', 'desc')
    .orderBy('market_orders.id', 'desc')
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize)
    .execute();
  return listingPage(request, totalCount, rows.map(viewOf));
}

export async function getSale(ctx: AuthedContext, id: number): Promise<AdminSaleView> {
  const row = await saleRows(ctx.db).where('market_orders.id', '=', id).executeTakeFirst();
  if (!row || (!everySeller(ctx) && row.seller_id !== ctx.user.id)) throw notFound();
  return viewOf(row);
}

/**
 * A sale cancelled by hand: refused once its pair has left (409); else its consignment is called back
 * (the pair freed for another sale) and a job cancels the order at its marketplace.
 */
async function cancelSale(
  ctx: AuthedContext,
  trx: Transaction<DB>,
  sale: { id: number; external_id: string; kept: boolean },
): Promise<void> {
  if (!(await saleMayBeRecalled(trx, sale.id)))
    throw conflict('listing:sale.pairLeft', { orderNo: sale.external_id });
  if (sale.kept) {
    await followSale(ctx, trx, sale.id, 'cancelled');
    await trx.updateTable('market_orders').set({ kept: false }).where('id', '=', sale.id).execute();
  }
  await enqueue(trx, LISTING_CANCEL_SALE_JOB, { saleId: sale.id, byHand: true }, { maxAttempts: 8 });
}

type ActedSale = { id: number; external_id: string; kept: boolean; product_id: number | null };

/**
 * A sale moved to returned by hand, as the marketplace's return moves it: a payout already made is
 * taken back (fee 17, once); Returning until its pair is received back. A pair that has not left:
 * 409 (cancel the sale instead); a seller without the money for the return: 409. Either changes
 * nothing.
 */
async function returnSale(
  ctx: AuthedContext,
  trx: Transaction<DB>,
  sale: ActedSale,
): Promise<'returning' | 'returned'> {
  if (await saleMayBeRecalled(trx, sale.id))
    throw conflict('listing:sale.pairNotLeft', { orderNo: sale.external_id });
  if (sale.kept && (await followSale(ctx, trx, sale.id, 'returned')) === 'unpaidReturn')
    throw conflict('listing:sale.unpaidReturn', { orderNo: sale.external_id });
  return returnStatusOf(trx, sale.product_id);
}

/**
 * A returned pair back in the warehouse waiting for its check, settled from its sale: fake (it cannot
 * be listed again) or qualified and available. 409 while it is not back (or was checked already).
 */
async function settleReturnedPair(
  ctx: AuthedContext,
  trx: Transaction<DB>,
  sale: ActedSale,
  action: SaleAction,
  note: string | null,
): Promise<void> {
  const settled =
    sale.product_id !== null &&
    (await gradeReturnedPair(ctx, trx, onlineMeta(), {
      productId: sale.product_id,
      grade: action === 'fake' ? InspectionGrade.fake : InspectionGrade.qualified,
      remark: note ?? '',
      platOrderNo: sale.external_id,
    }));
  if (!settled) throw conflict('listing:sale.pairNotBack', { orderNo: sale.external_id });
}

/**
 * The return account a sale moved to returned comes back through: the one chosen (an active account of
 * the sale's marketplace, else 400 naming returnAccountId), or the marketplace's default one (null
 * while it has none). Kept on the sale, so a later change of the accounts does not move its return.
 */
async function chosenReturnAccount(
  trx: Transaction<DB>,
  sale: { marketplace: string; product_id: number | null },
  chosen: number | undefined,
): Promise<number | null> {
  const open = await trx
    .selectFrom('return_accounts')
    .select(['id', 'ware_id'])
    .where('marketplace', '=', sale.marketplace)
    .where('active', '=', true)
    .execute();
  if (chosen !== undefined) {
    if (!open.some((a) => a.id === chosen))
      throw badRequest('listing:sale.returnAccountNotOpen', { field: 'returnAccountId', id: chosen });
    return chosen;
  }
  const pair =
    sale.product_id === null
      ? undefined
      : await trx
          .selectFrom('products')
          .select('ware_id')
          .where('id', '=', sale.product_id)
          .executeTakeFirst();
  const accounts = open.map((a) => ({
    id: a.id,
    marketplace: sale.marketplace as MarketplaceCode,
    wareId: a.ware_id,
    active: true,
  }));
  return (
    defaultReturnAccount(accounts, sale.marketplace as MarketplaceCode, pair?.ware_id ?? null)?.id ?? null
  );
}

/**
 * A seller (their own sales; anyone else's answers 404) or an admin flags a sale with an issue, marks
 * it processed, cancels, archives or returns it; an admin settles a returned pair (fake, available):
 * 409 where the action does not apply to the sale's status. A resend of the request key answers the
 * first result.
 */
export async function actOnSale(ctx: AuthedContext, request: SaleActionRequest): Promise<AdminSaleView> {
  if (saleNoteMissing(request)) throw badRequest('listing:sale.noteShort');
  const { requestKey, ...body } = request;
  await oncePerRequestKey(ctx, { scope: 'listing.sale-action', key: requestKey, body }, async (trx) => {
    // Its consignment and pair first, as an order poll's recordSale takes them: the sale's lock first
    // deadlocked with a poll recording the same sale's state (40P01 on PostgreSQL).
    const pairOf = await trx
      .selectFrom('market_orders')
      .select('product_id')
      .where('id', '=', request.id)
      .executeTakeFirst();
    if (pairOf) await lockSale(trx, { id: request.id, productId: pairOf.product_id });
    const sale = await trx
      .selectFrom('market_orders')
      .select(['id', 'seller_id', 'status', 'external_id', 'kept', 'product_id', 'marketplace'])
      .where('id', '=', request.id)
      .forUpdate()
      .executeTakeFirst();
    if (!sale || (!everySeller(ctx) && sale.seller_id !== ctx.user.id)) throw notFound();
    let to = saleStep(sale.status as SaleStatus, request.action, everySeller(ctx) ? 'admin' : 'seller');
    if (to === null) throw conflict('listing:sale.cannotAct', { orderNo: sale.external_id });
    const note = request.note || null;
    if (request.action === 'cancel') await cancelSale(ctx, trx, sale);
    const returnAccountId =
      request.action === 'returned'
        ? // The platform's accounts are the platform's choice: a seller's return takes the default.
          await chosenReturnAccount(trx, sale, everySeller(ctx) ? request.returnAccountId : undefined)
        : undefined;
    if (request.action === 'returned') to = await returnSale(ctx, trx, sale);
    if (RETURNED_PAIR_ACTIONS.includes(request.action))
      await settleReturnedPair(ctx, trx, sale, request.action, note);
    await trx
      .updateTable('market_orders')
      .set({
        status: to,
        note,
        handled_by: ctx.user.id,
        handled_at: new Date(),
        updated_at: new Date(),
        ...(returnAccountId !== undefined ? { return_account_id: returnAccountId } : {}),
      })
      .where('id', '=', sale.id)
      .execute();
    await recordAudit(
      ctx,
      {
        action: `listing.sale.${request.action}`,
        entity: 'market_order',
        entityId: sale.id,
        before: { status: sale.status },
        after: { status: to, note },
      },
      trx,
    );
    return sale.id;
  });
  return getSale(ctx, request.id);
}

import type { MarketOrderState, MarketplaceCode } from '../../../domain/listing/marketplaces';
import { PRICE_OPEN_STATUSES } from '../../../domain/outbound/consignment';
import type {
  ConsignmentCreateRequest,
  ConsignmentPriceRequest,
  ConsignmentSaleRequest,
} from '../../../domain/outbound/consignment';
import { ConsignmentStatus, OrderKind } from '../../../domain/outbound/kind-codes';
import { stepOf } from '../../../domain/outbound/kinds';
import { InventoryStatus } from '../../../domain/kernel/product-rules';
import { consignmentFeeCents, platformFeeCents } from '../../../domain/wallet/fees';
import type { AuthedContext } from '../../http/context';
import { AppError, conflict, ErrorCode } from '../../http/errors';
import { recordAudit } from '../../kernel/audit-log';
import { merchantFlagsOf } from '../../kernel/merchant-flags';
import { marketplaceFees } from '../listing/marketplace-fees';
import * as ledger from '../wallet/ledger-service';
import { rateCardInForce } from '../wallet/rate-service';
import { createOrder, inOrderTransaction, lockOrder } from './order-engine';
import { chargePlatformReturn } from './order-money';
import { closeOrder, createOnce, done, recallAs, step } from './order-service';
import type { Done, Trx } from './order-service';

/**
 * Consignment (kind 6, issue 25 point 3; the kind's table: kind-tables-consignment.ts) on the one
 * order engine: the seller's consignments, the admin's group and platform sale, and the sales of the
 * seller's own cross-listings that become consignments (sale-service.ts). The fees are fixed with the
 * sale, from the seller's rate card (11) and the marketplace's fee (22, Fee/Platform), and paid out
 * when the sale completes.
 */

const CONSIGNMENT = { kind: OrderKind.consignment } as const;

/** Consigning is the touchPro programme (spec section 6): refused with the reason without the flag. */
async function requireConsignment(ctx: AuthedContext): Promise<void> {
  const flags = await merchantFlagsOf(ctx.db, ctx.user.id);
  if (!flags.touchPro) throw new AppError(ErrorCode.forbidden, 'outbound:errors.consignmentOff');
}

/** The seller consigns pairs, one order per pair with its price; once per request key. */
export async function createConsignments(
  ctx: AuthedContext,
  body: ConsignmentCreateRequest,
): Promise<Done[]> {
  await requireConsignment(ctx);
  return createOnce(ctx, 'consignment', body, async (trx) => {
    const made: Done[] = [];
    for (const item of body.items) {
      const { order } = await createOrder(ctx, trx, {
        kind: OrderKind.consignment,
        actor: 'seller',
        shopUserId: ctx.user.id,
        oneIds: [item.oneId],
        values: { remark: body.remark, consign_price_cents: item.priceCents },
      });
      made.push(done(order));
    }
    return made;
  });
}

/** The seller changes a consignment's price until the pair sells (spec section 5: not once outbound). */
export function changeConsignmentPrice(ctx: AuthedContext, body: ConsignmentPriceRequest): Promise<Done> {
  return inOrderTransaction(ctx, async (trx) => {
    const order = await lockOrder(trx, body.id, { ...CONSIGNMENT, shopUserId: ctx.user.id });
    if (!PRICE_OPEN_STATUSES.includes(order.status))
      throw conflict('outbound:errors.consignmentPriceLocked', { oddNo: order.odd_no });
    const after = await trx
      .updateTable('outbound_orders')
      .set({ consign_price_cents: body.priceCents, updated_at: new Date() })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(
      ctx,
      {
        action: 'outbound.consignmentPrice',
        entity: 'outbound_order',
        entityId: order.odd_no,
        before: { priceCents: order.consign_price_cents },
        after: { priceCents: body.priceCents },
      },
      trx,
    );
    return done(after);
  });
}

/** The fees of a sale at a price on a marketplace: the seller's consignment fee and the marketplace's. */
async function feesOfSale(trx: Trx, sellerId: number, marketplace: MarketplaceCode, priceCents: number) {
  const { card } = await rateCardInForce(trx, sellerId, new Date());
  const fees = await marketplaceFees(trx);
  return {
    consignment_fee_cents: consignmentFeeCents(card, priceCents),
    platform_fee_cents: platformFeeCents(priceCents, fees.get(marketplace) ?? 0),
  };
}

/** An admin cancels the platform's sale of a pair that has not left: the pair is available again. */
export function cancelPlatformSale(ctx: AuthedContext, id: number): Promise<Done> {
  return recallAs(ctx, id, CONSIGNMENT, 'admin');
}

/** An admin records the platform's sale of a pair in the group: it waits to leave (status 2). */
export function recordPlatformSale(ctx: AuthedContext, body: ConsignmentSaleRequest): Promise<Done> {
  return inOrderTransaction(
    ctx,
    (trx) =>
      step(
        ctx,
        body.id,
        CONSIGNMENT,
        'sell',
        'admin',
        async (order) => ({
          order: {
            plat_name: body.platName,
            plat_order_no: body.platOrderNo,
            sold_price_cents: body.soldPriceCents,
            ...(await feesOfSale(trx, order.shop_user_id, body.platName, body.soldPriceCents)),
          },
        }),
        trx,
      ),
    { scope: 'outbound.consignment.sell', key: body.requestKey, body },
  );
}

/** A sale of the seller's own listing, as sale-service.ts hands it over once it is the kept one. */
export type KeptSale = {
  saleId: number;
  productId: number;
  sellerId: number;
  marketplace: MarketplaceCode;
  orderNo: string;
  priceCents: number;
};

/**
 * The kept sale of a cross-listed pair becomes its consignment, waiting to leave (status 2). A pair no
 * longer the seller's or no longer available (another order took it first) cannot be sold: 'taken',
 * and nothing is made.
 */
export async function consignKeptSale(
  ctx: AuthedContext,
  trx: Trx,
  sale: KeptSale,
): Promise<'consigned' | 'taken'> {
  const pair = await trx
    .selectFrom('products')
    .select(['one_id', 'status', 'shop_user_id'])
    .where('id', '=', sale.productId)
    .executeTakeFirstOrThrow();
  if (pair.status !== InventoryStatus.available || pair.shop_user_id !== sale.sellerId) return 'taken';
  await createOrder(ctx, trx, {
    kind: OrderKind.consignment,
    actor: 'system',
    shopUserId: sale.sellerId,
    oneIds: [pair.one_id],
    values: {
      consign_price_cents: sale.priceCents,
      plat_name: sale.marketplace,
      plat_order_no: sale.orderNo,
      sold_price_cents: sale.priceCents,
      market_order_id: sale.saleId,
      ...(await feesOfSale(trx, sale.sellerId, sale.marketplace, sale.priceCents)),
    },
  });
  return 'consigned';
}

/**
 * A sale's consignment follows the sale: cancelled before the pair left frees the pair; completed
 * after it left pays the seller (fee 6 less 11 and 22); returned after that takes the payout back
 * (fee 17, once). A seller without the money for the return: 'unpaidReturn', for the sale's issue.
 */
/**
 * Whether the sale's consignment may still be called back (the pair has not left): a sale cancelled
 * by hand (Sales Orders) frees the pair only then. A sale without a consignment may always be.
 */
export async function saleMayBeRecalled(trx: Trx, saleId: number): Promise<boolean> {
  const order = await trx
    .selectFrom('outbound_orders')
    .select('status')
    .where('market_order_id', '=', saleId)
    .executeTakeFirst();
  return !order || stepOf(OrderKind.consignment, order.status, 'recall', 'system').ok;
}

export async function followSale(
  ctx: AuthedContext,
  trx: Trx,
  saleId: number,
  state: MarketOrderState,
): Promise<'unpaidReturn' | null> {
  const order = await trx
    .selectFrom('outbound_orders')
    .selectAll()
    .where('market_order_id', '=', saleId)
    .forUpdate()
    .executeTakeFirst();
  if (!order) return null;
  const can = (action: 'recall' | 'close') =>
    stepOf(OrderKind.consignment, order.status, action, 'system').ok;
  if (state === 'cancelled' && can('recall')) await recallAs(ctx, order.id, {}, 'system', trx);
  if (state === 'completed' && can('close')) await closeOrder(ctx, order.id, 'system', trx);
  if (
    state === 'returned' &&
    order.status === ConsignmentStatus.completed &&
    order.return_entry_id === null
  ) {
    try {
      const entry = await chargePlatformReturn(trx, order, ctx.user.id);
      await trx.updateTable('outbound_orders').set(entry).where('id', '=', order.id).execute();
    } catch (error) {
      if (error instanceof ledger.InsufficientFunds) return 'unpaidReturn';
      throw error;
    }
  }
  return null;
}

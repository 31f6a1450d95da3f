import { InventoryStatus } from '../../../domain/kernel/product-rules';
import { OrderKind } from '../../../domain/outbound/kind-codes';
import {
  B2B_MARKETPLACE_CODE,
  B2B_PLATFORM_FEE_BP,
  B2bOfferStatus,
  b2bSettlement,
  buyRefusal,
} from '../../../domain/sourcing/b2b';
import type { B2bBuyRequest, B2bPurchase } from '../../../domain/sourcing/b2b';
import { FeeType } from '../../../domain/wallet/wallet';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../kernel/audit-log';
import { marketplaceFees } from '../listing/marketplace-fees';
import { createOrder } from '../outbound/order-engine';
import * as ledger from '../wallet/ledger-service';
import { freePairs, inBoardTransaction, lockOffer, lockOfferedPairs } from './b2b-store';
import type { OfferRow, Trx } from './b2b-store';

/**
 * A seller buys another seller's offer (issue 26 point 6): one transaction locks the offer (two buyers
 * at once queue here; the second finds it sold), hands its pairs to the buyer by a switch user order
 * (kind 7, the engine's board purchase: on their shelf, event 712), charges the buyer the price and
 * credits the seller (wallet fee types 28 and 29, platform fee 0%), and marks the offer sold. Too little
 * money is the wallet's InsufficientFunds (409), and nothing changes.
 */

type Paid = { purchaseEntryId: number; saleEntryId: number; platformFeeCents: number };

/**
 * The price from the buyer to the seller, each entry once (its key is the offer's number and side),
 * less the B2B platform's fee of Fee/Platform (0%, locked), charged as the platform fee (22) were it any.
 */
async function payForOffer(trx: Trx, offer: OfferRow, orderNo: string, buyerId: number): Promise<Paid> {
  const feeBp = (await marketplaceFees(trx)).get(B2B_MARKETPLACE_CODE) ?? B2B_PLATFORM_FEE_BP;
  const money = b2bSettlement(offer.price_cents, feeBp);
  const base = {
    relation: { type: 'order' as const, ref: orderNo },
    operatorId: buyerId,
    originalUserId: offer.seller_id,
    newUserId: buyerId,
  };
  const key = (side: string) => `b2b:${offer.offer_no}:${side}`;
  const charge = () =>
    ledger.charge(trx, {
      ...base,
      key: key('purchase'),
      sellerId: buyerId,
      amountCents: money.buyerPaysCents,
      feeType: FeeType.b2bPurchase,
    });
  const credit = () =>
    ledger.credit(trx, {
      ...base,
      key: key('sale'),
      sellerId: offer.seller_id,
      amountCents: money.buyerPaysCents,
      feeType: FeeType.b2bSale,
    });
  // Two sellers' money in one transaction: the lower seller id first (ledger-service.ts), so two
  // purchases between the same sellers the other way round never deadlock.
  const buyerFirst = buyerId < offer.seller_id;
  const first = await (buyerFirst ? charge() : credit());
  const second = await (buyerFirst ? credit() : charge());
  const [purchase, sale] = buyerFirst ? [first, second] : [second, first];
  if (money.platformFeeCents > 0)
    await ledger.charge(trx, {
      ...base,
      key: key('platformFee'),
      sellerId: offer.seller_id,
      amountCents: money.platformFeeCents,
      feeType: FeeType.platformFee,
    });
  return { purchaseEntryId: purchase.id, saleEntryId: sale.id, platformFeeCents: money.platformFeeCents };
}

/** POST /sourcing/b2b/buy: once per request key (a resend answers the first purchase). */
export function buyOffer(ctx: AuthedContext, body: B2bBuyRequest): Promise<B2bPurchase> {
  const request = { scope: 'sourcing.b2b.buy', key: body.requestKey, body };
  return inBoardTransaction(ctx, request, async (trx) => {
    const offer = await lockOffer(trx, body.id);
    if (!offer) throw notFound('sourcing-b2b:errors.offerNotFound', { id: body.id });
    const refusal = buyRefusal({ status: offer.status, sellerId: offer.seller_id }, ctx.user.id);
    if (refusal) throw conflict(`sourcing-b2b:errors.${refusal}`, { offerNo: offer.offer_no });
    const pairs = await lockOfferedPairs(trx, offer.id);
    const changed = pairs.some(
      (p) => p.status !== InventoryStatus.switchUser || p.shop_user_id !== offer.seller_id,
    );
    if (pairs.length === 0 || changed)
      throw conflict('sourcing-b2b:errors.offerChanged', { offerNo: offer.offer_no });

    // The offer's hold ends inside the purchase: the engine takes the pairs as available ones.
    await freePairs(trx, offer.id, pairs);
    const { order } = await createOrder(ctx, trx, {
      kind: OrderKind.switchUser,
      actor: 'system',
      shopUserId: offer.seller_id,
      oneIds: pairs.map((p) => p.one_id),
      owner: ctx.user.id,
      values: { target_user_id: ctx.user.id, remark: `B2B ${offer.offer_no}` },
    });
    const paid = await payForOffer(trx, offer, order.odd_no, ctx.user.id);
    const now = new Date();
    await trx
      .updateTable('b2b_offers')
      .set({
        status: B2bOfferStatus.sold,
        buyer_id: ctx.user.id,
        order_id: order.id,
        purchase_entry_id: paid.purchaseEntryId,
        sale_entry_id: paid.saleEntryId,
        closed_at: now,
        updated_at: now,
      })
      .where('id', '=', offer.id)
      .execute();
    await recordAudit(
      ctx,
      {
        action: 'sourcing.b2b.buy',
        entity: 'b2b_offer',
        entityId: offer.offer_no,
        before: { status: offer.status, sellerId: offer.seller_id },
        after: { status: B2bOfferStatus.sold, buyerId: ctx.user.id, orderNo: order.odd_no },
      },
      trx,
    );
    const ware = await trx
      .selectFrom('warehouses')
      .select('name')
      .where('id', '=', offer.ware_id)
      .executeTakeFirstOrThrow();
    return {
      offerNo: offer.offer_no,
      orderNo: order.odd_no,
      priceCents: offer.price_cents,
      platformFeeCents: paid.platformFeeCents,
      wareName: ware.name,
      oneIds: pairs.map((p) => p.one_id),
    };
  });
}

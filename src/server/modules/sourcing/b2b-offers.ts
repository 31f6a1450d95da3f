import { ProductEventType } from '../../../domain/kernel/events';
import { InventoryStatus } from '../../../domain/kernel/product-rules';
import { SwitchStatus } from '../../../domain/outbound/kind-codes';
import { B2bOfferStatus, b2bOfferNo } from '../../../domain/sourcing/b2b';
import type { B2bOfferRequest, B2bOfferView } from '../../../domain/sourcing/b2b';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../kernel/audit-log';
import { delistItemsEverywhere } from '../listing/item-delisting';
import { ownOfferView } from './b2b-queries';
import { freePairs, inBoardTransaction, lockOffer, lockOfferedPairs, recordOfferEvents } from './b2b-store';

/**
 * A seller's offers on the B2B board (issue 26 point 6): offering available pairs of one warehouse at
 * a price holds them (item status 7, switch user) so no other order or offer takes them, and takes
 * them off every marketplace; withdrawing the offer frees them. Each pair's event names the offer.
 */

/** POST /sourcing/b2b/offer/create: once per request key (a resend answers the first offer). */
export function offerPairs(ctx: AuthedContext, body: B2bOfferRequest): Promise<B2bOfferView> {
  const request = { scope: 'sourcing.b2b.offer', key: body.requestKey, body };
  return inBoardTransaction(ctx, request, async (trx) => {
    const pairs = await trx
      .selectFrom('products')
      .selectAll()
      .where('one_id', 'in', body.oneIds)
      .orderBy('id')
      .forUpdate()
      .execute();
    const notMine = body.oneIds.filter(
      (oneId) => !pairs.some((p) => p.one_id === oneId && p.shop_user_id === ctx.user.id),
    );
    if (notMine.length > 0) throw notFound('sourcing-b2b:errors.notYourPairs', { oneId: notMine.join(', ') });
    const wares = new Set(pairs.map((p) => p.ware_id));
    if (wares.size > 1) throw conflict('sourcing-b2b:errors.mixedWarehouses');
    const busy = pairs.filter((p) => p.status !== InventoryStatus.available);
    if (busy.length > 0)
      throw conflict('sourcing-b2b:errors.notAvailable', { oneId: busy.map((p) => p.one_id).join(', ') });

    const [wareId] = wares;
    const { id } = await trx
      .insertInto('b2b_offers')
      .values({ seller_id: ctx.user.id, ware_id: wareId, price_cents: body.priceCents, remark: body.remark })
      .returning('id')
      .executeTakeFirstOrThrow();
    const offer = await trx
      .updateTable('b2b_offers')
      .set({ offer_no: b2bOfferNo(id) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('b2b_offer_items')
      .values(pairs.map((p) => ({ offer_id: id, product_id: p.id, one_id: p.one_id })))
      .execute();
    const ids = pairs.map((p) => p.id);
    await trx
      .updateTable('products')
      .set({ status: InventoryStatus.switchUser, updated_at: new Date() })
      .where('id', 'in', ids)
      .execute();
    await delistItemsEverywhere(trx, ids, 'picked_for_order');
    await recordOfferEvents(ctx, trx, offer, pairs, ProductEventType.switchUserApplication);
    await recordAudit(
      ctx,
      {
        action: 'sourcing.b2b.offer',
        entity: 'b2b_offer',
        entityId: offer.offer_no,
        after: { priceCents: offer.price_cents, oneIds: pairs.map((p) => p.one_id) },
      },
      trx,
    );
    return ownOfferView(trx, ctx.user.id, id);
  });
}

/**
 * POST /sourcing/b2b/offer/withdraw: the seller takes an open offer off the board and its pairs are
 * available again. Withdrawing what is withdrawn answers the offer as it is; a sold offer is a 409.
 */
export function withdrawOffer(ctx: AuthedContext, id: number): Promise<B2bOfferView> {
  return ctx.db.transaction().execute(async (trx) => {
    const offer = await lockOffer(trx, id);
    if (!offer || offer.seller_id !== ctx.user.id)
      throw notFound('sourcing-b2b:errors.offerNotFound', { id });
    if (offer.status === B2bOfferStatus.sold)
      throw conflict('sourcing-b2b:errors.offerSold', { offerNo: offer.offer_no });
    if (offer.status === B2bOfferStatus.open) {
      const pairs = await lockOfferedPairs(trx, offer.id);
      await freePairs(trx, offer.id, pairs);
      const now = new Date();
      await trx
        .updateTable('b2b_offers')
        .set({ status: B2bOfferStatus.withdrawn, closed_at: now, updated_at: now })
        .where('id', '=', offer.id)
        .execute();
      await recordOfferEvents(ctx, trx, offer, pairs, ProductEventType.switchUserResult, {
        flow_status: SwitchStatus.cancelled,
      });
      await recordAudit(
        ctx,
        {
          action: 'sourcing.b2b.withdraw',
          entity: 'b2b_offer',
          entityId: offer.offer_no,
          before: { status: offer.status },
          after: { status: B2bOfferStatus.withdrawn },
        },
        trx,
      );
    }
    return ownOfferView(trx, ctx.user.id, offer.id);
  });
}

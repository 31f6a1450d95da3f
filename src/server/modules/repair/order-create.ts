import { hashOfFileUrl, isPictureMimeType } from '../../../domain/kernel/files';
import { InventoryStatus } from '../../../domain/kernel/product-rules';
import { approvalStep } from '../../../domain/repair/approval';
import { repairOrderNo } from '../../../domain/repair/codes';
import { orderEstimate, sortedChoices } from '../../../domain/repair/pricing';
import type { RepairCreateRequest, RepairPairInput } from '../../../domain/repair/requests';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { onlineMeta } from '../../kernel/action-context';
import { recordAudit } from '../../kernel/audit-log';
import { holdEstimate } from './money';
import { setPairStatus, writeRepairEvents } from './moves';
import { inRepairTransaction, pendingAhead, refuseTakenPairs, repairPrices } from './store';
import type { Product, Trx } from './store';

/**
 * A seller's repair order (issue 27 point 1): pairs of one warehouse that are the seller's own and
 * available, each with its issues and repair items; the estimate from Fee/RepairMange held in the
 * wallet (fee type 26) in the same transaction as the order, its pairs taken ("repairing and
 * handling", 12) and their events (17). Once per request key: a resend answers the first order.
 */

export type MadeOrder = { id: number; oddNo: string };

/** The seller's own pairs, locked in id order (the order every writer locks products in). */
async function lockOwnPairs(trx: Trx, sellerId: number, oneIds: readonly string[]): Promise<Product[]> {
  const pairs = await trx
    .selectFrom('products')
    .selectAll()
    .where('one_id', 'in', [...oneIds])
    .orderBy('id')
    .forUpdate()
    .execute();
  const notOwned = oneIds.filter((o) => !pairs.some((p) => p.one_id === o && p.shop_user_id === sellerId));
  if (notOwned.length > 0) throw notFound('repair:errors.notYourPairs', { oneId: notOwned.join(', ') });
  return pairs;
}

/** One order is repaired in one warehouse: pairs of two are refused with the warehouses' names. */
async function theWarehouse(trx: Trx, pairs: readonly Product[]): Promise<number> {
  const ids = [...new Set(pairs.map((p) => p.ware_id))];
  if (ids.length === 1) return ids[0];
  const wares = await trx
    .selectFrom('warehouses')
    .select('name')
    .where('id', 'in', ids)
    .orderBy('name')
    .execute();
  throw conflict('repair:errors.twoWarehouses', { warehouses: wares.map((w) => w.name).join(', ') });
}

/** The waybill image: a picture this seller uploaded (its hash), or a 400. */
async function ownPicture(trx: Trx, sellerId: number, url: string): Promise<string> {
  const hash = hashOfFileUrl(url);
  const file = hash
    ? await trx
        .selectFrom('files as f')
        .innerJoin('file_uploads as u', 'u.hash', 'f.hash')
        .select('f.mime')
        .where('f.hash', '=', hash)
        .where('u.user_id', '=', sellerId)
        .executeTakeFirst()
    : undefined;
  if (!hash || !file || !isPictureMimeType(file.mime)) throw badRequest('repair:errors.waybillNotYours');
  return hash;
}

const choicesOf = (pair: RepairPairInput) => sortedChoices(pair.repairs);

export async function createRepairOrder(ctx: AuthedContext, body: RepairCreateRequest): Promise<MadeOrder> {
  const request = { scope: 'repair.create', key: body.requestKey, body };
  return inRepairTransaction(ctx, request, async (trx) => {
    const oneIds = body.pairs.map((p) => p.oneId);
    const pairs = await lockOwnPairs(trx, ctx.user.id, oneIds);
    const wareId = await theWarehouse(trx, pairs);
    await refuseTakenPairs(
      trx,
      pairs.filter((p) => p.status !== InventoryStatus.available),
    );
    const waybill = body.waybillImage ? await ownPicture(trx, ctx.user.id, body.waybillImage) : null;
    const ahead = await pendingAhead(trx, wareId);
    const estimate = orderEstimate(body.pairs.map(choicesOf), await repairPrices(trx), ahead);
    const made = await trx
      .insertInto('repair_orders')
      .values({
        shop_user_id: ctx.user.id,
        ware_id: wareId,
        approval: approvalStep(null, 'create', 'seller') as number,
        remark: body.remark,
        waybill_image: waybill,
        estimate_cents: estimate.totalCents,
        pending_ahead: ahead,
        estimated_days: estimate.days,
        created_by: ctx.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const oddNo = repairOrderNo(made.id);
    const productOf = new Map(pairs.map((p) => [p.one_id, p]));
    await trx
      .insertInto('repair_order_items')
      .values(
        body.pairs.map((pair, i) => ({
          order_id: made.id,
          product_id: (productOf.get(pair.oneId) as Product).id,
          one_id: pair.oneId,
          issues: JSON.stringify(pair.issues),
          repairs: JSON.stringify(choicesOf(pair)),
          estimate_cents: estimate.perPair[i].cents,
        })),
      )
      .execute();
    const money = await holdEstimate(
      trx,
      { odd_no: oddNo, shop_user_id: ctx.user.id, estimate_cents: estimate.totalCents, hold_rev: 0 },
      ctx.user.id,
    );
    const order = await trx
      .updateTable('repair_orders')
      .set({ odd_no: oddNo, ...money })
      .where('id', '=', made.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const productIds = pairs.map((p) => p.id);
    await setPairStatus(trx, productIds, InventoryStatus.repairingAndHandling);
    await writeRepairEvents(ctx, trx, onlineMeta(), order, productIds, 'create');
    await recordAudit(
      ctx,
      {
        action: 'repair.create',
        entity: 'repair_order',
        entityId: oddNo,
        after: { pairs: oneIds, estimateCents: estimate.totalCents },
      },
      trx,
    );
    return { id: order.id, oddNo };
  });
}

import { SWITCHABLE_STATUSES, switchOddNo, SwitchUserStatus } from '../../../domain/inventory/inventory';
import type { SwitchRecordListRequest, SwitchUserInput } from '../../../domain/inventory/inventory';
import { InventoryStatus } from '../../../domain/kernel/products';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import { recordAudit } from '../../kernel/audit-log';
import { containsPattern, iso } from '../../kernel/db-helpers';
import { operatorName } from '../../kernel/action-context';
import { OrderKind } from '../../../domain/outbound/kind-codes';
import { createOrder, inOrderTransaction } from '../outbound/order-engine';
import { personOf } from '../../http/session';
import { requireActiveSeller } from './product-save-service';

export type SwitchResult = { id: number; oddNo: string; oneIds: string[] };

/**
 * ChangeWarehouse: the warehouse moves available items of its warehouse to another seller, with a
 * reason. It goes through the outbound order engine as the warehouse's direct switch (kind 7 created
 * completed): one switch user order per former owner, each writing a 712 event per item with its
 * number, the owner changed on the shelf, no fee. The switch record keeps the reason and names each
 * item's order. One transaction: all or nothing.
 */
export async function switchItemsToUser(
  ctx: AuthedContext,
  wareId: number,
  input: SwitchUserInput,
): Promise<SwitchResult> {
  const oneIds = [...new Set(input.oneIds)];
  return inOrderTransaction(ctx, async (trx) => {
    const products = await trx
      .selectFrom('products')
      .select(['id', 'one_id', 'shop_user_id', 'status'])
      .where('one_id', 'in', oneIds)
      .where('ware_id', '=', wareId)
      .orderBy('id')
      .execute();
    const missing = oneIds.filter((o) => !products.some((p) => p.one_id === o));
    if (missing.length > 0)
      throw notFound('inventory:errors.notInThisWarehouse', { oneId: missing.join(', ') });
    const blocked = products.filter((p) => !SWITCHABLE_STATUSES.includes(p.status));
    if (blocked.length > 0)
      throw conflict('inventory:errors.notSwitchable', { oneId: blocked.map((p) => p.one_id).join(', ') });
    const seller = await requireActiveSeller(trx, input.toUserId);
    const already = products.filter((p) => p.shop_user_id === seller.id);
    if (already.length > 0)
      throw conflict('inventory:errors.sameOwner', { oneId: already.map((p) => p.one_id).join(', ') });

    const record = await trx
      .insertInto('switch_records')
      .values({
        ware_id: wareId,
        to_user_id: seller.id,
        reason: input.reason,
        status: SwitchUserStatus.completed,
        operator_id: personOf(ctx.user).id,
        operator_name: operatorName(ctx),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const oddNo = switchOddNo(record.id);
    await trx.updateTable('switch_records').set({ odd_no: oddNo }).where('id', '=', record.id).execute();
    const orderOf = new Map<number, number>();
    for (const owner of new Set(products.map((p) => p.shop_user_id))) {
      const { order } = await createOrder(ctx, trx, {
        kind: OrderKind.switchUser,
        actor: 'warehouse',
        shopUserId: owner,
        oneIds: products.filter((p) => p.shop_user_id === owner).map((p) => p.one_id),
        values: { target_user_id: seller.id, remark: `${oddNo}: ${input.reason}` },
        owner: seller.id,
      });
      orderOf.set(owner, order.id);
    }
    await trx
      .insertInto('switch_record_items')
      .values(
        products.map((p) => ({
          record_id: record.id,
          product_id: p.id,
          one_id: p.one_id,
          from_user_id: p.shop_user_id,
          order_id: orderOf.get(p.shop_user_id) ?? null,
        })),
      )
      .execute();
    await recordAudit(
      ctx,
      {
        action: 'product.switchUser',
        entity: 'switch_record',
        entityId: oddNo,
        before: products.map((p) => ({ oneId: p.one_id, shopId: p.shop_user_id, status: p.status })),
        after: { shopId: seller.id, status: InventoryStatus.available, reason: input.reason },
      },
      trx,
    );
    return { id: record.id, oddNo, oneIds: products.map((p) => p.one_id) };
  });
}

/** Switch records of one warehouse, newest first, with the items each moved and their former owners. */
export async function listSwitchRecords(ctx: AuthedContext, wareId: number, filter: SwitchRecordListRequest) {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  let q = ctx.db.selectFrom('switch_records as r').where('r.ware_id', '=', wareId);
  if (filter.oddNo) q = q.where('r.odd_no', 'ilike', containsPattern(filter.oddNo));
  if (filter.oneId) {
    const oneId = filter.oneId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('switch_record_items as i')
          .select('i.record_id')
          .whereRef('i.record_id', '=', 'r.id')
          .where('i.one_id', '=', oneId),
      ),
    );
  }
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .innerJoin('users as u', 'u.id', 'r.to_user_id')
    .select([
      'r.id',
      'r.odd_no',
      'r.reason',
      'r.status',
      'r.operator_name',
      'r.created_at',
      'u.id as to_id',
      'u.uid',
      'u.realname',
    ])
    .orderBy('r.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  const ids = rows.map((r) => r.id);
  const items =
    ids.length === 0
      ? []
      : await ctx.db
          .selectFrom('switch_record_items as i')
          .innerJoin('users as u', 'u.id', 'i.from_user_id')
          .leftJoin('outbound_orders as o', 'o.id', 'i.order_id')
          .select(['i.record_id', 'i.one_id', 'u.id', 'u.uid', 'u.realname', 'o.odd_no as order_no'])
          .where('i.record_id', 'in', ids)
          .orderBy('i.one_id')
          .execute();
  return pageOf(
    req,
    Number(total),
    rows.map((r) => ({
      id: r.id,
      oddNo: r.odd_no,
      reason: r.reason,
      status: r.status,
      operator: r.operator_name,
      gmtCreate: iso(r.created_at),
      toUser: { id: r.to_id, uid: r.uid, realname: r.realname },
      items: items
        .filter((i) => i.record_id === r.id)
        .map((i) => ({
          oneId: i.one_id,
          fromUser: { id: i.id, uid: i.uid, realname: i.realname },
          orderNo: i.order_no ?? null,
        })),
    })),
  );
}

import { ProductEventType } from '../../../domain/kernel/events';
import { FORECAST_TRANSITIONS, ForecastKind, ParcelStatus } from '../../../domain/inbound/inbound';
import type { ReceiveReturnInput } from '../../../domain/inbound/inbound';
import { AWAITING_REINSPECTION_STATUS, InventoryStatus } from '../../../domain/kernel/products';
import { OP_ACCESS } from '../../../domain/sync/sync';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { gmtText } from '../../kernel/db-helpers';
import { requireWarehouseGrant } from '../../kernel/warehouse-access';
import type { ActionMeta } from '../../kernel/action-context';
import type { Db } from '../../kernel/db-helpers';
import { recordProductEvent } from '../../kernel/product-events';
import { productDescription } from '../../../domain/kernel/product-mapping';
import { salesReturnedHome } from '../listing/sale-returns';

export type ReturnReceipt = {
  packId: number;
  parcelId: number;
  logNo: string;
  status: number;
  oneIds: string[];
};

/**
 * A parcel a platform sent back, received against the original ONE IDs it holds (parcel status 3).
 * The items come back into this warehouse ungraded, off any shelf, in "repairing and handling" until
 * they are inspected again; each gets an inbound event (15). All items must belong to one seller, the
 * owner of the return record. A marketplace sale the pair was returning from is Returned.
 */
export async function receiveReturn(
  ctx: AuthedContext,
  trx: Db,
  meta: ActionMeta,
  input: ReceiveReturnInput & { wareId: number },
): Promise<ReturnReceipt> {
  const ware = await requireWarehouseGrant(ctx, trx, meta, input.wareId, OP_ACCESS.receiveReturn);
  const existing = await trx
    .selectFrom('parcels')
    .select(['received_by', 'gmt_received'])
    .where('log_no', '=', input.logNo)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (existing) {
    throw conflict('inbound:errors.trackingNumberInUse', {
      logNo: input.logNo,
      at: existing.gmt_received ? gmtText(existing.gmt_received) : '-',
    });
  }
  const products = await trx
    .selectFrom('products')
    .select(['id', 'one_id', 'shop_user_id', 'status', 'sku', 'brand', 'name', 'size'])
    .where('one_id', 'in', input.oneIds)
    .orderBy('id')
    .forUpdate()
    .execute();
  const missing = input.oneIds.filter((o) => !products.some((p) => p.one_id === o));
  if (missing.length > 0) throw notFound('inventory:errors.oneIdNotFound', { oneId: missing.join(', ') });
  const stillHere = products.filter((p) => p.status !== InventoryStatus.outOfWarehouse);
  if (stillHere.length > 0)
    throw conflict('inbound:errors.notOutOfWarehouse', { oneId: stillHere.map((p) => p.one_id).join(', ') });
  const owners = new Set(products.map((p) => p.shop_user_id));
  if (owners.size > 1) throw badRequest('inbound:errors.returnMixedOwners');

  const pack = await trx
    .insertInto('packs')
    .values({
      kind: ForecastKind.platformReturn,
      shop_user_id: products[0].shop_user_id,
      ware_id: ware.id,
      status: FORECAST_TRANSITIONS.receiveReturn.to,
      remark: input.remark,
      created_by: ctx.user.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const parcel = await trx
    .insertInto('parcels')
    .values({
      pack_id: pack.id,
      ware_id: ware.id,
      log_no: input.logNo,
      status: ParcelStatus.platformReturned,
      received_by: ctx.user.id,
      gmt_received: meta.at,
      receive_device_id: meta.deviceId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('products')
    .set({
      ware_id: ware.id,
      pack_id: pack.id,
      parcel_id: parcel.id,
      pack_item_id: null,
      status: AWAITING_REINSPECTION_STATUS,
      check_result: null,
      check_remark: '',
      inspected_by: null,
      gmt_inspected: null,
      shelf_id: null,
      shelved_by: null,
      gmt_shelves: null,
      shelf_op_key: null,
      gmt_in: meta.at,
      gmt_out: null,
      updated_at: new Date(),
    })
    .where(
      'id',
      'in',
      products.map((p) => p.id),
    )
    .execute();
  await salesReturnedHome(
    trx,
    products.map((p) => p.id),
  );
  for (const p of products) {
    await recordProductEvent(ctx, trx, meta, ProductEventType.inbound, {
      product_id: p.id,
      one_id: p.one_id,
      pack_id: pack.id,
      parcel_id: parcel.id,
      log_no: input.logNo,
      ...productDescription(p),
      ware_id: ware.id,
      ware_name: ware.name,
    });
  }
  return {
    packId: pack.id,
    parcelId: parcel.id,
    logNo: input.logNo,
    status: ParcelStatus.platformReturned,
    oneIds: input.oneIds,
  };
}

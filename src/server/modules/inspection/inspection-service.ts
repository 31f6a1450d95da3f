import type { Selectable } from 'kysely';
import { ProductEventType } from '../../../domain/events';
import { FORECAST_TRANSITIONS, ForecastKind, PARCEL_TRANSITIONS, ParcelStatus } from '../../../domain/inbound';
import type { InspectItemInput } from '../../../domain/inspection';
import { InventoryStatus } from '../../../domain/products';
import { OP_ACCESS } from '../../../domain/sync';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { requireWarehouseGrant } from '../inbound/action-context';
import type { ActionMeta, Db } from '../inbound/action-context';
import { recordProductEvent } from '../inbound/product-events';
import { requireSku } from '../skus/sku-service';
import { assertLeased, mintOneId } from './one-id-service';

export type InspectionResult = { productId: number; oneId: string; grade: number; parcelStatus: number; forecastStatus: number };

type Target = {
  ware: { id: number; name: string };
  parcel: { id: number; log_no: string; status: number; gmt_received: Date | string | null };
  pack: Selectable<DB['packs']>;
};

/** The received parcel an item comes out of, with its forecast locked (forecast, then parcel). */
async function lockTarget(ctx: AuthedContext, trx: Db, input: InspectItemInput & { wareId: number }): Promise<Target> {
  const ware = await requireWarehouseGrant(ctx, trx, input.wareId, OP_ACCESS.inspectItem);
  const found = await trx
    .selectFrom('parcels')
    .select(['id', 'pack_id', 'ware_id'])
    .where('log_no', '=', input.logNo)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!found || found.ware_id !== ware.id) throw notFound('inbound:errors.parcelNotFound', { logNo: input.logNo });
  if (found.pack_id === null) throw conflict('inbound:errors.parcelUnassigned', { logNo: input.logNo });
  const pack = await trx.selectFrom('packs').selectAll().where('id', '=', found.pack_id).forUpdate().executeTakeFirstOrThrow();
  const parcel = await trx
    .selectFrom('parcels')
    .select(['id', 'log_no', 'status', 'gmt_received'])
    .where('id', '=', found.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (parcel.status === ParcelStatus.scheduled) throw conflict('inbound:errors.parcelNotReceived', { logNo: input.logNo });
  return { ware, parcel, pack };
}

async function assertPhotosUploaded(trx: Db, photos: string[]): Promise<void> {
  if (photos.length === 0) return;
  const rows = await trx.selectFrom('files').select('hash').where('hash', 'in', photos).execute();
  const missing = photos.filter((h) => !rows.some((r) => r.hash === h));
  if (missing.length > 0) throw badRequest('inbound:errors.photoNotUploaded', { count: missing.length });
}

/** Photos belong to the item; its owner may read them back like its own uploads. */
async function attachPhotos(trx: Db, productId: number, ownerId: number, photos: string[]): Promise<void> {
  if (photos.length === 0) return;
  const start = await trx
    .selectFrom('product_images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('product_images')
    .values(photos.map((file_hash, i) => ({ product_id: productId, file_hash, position: Number(start.n) + i })))
    .onConflict((oc) => oc.columns(['product_id', 'file_hash']).doNothing())
    .execute();
  await trx
    .insertInto('file_uploads')
    .values(photos.map((hash) => ({ hash, user_id: ownerId })))
    .onConflict((oc) => oc.columns(['hash', 'user_id']).doNothing())
    .execute();
}

/**
 * Inspects one item of a received parcel: a new item of a forecast (it gets its ONE ID here) or a
 * returned item graded again. Writes event 1. A completed inspection cannot be modified (409). When
 * every expected item is inspected, the parcel and the forecast become checked-authenticated (4).
 */
export async function inspectItem(
  ctx: AuthedContext,
  trx: Db,
  meta: ActionMeta,
  input: InspectItemInput & { wareId: number },
): Promise<InspectionResult> {
  const target = await lockTarget(ctx, trx, input);
  await assertPhotosUploaded(trx, input.photos);
  const product =
    target.pack.kind === ForecastKind.platformReturn
      ? await reinspect(trx, meta, target, input)
      : await inspectNew(ctx, trx, meta, target, input);
  await trx
    .updateTable('products')
    .set({
      check_result: input.grade,
      check_remark: input.checkRemark,
      inspected_by: ctx.user.id,
      gmt_inspected: meta.at,
      updated_at: new Date(),
    })
    .where('id', '=', product.id)
    .execute();
  await attachPhotos(trx, product.id, target.pack.shop_user_id, input.photos);
  await recordProductEvent(ctx, trx, meta, ProductEventType.inspection, {
    product_id: product.id,
    one_id: product.one_id,
    pack_id: target.pack.id,
    parcel_id: target.parcel.id,
    log_no: target.parcel.log_no,
    brand: product.brand,
    remarks: product.name,
    sku: product.sku,
    spec: product.size,
    check_result: input.grade,
    imgList: input.photos,
    ware_id: target.ware.id,
    ware_name: target.ware.name,
  });
  const statuses = await completeWhenAllInspected(trx, target);
  return { productId: product.id, oneId: product.one_id, grade: input.grade, ...statuses };
}

type InspectedProduct = { id: number; one_id: string; brand: string; name: string; sku: string; size: string };

async function inspectNew(
  ctx: AuthedContext,
  trx: Db,
  meta: ActionMeta,
  { ware, parcel, pack }: Target,
  input: InspectItemInput,
): Promise<InspectedProduct> {
  let oneId = input.oneId;
  if (oneId) {
    const used = await trx.selectFrom('products').select(['parcel_id']).where('one_id', '=', oneId).executeTakeFirst();
    if (used?.parcel_id === parcel.id) throw conflict('inbound:errors.inspectionCompleted');
    if (used) throw conflict('inbound:errors.oneIdUsed', { oneId });
    await assertLeased(trx, oneId, meta.deviceId ? { deviceId: meta.deviceId } : { userId: ctx.user.id });
  } else {
    // Tablets mint ONE IDs from their leases; only an online inspection may ask the server for one.
    if (meta.opId) throw badRequest('inbound:errors.oneIdRequired');
    oneId = await mintOneId(trx, ctx.user.id);
  }
  const line = input.packItemId
    ? await trx.selectFrom('pack_items').selectAll().where('id', '=', input.packItemId).where('pack_id', '=', pack.id).forUpdate().executeTakeFirst()
    : undefined;
  if (input.packItemId && !line) throw notFound('inbound:errors.packItemNotFound', { logNo: parcel.log_no });
  if (line && line.inspected >= line.quantity) {
    throw conflict('inbound:errors.lineFullyInspected', { item: line.sku || line.name, size: line.size, quantity: line.quantity });
  }
  const code = input.sku ?? line?.sku;
  if (!code) throw badRequest('inbound:errors.skuRequired');
  const sku = await requireSku(trx, code);
  const size = input.size ?? line?.size;
  if (!size) throw badRequest('inbound:errors.sizeRequired');
  const inserted = await trx
    .insertInto('products')
    .values({
      one_id: oneId,
      shop_user_id: pack.shop_user_id,
      ware_id: ware.id,
      pack_id: pack.id,
      parcel_id: parcel.id,
      pack_item_id: line?.id ?? null,
      sku_id: sku.id,
      sku: sku.sku,
      brand: sku.brand,
      name: sku.name,
      size,
      cost_cents: line?.cost_cents ?? 0,
      supply: line?.supply ?? '',
      status: InventoryStatus.available,
      check_remark: '',
      gmt_in: parcel.gmt_received ?? meta.at,
    })
    .onConflict((oc) => oc.column('one_id').doNothing())
    .returning(['id', 'one_id', 'brand', 'name', 'sku', 'size'])
    .executeTakeFirst();
  if (!inserted) throw conflict('inbound:errors.oneIdUsed', { oneId });
  if (line) await trx.updateTable('pack_items').set({ inspected: line.inspected + 1 }).where('id', '=', line.id).execute();
  return inserted;
}

async function reinspect(trx: Db, meta: ActionMeta, { parcel }: Target, input: InspectItemInput): Promise<InspectedProduct> {
  if (!input.oneId) throw badRequest('inbound:errors.oneIdRequired');
  const product = await trx.selectFrom('products').selectAll().where('one_id', '=', input.oneId).forUpdate().executeTakeFirst();
  if (!product || product.parcel_id !== parcel.id) {
    throw notFound('inbound:errors.notInThisReturn', { oneId: input.oneId, logNo: parcel.log_no });
  }
  if (product.check_result !== null) throw conflict('inbound:errors.inspectionCompleted');
  const sku = input.sku && input.sku !== product.sku ? await requireSku(trx, input.sku) : null;
  const updated = await trx
    .updateTable('products')
    .set({
      status: InventoryStatus.available,
      sku_id: sku ? sku.id : product.sku_id,
      sku: sku ? sku.sku : product.sku,
      brand: sku ? sku.brand : product.brand,
      name: sku ? sku.name : product.name,
      size: input.size ?? product.size,
      gmt_inspected: meta.at,
      updated_at: new Date(),
    })
    .where('id', '=', product.id)
    .returning(['id', 'one_id', 'brand', 'name', 'sku', 'size'])
    .executeTakeFirstOrThrow();
  return updated;
}

/**
 * A forecast is checked-authenticated when every expected line is fully inspected (a forecast
 * without lines, assigned from an unforecast parcel, after its first item); a return when every item
 * in it is graded again. Its received parcels follow.
 */
async function completeWhenAllInspected(trx: Db, { pack, parcel }: Target): Promise<{ parcelStatus: number; forecastStatus: number }> {
  const now = new Date();
  let complete: boolean;
  if (pack.kind === ForecastKind.platformReturn) {
    const open = await trx.selectFrom('products').select('id').where('parcel_id', '=', parcel.id).where('check_result', 'is', null).executeTakeFirst();
    complete = !open;
  } else {
    const open = await trx.selectFrom('pack_items').select('id').where('pack_id', '=', pack.id).whereRef('inspected', '<', 'quantity').executeTakeFirst();
    complete = !open;
  }
  if (!complete) {
    await trx.updateTable('packs').set({ updated_at: now }).where('id', '=', pack.id).execute();
    return { parcelStatus: parcel.status, forecastStatus: pack.status };
  }
  const action = pack.kind === ForecastKind.platformReturn ? 'completeReinspection' : 'completeInspection';
  const forecastStatus = FORECAST_TRANSITIONS[action].to;
  await trx.updateTable('packs').set({ status: forecastStatus, updated_at: now }).where('id', '=', pack.id).execute();
  await trx
    .updateTable('parcels')
    .set({ status: PARCEL_TRANSITIONS.complete.to, updated_at: now })
    .where('pack_id', '=', pack.id)
    .where('status', 'in', [...PARCEL_TRANSITIONS.complete.from])
    .execute();
  return { parcelStatus: PARCEL_TRANSITIONS.complete.to, forecastStatus };
}

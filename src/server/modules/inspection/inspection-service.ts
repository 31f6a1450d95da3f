import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import { ProductEventType } from '../../../domain/kernel/events';
import {
  FORECAST_TRANSITIONS,
  ForecastKind,
  PARCEL_TRANSITIONS,
  ParcelStatus,
} from '../../../domain/inbound/inbound';
import type { InspectItemInput } from '../../../domain/inspection/inspection';
import type { InspectionGrade } from '../../../domain/inspection/rules';
import { AWAITING_REINSPECTION_STATUS, InventoryStatus } from '../../../domain/kernel/products';
import { OP_ACCESS } from '../../../domain/sync/sync';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { requireWarehouseGrant } from '../../kernel/warehouse-access';
import type { ActionMeta } from '../../kernel/action-context';
import type { Db } from '../../kernel/db-helpers';
import { lockParcel } from '../../kernel/parcel-lock';
import { recordProductEvent } from '../../kernel/product-events';
import { requireSku } from '../../kernel/sku-lookup';
import { productDescription } from '../../../domain/kernel/product-mapping';
import { assertLeased, mintOneId } from './one-id-service';

export type InspectionResult = {
  productId: number;
  oneId: string;
  grade: number;
  parcelStatus: number;
  forecastStatus: number;
};

type Target = {
  ware: { id: number; name: string };
  parcel: { id: number; log_no: string; status: number; gmt_received: Date | string | null };
  pack: Selectable<DB['packs']>;
};

/** The received parcel an item comes out of, with its forecast locked. */
async function lockTarget(
  ctx: AuthedContext,
  trx: Db,
  meta: ActionMeta,
  input: InspectItemInput & { wareId: number },
): Promise<Target> {
  const ware = await requireWarehouseGrant(ctx, trx, meta, input.wareId, OP_ACCESS.inspectItem);
  const locked = await lockParcel(trx, input.logNo);
  if (!locked || locked.parcel.ware_id !== ware.id)
    throw notFound('inbound:errors.parcelNotFound', { logNo: input.logNo });
  const { parcel, pack } = locked;
  if (!pack) throw conflict('inspection:errors.parcelUnassigned', { logNo: input.logNo });
  if (parcel.status === ParcelStatus.scheduled)
    throw conflict('inspection:errors.parcelNotReceived', { logNo: input.logNo });
  return { ware, parcel, pack };
}

/**
 * Attaches the photos, in order after any earlier ones, and lets the item's owner read them back like
 * its own uploads. Photos are uploaded by content hash before the op that names them: a hash with no
 * stored file is refused (400) and the whole inspection rolls back.
 */
async function attachPhotos(trx: Db, productId: number, ownerId: number, photos: string[]): Promise<void> {
  if (photos.length === 0) return;
  const result = await sql<{ attached: number }>`
    with attached as (
      insert into product_images (product_id, file_hash, position)
      select ${productId}, f.hash, (select count(*) from product_images where product_id = ${productId}) + u.ord
      from unnest(${photos}::text[]) with ordinality as u(hash, ord)
      join files f on f.hash = u.hash
      on conflict (product_id, file_hash) do nothing
      returning file_hash
    ), readable as (
      insert into file_uploads (hash, user_id) select file_hash, ${ownerId} from attached
      on conflict (hash, user_id) do nothing
    )
    select count(*)::int as attached from attached`.execute(trx);
  const missing = photos.length - result.rows[0].attached;
  if (missing > 0) throw badRequest('inspection:errors.photoNotUploaded', { count: missing });
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
  const target = await lockTarget(ctx, trx, meta, input);
  const product =
    target.pack.kind === ForecastKind.platformReturn
      ? await reinspect(ctx, trx, meta, target, input)
      : await inspectNew(ctx, trx, meta, target, input);
  await attachPhotos(trx, product.id, target.pack.shop_user_id, input.photos);
  await recordProductEvent(ctx, trx, meta, ProductEventType.inspection, {
    product_id: product.id,
    one_id: product.one_id,
    pack_id: target.pack.id,
    parcel_id: target.parcel.id,
    log_no: target.parcel.log_no,
    ...productDescription(product),
    check_result: input.grade,
    imgList: input.photos,
    ware_id: target.ware.id,
    ware_name: target.ware.name,
  });
  const statuses = await completeWhenAllInspected(trx, target);
  return { productId: product.id, oneId: product.one_id, grade: input.grade, ...statuses };
}

type InspectedProduct = {
  id: number;
  one_id: string;
  brand: string;
  name: string;
  sku: string;
  size: string;
};

/** What an inspection records on the item, new or returned. */
function gradeOf(
  ctx: AuthedContext,
  meta: ActionMeta,
  input: Pick<InspectItemInput, 'grade' | 'checkRemark'>,
) {
  return {
    check_result: input.grade,
    check_remark: input.checkRemark,
    inspected_by: ctx.user.id,
    gmt_inspected: meta.at,
  };
}

/** A returned item graded again is in stock again, with its new grade. */
const regradeOf = (
  ctx: AuthedContext,
  meta: ActionMeta,
  input: Pick<InspectItemInput, 'grade' | 'checkRemark'>,
) => ({
  status: InventoryStatus.available,
  ...gradeOf(ctx, meta, input),
  updated_at: new Date(),
});

/**
 * A returned pair waiting for its check, settled from its sale instead of the return's parcel (Sales
 * Orders: mark as fake, set to available): graded as re-inspection grades it, with event 1 naming the
 * sale. False when the pair is not waiting for its check (not back yet, or checked already).
 */
export async function gradeReturnedPair(
  ctx: AuthedContext,
  trx: Db,
  meta: ActionMeta,
  input: { productId: number; grade: InspectionGrade; remark: string; platOrderNo: string },
): Promise<boolean> {
  const product = await trx
    .updateTable('products')
    .set(regradeOf(ctx, meta, { grade: input.grade, checkRemark: input.remark }))
    .where('id', '=', input.productId)
    .where('status', '=', AWAITING_REINSPECTION_STATUS)
    .where('check_result', 'is', null)
    .returning(['id', 'one_id', 'brand', 'name', 'sku', 'size', 'ware_id'])
    .executeTakeFirst();
  if (!product) return false;
  const ware = product.ware_id
    ? await trx.selectFrom('warehouses').select('name').where('id', '=', product.ware_id).executeTakeFirst()
    : undefined;
  await recordProductEvent(ctx, trx, meta, ProductEventType.inspection, {
    product_id: product.id,
    one_id: product.one_id,
    ...productDescription(product),
    check_result: input.grade,
    remarks: input.remark,
    plat_order_no: input.platOrderNo,
    ware_id: product.ware_id,
    ware_name: ware?.name ?? '',
  });
  return true;
}

/** Counts one more inspected item on an expected line; a line already complete is a 409 naming it. */
async function takeFromLine(trx: Db, packId: number, packItemId: number, logNo: string) {
  const line = await trx
    .updateTable('pack_items')
    .set((eb) => ({ inspected: eb('inspected', '+', 1) }))
    .where('id', '=', packItemId)
    .where('pack_id', '=', packId)
    .whereRef('inspected', '<', 'quantity')
    .returningAll()
    .executeTakeFirst();
  if (line) return line;
  const full = await trx
    .selectFrom('pack_items')
    .selectAll()
    .where('id', '=', packItemId)
    .where('pack_id', '=', packId)
    .executeTakeFirst();
  if (!full) throw notFound('inspection:errors.packItemNotFound', { logNo });
  throw conflict('inspection:errors.lineFullyInspected', {
    item: full.sku || full.name,
    size: full.size,
    quantity: full.quantity,
  });
}

/** Why a ONE ID could not be given to a new item: this parcel's item already has it, or another does. */
async function oneIdTaken(trx: Db, oneId: string, parcelId: number): Promise<never> {
  const used = await trx
    .selectFrom('products')
    .select('parcel_id')
    .where('one_id', '=', oneId)
    .executeTakeFirst();
  if (used?.parcel_id === parcelId) throw conflict('inspection:errors.inspectionCompleted');
  throw conflict('inspection:errors.oneIdUsed', { oneId });
}

async function inspectNew(
  ctx: AuthedContext,
  trx: Db,
  meta: ActionMeta,
  { ware, parcel, pack }: Target,
  input: InspectItemInput,
): Promise<InspectedProduct> {
  let oneId = input.oneId;
  if (oneId) {
    await assertLeased(
      trx,
      meta,
      oneId,
      meta.deviceId ? { deviceId: meta.deviceId } : { userId: ctx.user.id },
    );
  } else {
    // Tablets mint ONE IDs from their leases; only an online inspection may ask the server for one.
    if (meta.opId) throw badRequest('inspection:errors.oneIdRequired');
    oneId = await mintOneId(trx, ctx.user.id);
  }
  const line = input.packItemId
    ? await takeFromLine(trx, pack.id, input.packItemId, parcel.log_no)
    : undefined;
  const code = input.sku ?? line?.sku;
  if (!code) throw badRequest('skus:errors.skuRequired');
  const sku = await requireSku(trx, code, meta.cache);
  const size = input.size ?? line?.size;
  if (!size) throw badRequest('skus:errors.sizeRequired');
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
      ...gradeOf(ctx, meta, input),
      gmt_in: parcel.gmt_received ?? meta.at,
    })
    .onConflict((oc) => oc.column('one_id').doNothing())
    .returning(['id', 'one_id', 'brand', 'name', 'sku', 'size'])
    .executeTakeFirst();
  if (!inserted) return oneIdTaken(trx, oneId, parcel.id);
  return inserted;
}

async function reinspect(
  ctx: AuthedContext,
  trx: Db,
  meta: ActionMeta,
  { parcel }: Target,
  input: InspectItemInput,
): Promise<InspectedProduct> {
  if (!input.oneId) throw badRequest('inspection:errors.oneIdRequired');
  const product = await trx
    .selectFrom('products')
    .selectAll()
    .where('one_id', '=', input.oneId)
    .forUpdate()
    .executeTakeFirst();
  if (!product || product.parcel_id !== parcel.id) {
    throw notFound('inspection:errors.notInThisReturn', { oneId: input.oneId, logNo: parcel.log_no });
  }
  if (product.check_result !== null) throw conflict('inspection:errors.inspectionCompleted');
  const sku = input.sku && input.sku !== product.sku ? await requireSku(trx, input.sku, meta.cache) : null;
  const updated = await trx
    .updateTable('products')
    .set({
      sku_id: sku ? sku.id : product.sku_id,
      sku: sku ? sku.sku : product.sku,
      brand: sku ? sku.brand : product.brand,
      name: sku ? sku.name : product.name,
      size: input.size ?? product.size,
      ...regradeOf(ctx, meta, input),
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
async function completeWhenAllInspected(
  trx: Db,
  { pack, parcel }: Target,
): Promise<{ parcelStatus: number; forecastStatus: number }> {
  const now = new Date();
  const isReturn = pack.kind === ForecastKind.platformReturn;
  const to = FORECAST_TRANSITIONS[isReturn ? 'completeReinspection' : 'completeInspection'].to;
  const open = isReturn
    ? sql`exists (select 1 from products where parcel_id = ${parcel.id} and check_result is null)`
    : sql`exists (select 1 from pack_items where pack_id = ${pack.id} and inspected < quantity)`;
  // One statement: the forecast is touched (tablets pull it again) and completed when nothing is open.
  const updated = await trx
    .updateTable('packs')
    .set({ status: sql<number>`case when ${open} then status else ${to} end`, updated_at: now })
    .where('id', '=', pack.id)
    .returning('status')
    .executeTakeFirstOrThrow();
  if (updated.status !== to) return { parcelStatus: parcel.status, forecastStatus: updated.status };
  await trx
    .updateTable('parcels')
    .set({ status: PARCEL_TRANSITIONS.complete.to, updated_at: now })
    .where('pack_id', '=', pack.id)
    .where('status', 'in', [...PARCEL_TRANSITIONS.complete.from])
    .execute();
  return { parcelStatus: PARCEL_TRANSITIONS.complete.to, forecastStatus: to };
}

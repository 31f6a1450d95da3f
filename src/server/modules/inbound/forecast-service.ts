import type { Transaction } from 'kysely';
import { ProductEventType } from '../../../domain/kernel/events';
import {
  canTakeForecastAction,
  FORECAST_STATUS_LABEL,
  FORECAST_TRANSITIONS,
  ForecastKind,
  ParcelStatus,
} from '../../../domain/inbound/inbound';
import type {
  ForecastCreateRequest,
  ForecastItemInput,
  ForecastStatus,
  ForecastUpdateRequest,
} from '../../../domain/inbound/inbound';
import { WarehouseStatus } from '../../../domain/warehouses/warehouses';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { translate } from '../../http/messages';
import { skusByCode } from '../../kernel/sku-lookup';
import { onlineMeta } from '../../kernel/action-context';
import type { Db } from '../../kernel/db-helpers';
import { recordProductEvent } from '../../kernel/product-events';

/**
 * A seller's reservations: create, edit and cancel while scheduled. Each action is one transaction
 * that starts by checking the seller owns the forecast and writes event 10 (forecast information).
 */

async function requireOpenWarehouse(db: Db, wareId: number): Promise<{ id: number; name: string }> {
  const ware = await db
    .selectFrom('warehouses')
    .select(['id', 'name', 'status'])
    .where('id', '=', wareId)
    .executeTakeFirst();
  if (!ware) throw notFound('warehouses:errors.noSuchWarehouse', { wareId });
  if (ware.status !== WarehouseStatus.enabled)
    throw conflict('warehouses:errors.warehouseDisabled', { name: ware.name });
  return ware;
}

/** Expected lines with the catalogue's brand and name for SKU lines; an unknown SKU is a 400 naming it. */
async function resolveItems(db: Db, items: ForecastItemInput[]) {
  const codes = items.flatMap((i) => (i.sku ? [i.sku] : []));
  const catalogue = await skusByCode(db, codes);
  const unknown = [...new Set(codes.filter((c) => !catalogue.has(c)))];
  if (unknown.length > 0) throw badRequest('skus:errors.unknownSku', { sku: unknown.slice(0, 5).join(', ') });
  return items.map((item, position) => {
    const sku = item.sku ? catalogue.get(item.sku) : undefined;
    return {
      position,
      sku_id: sku?.id ?? null,
      sku: sku?.sku ?? '',
      brand: sku?.brand ?? item.brand ?? '',
      name: sku?.name ?? item.name ?? '',
      size: item.size,
      quantity: item.quantity,
      cost_cents: item.costPrice,
      supply: item.supply,
    };
  });
}

/** Inserts scheduled parcels; a tracking number already live anywhere is a 409 naming it. */
async function insertParcels(
  trx: Transaction<DB>,
  packId: number,
  wareId: number,
  logNos: string[],
): Promise<void> {
  const inserted = await trx
    .insertInto('parcels')
    .values(
      logNos.map((log_no) => ({ pack_id: packId, ware_id: wareId, log_no, status: ParcelStatus.scheduled })),
    )
    .onConflict((oc) => oc.column('log_no').where('cancelled_at', 'is', null).doNothing())
    .returning('log_no')
    .execute();
  const taken = logNos.filter((n) => !inserted.some((r) => r.log_no === n));
  if (taken.length > 0) throw conflict('inbound:errors.trackingNumberTaken', { logNo: taken.join(', ') });
}

async function forecastEvent(
  ctx: AuthedContext,
  trx: Db,
  packId: number,
  ware: { id: number; name: string },
  logNos: string[],
) {
  await recordProductEvent(ctx, trx, onlineMeta(), ProductEventType.forecast, {
    pack_id: packId,
    log_no: logNos.join(','),
    ware_id: ware.id,
    ware_name: ware.name,
  });
}

export async function createForecast(
  ctx: AuthedContext,
  req: ForecastCreateRequest,
): Promise<{ id: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const ware = await requireOpenWarehouse(trx, req.wareId);
    const items = await resolveItems(trx, req.items);
    const pack = await trx
      .insertInto('packs')
      .values({
        kind: ForecastKind.forecast,
        shop_user_id: ctx.user.id,
        ware_id: ware.id,
        status: ParcelStatus.scheduled,
        remark: req.remark,
        created_by: ctx.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertParcels(trx, pack.id, ware.id, req.logNos);
    await trx
      .insertInto('pack_items')
      .values(items.map((i) => ({ ...i, pack_id: pack.id })))
      .execute();
    await forecastEvent(ctx, trx, pack.id, ware, req.logNos);
    return { id: pack.id };
  });
}

/** The seller's own forecast, locked; someone else's is "not found" so ids cannot be probed. */
async function lockOwnForecast(ctx: AuthedContext, trx: Db, id: number) {
  const pack = await trx.selectFrom('packs').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!pack || pack.shop_user_id !== ctx.user.id || pack.kind !== ForecastKind.forecast) {
    throw notFound('inbound:errors.forecastNotFound');
  }
  return pack;
}

function assertTransition(ctx: AuthedContext, action: 'update' | 'cancel', status: number): void {
  if (!canTakeForecastAction(action, status)) {
    const label = translate(ctx.lang, FORECAST_STATUS_LABEL[status as ForecastStatus] ?? String(status));
    throw conflict('inbound:errors.forecastNotEditable', { status: label });
  }
}

export async function updateForecast(
  ctx: AuthedContext,
  req: ForecastUpdateRequest,
): Promise<{ id: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const pack = await lockOwnForecast(ctx, trx, req.id);
    assertTransition(ctx, 'update', pack.status);
    const ware = await requireOpenWarehouse(trx, req.wareId ?? pack.ware_id);
    const now = new Date();
    const current = await trx.selectFrom('parcels').select('log_no').where('pack_id', '=', pack.id).execute();
    const logNos = req.logNos ?? current.map((p) => p.log_no);
    // Scheduled parcels have no receipts or items yet: they are replaced, not edited.
    await trx.deleteFrom('parcels').where('pack_id', '=', pack.id).execute();
    await insertParcels(trx, pack.id, ware.id, logNos);
    if (req.items) {
      const items = await resolveItems(trx, req.items);
      await trx.deleteFrom('pack_items').where('pack_id', '=', pack.id).execute();
      await trx
        .insertInto('pack_items')
        .values(items.map((i) => ({ ...i, pack_id: pack.id })))
        .execute();
    }
    await trx
      .updateTable('packs')
      .set({ ware_id: ware.id, remark: req.remark ?? pack.remark, updated_at: now })
      .where('id', '=', pack.id)
      .execute();
    await forecastEvent(ctx, trx, pack.id, ware, logNos);
    return { id: pack.id };
  });
}

export async function cancelForecast(
  ctx: AuthedContext,
  id: number,
): Promise<{ id: number; status: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const pack = await lockOwnForecast(ctx, trx, id);
    assertTransition(ctx, 'cancel', pack.status);
    const now = new Date();
    const to = FORECAST_TRANSITIONS.cancel.to;
    await trx
      .updateTable('packs')
      .set({ status: to, cancelled_at: now, updated_at: now })
      .where('id', '=', pack.id)
      .execute();
    // A cancelled forecast frees its tracking numbers: the partial unique index skips cancelled parcels.
    await trx
      .updateTable('parcels')
      .set({ cancelled_at: now, updated_at: now })
      .where('pack_id', '=', pack.id)
      .execute();
    const ware = await trx
      .selectFrom('warehouses')
      .select(['id', 'name'])
      .where('id', '=', pack.ware_id)
      .executeTakeFirstOrThrow();
    const logNos = await trx.selectFrom('parcels').select('log_no').where('pack_id', '=', pack.id).execute();
    await forecastEvent(
      ctx,
      trx,
      pack.id,
      ware,
      logNos.map((p) => p.log_no),
    );
    return { id: pack.id, status: to };
  });
}

import { ProductEventType } from '../../../domain/kernel/events';
import { FORECAST_TRANSITIONS, ForecastKind } from '../../../domain/inbound/inbound';
import type { ParcelAssignRequest, UnforecastListRequest } from '../../../domain/inbound/inbound';
import { AccountStatus, PortalId } from '../../../domain/kernel/users';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import { recordAudit } from '../../kernel/audit-log';
import { containsPattern, isoOrNull } from '../../kernel/db-helpers';
import { onlineMeta } from '../../kernel/action-context';
import { recordProductEvent } from '../../kernel/product-events';

/**
 * Parcels received without a forecast. They wait, received and unowned, until an admin gives each to
 * the seller it belongs to; then they are inspected like any forecast parcel.
 */
export async function listUnforecastParcels(
  ctx: AuthedContext,
  filter: UnforecastListRequest,
  scopeWareId?: number,
) {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  let q = ctx.db
    .selectFrom('parcels')
    .innerJoin('warehouses', 'warehouses.id', 'parcels.ware_id')
    .where('parcels.pack_id', 'is', null)
    .where('parcels.cancelled_at', 'is', null);
  if (scopeWareId !== undefined) q = q.where('parcels.ware_id', '=', scopeWareId);
  if (filter.wareId !== undefined) q = q.where('parcels.ware_id', '=', filter.wareId);
  if (filter.logNo) q = q.where('parcels.log_no', 'like', containsPattern(filter.logNo.toUpperCase()));
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .leftJoin('users', 'users.id', 'parcels.received_by')
    .select([
      'parcels.id',
      'parcels.log_no',
      'parcels.status',
      'parcels.ware_id',
      'parcels.gmt_received',
      'warehouses.name as ware_name',
      'users.realname',
      'users.username',
    ])
    .orderBy('parcels.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  return pageOf(
    req,
    Number(total),
    rows.map((r) => ({
      id: r.id,
      logNo: r.log_no,
      status: r.status,
      wareId: r.ware_id,
      wareName: r.ware_name,
      gmtReceived: isoOrNull(r.gmt_received),
      receivedBy: r.realname || r.username || '',
    })),
  );
}

/** An admin gives an unforecast parcel to a seller: a received forecast is made for it (event 10, audit). */
export async function assignUnforecastParcel(
  ctx: AuthedContext,
  req: ParcelAssignRequest,
): Promise<{ packId: number; parcelId: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const parcel = await trx
      .selectFrom('parcels')
      .select(['id', 'pack_id', 'ware_id', 'log_no', 'status'])
      .where('id', '=', req.parcelId)
      .where('cancelled_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!parcel) throw notFound('inbound:errors.parcelIdNotFound', { id: req.parcelId });
    if (parcel.pack_id !== null)
      throw conflict('inbound:errors.parcelAlreadyAssigned', { logNo: parcel.log_no });
    const seller = await trx
      .selectFrom('users')
      .select(['id', 'status'])
      .where('id', '=', req.shopUserId)
      .where('user_type', '=', PortalId.seller)
      .executeTakeFirst();
    if (!seller || seller.status !== AccountStatus.active) throw notFound('accounts:errors.sellerNotFound');
    const ware = await trx
      .selectFrom('warehouses')
      .select(['id', 'name'])
      .where('id', '=', parcel.ware_id)
      .executeTakeFirstOrThrow();
    const pack = await trx
      .insertInto('packs')
      .values({
        kind: ForecastKind.forecast,
        shop_user_id: seller.id,
        ware_id: ware.id,
        status: FORECAST_TRANSITIONS.assignUnforecast.to,
        remark: req.remark,
        created_by: ctx.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('parcels')
      .set({ pack_id: pack.id, updated_at: new Date() })
      .where('id', '=', parcel.id)
      .execute();
    await recordProductEvent(ctx, trx, onlineMeta(), ProductEventType.forecast, {
      pack_id: pack.id,
      parcel_id: parcel.id,
      log_no: parcel.log_no,
      ware_id: ware.id,
      ware_name: ware.name,
    });
    await recordAudit(
      ctx,
      {
        action: 'parcel.assign',
        entity: 'parcel',
        entityId: parcel.id,
        before: { packId: null },
        after: { packId: pack.id, shopUserId: seller.id },
      },
      trx,
    );
    return { packId: pack.id, parcelId: parcel.id };
  });
}

import { ProductEventType } from '../../../domain/kernel/events';
import {
  FORECAST_TRANSITIONS,
  ForecastKind,
  PARCEL_TRANSITIONS,
  ParcelStatus,
} from '../../../domain/inbound/inbound';
import type { ReceiveParcelInput } from '../../../domain/inbound/inbound';
import { parseOneId } from '../../../domain/kernel/products';
import { OP_ACCESS } from '../../../domain/sync/sync';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict } from '../../http/errors';
import { gmtText } from '../../kernel/db-helpers';
import { requireWarehouseGrant } from '../../kernel/warehouse-access';
import type { ActionMeta } from '../../kernel/action-context';
import type { Db } from '../../kernel/db-helpers';
import { lockParcel } from '../../kernel/parcel-lock';
import { recordProductEvent } from '../../kernel/product-events';

export type ReceiptResult = {
  parcelId: number;
  packId: number | null;
  logNo: string;
  status: number;
  /** False when the tracking number matched no forecast: the parcel waits for an admin to assign it. */
  forecast: boolean;
};

type ReceivedBy = { received_by: number | null; gmt_received: Date | string | null };

/** "Already received by X at T": the second scan of a parcel, on any device, changes nothing. */
async function alreadyReceived(trx: Db, logNo: string, parcel: ReceivedBy): Promise<never> {
  const by = parcel.received_by
    ? await trx
        .selectFrom('users')
        .select(['realname', 'username'])
        .where('id', '=', parcel.received_by)
        .executeTakeFirst()
    : undefined;
  throw conflict('inbound:errors.alreadyReceived', {
    logNo,
    by: by ? by.realname || by.username : '-',
    at: parcel.gmt_received ? gmtText(parcel.gmt_received) : '-',
  });
}

/**
 * The receiving scan. A tracking number of a forecast to this warehouse becomes received (event 15,
 * with operator and the scan's time); an unknown one is recorded as an unforecast parcel for an admin
 * to assign; a parcel already received is a 409 that says by whom and when.
 */
export async function receiveParcel(
  ctx: AuthedContext,
  trx: Db,
  meta: ActionMeta,
  input: ReceiveParcelInput & { wareId: number },
): Promise<ReceiptResult> {
  const ware = await requireWarehouseGrant(ctx, trx, meta, input.wareId, OP_ACCESS.receiveParcel);
  const logNo = input.logNo;
  if (parseOneId(logNo) !== null) {
    const product = await trx
      .selectFrom('products')
      .select('id')
      .where('one_id', '=', logNo)
      .executeTakeFirst();
    if (product) throw badRequest('inbound:errors.scannedOneId', { oneId: logNo });
  }
  const locked = await lockParcel(trx, logNo);
  if (!locked) return receiveUnforecast(ctx, trx, meta, ware, logNo);
  const { parcel, pack } = locked;
  if (parcel.ware_id !== ware.id) {
    const other = await trx
      .selectFrom('warehouses')
      .select('name')
      .where('id', '=', parcel.ware_id)
      .executeTakeFirstOrThrow();
    throw conflict('inbound:errors.parcelOfOtherWarehouse', { logNo, wareName: other.name });
  }
  if (!pack || !(PARCEL_TRANSITIONS.receive.from as readonly number[]).includes(parcel.status))
    return alreadyReceived(trx, logNo, parcel);

  const now = new Date();
  // The first parcel moves a scheduled forecast to received; a forecast already further stays.
  const status = pack.status === ParcelStatus.scheduled ? FORECAST_TRANSITIONS.receive.to : pack.status;
  await recordProductEvent(
    ctx,
    trx,
    meta,
    ProductEventType.inbound,
    { pack_id: pack.id, parcel_id: parcel.id, log_no: logNo, ware_id: ware.id, ware_name: ware.name },
    [
      (qc) =>
        qc
          .updateTable('parcels')
          .set({
            status: PARCEL_TRANSITIONS.receive.to,
            received_by: ctx.user.id,
            gmt_received: meta.at,
            receive_device_id: meta.deviceId,
            updated_at: now,
          })
          .where('id', '=', parcel.id)
          .returning('id'),
      (qc) =>
        qc.updateTable('packs').set({ status, updated_at: now }).where('id', '=', pack.id).returning('id'),
    ],
  );
  return {
    parcelId: parcel.id,
    packId: pack.id,
    logNo,
    status: ParcelStatus.received,
    forecast: pack.kind === ForecastKind.forecast,
  };
}

async function receiveUnforecast(
  ctx: AuthedContext,
  trx: Db,
  meta: ActionMeta,
  ware: { id: number; name: string },
  logNo: string,
): Promise<ReceiptResult> {
  const inserted = await trx
    .insertInto('parcels')
    .values({
      pack_id: null,
      ware_id: ware.id,
      log_no: logNo,
      status: ParcelStatus.received,
      received_by: ctx.user.id,
      gmt_received: meta.at,
      receive_device_id: meta.deviceId,
    })
    .onConflict((oc) => oc.column('log_no').where('cancelled_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    // Another device recorded the same unknown parcel a moment ago.
    const other = await trx
      .selectFrom('parcels')
      .select(['received_by', 'gmt_received'])
      .where('log_no', '=', logNo)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    return alreadyReceived(trx, logNo, other ?? { received_by: null, gmt_received: null });
  }
  await recordProductEvent(ctx, trx, meta, ProductEventType.inbound, {
    parcel_id: inserted.id,
    log_no: logNo,
    ware_id: ware.id,
    ware_name: ware.name,
  });
  return { parcelId: inserted.id, packId: null, logNo, status: ParcelStatus.received, forecast: false };
}

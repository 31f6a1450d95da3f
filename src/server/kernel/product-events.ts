import type { Insertable, QueryCreator, Selectable, UpdateQueryBuilder } from 'kysely';
import type { ProductEvent, ProductEventType } from '../../domain/kernel/events';
import { fileUrl } from '../../domain/kernel/files';
import type { ApiHost, Language } from '../../domain/kernel/users';
import { PSEUDO_SHELF_LABEL, PSEUDO_SHELF_READY_FOR_LISTING } from '../../domain/warehouses/warehouses';
import type { ProductEventsTable, ProductsTable } from '../db/inbound-tables';
import type { DB } from '../db/schema';
import type { AuthedContext } from '../http/context';
import { translate } from '../http/messages';
import { personOf } from '../http/session';
import { productDescription } from '../../domain/kernel/product-mapping';
import { operatorName } from './action-context';
import type { ActionMeta } from './action-context';
import { iso, isoOrNull } from './db-helpers';
import type { Db } from './db-helpers';

type EventFields = Omit<
  Insertable<ProductEventsTable>,
  'type' | 'operator_id' | 'operator_name' | 'op_id' | 'gmt_create' | 'img_list'
> & { imgList?: string[] };

/** A change (an update) sent in the same statement as the event it leads to. */
export type ChangeWithEvent = (qc: QueryCreator<DB>) => UpdateQueryBuilder<DB, never, never, { id: number }>;

/**
 * Appends one lifecycle event, in the action's transaction: who (the operator), when (the action's
 * time, which for a synced op is when it was scanned) and through which op. The changes the event
 * records may ride along in the same statement (data-modifying CTEs): a synced op's cost is mostly
 * round trips to the database.
 */
export async function recordProductEvent(
  ctx: AuthedContext,
  trx: Db,
  meta: ActionMeta,
  type: ProductEventType,
  fields: EventFields,
  changes: ChangeWithEvent[] = [],
): Promise<void> {
  const { imgList, ...rest } = fields;
  let q: QueryCreator<DB> = trx;
  changes.forEach((change, i) => {
    q = q.with(`change_${i}`, change) as unknown as QueryCreator<DB>;
  });
  await q
    .insertInto('product_events')
    .values({
      ...rest,
      type,
      operator_id: personOf(ctx.user).id,
      operator_name: operatorName(ctx),
      op_id: meta.opId,
      gmt_create: meta.at,
      img_list: JSON.stringify(imgList ?? []),
    })
    .execute();
}

/** The pseudo shelf's name in the reader's language; real shelves keep the name they had then. */
export function shelfNameOf(lang: Language, shelfId: number | null, name: string): string {
  return shelfId === PSEUDO_SHELF_READY_FOR_LISTING ? translate(lang, PSEUDO_SHELF_LABEL) : name;
}

/** An event row as the spec's Event (section 3); money stays in cents. */
export function toProductEvent(
  row: Selectable<DB['product_events']>,
  host: ApiHost,
  lang: Language,
): ProductEvent {
  const type = row.type as ProductEventType;
  return {
    id: Number(row.id),
    type,
    eventType: type,
    gmtCreate: iso(row.gmt_create),
    gmtModify: iso(row.gmt_modify),
    logNo: row.log_no,
    batchNo: row.batch_no,
    oddNo: row.odd_no,
    operator: row.operator_name,
    brand: row.brand,
    remarks: row.remarks,
    sku: row.sku,
    spec: row.spec,
    pku: row.pku,
    oneId: row.one_id,
    checkResult: row.check_result,
    imgList: (row.img_list ?? []).map((hash) => fileUrl(host, hash)),
    wareName: row.ware_name,
    shelvesName: shelfNameOf(lang, row.shelf_id, row.shelves_name),
    wareDays: row.ware_days,
    wareFee: row.ware_fee_cents,
    outType: row.out_type,
    outTime: isoOrNull(row.out_time),
    deliveryFee: row.delivery_fee_cents,
    otherFee: row.other_fee_cents,
    flowStatus: row.flow_status,
    preId: row.pre_id,
    packId: row.pack_id,
    platOrderNo: row.plat_order_no,
  };
}

type EventedItem = Pick<
  Selectable<ProductsTable>,
  'id' | 'one_id' | 'pack_id' | 'parcel_id' | 'brand' | 'name' | 'sku' | 'size' | 'check_result' | 'shelf_id'
>;

/**
 * The item's own columns as an event row: what it was and where, at the time of the event.
 * `extra` adds or overrides what the action itself sets (a record number, the new shelf).
 */
export function eventOfItem<Extra extends object = Record<never, never>>(
  product: EventedItem,
  ware: { id: number; name: string },
  extra?: Extra,
) {
  return {
    product_id: product.id,
    one_id: product.one_id,
    pack_id: product.pack_id,
    parcel_id: product.parcel_id,
    ...productDescription(product),
    check_result: product.check_result,
    ware_id: ware.id,
    ware_name: ware.name,
    shelf_id: product.shelf_id,
    ...extra,
  };
}

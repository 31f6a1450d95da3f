import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { ForecastStatus } from '../../../domain/inbound/inbound';
import { IN_WAREHOUSE_STATUSES } from '../../../domain/kernel/products';
import { SkuStatus } from '../../../domain/skus/skus';
import type { PullSection } from '../../../domain/sync/sync';
import type { Language } from '../../../domain/kernel/users';
import { WarehouseStatus } from '../../../domain/warehouses/warehouses';
import type { Db } from '../../kernel/db-helpers';
import { iso, isoOrNull } from '../../kernel/db-helpers';
import { shelfNameOf } from '../../kernel/product-events';
import { toSkuRow } from '../skus/sku-service';
import { productItem } from '../../../domain/kernel/product-mapping';

/**
 * The four read caches a tablet keeps for offline work (ARCHITECTURE.md section 4), each read by
 * (updatedAt, id) keyset from a position. `live` is the first pull: only what a tablet needs now
 * (open forecasts, enabled shelves and SKUs, items not on a shelf); later pulls send every change,
 * including the ones that take a row out of the cache (cancelled, disabled, shelved).
 */
export type SectionPosition = { t: string; id: number; live: boolean };
export type SectionRead = { rows: unknown[]; last: { t: string; id: number } | null; more: boolean };
type Reader = (
  db: Db,
  wareId: number,
  pos: SectionPosition,
  limit: number,
  lang: Language,
) => Promise<SectionRead>;

/** Microsecond text of a timestamp, so a position falls exactly between two rows. */
const micros = (column: RawBuilder<unknown>) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function after(column: RawBuilder<unknown>, idColumn: string, pos: SectionPosition) {
  return sql<boolean>`(${column}, ${sql.ref(idColumn)}) > (${pos.t}::timestamptz, ${pos.id})`;
}

function page<T extends { t: string; id: number }>(rows: T[], limit: number) {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const lastRow = kept[kept.length - 1];
  return { kept, more, last: lastRow ? { t: lastRow.t, id: lastRow.id } : null };
}

const forecasts: Reader = async (db, wareId, pos, limit) => {
  const t = sql`p.updated_at`;
  let q = db
    .selectFrom('packs as p')
    .innerJoin('users as u', 'u.id', 'p.shop_user_id')
    .select([
      'p.id',
      'p.kind',
      'p.status',
      'p.remark',
      'u.uid',
      'u.realname',
      'p.shop_user_id',
      micros(t).as('t'),
    ])
    .where('p.ware_id', '=', wareId)
    .where(after(t, 'p.id', pos));
  if (pos.live)
    q = q.where('p.status', 'in', [
      ForecastStatus.scheduled,
      ForecastStatus.received,
      ForecastStatus.platformReturned,
    ]);
  const { kept, more, last } = page(
    await q
      .orderBy('p.updated_at')
      .orderBy('p.id')
      .limit(limit + 1)
      .execute(),
    limit,
  );
  const ids = kept.map((p) => p.id);
  const parcels = ids.length
    ? await db
        .selectFrom('parcels')
        .leftJoin('users', 'users.id', 'parcels.received_by')
        .select([
          'parcels.id',
          'parcels.pack_id',
          'parcels.log_no',
          'parcels.status',
          'parcels.gmt_received',
          'parcels.cancelled_at',
          'users.realname',
          'users.username',
        ])
        .where('parcels.pack_id', 'in', ids)
        .execute()
    : [];
  const items = ids.length
    ? await db.selectFrom('pack_items').selectAll().where('pack_id', 'in', ids).orderBy('position').execute()
    : [];
  const rows = kept.map((p) => ({
    id: p.id,
    kind: p.kind,
    status: p.status,
    remark: p.remark,
    shopInfo: { id: p.shop_user_id, uid: p.uid, realname: p.realname },
    parcels: parcels
      .filter((x) => x.pack_id === p.id)
      .map((x) => ({
        id: x.id,
        logNo: x.log_no,
        status: x.status,
        gmtReceived: isoOrNull(x.gmt_received),
        // Who received it, so a tablet can say "already received by ... at ..." offline.
        receivedBy: x.realname || x.username || '',
        cancelled: x.cancelled_at !== null,
      })),
    items: items
      .filter((i) => i.pack_id === p.id)
      .map((i) => ({
        id: i.id,
        sku: i.sku,
        brand: i.brand,
        name: i.name,
        size: i.size,
        quantity: i.quantity,
        inspected: i.inspected,
      })),
    updatedAt: p.t,
  }));
  return { rows, last, more };
};

const shelves: Reader = async (db, wareId, pos, limit, lang) => {
  const t = sql`greatest(s.updated_at, r.updated_at)`;
  let q = db
    .selectFrom('shelves as s')
    .innerJoin('racks as r', 'r.id', 's.rack_id')
    .select([
      's.id',
      's.name',
      's.code',
      's.rack_id',
      'r.name as rack_name',
      's.status',
      'r.status as rack_status',
      micros(t).as('t'),
    ])
    .where('s.ware_id', '=', wareId)
    .where(after(t, 's.id', pos));
  if (pos.live)
    q = q.where('s.status', '=', WarehouseStatus.enabled).where('r.status', '=', WarehouseStatus.enabled);
  const { kept, more, last } = page(
    await q
      .orderBy(t)
      .orderBy('s.id')
      .limit(limit + 1)
      .execute(),
    limit,
  );
  const enabled = (s: { status: number; rack_status: number }) =>
    s.status === WarehouseStatus.enabled && s.rack_status === WarehouseStatus.enabled
      ? WarehouseStatus.enabled
      : WarehouseStatus.disabled;
  const rows = kept.map((s) => ({
    id: s.id,
    name: s.name,
    code: s.code,
    rackId: s.rack_id,
    rackName: s.rack_name,
    status: enabled(s),
    updatedAt: s.t,
  }));
  // The pseudo shelf never changes; the first pull carries it so a tablet can offer it offline.
  if (pos.live && pos.id === 0)
    rows.unshift({
      id: -2,
      name: shelfNameOf(lang, -2, ''),
      code: '-2',
      rackId: 0,
      rackName: '',
      status: 1,
      updatedAt: pos.t,
    });
  return { rows, last, more };
};

const skus: Reader = async (db, _wareId, pos, limit) => {
  const t = sql`updated_at`;
  let q = db
    .selectFrom('skus')
    .selectAll()
    .select(micros(t).as('t'))
    .where(after(t, 'id', pos));
  if (pos.live) q = q.where('status', '=', SkuStatus.enabled);
  const { kept, more, last } = page(
    await q
      .orderBy('updated_at')
      .orderBy('id')
      .limit(limit + 1)
      .execute(),
    limit,
  );
  return { rows: kept.map((s) => ({ ...toSkuRow(s), updatedAt: s.t })), last, more };
};

const items: Reader = async (db, wareId, pos, limit) => {
  const t = sql`p.updated_at`;
  let q = db
    .selectFrom('products as p')
    .leftJoin('parcels as x', 'x.id', 'p.parcel_id')
    .select([
      'p.id',
      'p.one_id',
      'p.shop_user_id',
      'p.pack_id',
      'p.parcel_id',
      'x.log_no',
      'p.sku',
      'p.brand',
      'p.name',
      'p.size',
      'p.status',
      'p.check_result',
      'p.shelf_id',
      'p.gmt_in',
      micros(t).as('t'),
    ])
    .where('p.ware_id', '=', wareId)
    .where(after(t, 'p.id', pos));
  // First pull: items still to be shelved (or graded again); the rest arrive as they change.
  if (pos.live) q = q.where('p.status', 'in', [...IN_WAREHOUSE_STATUSES]).where('p.shelf_id', 'is', null);
  const { kept, more, last } = page(
    await q
      .orderBy('p.updated_at')
      .orderBy('p.id')
      .limit(limit + 1)
      .execute(),
    limit,
  );
  const rows = kept.map((p) => ({
    ...productItem(p),
    shopUserId: p.shop_user_id,
    packId: p.pack_id,
    parcelId: p.parcel_id,
    logNo: p.log_no ?? '',
    shelfId: p.shelf_id,
    gmtIn: iso(p.gmt_in),
    updatedAt: p.t,
  }));
  return { rows, last, more };
};

export const PULL_READERS: Record<PullSection, Reader> = { forecasts, shelves, skus, items };

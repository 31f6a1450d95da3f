import type { Expression, Kysely, SqlBool } from 'kysely';
import { ExportKind } from '../../../domain/downloads/downloads';
import type {
  AdminStockExportRequest,
  SellerInventoryExportRequest,
  WarehouseInventoryExportRequest,
} from '../../../domain/downloads/downloads';
import { INSPECTION_GRADE_LABEL } from '../../../domain/inspection/inspection';
import type { InspectionGrade } from '../../../domain/inspection/inspection';
import { INVENTORY_STATUS_LABEL, IN_WAREHOUSE_STATUSES, storageDays } from '../../../domain/kernel/products';
import type { InventoryStatus } from '../../../domain/kernel/products';
import type { Language } from '../../../domain/kernel/users';
import type { DB } from '../../db/schema';
import { translate } from '../../http/messages';
import { containsPattern, gmtText } from '../../kernel/db-helpers';
import { shelfNameOf } from '../../kernel/product-events';
import { itemConditions, statusCondition } from '../inventory/item-filter';
import type { ProductScope } from '../inventory/item-filter';
import { adminStockScope, scopeConditions } from '../inventory/item-lists';
import {
  countLedgerExportRows,
  isLedgerExportKind,
  ledgerExportColumns,
  ledgerExportPreamble,
  readLedgerExportPage,
} from '../wallet/ledger-export';
import type { LedgerExportKind, LedgerExportQuery } from '../wallet/ledger-export';

/**
 * What each export reads: the rows of one list screen under the caller's scope (fixed when the task
 * was added), in the list's order (newest item first), read in keyset pages by id so the job never
 * holds more than one page. The scope is never taken from the query: a seller's export is limited to
 * the seller's items and a warehouse export to the warehouse selected when it was asked for.
 */

/** The task's stored query: the request as validated, and the scope of the user who asked. */
export type ExportQuery =
  | {
      kind: typeof ExportKind.sellerInventory;
      request: SellerInventoryExportRequest;
      scope: { shopUserId: number };
    }
  | { kind: typeof ExportKind.adminStock; request: AdminStockExportRequest; scope: Record<string, never> }
  | {
      kind: typeof ExportKind.warehouseInventory;
      request: WarehouseInventoryExportRequest;
      scope: { wareId: number };
    }
  | LedgerExportQuery;
type ItemExportQuery = Exclude<ExportQuery, { kind: LedgerExportKind }>;

function isLedgerExport(query: ExportQuery): query is LedgerExportQuery {
  return isLedgerExportKind(query.kind);
}

type Column = {
  header: string;
  width: number;
  value: (r: ExportRow, lang: Language, now: Date) => string | number;
};

async function selectPage(
  db: Kysely<DB>,
  where: (eb: ProductScope) => Expression<SqlBool>,
  afterId: number | null,
  limit: number,
) {
  return db
    .selectFrom('products as p')
    .innerJoin('warehouses as w', 'w.id', 'p.ware_id')
    .innerJoin('users as owner', 'owner.id', 'p.shop_user_id')
    .leftJoin('shelves as s', 's.id', 'p.shelf_id')
    .where(where)
    .where((eb) => (afterId === null ? eb.and([]) : eb('p.id', '<', afterId)))
    .select([
      'p.id',
      'p.one_id',
      'p.sku',
      'p.brand',
      'p.name',
      'p.size',
      'p.status',
      'p.check_result',
      'p.cost_cents',
      'p.supply',
      'w.name as ware_name',
      'p.shelf_id',
      's.name as shelf_name',
      'p.gmt_in',
      'p.gmt_out',
      'owner.uid',
      'owner.realname as owner_name',
    ])
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}
export type ExportRow = Awaited<ReturnType<typeof selectPage>>[number];

function inboundRange(eb: ProductScope, r: { beginTime?: string; endTime?: string }): Expression<SqlBool>[] {
  const c: Expression<SqlBool>[] = [];
  if (r.beginTime) c.push(eb('p.gmt_in', '>=', new Date(r.beginTime)));
  if (r.endTime) c.push(eb('p.gmt_in', '<=', new Date(r.endTime)));
  return c;
}

/** An explicit selection exports exactly those items (inside the scope); otherwise the filters apply. */
function selectedOr(
  eb: ProductScope,
  ids: readonly number[] | undefined,
  filters: () => Expression<SqlBool>[],
): Expression<SqlBool>[] {
  return ids?.length ? [eb('p.id', 'in', [...ids])] : filters();
}

function warehouseViewConditions(
  eb: ProductScope,
  q: WarehouseInventoryExportRequest,
): Expression<SqlBool>[] {
  const c: Expression<SqlBool>[] = [];
  if (q.status !== undefined) c.push(eb('p.status', '=', q.status));
  if (q.awaitingShelving) {
    c.push(
      eb('p.shelf_id', 'is', null),
      eb('p.check_result', 'is not', null),
      eb('p.status', 'in', [...IN_WAREHOUSE_STATUSES]),
    );
  }
  if (q.shelfId !== undefined) c.push(eb('p.shelf_id', '=', q.shelfId));
  if (q.oneId) c.push(eb('p.one_id', '=', q.oneId));
  if (q.checkResult !== undefined) c.push(eb('p.check_result', '=', q.checkResult));
  if (q.keyword) {
    const pattern = containsPattern(q.keyword);
    c.push(
      eb.or([eb('p.sku', 'ilike', pattern), eb('p.name', 'ilike', pattern), eb('p.brand', 'ilike', pattern)]),
    );
  }
  return c;
}

/** The condition selecting the task's rows. */
export function exportCondition(query: ItemExportQuery): (eb: ProductScope) => Expression<SqlBool> {
  return (eb) => {
    switch (query.kind) {
      case ExportKind.sellerInventory: {
        const q = query.request;
        return eb.and([
          eb('p.shop_user_id', '=', query.scope.shopUserId),
          ...selectedOr(eb, q.searchIdList, () => [
            ...itemConditions(eb, q),
            ...statusCondition(eb, q.statusList),
            ...inboundRange(eb, q),
          ]),
        ]);
      }
      case ExportKind.adminStock: {
        const q = query.request;
        return eb.and(
          selectedOr(eb, q.searchIdList, () => [
            ...scopeConditions(eb, adminStockScope(q)),
            ...itemConditions(eb, q),
            ...statusCondition(eb, q.statusList),
            ...inboundRange(eb, q),
          ]),
        );
      }
      case ExportKind.warehouseInventory: {
        const q = query.request;
        return eb.and([
          eb('p.ware_id', '=', query.scope.wareId),
          ...selectedOr(eb, q.searchIdList, () => [
            ...warehouseViewConditions(eb, q),
            ...inboundRange(eb, q),
          ]),
        ]);
      }
    }
  };
}

const label = (lang: Language, key: string | undefined) => (key ? translate(lang, key) : '');
const common: Record<string, Column> = {
  oneId: { header: 'downloads:columns.oneId', width: 16, value: (r) => r.one_id },
  sku: { header: 'downloads:columns.sku', width: 16, value: (r) => r.sku },
  brand: { header: 'downloads:columns.brand', width: 14, value: (r) => r.brand },
  name: { header: 'downloads:columns.name', width: 32, value: (r) => r.name },
  size: { header: 'downloads:columns.size', width: 8, value: (r) => r.size },
  status: {
    header: 'downloads:columns.status',
    width: 16,
    value: (r, lang) => label(lang, INVENTORY_STATUS_LABEL[r.status as InventoryStatus]),
  },
  grade: {
    header: 'downloads:columns.grade',
    width: 18,
    value: (r, lang) =>
      r.check_result === null ? '' : label(lang, INSPECTION_GRADE_LABEL[r.check_result as InspectionGrade]),
  },
  warehouse: { header: 'downloads:columns.warehouse', width: 16, value: (r) => r.ware_name },
  shelf: {
    header: 'downloads:columns.shelf',
    width: 12,
    value: (r, lang) => (r.shelf_id === null ? '' : shelfNameOf(lang, r.shelf_id, r.shelf_name ?? '')),
  },
  ownerUid: { header: 'downloads:columns.ownerUid', width: 12, value: (r) => r.uid },
  ownerName: { header: 'downloads:columns.ownerName', width: 16, value: (r) => r.owner_name },
  cost: { header: 'downloads:columns.cost', width: 10, value: (r) => r.cost_cents / 100 },
  supply: { header: 'downloads:columns.supply', width: 16, value: (r) => r.supply },
  inTime: { header: 'downloads:columns.inTime', width: 20, value: (r) => gmtText(r.gmt_in) },
  outTime: {
    header: 'downloads:columns.outTime',
    width: 20,
    value: (r) => (r.gmt_out ? gmtText(r.gmt_out) : ''),
  },
  wareDays: {
    header: 'downloads:columns.wareDays',
    width: 10,
    value: (r, _l, now) => storageDays(new Date(r.gmt_in), r.gmt_out ? new Date(r.gmt_out) : now),
  },
};

const c = common;
/** Columns per export; sellers see no shelf or owner (spec section 6), staff see both. */
const COLUMNS: Record<ItemExportQuery['kind'], Column[]> = {
  [ExportKind.sellerInventory]: [
    c.oneId,
    c.sku,
    c.brand,
    c.name,
    c.size,
    c.status,
    c.grade,
    c.warehouse,
    c.cost,
    c.supply,
    c.inTime,
    c.outTime,
    c.wareDays,
  ],
  [ExportKind.adminStock]: [
    c.oneId,
    c.sku,
    c.brand,
    c.name,
    c.size,
    c.status,
    c.grade,
    c.warehouse,
    c.shelf,
    c.ownerUid,
    c.ownerName,
    c.cost,
    c.supply,
    c.inTime,
    c.outTime,
  ],
  [ExportKind.warehouseInventory]: [
    c.oneId,
    c.sku,
    c.brand,
    c.name,
    c.size,
    c.status,
    c.grade,
    c.shelf,
    c.ownerUid,
    c.ownerName,
    c.inTime,
    c.wareDays,
  ],
};

/** A row of any export: an item, or a ledger entry (the wallet's exports read their own rows). */
export type AnyExportRow = ExportRow | Awaited<ReturnType<typeof readLedgerExportPage>>[number];

/** The sheet's title row and the cells of one row, in the task's language. */
export function exportColumns(kind: ExportKind, lang: Language) {
  if (isLedgerExportKind(kind)) {
    const wallet = ledgerExportColumns(lang, kind);
    return {
      headers: wallet.headers,
      cells: (row: AnyExportRow) => wallet.cells(row as Parameters<typeof wallet.cells>[0]),
    };
  }
  const columns = COLUMNS[kind];
  return {
    headers: columns.map((col) => ({ header: translate(lang, col.header), width: col.width })),
    cells: (row: AnyExportRow, now: Date) => columns.map((col) => col.value(row as ExportRow, lang, now)),
  };
}

export async function countExportRows(db: Kysely<DB>, query: ExportQuery): Promise<number> {
  if (isLedgerExport(query)) return countLedgerExportRows(db, query);
  const { n } = await db
    .selectFrom('products as p')
    .where(exportCondition(query))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export function readExportPage(
  db: Kysely<DB>,
  query: ExportQuery,
  afterId: number | null,
  limit: number,
): Promise<AnyExportRow[]> {
  if (isLedgerExport(query)) return readLedgerExportPage(db, query, afterId, limit);
  return selectPage(db, exportCondition(query), afterId, limit);
}

/** Lines written above the title row (a statement's balances); none for a list's export. */
export function exportPreamble(
  db: Kysely<DB>,
  query: ExportQuery,
  lang: Language,
): Promise<(string | number)[][]> {
  return isLedgerExport(query) ? ledgerExportPreamble(db, query, lang) : Promise.resolve([]);
}

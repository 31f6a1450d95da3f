import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import {
  PSEUDO_SHELF_LABEL,
  PSEUDO_SHELF_READY_FOR_LISTING,
  pseudoShelfListed,
  WarehouseStatus,
} from '../../../domain/warehouses/warehouses';
import type { ShelfListRequest, ShelfRow } from '../../../domain/warehouses/warehouses';
import { LANGUAGES } from '../../../domain/kernel/users';
import type { AuthedContext } from '../../http/context';
import { translate } from '../../http/messages';
import { pageOf, pageRequest } from '../../http/paging';
import type { Page } from '../../http/paging';
import { toCount } from '../../kernel/db-helpers';

/** null: every warehouse (admin host without a filter). */
export type ShelfScope = { wareIds: number[] | null };

/** The pseudo shelf's name per language; the messages never change while the server runs. */
const pseudoNames = new Map(LANGUAGES.map((lang) => [lang, translate(lang, PSEUDO_SHELF_LABEL)]));
const pseudoNameList = [...pseudoNames.values()];

function pseudoShelf(ctx: AuthedContext, scope: ShelfScope): ShelfRow {
  const single = scope.wareIds?.length === 1 ? scope.wareIds[0] : null;
  return {
    id: PSEUDO_SHELF_READY_FOR_LISTING,
    name: pseudoNames.get(ctx.lang) ?? PSEUDO_SHELF_LABEL,
    code: '',
    rackId: null,
    rackName: '',
    wareId: single,
    wareName: '',
    status: WarehouseStatus.enabled,
  };
}

/** A shelf is usable when it, its rack and its warehouse are all enabled. */
const usableShelf = sql<boolean>`(s.status = 1
  and (select r.status from racks r where r.id = s.rack_id) = 1
  and (select w.status from warehouses w where w.id = s.ware_id) = 1)`;

/**
 * The list's filters on shelves aliased s, written so PostgreSQL walks shelves_ware_name
 * (ware_id, name, id) in order: a page costs its own rows, not the warehouse's size.
 */
function shelfFilter(scope: ShelfScope, req: ShelfListRequest): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [];
  if (scope.wareIds !== null) {
    const ids = scope.wareIds;
    parts.push(ids.length === 1 ? sql`s.ware_id = ${ids[0]}` : sql`s.ware_id in (${sql.join(ids)})`);
  }
  if (req.rackId !== undefined) parts.push(sql`s.rack_id = ${req.rackId}`);
  // A typed name or a scanned label code both find the shelf.
  if (req.nameEq !== undefined) {
    parts.push(sql`(lower(s.name) = ${req.nameEq.toLowerCase()} or s.code = ${req.nameEq.toUpperCase()})`);
  }
  if (req.status !== undefined)
    parts.push(req.status === WarehouseStatus.enabled ? usableShelf : sql`not ${usableShelf}`);
  return parts.length === 0 ? sql<boolean>`true` : sql<boolean>`${sql.join(parts, sql` and `)}`;
}

/**
 * How many shelves match. Without a name filter this sums the trigger-kept shelf_counts (a few
 * rows per warehouse) instead of counting thousands of shelf rows on every request.
 */
function totalOf(scope: ShelfScope, req: ShelfListRequest): RawBuilder<number> {
  if (req.nameEq !== undefined)
    return sql<number>`(select count(*) from shelves s where ${shelfFilter(scope, req)})`;
  const parts: RawBuilder<unknown>[] = [];
  if (scope.wareIds !== null) {
    const ids = scope.wareIds;
    parts.push(ids.length === 1 ? sql`c.ware_id = ${ids[0]}` : sql`c.ware_id in (${sql.join(ids)})`);
  }
  if (req.rackId !== undefined) parts.push(sql`c.rack_id = ${req.rackId}`);
  if (req.status !== undefined) {
    const on = sql`(c.status = 1 and r.status = 1 and w.status = 1)`;
    parts.push(req.status === WarehouseStatus.enabled ? on : sql`not ${on}`);
  }
  const where = parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
  if (req.status === undefined)
    return sql<number>`(select coalesce(sum(c.n), 0) from shelf_counts c where ${where})`;
  return sql<number>`(select coalesce(sum(c.n), 0) from shelf_counts c
    join racks r on r.id = c.rack_id join warehouses w on w.id = c.ware_id where ${where})`;
}

type ShelfPage = { total: number; rows: ShelfRow[] };
type PageRow = {
  id: number;
  name: string;
  code: string;
  rack_id: number;
  ware_id: number;
  rack_name: string;
  ware_name: string;
  status: number;
  total: unknown;
};

/** One round trip: the page's rows, each carrying the total. */
async function pageWithTotal(
  ctx: AuthedContext,
  scope: ShelfScope,
  req: ShelfListRequest,
  limit: number,
  offset: number,
): Promise<ShelfPage> {
  if (limit <= 0) return { total: await totalAlone(ctx, scope, req), rows: [] };
  // The page is cut in index order first, then joined to its racks and warehouse (20 rows, not
  // the warehouse's 10,000). Limit and offset go in as literals (checked integers): with them as
  // parameters PostgreSQL re-planned the statement on every call, as its generic plan guesses a
  // large offset; as literals each page size and offset keeps one cached plan per connection.
  const rows = await sql<PageRow>`
    select p.id, p.name, p.code, p.rack_id, p.ware_id, r.name as rack_name, w.name as ware_name,
      case when p.status = 1 and r.status = 1 and w.status = 1 then 1 else 2 end as status,
      ${totalOf(scope, req)} as total
    from (
      select s.id, s.name, s.code, s.rack_id, s.ware_id, s.status from shelves s
      where ${shelfFilter(scope, req)}
      order by s.ware_id, s.name, s.id limit ${sql.lit(limit)} offset ${sql.lit(offset)}
    ) as p
    join racks r on r.id = p.rack_id
    join warehouses w on w.id = p.ware_id
    order by p.ware_id, p.name, p.id`
    .execute(ctx.db)
    .then((r) => r.rows);
  // Past the last page there is no row to carry the total: ask for it alone.
  const total = rows.length > 0 ? toCount(rows[0].total) : await totalAlone(ctx, scope, req);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      code: r.code,
      rackId: r.rack_id,
      rackName: r.rack_name,
      wareId: r.ware_id,
      wareName: r.ware_name,
      status: Number(r.status),
    })),
  };
}

async function totalAlone(ctx: AuthedContext, scope: ShelfScope, req: ShelfListRequest): Promise<number> {
  const r = await sql<{ total: unknown }>`select ${totalOf(scope, req)} as total`.execute(ctx.db);
  return toCount(r.rows[0]?.total);
}

/**
 * Shelves of the warehouses in scope. The pseudo shelf "ready for listing" counts as the first
 * row of the list, so every page keeps its size and page 1 starts with it.
 */
export async function listShelves(
  ctx: AuthedContext,
  scope: ShelfScope,
  req: ShelfListRequest,
): Promise<Page<ShelfRow>> {
  const page = pageRequest(req, ctx.config.maxPageSize);
  const withPseudo = pseudoShelfListed(req, pseudoNameList);
  if (scope.wareIds !== null && scope.wareIds.length === 0) {
    return pageOf(page, withPseudo ? 1 : 0, withPseudo && page.pageNo === 1 ? [pseudoShelf(ctx, scope)] : []);
  }
  const lead = withPseudo ? 1 : 0;
  const firstPage = page.offset === 0;
  const limit = firstPage ? page.pageSize - lead : page.pageSize;
  const offset = firstPage ? 0 : page.offset - lead;
  const { total, rows } = await pageWithTotal(ctx, scope, req, limit, offset);
  const data = withPseudo && firstPage ? [pseudoShelf(ctx, scope), ...rows] : rows;
  return pageOf(page, total + lead, data);
}

import { sql } from 'kysely';
import {
  PSEUDO_SHELF_LABEL,
  PSEUDO_SHELF_READY_FOR_LISTING,
  pseudoShelfListed,
  WarehouseStatus,
} from '../../../domain/warehouses';
import type { ShelfListRequest, ShelfRow } from '../../../domain/warehouses';
import type { AuthedContext } from '../../http/context';
import { translate } from '../../http/messages';
import { pageOf, pageRequest } from '../../http/paging';
import type { Page } from '../../http/paging';
import { toCount } from './db-helpers';

/** null: every warehouse (admin host without a filter). */
export type ShelfScope = { wareIds: number[] | null };

const shelvesOf = (ctx: AuthedContext) => ctx.db.selectFrom('shelves as s');
type Filtered = ReturnType<typeof shelvesOf>;

function pseudoShelf(ctx: AuthedContext, scope: ShelfScope): ShelfRow {
  const single = scope.wareIds?.length === 1 ? scope.wareIds[0] : null;
  return {
    id: PSEUDO_SHELF_READY_FOR_LISTING,
    name: translate(ctx.lang, PSEUDO_SHELF_LABEL),
    code: '',
    rackId: null,
    rackName: '',
    wareId: single,
    wareName: '',
    status: WarehouseStatus.enabled,
  };
}

/** A shelf is usable when it, its rack and its warehouse are all enabled. */
const usable = sql<boolean>`(s.status = 1 and r.status = 1 and w.status = 1)`;
const usableShelf = sql<boolean>`(s.status = 1
  and (select r.status from racks r where r.id = s.rack_id) = 1
  and (select w.status from warehouses w where w.id = s.ware_id) = 1)`;

/**
 * The filters, written so PostgreSQL walks shelves_ware_name (ware_id, name, id) in order and the
 * count stays an index scan; racks and warehouses are looked at only for the status filter.
 */
function filtered(ctx: AuthedContext, scope: ShelfScope, req: ShelfListRequest): Filtered {
  let q = shelvesOf(ctx);
  if (scope.wareIds !== null) {
    q =
      scope.wareIds.length === 1
        ? q.where('s.ware_id', '=', scope.wareIds[0])
        : q.where('s.ware_id', 'in', scope.wareIds);
  }
  if (req.rackId !== undefined) q = q.where('s.rack_id', '=', req.rackId);
  if (req.nameEq !== undefined) {
    const wanted = req.nameEq;
    // A typed name or a scanned label code both find the shelf.
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['s.name']), '=', wanted.toLowerCase()),
        eb('s.code', '=', wanted.toUpperCase()),
      ]),
    );
  }
  if (req.status !== undefined) {
    q = q.where(req.status === WarehouseStatus.enabled ? usableShelf : sql<boolean>`not ${usableShelf}`);
  }
  return q;
}

async function pageRows(
  ctx: AuthedContext,
  scope: ShelfScope,
  req: ShelfListRequest,
  limit: number,
  offset: number,
) {
  if (limit <= 0) return [];
  // Page the shelf ids first (index order, no joins), then decorate just those rows.
  const ids = filtered(ctx, scope, req)
    .select(['s.id', 's.ware_id', 's.name'])
    .orderBy('s.ware_id')
    .orderBy('s.name')
    .orderBy('s.id')
    .limit(limit)
    .offset(offset);
  const rows = await ctx.db
    .with('page', () => ids)
    .selectFrom('page')
    .innerJoin('shelves as s', 's.id', 'page.id')
    .innerJoin('racks as r', 'r.id', 's.rack_id')
    .innerJoin('warehouses as w', 'w.id', 's.ware_id')
    .select([
      's.id',
      's.name',
      's.code',
      's.rack_id',
      'r.name as rack_name',
      's.ware_id',
      'w.name as ware_name',
      sql<number>`case when ${usable} then 1 else 2 end`.as('status'),
    ])
    .orderBy('s.ware_id')
    .orderBy('s.name')
    .orderBy('s.id')
    .execute();
  return rows.map((r): ShelfRow => ({
    id: r.id,
    name: r.name,
    code: r.code,
    rackId: r.rack_id,
    rackName: r.rack_name,
    wareId: r.ware_id,
    wareName: r.ware_name,
    status: Number(r.status),
  }));
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
  const labels = [translate('en_us', PSEUDO_SHELF_LABEL), translate('zh_cn', PSEUDO_SHELF_LABEL)];
  const withPseudo = pseudoShelfListed(req, labels);
  if (scope.wareIds !== null && scope.wareIds.length === 0) {
    return pageOf(page, withPseudo ? 1 : 0, withPseudo && page.pageNo === 1 ? [pseudoShelf(ctx, scope)] : []);
  }
  const lead = withPseudo ? 1 : 0;
  const firstPage = page.offset === 0;
  const limit = firstPage ? page.pageSize - lead : page.pageSize;
  const offset = firstPage ? 0 : page.offset - lead;
  const [total, rows] = await Promise.all([
    filtered(ctx, scope, req)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    pageRows(ctx, scope, req, limit, offset),
  ]);
  const data = withPseudo && firstPage ? [pseudoShelf(ctx, scope), ...rows] : rows;
  return pageOf(page, toCount(total.n) + lead, data);
}

import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { ItemFilter } from '../../../domain/inventory/views';
import type { DB } from '../../db/schema';
import { containsPattern } from '../../kernel/db-helpers';

/** A query over products aliased `p` (the only table every item list starts from). */
export type ProductScope = ExpressionBuilder<DB & { p: DB['products'] }, 'p'>;

/**
 * The shared item filters as SQL conditions. ONE ID and size are exact (a scanned ID, a size from
 * the catalogue); SKU, brand and name are contains-matches, typed text taken literally. The SKU
 * pattern is matched against the distinct SKUs (product_skus, migration 0033), not item by item.
 */
export function itemConditions(eb: ProductScope, f: ItemFilter): Expression<SqlBool>[] {
  const c: Expression<SqlBool>[] = [];
  if (f.oneId) c.push(eb('p.one_id', '=', f.oneId));
  if (f.sku)
    c.push(
      eb(
        'p.sku',
        'in',
        eb.selectFrom('product_skus as k').select('k.sku').where('k.sku', 'ilike', containsPattern(f.sku)),
      ),
    );
  if (f.brand) c.push(eb('p.brand', 'ilike', containsPattern(f.brand)));
  if (f.remarks) c.push(eb('p.name', 'ilike', containsPattern(f.remarks)));
  if (f.spec) c.push(eb('p.size', '=', f.spec));
  if (f.wareId !== undefined) c.push(eb('p.ware_id', '=', f.wareId));
  if (f.checkResult !== undefined) c.push(eb('p.check_result', '=', f.checkResult));
  if (f.inBeginTime) c.push(eb('p.gmt_in', '>=', new Date(f.inBeginTime)));
  if (f.inEndTime) c.push(eb('p.gmt_in', '<=', new Date(f.inEndTime)));
  if (f.outBeginTime) c.push(eb('p.gmt_out', '>=', new Date(f.outBeginTime)));
  if (f.outEndTime) c.push(eb('p.gmt_out', '<=', new Date(f.outEndTime)));
  return c;
}

/**
 * True when no condition of itemConditions applies but the warehouse: the counts kept per owner,
 * warehouse and status (stock_counts) then answer the tab counts without reading any item.
 */
export function filtersOnlyWarehouse(f: ItemFilter): boolean {
  return (
    !f.oneId &&
    !f.sku &&
    !f.brand &&
    !f.remarks &&
    !f.spec &&
    f.checkResult === undefined &&
    !f.inBeginTime &&
    !f.inEndTime &&
    !f.outBeginTime &&
    !f.outEndTime
  );
}

/** Statuses 9 and 10 are one tab; an empty list means every status. */
export function statusCondition(
  eb: ProductScope,
  statusList: readonly number[] | undefined,
): Expression<SqlBool>[] {
  return statusList?.length ? [eb('p.status', 'in', [...statusList])] : [];
}

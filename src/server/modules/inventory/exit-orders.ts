import { ProductEventType } from '../../../domain/kernel/events';
import { exitKindOf } from '../../../domain/inventory/views';
import type { ExitOrder } from '../../../domain/inventory/views';
import type { Db } from '../../kernel/db-helpers';

/**
 * The order each item left with: its latest exit event (11) that names an order, read for one page of
 * an exit list (the product_events_product index: product, then id). An item without one maps to null.
 */
export async function exitOrdersOf(db: Db, productIds: readonly number[]): Promise<Map<number, ExitOrder>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_events')
    .distinctOn('product_id')
    .select(['product_id', 'odd_no', 'out_type'])
    .where('product_id', 'in', [...productIds])
    .where('type', '=', ProductEventType.outbound)
    .where('odd_no', '<>', '')
    .orderBy('product_id')
    .orderBy('id', 'desc')
    .execute();
  return new Map(
    rows.map((r) => [r.product_id as number, { oddNo: r.odd_no, type: exitKindOf(r.out_type, r.odd_no) }]),
  );
}

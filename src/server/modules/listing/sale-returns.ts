import { InventoryStatus } from '../../../domain/kernel/products';
import type { Db } from '../../kernel/db-helpers';

/**
 * A sale's return (the marketplace's, or moved to returned by hand) is Returning while its pair is on
 * its way back to us, and Returned once Return to Warehouse has received it.
 */
export async function returnStatusOf(trx: Db, productId: number | null): Promise<'returning' | 'returned'> {
  if (productId === null) return 'returned';
  const pair = await trx
    .selectFrom('products')
    .select('status')
    .where('id', '=', productId)
    .executeTakeFirst();
  return pair?.status === InventoryStatus.outOfWarehouse ? 'returning' : 'returned';
}

/** Pairs received back in Return to Warehouse: the kept sales they were returning from are Returned. */
export async function salesReturnedHome(trx: Db, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await trx
    .updateTable('market_orders')
    .set({ status: 'returned', updated_at: new Date() })
    .where('product_id', 'in', productIds)
    .where('kept', '=', true)
    .where('status', '=', 'returning')
    .execute();
}

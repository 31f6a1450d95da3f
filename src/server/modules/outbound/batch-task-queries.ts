import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';

/** The warehouse an admin names for a batch: an unknown one is a 404, not an empty batch. */
export async function requireWarehouse(ctx: AuthedContext, wareId: number): Promise<number> {
  const ware = await ctx.db.selectFrom('warehouses').select('id').where('id', '=', wareId).executeTakeFirst();
  if (!ware) throw notFound('warehouses:errors.noSuchWarehouse', { wareId });
  return ware.id;
}

import type { RepairPriceUpdateRequest } from '../../../domain/repair/requests';
import type { RepairPriceRow } from '../../../domain/repair/views';
import type { AuthedContext } from '../../http/context';
import { recordAudit } from '../../kernel/audit-log';
import { repairPriceRows } from './pair-queries';

/**
 * Fee/RepairMange (spec section 2): a repair item's price and working days, edited by an admin and
 * audited (before and after). A new price applies to orders made after it: an order keeps the
 * estimate it was made with.
 */
export async function updateRepairPrice(
  ctx: AuthedContext,
  body: RepairPriceUpdateRequest,
): Promise<RepairPriceRow[]> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('repair_prices')
      .select(['price_cents', 'days'])
      .where('item', '=', body.item)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('repair_prices')
      .set({ price_cents: body.priceCents, days: body.days, updated_by: ctx.user.id, updated_at: new Date() })
      .where('item', '=', body.item)
      .execute();
    await recordAudit(
      ctx,
      {
        action: 'repair.price.update',
        entity: 'repair_price',
        entityId: body.item,
        before: { priceCents: before.price_cents, days: before.days },
        after: { priceCents: body.priceCents, days: body.days },
      },
      trx,
    );
  });
  return repairPriceRows(ctx.db);
}

import { InventoryStatus } from '../../../domain/kernel/product-rules';
import type { RepairItem } from '../../../domain/repair/codes';
import { orderEstimate, sortedChoices } from '../../../domain/repair/pricing';
import type { RepairEstimateRequest, RepairPairsRequest } from '../../../domain/repair/requests';
import type { RepairEstimate, RepairPairView, RepairPriceRow } from '../../../domain/repair/views';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import type { Page } from '../../http/paging';
import { containsPattern, isoOrNull, toCount } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { firstPhotoOf } from './photo-queries';
import { pendingAhead, repairPrices } from './store';

/** What the seller's repair-order form reads: its pairs that may be repaired, the prices, the estimate. */

function availablePairs(ctx: AuthedContext, filter: RepairPairsRequest) {
  const keyword = filter.keyword?.trim();
  return ctx.db
    .selectFrom('products as p')
    .innerJoin('warehouses as w', 'w.id', 'p.ware_id')
    .where('p.shop_user_id', '=', ctx.user.id)
    .where('p.status', '=', InventoryStatus.available)
    .$if(filter.wareId !== undefined, (q) => q.where('p.ware_id', '=', filter.wareId as number))
    .$if(Boolean(keyword), (q) =>
      q.where((eb) =>
        eb.or([
          eb('p.one_id', '=', keyword as string),
          eb('p.sku', 'ilike', containsPattern(keyword as string)),
          eb('p.name', 'ilike', containsPattern(keyword as string)),
        ]),
      ),
    );
}

/** POST /repair/pairs: the seller's available pairs, by warehouse, SKU, name or ONE ID, newest first. */
export async function listRepairablePairs(
  ctx: AuthedContext,
  filter: RepairPairsRequest,
): Promise<Page<RepairPairView>> {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const total = await availablePairs(ctx, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await availablePairs(ctx, filter)
    .select(['p.id', 'p.one_id', 'p.sku', 'p.size', 'p.name', 'p.brand', 'p.ware_id', 'w.name as ware_name'])
    .orderBy('p.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  const img = await firstPhotoOf(
    ctx,
    rows.map((r) => r.id),
  );
  return pageOf(
    req,
    toCount(total.n),
    rows.map((r) => ({
      oneId: r.one_id,
      sku: r.sku,
      size: r.size,
      name: r.name,
      brand: r.brand,
      img: img.get(r.id) ?? null,
      wareId: r.ware_id,
      wareName: r.ware_name,
    })),
  );
}

/**
 * POST /repair/estimate: each pair's cost and days from Fee/RepairMange, the total, the pairs waiting
 * ahead in the pairs' warehouse and the days until done. Only the seller's own pairs (else 404), of
 * one warehouse (else 409), as the order itself will be checked.
 */
export async function estimateRepair(
  ctx: AuthedContext,
  body: RepairEstimateRequest,
): Promise<RepairEstimate> {
  const oneIds = body.pairs.map((p) => p.oneId);
  const pairs = await ctx.db
    .selectFrom('products')
    .select(['one_id', 'sku', 'size', 'ware_id'])
    .where('one_id', 'in', oneIds)
    .where('shop_user_id', '=', ctx.user.id)
    .execute();
  const missing = oneIds.filter((o) => !pairs.some((p) => p.one_id === o));
  if (missing.length > 0) throw notFound('repair:errors.notYourPairs', { oneId: missing.join(', ') });
  const wares = new Set(pairs.map((p) => p.ware_id));
  if (wares.size > 1) throw conflict('repair:errors.twoWarehousesEstimate');
  const ahead = await pendingAhead(ctx.db, pairs[0].ware_id);
  const estimate = orderEstimate(
    body.pairs.map((p) => sortedChoices(p.repairs)),
    await repairPrices(ctx.db),
    ahead,
  );
  return {
    pairs: body.pairs.map((p, i) => {
      const pair = pairs.find((x) => x.one_id === p.oneId) as (typeof pairs)[number];
      const { cents, days } = estimate.perPair[i];
      return { oneId: p.oneId, sku: pair.sku, size: pair.size, estimateCents: cents, days };
    }),
    totalCents: estimate.totalCents,
    pendingAhead: ahead,
    estimatedDays: estimate.days,
  };
}

/** Fee/RepairMange, in the order of the repair items. */
export async function repairPriceRows(db: Db): Promise<RepairPriceRow[]> {
  const rows = await db
    .selectFrom('repair_prices as r')
    .leftJoin('users as u', 'u.id', 'r.updated_by')
    .select(['r.item', 'r.price_cents', 'r.days', 'u.realname', 'r.updated_at', 'r.updated_by'])
    .orderBy('r.item')
    .execute();
  return rows.map((r) => ({
    item: r.item as RepairItem,
    priceCents: r.price_cents,
    days: r.days,
    updatedBy: r.realname ?? '',
    gmtModify: r.updated_by === null ? null : isoOrNull(r.updated_at),
  }));
}

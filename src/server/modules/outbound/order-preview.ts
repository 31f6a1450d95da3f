import { orderPreview, orderPreviewRequest, payableOfOrder } from '../../../domain/outbound/outbound';
import type { OrderPreview, OrderPreviewRequest } from '../../../domain/outbound/outbound';
import { BusinessPart } from '../../../domain/kernel/permissions';
import { InventoryStatus } from '../../../domain/kernel/product-rules';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { storageFeesOf } from '../wallet/rate-service';
import { OrderKind } from '../../../domain/outbound/kind-codes';
import { feesOfKind, paysStorage } from './order-money';
import { pairFields } from './order-queries';
import { previewLabelFee } from './reship-label-quote';

/**
 * POST /outbound/preview (business): the fees an order of these pairs would be quoted, from the
 * seller's rate card in force now (the same rule the approval books, order-money.ts), shown before
 * the seller confirms, with the pairs as they are now. Reads only; the create call decides.
 */

export async function previewOrder(ctx: AuthedContext, body: OrderPreviewRequest): Promise<OrderPreview> {
  const rows = await ctx.db
    .selectFrom('products as p')
    .innerJoin('warehouses as w', 'w.id', 'p.ware_id')
    .select([
      'p.one_id',
      'p.sku',
      'p.brand',
      'p.name',
      'p.size',
      'p.status',
      'p.ware_id',
      'p.gmt_in',
      'p.gmt_out',
      'w.name as ware_name',
      'w.level',
    ])
    .where('p.one_id', 'in', body.oneIds)
    .where('p.shop_user_id', '=', ctx.user.id)
    .execute();
  const missing = body.oneIds.filter((o) => !rows.some((r) => r.one_id === o));
  if (missing.length > 0) throw notFound('outbound:errors.notYourItems', { oneId: missing.join(', ') });
  const now = new Date();
  const fees = await feesOfKind(ctx.db, ctx.user.id, body.kind, rows.length, now);
  const storageFee = paysStorage(body.kind) ? await storageFeesOf(ctx.db, [ctx.user.id], now) : null;
  const byOneId = new Map(rows.map((r) => [r.one_id, r]));
  const items = body.oneIds.map((oneId) => {
    const r = byOneId.get(oneId) as (typeof rows)[number];
    return {
      ...pairFields(r),
      wareId: r.ware_id,
      wareName: r.ware_name,
      storageFeeCents: storageFee
        ? storageFee({ sellerId: ctx.user.id, warehouseLevel: r.level, inAt: r.gmt_in, outAt: r.gmt_out })
            .wareFeeCents
        : null,
    };
  });
  const label = await previewLabelFee(
    ctx,
    body.kind === OrderKind.reship ? body.address : undefined,
    items.length,
  );
  const storageCents = items.reduce((sum, i) => sum + (i.storageFeeCents ?? 0), 0);
  return {
    kind: body.kind,
    ...fees,
    ...label,
    payableCents: payableOfOrder({
      feeCents: fees.totalCents,
      storageCents,
      labelFeeCents: label.labelFeeCents ?? 0,
    }),
    pairs: items.length,
    items,
    notAvailable: items.filter((i) => i.status !== InventoryStatus.available).map((i) => i.oneId),
    mixedWarehouses: new Set(items.map((i) => i.wareId)).size > 1,
  };
}

export const orderPreviewRoute = defineRoute({
  method: 'POST',
  path: '/outbound/preview',
  hosts: ['business'],
  access: { kind: 'permission', code: BusinessPart.orders, action: 'query' },
  summary:
    "The fees an order of these pairs would be quoted from the seller's rate card in force (per pair, total, fee type), a reship's carrier label to the address given, and the pairs as they are",
  body: orderPreviewRequest,
  response: orderPreview,
  handler: (ctx, { body }) => previewOrder(ctx, body),
});

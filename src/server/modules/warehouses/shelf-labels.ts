import type { FastifyReply } from 'fastify';
import { SHELF_LABELS_MAX } from '../../../domain/warehouses/warehouses';
import type { ShelfLabelQuery } from '../../../domain/warehouses/warehouses';
import type { AuthedContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import type { REPLIED } from '../../http/route';
import { replyWithLabels } from '../../kernel/printing/print-labels';
import type { ShelfLabel } from '../../kernel/printing/shelf-label';
import { assertWarehousesAllowed, SHELF_READ_WAREHOUSE } from './shelf-scope';

type LabelShelf = { id: number; name: string; code: string; rackName: string; wareId: number };

async function shelvesToPrint(ctx: AuthedContext, ids: number[]): Promise<LabelShelf[]> {
  if (ids.length === 0) throw badRequest('errors.invalidField', { field: 'ids', reason: 'no shelf ids' });
  if (ids.length > SHELF_LABELS_MAX)
    throw badRequest('warehouses:errors.tooManyLabels', { max: SHELF_LABELS_MAX });
  const rows = await ctx.db
    .selectFrom('shelves as s')
    .innerJoin('racks as r', 'r.id', 's.rack_id')
    .select(['s.id', 's.name', 's.code', 's.ware_id as wareId', 'r.name as rackName'])
    .where('s.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0)
    throw notFound('warehouses:errors.shelvesNotFound', { ids: missing.slice(0, 10).join(', ') });
  if (ctx.host === 'warehouse') {
    await assertWarehousesAllowed(
      ctx,
      rows.map((r) => r.wareId),
      SHELF_READ_WAREHOUSE,
    );
  }
  return ids.map((id) => byId.get(id) as LabelShelf);
}

/** One 4in x 6in label per shelf, as a PDF or as ZPL: the printing kernel draws it. */
export async function shelfLabels(
  ctx: AuthedContext,
  query: ShelfLabelQuery,
  reply: FastifyReply,
): Promise<typeof REPLIED> {
  const shelves = await shelvesToPrint(ctx, query.ids);
  const labels = shelves.map((s): ShelfLabel => ({
    kind: 'shelf',
    name: s.name,
    code: s.code,
    rackName: s.rackName,
  }));
  return replyWithLabels(reply, labels, { ...query, title: 'Shelf labels', fileName: 'shelf-labels' });
}

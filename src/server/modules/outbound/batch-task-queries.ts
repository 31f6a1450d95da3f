import type { BatchTaskListRequest } from '../../../domain/outbound-batches';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import { containsPattern, toCount } from '../../kernel/db-helpers';
import { viewsOf } from './batch-queries';

/**
 * The admin's TaskManage/BatchTask list: every warehouse's outbound batches, newest first, by
 * warehouse, status, batch number and the window they were made in.
 */
export async function listBatchTasks(ctx: AuthedContext, filter: BatchTaskListRequest) {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const query = ctx.db
    .selectFrom('outbound_batches as b')
    .$if(filter.wareId !== undefined, (q) => q.where('b.ware_id', '=', filter.wareId as number))
    .$if(filter.status !== undefined, (q) => q.where('b.status', '=', filter.status as number))
    .$if(Boolean(filter.batchNo), (q) =>
      q.where('b.batch_no', 'ilike', containsPattern(filter.batchNo as string)),
    )
    .$if(Boolean(filter.beginTime), (q) =>
      q.where('b.created_at', '>=', new Date(filter.beginTime as string)),
    )
    .$if(Boolean(filter.endTime), (q) => q.where('b.created_at', '<=', new Date(filter.endTime as string)));
  const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const ids = await query
    .select('b.id')
    .orderBy('b.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  return pageOf(
    req,
    toCount(n),
    await viewsOf(
      ctx.db,
      ids.map((r) => r.id),
    ),
  );
}

/** The warehouse an admin names for a batch: an unknown one is a 404, not an empty batch. */
export async function requireWarehouse(ctx: AuthedContext, wareId: number): Promise<number> {
  const ware = await ctx.db.selectFrom('warehouses').select('id').where('id', '=', wareId).executeTakeFirst();
  if (!ware) throw notFound('warehouses:errors.noSuchWarehouse', { wareId });
  return ware.id;
}

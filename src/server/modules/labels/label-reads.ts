import type { LabelListRequest, LabelRow } from '../../../domain/labels/label-center';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import type { Page } from '../../http/paging';
import { toCount } from '../../kernel/db-helpers';
import { labelScopeOf, ownerFilterOf } from './label-owner';
import { labelCenterQuery, labelQuery, labelRowOf } from './label-store';
import type { LabelRecord } from './label-store';

/** Reading labels: a seller their own (another's answers 404), the admin every seller's. */

export async function findLabelRecord(
  ctx: AuthedContext,
  id: number,
): Promise<LabelRecord & { seller_name: string }> {
  const owner = ownerFilterOf(labelScopeOf(ctx));
  const record = await labelQuery(ctx.db, owner).where('l.id', '=', id).executeTakeFirst();
  if (!record) throw notFound('labels:center.errors.notFound');
  return record;
}

export async function labelById(ctx: AuthedContext, id: number): Promise<LabelRow> {
  return labelRowOf(await findLabelRecord(ctx, id), ctx.lang);
}

export async function labelPage(ctx: AuthedContext, request: LabelListRequest): Promise<Page<LabelRow>> {
  const owner = ownerFilterOf(labelScopeOf(ctx), request.sellerId);
  const req = pageRequest(request, ctx.config.maxPageSize);
  // An order's label is shown, printed and settled through its order.
  let query = labelCenterQuery(ctx.db, owner);
  if (request.status) query = query.where('l.status', '=', request.status);
  const [rows, total] = await Promise.all([
    query.orderBy('l.id', 'desc').limit(req.pageSize).offset(req.offset).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(
    req,
    toCount(total.count),
    rows.map((r) => labelRowOf(r, ctx.lang)),
  );
}

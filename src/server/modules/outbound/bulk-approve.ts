import { bulkApproveAnswer, bulkApproveRequest } from '../../../domain/outbound/outbound';
import type { BulkApproveAnswer, BulkApproveOutcome } from '../../../domain/outbound/outbound';
import { AuditPage } from '../../../domain/kernel/permissions';
import type { AuthedContext } from '../../http/context';
import { AppError } from '../../http/errors';
import { translate } from '../../http/messages';
import { defineRoute, WithMessage } from '../../http/route';
import { approveOrder } from './order-service';

/**
 * Bulk approval (Audit lists): each order is approved on its own, in its own transaction, exactly as a
 * single approval; a refused order (already approved by someone else, recalled, not found) is
 * reported with the code and message a single approval would answer and does not undo the others.
 */
export async function bulkApprove(ctx: AuthedContext, ids: readonly number[]): Promise<BulkApproveAnswer> {
  const known = await ctx.db
    .selectFrom('outbound_orders')
    .select(['id', 'odd_no'])
    .where('id', 'in', [...ids])
    .execute();
  const oddNoOf = new Map(known.map((o) => [o.id, o.odd_no]));
  const results: BulkApproveOutcome[] = [];
  // One after another: each order's lock is held only for its own approval.
  for (const id of ids) results.push(await approveOne(ctx, id, oddNoOf.get(id) ?? null));
  const approved = results.filter((r) => r.ok).length;
  return { approved, refused: results.length - approved, results };
}

async function approveOne(ctx: AuthedContext, id: number, oddNo: string | null): Promise<BulkApproveOutcome> {
  try {
    const done = await approveOrder(ctx, id);
    const { status } = await ctx.db
      .selectFrom('outbound_orders')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, ok: true, oddNo: done.oddNo, status };
  } catch (error) {
    if (error instanceof AppError)
      return { id, ok: false, oddNo, code: error.code, msg: translate(ctx.lang, error.msgKey, error.params) };
    ctx.log.error({ err: error, orderId: id }, 'bulk approval of one order failed');
    return {
      id,
      ok: false,
      oddNo,
      code: 500,
      msg: translate(ctx.lang, 'errors.internal', { requestId: ctx.requestId }),
    };
  }
}

export const bulkApproveRoute = defineRoute({
  method: 'POST',
  path: '/outbound/bulkApprove',
  hosts: ['admin'],
  access: { kind: 'permission', code: AuditPage.orders, action: 'edit' },
  summary:
    'Approve several orders (3, 4, 7): each on its own; the answer says per order approved or why it was refused',
  body: bulkApproveRequest,
  response: bulkApproveAnswer,
  handler: async (ctx, { body }) => {
    const answer = await bulkApprove(ctx, body.ids);
    return new WithMessage(answer, 'outbound-audit:messages.bulkApproved', {
      approved: answer.approved,
      refused: answer.refused,
    });
  },
});

import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { pageRequest } from '../../http/paging';
import type { PagingInput } from '../../http/paging';
import { containsPattern, iso } from '../../kernel/db-helpers';
import { pagedWithRecords } from './account-store';

export type AuditFilter = PagingInput & {
  actor?: string;
  action?: string;
  entity?: string;
  beginTime?: string;
  endTime?: string;
};

function auditWhere(f: AuditFilter) {
  return (eb: ExpressionBuilder<DB, 'audit_log'>) => {
    const conditions = [];
    if (f.actor) conditions.push(eb('actor_name', 'ilike', containsPattern(f.actor)));
    if (f.action) conditions.push(eb('action', '=', f.action));
    if (f.entity) conditions.push(eb('entity', '=', f.entity));
    if (f.beginTime) conditions.push(eb('created_at', '>=', new Date(f.beginTime)));
    if (f.endTime) conditions.push(eb('created_at', '<=', new Date(f.endTime)));
    return eb.and(conditions);
  };
}

/** Who did what and when, newest first, with the state before and after. */
export async function listAuditEntries(ctx: AuthedContext, filter: AuditFilter) {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const where = auditWhere(filter);
  const { total } = await ctx.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  const rows = await ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where(where)
    .orderBy('id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  const records = rows.map((r) => ({
    id: Number(r.id),
    actorName: r.actor_name,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    before: r.before ?? null,
    after: r.after ?? null,
    requestId: r.request_id,
    gmtCreate: iso(r.created_at),
  }));
  return pagedWithRecords(req, Number(total), records);
}

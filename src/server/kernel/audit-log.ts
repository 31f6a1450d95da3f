import type { RequestContext } from '../http/context';
import type { Db } from './db-helpers';

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes who did what, when, with the before and after state (ARCHITECTURE.md section 7).
 * Pass the transaction of the action so the entry and the change commit together.
 */
export async function recordAudit(
  ctx: Pick<RequestContext, 'user' | 'requestId'>,
  entry: AuditEntry,
  db: Db,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: ctx.user?.id ?? null,
      actor_name: ctx.user?.username ?? '',
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      request_id: ctx.requestId,
    })
    .execute();
}

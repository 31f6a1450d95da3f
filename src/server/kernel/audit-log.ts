import type { Insertable } from 'kysely';
import type { AuditLogTable } from '../db/schema';
import type { RequestContext } from '../http/context';
import { personOf } from '../http/session';
import type { Db } from './db-helpers';

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/** Who is acting: the request's user (its person: a team member under their own name) and id. */
export type AuditActor = Pick<RequestContext, 'user' | 'requestId'>;

export type AuditRow = Insertable<AuditLogTable>;

/** An audit entry whose entity id is not known yet (the ledger's entry, written in the same statement). */
export type AuditChange = Omit<AuditEntry, 'entityId'>;

/** The audit_log row of a change, all but its entity_id. */
export function auditRowOf(ctx: AuditActor, change: AuditChange): Omit<AuditRow, 'entity_id'> {
  const person = ctx.user ? personOf(ctx.user) : null;
  return {
    actor_id: person?.id ?? null,
    actor_name: person?.username ?? '',
    action: change.action,
    entity: change.entity,
    before: change.before === undefined ? null : JSON.stringify(change.before),
    after: change.after === undefined ? null : JSON.stringify(change.after),
    request_id: ctx.requestId,
  };
}

/**
 * Writes who did what, when, with the before and after state (ARCHITECTURE.md section 7).
 * Pass the transaction of the action so the entry and the change commit together.
 */
export async function recordAudit(ctx: AuditActor, entry: AuditEntry, db: Db): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ ...auditRowOf(ctx, entry), entity_id: String(entry.entityId) })
    .execute();
}

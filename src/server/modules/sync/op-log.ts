import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import { hashedPartOf, SYNC_OP_RETENTION_DAYS } from '../../../domain/sync/sync';
import type { SyncOp, SyncResult } from '../../../domain/sync/sync';
import type { Language } from '../../../domain/kernel/users';
import type { DB } from '../../db/schema';
import { translate } from '../../http/messages';
import type { Db } from '../../kernel/db-helpers';

/** The record of one op, kept at least SYNC_OP_RETENTION_DAYS: what a replay gets back. */
export type StoredOp = Selectable<DB['sync_ops']>;

export type Rejection = { code: number; key: string; params: Record<string, unknown> };

export const DEPENDENCY_REJECTED = 'sync:op.dependencyRejected';

export function payloadHashOf(op: SyncOp): string {
  return crypto.createHash('sha256').update(hashedPartOf(op)).digest('hex');
}

export async function findStoredOps(db: Db, opIds: readonly string[]): Promise<Map<string, StoredOp>> {
  const unique = [...new Set(opIds)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('sync_ops').selectAll().where('op_id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.op_id, r]));
}

/**
 * A rejection's reason in the reader's language. A rejection inherited from a rejected dependency
 * carries the dependency's own reason inside it.
 */
export function describeRejection(lang: Language, key: string, params: Record<string, unknown>): string {
  if (key === DEPENDENCY_REJECTED) {
    const inner = describeRejection(
      lang,
      String(params.reasonKey ?? ''),
      (params.reasonParams as Record<string, unknown>) ?? {},
    );
    return translate(lang, key, { opId: params.opId, reason: inner });
  }
  return translate(lang, key, params);
}

export function rejectedResult(lang: Language, op: SyncOp, r: Rejection): SyncResult {
  return {
    opId: op.opId,
    seq: op.seq,
    status: 'rejected',
    code: r.code,
    reason: describeRejection(lang, r.key, r.params),
  };
}

/** A replay: the stored outcome of the first delivery, never applied again. */
export function duplicateResult(lang: Language, op: SyncOp, stored: StoredOp): SyncResult {
  if (stored.status === 'rejected') {
    return {
      opId: op.opId,
      seq: op.seq,
      status: 'duplicate',
      original: 'rejected',
      code: stored.reason_code ?? 409,
      reason: describeRejection(lang, stored.reason_key ?? '', stored.reason_params ?? {}),
    };
  }
  return {
    opId: op.opId,
    seq: op.seq,
    status: 'duplicate',
    original: 'applied',
    result: stored.result ?? null,
  };
}

export function rejectionOf(stored: StoredOp): Rejection {
  return {
    code: stored.reason_code ?? 409,
    key: stored.reason_key ?? '',
    params: stored.reason_params ?? {},
  };
}

/** Forgets ops older than the retention period, far longer than any tablet keeps a queue. */
export async function purgeExpiredOps(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SYNC_OP_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const result = await db.deleteFrom('sync_ops').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

import crypto from 'node:crypto';
import { sql } from 'kysely';
import { actionTimeOf } from '../../../domain/sync/sync';
import type { SyncOp, SyncRequest, SyncResult } from '../../../domain/sync/sync';
import type { AuthedContext } from '../../http/context';
import { AppError, ErrorCode } from '../../http/errors';
import type { ActionCache } from '../../kernel/action-context';
import type { Db } from '../../kernel/db-helpers';
import {
  DEPENDENCY_REJECTED,
  duplicateResult,
  findStoredOps,
  payloadHashOf,
  rejectedResult,
  rejectionOf,
} from './op-log';
import type { Rejection, StoredOp } from './op-log';
import { runOp, wareIdOf } from './op-handlers';

/** Thrown inside an op's transaction when another request stored the same op first: roll back. */
class StoredElsewhere extends Error {}

type Batch = {
  ctx: AuthedContext;
  deviceId: string;
  hashes: Map<string, string>;
  /** Ops already recorded, from before this batch or earlier in it. */
  known: Map<string, StoredOp>;
  /** Reference data the batch's ops share (grants, SKUs, shelves, leases). */
  cache: ActionCache;
};

/** Refuses the whole batch (nothing applied) when an op id comes back with another payload. */
function assertSamePayloads(ops: SyncOp[], hashes: Map<string, string>, known: Map<string, StoredOp>): void {
  const mismatched = new Set<string>();
  for (const op of ops) {
    const hash = payloadHashOf(op);
    if (hashes.get(op.opId) !== hash) mismatched.add(op.opId);
    const stored = known.get(op.opId);
    if (stored && stored.payload_hash !== hash) mismatched.add(op.opId);
  }
  if (mismatched.size === 0) return;
  const opIds = [...mismatched];
  throw new AppError(
    ErrorCode.idempotencyMismatch,
    'sync:op.payloadMismatch',
    { opIds: opIds.slice(0, 5).join(', ') },
    { opIds },
  );
}

function dependencyRejection(batch: Batch, op: SyncOp): Rejection | null {
  if (!op.dependsOn) return null;
  const dep = batch.known.get(op.dependsOn);
  if (!dep)
    return {
      code: ErrorCode.conflict,
      key: 'sync:op.dependencyMissing',
      params: { opId: op.dependsOn },
    };
  if (dep.status !== 'rejected') return null;
  const inner = rejectionOf(dep);
  return {
    code: inner.code,
    key: DEPENDENCY_REJECTED,
    params: { opId: op.dependsOn, reasonKey: inner.key, reasonParams: inner.params },
  };
}

function recordOf(batch: Batch, op: SyncOp) {
  return {
    op_id: op.opId,
    device_id: batch.deviceId,
    seq: op.seq,
    type: op.type,
    payload_hash: batch.hashes.get(op.opId) ?? '',
    user_id: batch.ctx.user.id,
    ware_id: wareIdOf(op),
  };
}

type OpRecord = ReturnType<typeof recordOf> & {
  status: string;
  result?: string;
  reason_key?: string;
  reason_params?: string;
  reason_code?: number;
};

/** The stored row as it was written, without reading it back. */
function storedOf(r: OpRecord, createdAt: Date): StoredOp {
  return {
    ...r,
    result: r.result === undefined ? null : JSON.parse(r.result),
    reason_key: r.reason_key ?? null,
    reason_params: r.reason_params === undefined ? null : JSON.parse(r.reason_params),
    reason_code: r.reason_code ?? null,
    created_at: createdAt,
  };
}

async function storedNow(batch: Batch, op: SyncOp): Promise<SyncResult> {
  const stored = (await findStoredOps(batch.ctx.db, [op.opId])).get(op.opId);
  if (!stored) throw new Error(`sync op ${op.opId} vanished`);
  batch.known.set(op.opId, stored);
  return duplicateResult(batch.ctx.lang, op, stored);
}

/**
 * One op: its action and the record of its id and result commit in one transaction, or neither
 * does. A rejection (any AppError: bad payload, no grant, conflict) is recorded on its own so a
 * replay gets the same answer.
 */
async function applyOne(batch: Batch, op: SyncOp): Promise<SyncResult> {
  const { ctx } = batch;
  const known = batch.known.get(op.opId);
  if (known && known.payload_hash !== batch.hashes.get(op.opId)) {
    // Recorded by a concurrent request after this batch's up-front check: refuse it alone, record nothing.
    return rejectedResult(ctx.lang, op, {
      code: ErrorCode.idempotencyMismatch,
      key: 'sync:op.payloadMismatch',
      params: { opIds: op.opId },
    });
  }
  if (known) return duplicateResult(ctx.lang, op, known);
  let rejection = dependencyRejection(batch, op);
  if (!rejection) {
    const meta = {
      at: actionTimeOf(op.createdAt, new Date()),
      opId: op.opId,
      deviceId: batch.deviceId,
      cache: batch.cache,
    };
    try {
      const stored = await ctx.db.transaction().execute(async (trx) => {
        const result = (await runOp(ctx, trx, meta, op)) ?? null;
        const record = { ...recordOf(batch, op), status: 'applied', result: JSON.stringify(result) };
        const row = await trx
          .insertInto('sync_ops')
          .values(record)
          .onConflict((oc) => oc.column('op_id').doNothing())
          .returning('created_at')
          .executeTakeFirst();
        if (!row) throw new StoredElsewhere();
        return storedOf(record, row.created_at);
      });
      batch.known.set(op.opId, stored);
      return { opId: op.opId, seq: op.seq, status: 'applied', result: stored.result };
    } catch (err) {
      if (err instanceof StoredElsewhere) return storedNow(batch, op);
      if (!(err instanceof AppError)) throw err;
      rejection = { code: err.code, key: err.msgKey, params: err.params };
    }
  }
  const record = {
    ...recordOf(batch, op),
    status: 'rejected',
    reason_key: rejection.key,
    reason_params: JSON.stringify(rejection.params),
    reason_code: rejection.code,
  };
  const row = await ctx.db
    .insertInto('sync_ops')
    .values(record)
    .onConflict((oc) => oc.column('op_id').doNothing())
    .returning('created_at')
    .executeTakeFirst();
  if (!row) return storedNow(batch, op);
  batch.known.set(op.opId, storedOf(record, row.created_at));
  return rejectedResult(ctx.lang, op, rejection);
}

const CLAIM_SECONDS = 120;

/**
 * On start with the embedded database: every device claim left in it was made by this server's
 * previous run (only one process opens a PGlite directory), which died with its batch half applied.
 * Released at once, so a tablet resending that batch is not kept waiting for the claim to run out.
 */
export async function releaseDeviceClaims(db: Db): Promise<number> {
  const released = await db
    .updateTable('devices')
    .set({ sync_owner: null, sync_until: null })
    .where('sync_owner', 'is not', null)
    .executeTakeFirst();
  return Number(released.numUpdatedRows);
}

const CLAIM_WAIT_MS = 30_000;
const CLAIM_POLL_MS = 50;

/**
 * Takes the device for this batch. A retried batch that arrives while its first delivery is still
 * being applied waits for it, then finds its ops recorded. A claim left by a process that died runs
 * out after CLAIM_SECONDS.
 */
async function claimDevice(ctx: AuthedContext, deviceId: string, owner: string): Promise<void> {
  await ctx.db
    .insertInto('devices')
    .values({ device_id: deviceId, user_id: ctx.user.id })
    .onConflict((oc) => oc.column('device_id').doNothing())
    .execute();
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const claimed = await ctx.db
      .updateTable('devices')
      .set({
        user_id: ctx.user.id,
        sync_owner: owner,
        sync_until: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      })
      .where('device_id', '=', deviceId)
      .where((eb) => eb.or([eb('sync_until', 'is', null), eb('sync_until', '<', sql<Date>`now()`)]))
      .returning('device_id')
      .executeTakeFirst();
    if (claimed) return;
    if (Date.now() > deadline) throw new AppError(ErrorCode.conflict, 'sync:op.deviceBusy');
    await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
  }
}

/**
 * POST /sync: applies a device's batch in seq order, exactly once per op. One device's batches run
 * one at a time (a claim on the device row), so a retried batch racing its original cannot apply a
 * dependent op before its dependency. Other requests and other devices go on meanwhile: no
 * connection is held between the ops.
 */
export async function applySyncBatch(
  ctx: AuthedContext,
  req: SyncRequest,
): Promise<{ results: SyncResult[]; serverTime: string }> {
  const hashes = new Map<string, string>();
  for (const op of req.ops) if (!hashes.has(op.opId)) hashes.set(op.opId, payloadHashOf(op));
  const ids = req.ops.flatMap((op) => (op.dependsOn ? [op.opId, op.dependsOn] : [op.opId]));
  assertSamePayloads(
    req.ops,
    hashes,
    await findStoredOps(
      ctx.db,
      req.ops.map((op) => op.opId),
    ),
  );
  const ordered = [...req.ops].sort((a, b) => a.seq - b.seq);
  const maxSeq = ordered.length > 0 ? ordered[ordered.length - 1].seq : 0;
  const owner = `${ctx.requestId}:${crypto.randomUUID()}`;

  await claimDevice(ctx, req.deviceId, owner);
  try {
    // Read after the claim: the batch that held it may have just recorded some of these ops.
    const batch: Batch = {
      ctx,
      deviceId: req.deviceId,
      hashes,
      known: await findStoredOps(ctx.db, ids),
      cache: new Map(),
    };
    const results: SyncResult[] = [];
    for (const op of ordered) results.push(await applyOne(batch, op));
    return { results, serverTime: new Date().toISOString() };
  } finally {
    await ctx.db
      .updateTable('devices')
      .set({
        sync_owner: null,
        sync_until: null,
        last_seq: sql`greatest(last_seq, ${maxSeq})`,
        last_sync_at: new Date(),
      })
      .where('device_id', '=', req.deviceId)
      .where('sync_owner', '=', owner)
      .execute();
  }
}

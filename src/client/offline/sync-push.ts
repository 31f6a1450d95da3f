import type { SyncOp, SyncResult } from '../../domain/sync/sync';
import { SYNC_BATCH_MAX } from '../../domain/sync/rules';
import { ApiError } from '../api/http';
import { offlineDb } from './db';
import { confirmLocalEffect, revertLocalEffect } from './local-effects';
import { isHeld } from './held-op';
import { isTransient, isUnauthorized, uploadPicture } from './transport';
import type { QueuedOp } from './types';

/**
 * Sending the logged-in user's queue: photos first (by hash, once), then the ops in seq order in
 * batches of at most SYNC_BATCH_MAX, and the outcome of each op recorded exactly once.
 */
const IDEMPOTENCY_MISMATCH = 422;
const CONFLICT = 409;

const RESULT_TABLES = () => [
  offlineDb.outbox,
  offlineDb.forecasts,
  offlineDb.items,
  offlineDb.shelves,
  offlineDb.skus,
  offlineDb.batches,
  offlineDb.repairWork,
];

/** The next ops to send in seq order; an op in its undo window holds back itself and every later op. */
export async function nextBatch(userId: number): Promise<QueuedOp[]> {
  const [pending, sending] = await Promise.all(
    (['pending', 'sending'] as const).map((state) =>
      offlineDb.outbox.where('[userId+state]').equals([userId, state]).toArray(),
    ),
  );
  const ordered = [...pending, ...sending].sort((a, b) => a.seq - b.seq);
  const held = ordered.findIndex((op) => isHeld(op));
  return (held < 0 ? ordered : ordered.slice(0, held)).slice(0, SYNC_BATCH_MAX);
}

function toSyncOp(op: QueuedOp): SyncOp {
  const sent: SyncOp = {
    opId: op.opId,
    seq: op.seq,
    type: op.type,
    createdAt: op.createdAt,
    payload: op.payload,
  };
  if (op.dependsOn) sent.dependsOn = op.dependsOn;
  return sent;
}

function rejection(code: number, reason: string): Partial<QueuedOp> {
  return { state: 'rejected', lastError: { code, reason }, conflict: code === CONFLICT };
}

/** The op's last state; undefined if it was settled already (another tab, or a replay's answer: the first outcome stands). */
function settledState(op: QueuedOp | undefined, changes: Partial<QueuedOp>): QueuedOp | undefined {
  if (!op || (op.state !== 'sending' && op.state !== 'pending')) return undefined;
  const next: QueuedOp = { ...op, ...changes, settledAt: new Date().toISOString() };
  delete next.undo;
  if (next.state === 'applied') {
    delete next.lastError;
    delete next.conflict;
  }
  return next;
}

async function settle(opId: string, changes: Partial<QueuedOp>): Promise<void> {
  const op = await offlineDb.outbox.get(opId);
  const next = settledState(op, changes);
  if (!op || !next) return;
  if (next.state === 'rejected') await revertLocalEffect(op);
  await offlineDb.outbox.put(next);
}

/**
 * Applied and "duplicate of an applied op" are the same to the queue: done, once. Only IndexedDB
 * work is awaited inside the transaction, so it stays open for a whole batch.
 */
export async function recordResults(batch: QueuedOp[], results: SyncResult[]): Promise<number> {
  const byId = new Map(results.map((r) => [r.opId, r]));
  let recorded = 0;
  await offlineDb.transaction('rw', RESULT_TABLES(), async () => {
    const current = await offlineDb.outbox.bulkGet(batch.map((op) => op.opId));
    const writes: QueuedOp[] = [];
    const reverts: QueuedOp[] = [];
    const confirms: [QueuedOp, unknown][] = [];
    for (const op of current) {
      const r = op ? byId.get(op.opId) : undefined;
      if (!op || !r) {
        if (op?.state === 'sending') writes.push({ ...op, state: 'pending' });
        continue;
      }
      recorded += 1;
      const rejected = r.status === 'rejected' || (r.status === 'duplicate' && r.original === 'rejected');
      const next = settledState(
        op,
        rejected
          ? rejection(r.code ?? CONFLICT, r.reason ?? '')
          : { state: 'applied', result: r.result ?? null },
      );
      if (!next) continue;
      writes.push(next);
      if (rejected) reverts.push(op);
      else if (op.undo?.createdItemIds?.length) confirms.push([op, r.result]);
    }
    for (const op of reverts) await revertLocalEffect(op);
    for (const [op, result] of confirms) await confirmLocalEffect(op, result);
    await offlineDb.outbox.bulkPut(writes);
  });
  return recorded;
}

/** Uploads the photos an op names that this device has not uploaded yet (the server keeps one copy per hash). */
async function uploadPhotos(op: QueuedOp): Promise<void> {
  for (const hash of op.photoHashes) {
    const photo = await offlineDb.photos.get(hash);
    if (!photo || photo.uploaded === 1) continue;
    await uploadPicture(photo.blob, photo.name);
    await offlineDb.photos.update(hash, { uploaded: 1 });
  }
}

/** Photos first; an op whose photo the server refuses (not a picture, too large) is rejected here with that reason. */
async function preparePhotos(batch: QueuedOp[]): Promise<QueuedOp[]> {
  const ready: QueuedOp[] = [];
  for (const op of batch) {
    try {
      await uploadPhotos(op);
      ready.push(op);
    } catch (error) {
      if (isTransient(error) || isUnauthorized(error) || !(error instanceof ApiError)) throw error;
      await offlineDb.transaction('rw', RESULT_TABLES(), () =>
        settle(op.opId, rejection(error.code, error.message)),
      );
    }
  }
  return ready;
}

/** Changes the state of those of `ops` that are still in state `from` (read and written in one transaction). */
async function moveState(
  ops: QueuedOp[],
  from: QueuedOp['state'][],
  to: QueuedOp['state'],
  countAttempt = false,
): Promise<void> {
  await offlineDb.transaction('rw', offlineDb.outbox, async () => {
    const current = await offlineDb.outbox.bulkGet(ops.map((o) => o.opId));
    const moved = current.filter((o): o is QueuedOp => o !== undefined && from.includes(o.state));
    await offlineDb.outbox.bulkPut(
      moved.map((o) => ({ ...o, state: to, attempts: o.attempts + (countAttempt ? 1 : 0) })),
    );
  });
}

const backToPending = (ops: QueuedOp[]) => moveState(ops, ['sending'], 'pending');

type Send = (body: { deviceId: string; ops: SyncOp[] }) => Promise<{ results: SyncResult[] }>;

/**
 * Sends everything the user has waiting; throws on a transient failure or 401 (ops stay queued).
 * A batch shorter than SYNC_BATCH_MAX ends the run: ops queued while it was on the way wait for
 * the next run (the outbox asks for one), so a scanner burst goes out in a few large batches
 * instead of one small request per round trip.
 */
export async function pushOps(userId: number, deviceId: string, send: Send): Promise<void> {
  for (;;) {
    const waiting = await nextBatch(userId);
    const batch = await preparePhotos(waiting);
    if (batch.length === 0) {
      if ((await nextBatch(userId)).length === 0) return;
      continue;
    }
    await moveState(batch, ['pending', 'sending'], 'sending', true);
    let answer: { results: SyncResult[] };
    try {
      answer = await send({ deviceId, ops: batch.map(toSyncOp) });
    } catch (error) {
      await backToPending(batch);
      const refused = error instanceof ApiError && error.code === IDEMPOTENCY_MISMATCH ? error : null;
      const mismatched = (refused?.data as { opIds?: string[] } | null)?.opIds;
      if (!refused || !mismatched?.length) throw error;
      // The server refused the batch because these op ids came back with another payload: they need a person.
      await offlineDb.transaction('rw', RESULT_TABLES(), async () => {
        for (const opId of mismatched) await settle(opId, rejection(IDEMPOTENCY_MISMATCH, refused.message));
      });
      continue;
    }
    if ((await recordResults(batch, answer.results)) === 0)
      throw new Error('the server answered no result for the batch');
    if (waiting.length < SYNC_BATCH_MAX) return;
  }
}

import { SYNC_BATCH_MAX } from '../../domain/sync';
import type { SyncOp, SyncResult } from '../../domain/sync';
import { ApiError } from '../api/http';
import { offlineDb } from './db';
import { confirmLocalEffect, revertLocalEffect } from './local-effects';
import { isTransient, isUnauthorized, uploadPicture } from './transport';
import type { QueuedOp } from './types';

/**
 * Sending the logged-in user's queue: photos first (by hash, once), then the ops in seq order in
 * batches of at most SYNC_BATCH_MAX, and the outcome of each op recorded exactly once.
 */
const IDEMPOTENCY_MISMATCH = 422;
const CONFLICT = 409;

const RESULT_TABLES = () => [offlineDb.outbox, offlineDb.forecasts, offlineDb.items, offlineDb.shelves, offlineDb.skus];

export async function nextBatch(userId: number): Promise<QueuedOp[]> {
  const waiting = await offlineDb.outbox
    .where('[userId+state]')
    .anyOf([
      [userId, 'pending'],
      [userId, 'sending'],
    ])
    .sortBy('seq');
  return waiting.slice(0, SYNC_BATCH_MAX);
}

function toSyncOp(op: QueuedOp): SyncOp {
  const sent: SyncOp = { opId: op.opId, seq: op.seq, type: op.type, createdAt: op.createdAt, payload: op.payload };
  if (op.dependsOn) sent.dependsOn = op.dependsOn;
  return sent;
}

async function settle(opId: string, changes: Partial<QueuedOp>, reject: boolean, result?: unknown): Promise<void> {
  const op = await offlineDb.outbox.get(opId);
  // Recorded already (another tab, or a replay's answer): the first outcome stands.
  if (!op || (op.state !== 'sending' && op.state !== 'pending')) return;
  if (reject) await revertLocalEffect(op);
  else await confirmLocalEffect(op, result);
  await offlineDb.outbox.update(opId, { ...changes, settledAt: new Date().toISOString(), undo: undefined });
}

function rejection(code: number, reason: string): Partial<QueuedOp> {
  return { state: 'rejected', lastError: { code, reason }, conflict: code === CONFLICT };
}

/** Applied and "duplicate of an applied op" are the same to the queue: done, once. */
export async function recordResults(batch: QueuedOp[], results: SyncResult[]): Promise<number> {
  const byId = new Map(results.map((r) => [r.opId, r]));
  let recorded = 0;
  await offlineDb.transaction('rw', RESULT_TABLES(), async () => {
    for (const op of batch) {
      const r = byId.get(op.opId);
      if (!r) {
        await offlineDb.outbox.where('opId').equals(op.opId).and((o) => o.state === 'sending').modify({ state: 'pending' });
        continue;
      }
      recorded += 1;
      const rejected = r.status === 'rejected' || (r.status === 'duplicate' && r.original === 'rejected');
      if (rejected) await settle(op.opId, rejection(r.code ?? CONFLICT, r.reason ?? ''), true);
      else await settle(op.opId, { state: 'applied', result: r.result ?? null, lastError: undefined, conflict: undefined }, false, r.result);
    }
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
      await offlineDb.transaction('rw', RESULT_TABLES(), () => settle(op.opId, rejection(error.code, error.message), true));
    }
  }
  return ready;
}

async function backToPending(ops: QueuedOp[]): Promise<void> {
  const ids = ops.map((o) => o.opId);
  await offlineDb.outbox.where('opId').anyOf(ids).and((o) => o.state === 'sending').modify({ state: 'pending' });
}

type Send = (body: { deviceId: string; ops: SyncOp[] }) => Promise<{ results: SyncResult[] }>;

/** Sends everything the user has waiting; throws on a transient failure or 401 (ops stay queued). */
export async function pushOps(userId: number, deviceId: string, send: Send): Promise<void> {
  for (;;) {
    const batch = await preparePhotos(await nextBatch(userId));
    if (batch.length === 0) {
      if ((await nextBatch(userId)).length === 0) return;
      continue;
    }
    const ids = batch.map((o) => o.opId);
    await offlineDb.outbox.where('opId').anyOf(ids).modify((o) => {
      o.state = 'sending';
      o.attempts += 1;
    });
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
        for (const opId of mismatched) await settle(opId, rejection(IDEMPOTENCY_MISMATCH, refused.message), true);
      });
      continue;
    }
    if ((await recordResults(batch, answer.results)) === 0) throw new Error('the server answered no result for the batch');
  }
}

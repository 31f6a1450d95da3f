import type { z } from 'zod';
import { OP_INPUT } from '../../domain/sync/sync';
import type { SyncOpType } from '../../domain/sync/rules';
import { currentUserId, selectedWareId } from '../stores/session';
import { META_KEYS, offlineDb, readMeta, writeMeta } from './db';
import { getDeviceId } from './device';
import { applyLocalEffect, revertLocalEffect } from './local-effects';
import { requestSync } from './sync-trigger';
import type { QueuedOp } from './types';

/**
 * The outbox: every warehouse action is queued here first, online too (one path). An op is
 * validated with the same schema the server uses before anything is stored, gets the device's next
 * seq, and changes the caches in the same transaction, so the screen shows its effect at once.
 */
export class OpInputError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'OpInputError';
  }
}

/** No user logged in (the warehouse layout only renders for one). */
export class NoSessionError extends Error {
  constructor() {
    super('not logged in');
    this.name = 'NoSessionError';
  }
}

const OP_TABLES = () => [
  offlineDb.outbox,
  offlineDb.meta,
  offlineDb.forecasts,
  offlineDb.items,
  offlineDb.shelves,
  offlineDb.skus,
  offlineDb.batches,
  offlineDb.repairWork,
];

/** The payload as the server will read it: the route body parsed by its schema, plus the warehouse. */
function validPayload(
  type: SyncOpType,
  payload: Record<string, unknown>,
  wareId: number,
): Record<string, unknown> {
  const { wareId: _ignored, ...body } = payload;
  const parsed = OP_INPUT[type].safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.map(String).join('.') || undefined;
    throw new OpInputError(field ? `${field}: ${issue.message}` : issue.message, field);
  }
  return { ...(parsed.data as Record<string, unknown>), wareId };
}

/** Next seq of this device: kept in meta, so it survives reloads and never repeats. */
async function takeSeq(): Promise<number> {
  const next = (await readMeta<number>(META_KEYS.nextSeq)) ?? 1;
  const highest = (await offlineDb.outbox.orderBy('seq').last())?.seq ?? 0;
  const seq = Math.max(next, highest + 1);
  await writeMeta(META_KEYS.nextSeq, seq + 1);
  return seq;
}

async function queue(
  base: Pick<QueuedOp, 'type' | 'payload' | 'wareId' | 'userId' | 'dependsOn' | 'photoHashes' | 'holdUntil'>,
  before?: (op: QueuedOp) => Promise<void>,
): Promise<QueuedOp> {
  const deviceId = await getDeviceId();
  const op = await offlineDb.transaction('rw', OP_TABLES(), async () => {
    const made: QueuedOp = {
      ...base,
      opId: crypto.randomUUID(),
      deviceId,
      seq: await takeSeq(),
      createdAt: new Date().toISOString(),
      state: 'pending',
      attempts: 0,
    };
    if (made.dependsOn === undefined) delete made.dependsOn;
    if (made.holdUntil === undefined) delete made.holdUntil;
    await before?.(made);
    made.undo = await applyLocalEffect(made);
    await offlineDb.outbox.add(made);
    return made;
  });
  requestSync();
  return op;
}

export async function enqueueOp<T extends SyncOpType>(
  type: T,
  payload: z.input<(typeof OP_INPUT)[T]>,
  opts: { dependsOn?: string; photoHashes?: string[]; holdMs?: number } = {},
): Promise<QueuedOp> {
  const wareId = selectedWareId();
  if (wareId === null) throw new OpInputError('no warehouse selected', 'wareId');
  const userId = currentUserId();
  if (userId === null) throw new NoSessionError();
  const valid = validPayload(type, payload as Record<string, unknown>, wareId);
  const photos = Array.isArray(valid.photos) ? valid.photos.map(String) : [];
  return queue({
    type,
    payload: valid,
    wareId,
    userId,
    dependsOn: opts.dependsOn,
    photoHashes: opts.photoHashes ?? photos,
    holdUntil: opts.holdMs ? new Date(Date.now() + opts.holdMs).toISOString() : undefined,
  });
}

/** Ends an op's undo window now (the window ran out, or its screen closed) and asks for a sync. */
export async function releaseHeldOp(opId: string): Promise<void> {
  await offlineDb.transaction('rw', offlineDb.outbox, async () => {
    const op = await offlineDb.outbox.get(opId);
    if (op?.holdUntil === undefined) return;
    const { holdUntil: _released, ...rest } = op;
    await offlineDb.outbox.put(rest);
  });
  requestSync();
}

/** The op that now stands for `opId`: itself, or the op that replaced it when it was fixed and resent. */
async function currentVersionOf(opId: string): Promise<string> {
  let id = opId;
  for (let hops = 0; hops < 100; hops += 1) {
    const op = await offlineDb.outbox.get(id);
    if (!op?.replacedBy) return id;
    id = op.replacedBy;
  }
  return id;
}

/**
 * A rejected op, fixed by staff (or as it was), queued again as a NEW op: new opId, next seq. The
 * old op becomes discarded with a link to the new one.
 */
export async function resendOp(opId: string, fixedPayload?: Record<string, unknown>): Promise<QueuedOp> {
  const old = await offlineDb.outbox.get(opId);
  if (!old) throw new Error(`no queued op ${opId}`);
  if (old.state !== 'rejected')
    throw new Error(`op ${opId} is ${old.state}, only a rejected op can be resent`);
  const payload = validPayload(old.type, fixedPayload ?? old.payload, old.wareId);
  const dependsOn = old.dependsOn ? await currentVersionOf(old.dependsOn) : undefined;
  const photos = Array.isArray(payload.photos) ? payload.photos.map(String) : old.photoHashes;
  return queue(
    { type: old.type, payload, wareId: old.wareId, userId: old.userId, dependsOn, photoHashes: photos },
    async (made) => {
      await revertLocalEffect(old);
      await offlineDb.outbox.update(opId, {
        state: 'discarded',
        replacedBy: made.opId,
        settledAt: made.createdAt,
        undo: undefined,
      });
    },
  );
}

/** Explicitly gives up an op that has not reached the server (pending) or was rejected; reverts its effect. */
export async function discardOp(opId: string): Promise<void> {
  await offlineDb.transaction('rw', OP_TABLES(), async () => {
    const op = await offlineDb.outbox.get(opId);
    if (!op) throw new Error(`no queued op ${opId}`);
    if (op.state !== 'rejected' && op.state !== 'pending')
      throw new Error(`op ${opId} is ${op.state} and cannot be discarded`);
    await revertLocalEffect(op);
    await offlineDb.outbox.update(opId, {
      state: 'discarded',
      settledAt: new Date().toISOString(),
      undo: undefined,
    });
  });
}

import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { AuthedContext } from '../http/context';
import { badRequest } from '../http/errors';
import { personOf } from '../http/session';

/**
 * Reference data an action reads but does not change (grants, warehouses, SKUs, shelves, ONE ID
 * leases), remembered for one request: a sync batch applies up to 500 ops in the same warehouse.
 * Only successful lookups are remembered, so a refusal is always decided afresh.
 */
export type ActionCache = Map<string, unknown>;

export async function cached<T>(cache: ActionCache, key: string, load: () => Promise<T>): Promise<T> {
  if (cache.has(key)) return cache.get(key) as T;
  const value = await load();
  cache.set(key, value);
  return value;
}

/**
 * When and by which path a warehouse action happened. Online routes act now; a device's queued op
 * acts at the time it was scanned, and carries its op id and device id.
 */
export type ActionMeta = { at: Date; opId: string | null; deviceId: string | null; cache: ActionCache };

export function onlineMeta(): ActionMeta {
  return { at: new Date(), opId: null, deviceId: null, cache: new Map() };
}

/** The key that orders two shelvings of the same action time: the op id, or the online request's id. */
export function actionKey(ctx: AuthedContext, meta: ActionMeta): string {
  return meta.opId ?? `online:${ctx.requestId}`;
}

/** The selected warehouse (header wareId). A super admin passes the grant check without one. */
export function selectedWarehouse(ctx: AuthedContext): number {
  if (ctx.wareId === null) throw badRequest('errors.wareIdRequired');
  return ctx.wareId;
}

/**
 * Runs an online warehouse action in its own transaction: the same service function a synced op
 * runs in the sync engine's transaction.
 */
export function runOnline<T>(
  ctx: AuthedContext,
  action: (trx: Transaction<DB>, meta: ActionMeta) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute((trx) => action(trx, onlineMeta()));
}

/** The name staff and sellers see for the person who took an action. */
export function operatorName(ctx: AuthedContext): string {
  const person = personOf(ctx.user);
  return person.realname || person.username;
}

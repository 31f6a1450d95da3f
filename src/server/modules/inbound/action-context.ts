import type { Kysely, Transaction } from 'kysely';
import type { Action, WarehousePermissionCode } from '../../../domain/permissions';
import { WarehouseStatus } from '../../../domain/warehouses';
import type { DB } from '../../db/schema';
import { checkAccess } from '../../http/access';
import type { AuthedContext } from '../../http/context';
import { AppError, badRequest, conflict, ErrorCode, notFound } from '../../http/errors';

export type Db = Kysely<DB> | Transaction<DB>;

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

/**
 * The first line of every warehouse action: the user holds `access` in the warehouse the action
 * names (the header's online, the op's payload in sync), and that warehouse is open. A forged op for
 * another warehouse ends here. Reads go through `trx`: PGlite has one connection.
 */
export async function requireWarehouseGrant(
  ctx: AuthedContext,
  trx: Db,
  meta: ActionMeta,
  wareId: number,
  access: { code: WarehousePermissionCode; action: Action },
): Promise<{ id: number; name: string }> {
  return cached(meta.cache, `grant:${ctx.user.id}:${wareId}:${access.code}:${access.action}`, () =>
    checkWarehouseGrant(ctx, trx, wareId, access),
  );
}

async function checkWarehouseGrant(
  ctx: AuthedContext,
  trx: Db,
  wareId: number,
  access: { code: WarehousePermissionCode; action: Action },
): Promise<{ id: number; name: string }> {
  try {
    await checkAccess(
      { ...ctx, db: trx, wareId },
      { kind: 'warehouse', code: access.code, action: access.action },
    );
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.forbidden) {
      throw new AppError(ErrorCode.forbidden, 'warehouses:errors.warehouseNotAllowed', { wareId });
    }
    throw err;
  }
  const ware = await trx
    .selectFrom('warehouses')
    .select(['id', 'name', 'status'])
    .where('id', '=', wareId)
    .executeTakeFirst();
  if (!ware) throw notFound('warehouses:errors.noSuchWarehouse', { wareId });
  if (ware.status !== WarehouseStatus.enabled)
    throw conflict('warehouses:errors.warehouseDisabled', { name: ware.name });
  return { id: ware.id, name: ware.name };
}

/** The name staff and sellers see for the person who took an action. */
export function operatorName(ctx: AuthedContext): string {
  return ctx.user.realname || ctx.user.username;
}

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : iso(value);
}

/** "YYYY-MM-DD HH:mm:ss" in GMT, the way the spec shows times (section 9), for messages. */
export function gmtText(value: Date | string): string {
  return iso(value).slice(0, 19).replace('T', ' ');
}

/** Postgres unique_violation, raised by both engines when two writers race past a check. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/** A `contains` filter for ILIKE: the user's text is matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

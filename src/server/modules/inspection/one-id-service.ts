import { sql } from 'kysely';
import { formatOneId, parseOneId } from '../../../domain/kernel/products';
import type { AuthedContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { cached } from '../../kernel/action-context';
import type { ActionMeta } from '../../kernel/action-context';
import type { Db } from '../../kernel/db-helpers';

/** Leases of ONE IDs minted by the server itself for online inspections (no device involved). */
export const SERVER_DEVICE_ID = 'server';

export type OneIdLease = { start: string; end: string; count: number; leasedAt: string };

/**
 * Takes `count` consecutive ONE IDs from the server's sequence under a row lock: two leases, from any
 * number of processes, never overlap, and a block is never handed out again.
 */
async function takeBlock(
  trx: Db,
  deviceId: string,
  userId: number,
  count: number,
): Promise<{ start: number; leasedAt: Date }> {
  const row = await trx
    .updateTable('one_id_sequence')
    .set({ next_value: sql`next_value + ${count}` })
    .where('id', '=', 1)
    .returning(sql<number>`next_value - ${count}`.as('start'))
    .executeTakeFirstOrThrow();
  const start = Number(row.start);
  const lease = await trx
    .insertInto('one_id_leases')
    .values({ device_id: deviceId, user_id: userId, range_start: start, range_end: start + count - 1 })
    .returning('leased_at')
    .executeTakeFirstOrThrow();
  return { start, leasedAt: new Date(lease.leased_at) };
}

/** POST /oneid/lease: a block for a tablet to mint ONE IDs from while offline. */
export async function leaseOneIds(ctx: AuthedContext, deviceId: string, count: number): Promise<OneIdLease> {
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('devices')
      .values({ device_id: deviceId, user_id: ctx.user.id })
      .onConflict((oc) => oc.column('device_id').doUpdateSet({ user_id: ctx.user.id }))
      .execute();
    const { start, leasedAt } = await takeBlock(trx, deviceId, ctx.user.id, count);
    return {
      start: formatOneId(start),
      end: formatOneId(start + count - 1),
      count,
      leasedAt: leasedAt.toISOString(),
    };
  });
}

/** One ONE ID for an online inspection, recorded as a lease of one to the server. */
export async function mintOneId(trx: Db, userId: number): Promise<string> {
  const { start } = await takeBlock(trx, SERVER_DEVICE_ID, userId, 1);
  return formatOneId(start);
}

/**
 * A device may only use ONE IDs from blocks leased to it; online, the user's own leases count. Used
 * IDs are refused by the unique index on products.one_id. The holder's leases are read once per
 * request, and again if a block was leased since.
 */
export async function assertLeased(
  trx: Db,
  meta: ActionMeta,
  oneId: string,
  holder: { deviceId: string } | { userId: number },
): Promise<void> {
  const n = parseOneId(oneId);
  if (n === null) throw badRequest('inspection:errors.oneIdNotLeased', { oneId });
  const key = 'deviceId' in holder ? `leases:device:${holder.deviceId}` : `leases:user:${holder.userId}`;
  const load = async () => {
    let q = trx.selectFrom('one_id_leases').select(['range_start', 'range_end']);
    q =
      'deviceId' in holder
        ? q.where('device_id', '=', holder.deviceId)
        : q.where('user_id', '=', holder.userId);
    return (await q.execute()).map((r) => [Number(r.range_start), Number(r.range_end)] as const);
  };
  const covers = (ranges: (readonly [number, number])[]) =>
    ranges.some(([start, end]) => start <= n && n <= end);
  if (covers(await cached(meta.cache, key, load))) return;
  const fresh = await load();
  meta.cache.set(key, fresh);
  if (!covers(fresh)) throw badRequest('inspection:errors.oneIdNotLeased', { oneId });
}

import { sql } from 'kysely';
import type { Db } from '../../kernel/db-helpers';
import { enqueue } from '../../jobs/queue';

/**
 * The short-video shop's jobs (ARCHITECTURE section 10: the shop's calls run in jobs, never inside a
 * transaction): one sync per seller at a time reads the seller's shop into the catalogue and sends
 * the products that wait or whose stock moved; a periodic watch queues it for the sellers whose
 * available pairs no longer match the stock their shop shows.
 */
export const SHOP_SYNC_JOB = 'sourcing.shop-sync';
export const SHOP_STOCK_WATCH_JOB = 'sourcing.shop-stock-watch';
/** As often as sales are read from the marketplaces: a pair sold elsewhere leaves the shop as soon. */
export const SHOP_STOCK_WATCH_EVERY_MS = 60_000;

const sellerJobs = (db: Db, sellerId: number, statuses: string[]) =>
  db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', SHOP_SYNC_JOB)
    .where('status', 'in', statuses)
    .where(sql<string>`payload::jsonb ->> 'sellerId'`, '=', String(sellerId))
    .executeTakeFirst();

/** Whether a sync of the seller's shop waits or runs. */
export async function shopSyncQueued(db: Db, sellerId: number): Promise<boolean> {
  return (await sellerJobs(db, sellerId, ['queued', 'running'])) !== undefined;
}

/**
 * A sync of the seller's shop, unless one is waiting already (it will see this change too). One that
 * runs may have read past it: another is queued behind it. In the caller's transaction when given one.
 */
export async function queueShopSync(db: Db, sellerId: number): Promise<void> {
  if (await sellerJobs(db, sellerId, ['queued'])) return;
  await enqueue(db, SHOP_SYNC_JOB, { sellerId }, { maxAttempts: 5 });
}

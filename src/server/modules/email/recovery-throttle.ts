import type { Kysely } from 'kysely';
import { RECOVERY_ASKS_PER_ACCOUNT, RECOVERY_ASKS_PER_ADDRESS } from '../../../domain/email/email';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';

/**
 * Recovery asks are limited like logins (auth/throttle.ts), over the same window, in the database
 * (every process agrees): RECOVERY_ASKS_PER_ACCOUNT asks naming one username or address, and
 * RECOVERY_ASKS_PER_ADDRESS asks from one client address, whatever they name. Every ask counts,
 * whether an account matched or not, so the limit tells nobody which accounts exist.
 */

function minutesLeft(oldest: Date | string, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((new Date(oldest).getTime() + windowMs - now) / 60_000));
}

async function recentAsks(
  db: Kysely<DB>,
  since: Date,
  filter: { key: string } | { ip: string },
  limit: number,
) {
  let query = db
    .selectFrom('password_recovery_asks')
    .select('created_at')
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  query = 'key' in filter ? query.where('account_key', '=', filter.key) : query.where('ip', '=', filter.ip);
  return query.execute();
}

/** Refuses (429, minutes to wait) an ask past either limit; otherwise counts it. */
export async function countRecoveryAsk(
  db: Kysely<DB>,
  config: Pick<AppConfig, 'loginWindowMinutes'>,
  account: string,
  ip: string,
): Promise<void> {
  const now = Date.now();
  const windowMs = config.loginWindowMinutes * 60_000;
  const since = new Date(now - windowMs);
  // Keyed as logins are (auth/throttle.ts attemptKey): "Root" and "root" share a count.
  const key = account.trim().toLowerCase();
  const [byAccount, byAddress] = await Promise.all([
    recentAsks(db, since, { key }, RECOVERY_ASKS_PER_ACCOUNT),
    recentAsks(db, since, { ip }, RECOVERY_ASKS_PER_ADDRESS),
  ]);
  const waits = [
    byAccount.length >= RECOVERY_ASKS_PER_ACCOUNT
      ? minutesLeft(byAccount[RECOVERY_ASKS_PER_ACCOUNT - 1].created_at, windowMs, now)
      : null,
    byAddress.length >= RECOVERY_ASKS_PER_ADDRESS
      ? minutesLeft(byAddress[RECOVERY_ASKS_PER_ADDRESS - 1].created_at, windowMs, now)
      : null,
  ].filter((m): m is number => m !== null);
  if (waits.length > 0) throw tooManyRequests('email:recover.errors.tooMany', { count: Math.max(...waits) });
  await db
    .insertInto('password_recovery_asks')
    .values({ account_key: key, ip, created_at: new Date(now) })
    .execute();
}

import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/schema';

/** Failures from one IP may reach this many times the per-username limit before it is locked. */
export const IP_LOCK_FACTOR = 5;

export type LoginPressure = {
  /** Failures for this username since its last success, inside the window. */
  userFailures: number;
  /** Failures from this IP inside the window, whatever the username. */
  ipFailures: number;
  /** Whole minutes until a lock lifts, or null when not locked. */
  lockedForMinutes: number | null;
};

type Limits = Pick<
  AppConfig,
  'loginFailuresBeforeCaptcha' | 'loginFailuresBeforeLock' | 'loginWindowMinutes'
>;

/** Attempts are keyed by the username as typed, case-folded, so "Root" and "root" share a count. */
export function attemptKey(username: string): string {
  return username.trim().toLowerCase();
}

function minutesUntilExpiry(failureAt: Date, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((failureAt.getTime() + windowMs - now) / 60_000));
}

/**
 * Reads the recent failures from the database (never memory: every process must agree).
 * A lock lifts when the oldest failure that keeps the count at the limit leaves the window.
 */
export async function loginPressure(
  db: Kysely<DB>,
  limits: Limits,
  username: string,
  ip: string,
): Promise<LoginPressure> {
  const now = Date.now();
  const windowMs = limits.loginWindowMinutes * 60_000;
  const since = new Date(now - windowMs);
  const userLimit = limits.loginFailuresBeforeLock;
  const ipLimit = userLimit * IP_LOCK_FACTOR;

  // Newest first; a success ends the run of failures that counts against the username.
  const userRows = await db
    .selectFrom('login_attempts')
    .select(['success', 'created_at'])
    .where('username', '=', attemptKey(username))
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(userLimit + 1)
    .execute();
  const firstSuccess = userRows.findIndex((r) => r.success);
  const userFailureTimes = (firstSuccess === -1 ? userRows : userRows.slice(0, firstSuccess)).map(
    (r) => r.created_at,
  );

  const ipRows = await db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('ip', '=', ip)
    .where('success', '=', false)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(Math.max(ipLimit, limits.loginFailuresBeforeCaptcha))
    .execute();

  let lockedForMinutes: number | null = null;
  if (userFailureTimes.length >= userLimit) {
    lockedForMinutes = minutesUntilExpiry(new Date(userFailureTimes[userLimit - 1]), windowMs, now);
  }
  if (ipRows.length >= ipLimit) {
    const ipMinutes = minutesUntilExpiry(new Date(ipRows[ipLimit - 1].created_at), windowMs, now);
    lockedForMinutes = Math.max(lockedForMinutes ?? 0, ipMinutes);
  }
  return { userFailures: userFailureTimes.length, ipFailures: ipRows.length, lockedForMinutes };
}

/**
 * From this many failures on, a login needs a solved captcha: per username, or per IP at the IP factor
 * (a warehouse's tablets share one address, and a few typos among them must not put everyone behind it).
 */
export function needsCaptcha(p: Pick<LoginPressure, 'userFailures' | 'ipFailures'>, limits: Limits): boolean {
  return (
    p.userFailures >= limits.loginFailuresBeforeCaptcha ||
    p.ipFailures >= limits.loginFailuresBeforeCaptcha * IP_LOCK_FACTOR
  );
}

export async function recordAttempt(
  db: Kysely<DB>,
  username: string,
  ip: string,
  success: boolean,
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ username: attemptKey(username), ip, success, created_at: new Date() })
    .execute();
}

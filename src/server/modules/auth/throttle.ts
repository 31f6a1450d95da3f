import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/schema';

/** Failures from one address, whatever the username, before everyone there must solve a captcha. */
export const ADDRESS_CAPTCHA_FACTOR = 5;

/**
 * The login limits (README, Settings), over the window's failed attempts; every failed attempt
 * counts, a wrong or missing captcha as much as a wrong password.
 * - A username needs a captcha after loginFailuresBeforeCaptcha failures since its last success,
 *   from any address (a spread-out attack on one account meets the captcha).
 * - A username is locked on one address after loginFailuresBeforeLock such failures from that
 *   address: someone failing elsewhere, or with other usernames behind the same address (a
 *   warehouse's tablets share one), does not lock anybody else out.
 * - An address is locked for every username after loginAddressFailuresBeforeLock failures from it,
 *   whatever the usernames (one machine trying many accounts).
 */
export type LoginPressure = {
  /** Failures for this username since its last success, inside the window, from any address. */
  userFailures: number;
  /** Failures from this address inside the window, whatever the username. */
  ipFailures: number;
  /** Whole minutes until a lock lifts, or null when not locked. */
  lockedForMinutes: number | null;
};

type Limits = Pick<
  AppConfig,
  | 'loginFailuresBeforeCaptcha'
  | 'loginFailuresBeforeLock'
  | 'loginAddressFailuresBeforeLock'
  | 'loginWindowMinutes'
>;

/** Attempts are keyed by the username as typed, case-folded, so "Root" and "root" share a count. */
export function attemptKey(username: string): string {
  return username.trim().toLowerCase();
}

function minutesUntilExpiry(failureAt: Date, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((failureAt.getTime() + windowMs - now) / 60_000));
}

/** When the `limit`-th newest failure leaves the window, or null below the limit. */
function lockMinutes(failures: { created_at: Date }[], limit: number, windowMs: number, now: number) {
  return failures.length >= limit
    ? minutesUntilExpiry(new Date(failures[limit - 1].created_at), windowMs, now)
    : null;
}

/**
 * Reads the recent attempts from the database (never memory: every process must agree).
 * A lock lifts when the oldest failure that keeps a count at its limit leaves the window.
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
  const key = attemptKey(username);
  const addressCaptchaAt = limits.loginFailuresBeforeCaptcha * ADDRESS_CAPTCHA_FACTOR;

  // A success ends the run of failures that counts against the username.
  const success = await db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('username', '=', key)
    .where('success', '=', true)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const runStart = success ? new Date(success.created_at) : since;

  // Newest first, only as many as the limits look at.
  const userRows = await db
    .selectFrom('login_attempts')
    .select(['ip', 'created_at'])
    .where('username', '=', key)
    .where('success', '=', false)
    .where('created_at', '>', runStart)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.max(limits.loginFailuresBeforeCaptcha, limits.loginFailuresBeforeLock))
    .execute();
  // The failures from this address are some of those: below the limit there, nothing to count.
  const pairRows =
    userRows.length < limits.loginFailuresBeforeLock
      ? []
      : userRows.every((r) => r.ip === ip)
        ? userRows
        : await db
            .selectFrom('login_attempts')
            .select('created_at')
            .where('username', '=', key)
            .where('ip', '=', ip)
            .where('success', '=', false)
            .where('created_at', '>', runStart)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(limits.loginFailuresBeforeLock)
            .execute();

  const ipRows = await db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('ip', '=', ip)
    .where('success', '=', false)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.max(limits.loginAddressFailuresBeforeLock, addressCaptchaAt))
    .execute();

  const locks = [
    lockMinutes(pairRows, limits.loginFailuresBeforeLock, windowMs, now),
    lockMinutes(ipRows, limits.loginAddressFailuresBeforeLock, windowMs, now),
  ].filter((m): m is number => m !== null);
  return {
    userFailures: userRows.length,
    ipFailures: ipRows.length,
    lockedForMinutes: locks.length > 0 ? Math.max(...locks) : null,
  };
}

/**
 * From this many failures on, a login needs a solved captcha: per username, or per address at
 * ADDRESS_CAPTCHA_FACTOR times that (a few typos among a warehouse's tablets must not put everyone
 * behind one).
 */
export function needsCaptcha(p: Pick<LoginPressure, 'userFailures' | 'ipFailures'>, limits: Limits): boolean {
  return (
    p.userFailures >= limits.loginFailuresBeforeCaptcha ||
    p.ipFailures >= limits.loginFailuresBeforeCaptcha * ADDRESS_CAPTCHA_FACTOR
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

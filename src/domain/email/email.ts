import { z } from 'zod';
import { pagingFields, rowId } from '../kernel/request-fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../kernel/users';

/**
 * Email (issue 28 point 3): the outbox of every message the platform sends, and password recovery.
 *   POST /email/outbox/list      outboxListRequest -> Page<OutboxRow>   (admin, module 1500 page 3)
 *   GET  /email/outbox/summary   -> OutboxSummary (the transport and the count per status)
 *   POST /email/outbox/retry     outboxRetryRequest -> OutboxRow (a failed or kept message, again)
 *   POST /user/recover           recoverAskRequest: mails a recovery link (every host, public)
 *   GET  /user/recover/check     recoverTokenRequest -> RecoverCheck (public)
 *   POST /user/recover/reset     recoverResetRequest: the new password; every session ends (public)
 */

export const MAIL_KINDS = ['notice', 'wallet_result', 'password_recovery'] as const;
export type MailKindCode = (typeof MAIL_KINDS)[number];

/**
 * A message's delivery:
 * - queued: waiting for the delivery job (first attempt, or the next one after a failed attempt);
 * - sent: an SMTP server took it;
 * - failed: every attempt failed (the last error says why); an admin can send it again;
 * - kept: no SMTP server is configured: the message stays in the outbox, read there.
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Statuses an admin may send again from: nothing is waiting for them. */
export const RETRYABLE_STATUSES: readonly MailStatus[] = ['failed', 'kept'];

export function mayRetry(status: string, smtpConfigured: boolean): boolean {
  if (status === 'failed') return true;
  // A kept message can go out once a server is configured; before that it would only be kept again.
  return status === 'kept' && smtpConfigured;
}

export const outboxListRequest = z.strictObject({
  ...pagingFields,
  status: z.enum(MAIL_STATUSES).optional(),
  kind: z.enum(MAIL_KINDS).optional(),
  /** Part of the recipient's address. */
  to: z.string().trim().max(254).optional(),
});
export type OutboxListRequest = z.infer<typeof outboxListRequest>;

export const outboxRetryRequest = z.strictObject({ id: rowId });

export const outboxRow = z.object({
  id: z.number(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  ref: z.string().nullable(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** When the delivery job tries again (a queued message after a failed attempt). */
  nextAttemptAt: z.string().nullable(),
  /** The SMTP server that took the message and its answer. */
  relay: z.string().nullable(),
  smtpResponse: z.string().nullable(),
  gmtCreate: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof outboxRow>;

/** A relay that is the demo's local SMTP simulator, not a real server (the screen names it). */
export const SIMULATOR_RELAY_PREFIX = 'simulator:';

export const outboxSummary = z.object({
  /** False: no SMTP_URL; every message stays in the outbox (status kept). */
  smtpConfigured: z.boolean(),
  /** The server's host and port, never its credentials. */
  server: z.string().nullable(),
  from: z.string(),
  counts: z.object({ queued: z.number(), sent: z.number(), failed: z.number(), kept: z.number() }),
});
export type OutboxSummary = z.infer<typeof outboxSummary>;

// ---- Password recovery ------------------------------------------------------------------------

/** How long a recovery link works. */
export const RECOVERY_LINK_MINUTES = 30;

/** Asks for one username or address inside the login window before it answers 429. */
export const RECOVERY_ASKS_PER_ACCOUNT = 3;
/** Asks from one address inside the login window, whatever the accounts, before it answers 429. */
export const RECOVERY_ASKS_PER_ADDRESS = 10;
/** Accounts one address may name at most (several accounts may share an email address). */
export const RECOVERY_ACCOUNTS_PER_ASK = 5;

export const recoverAskRequest = z.strictObject({
  /** The username or the email address of the account. */
  account: z.string().trim().min(1).max(254),
});
export type RecoverAskRequest = z.infer<typeof recoverAskRequest>;

/** The link's token: 32 random bytes in base64url (43 characters). */
const recoveryToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,128}$/, 'the token of a recovery link');

export const recoverTokenRequest = z.strictObject({ token: recoveryToken });

/** The fields alone: the server reports a confirm mismatch itself (see changePasswordFields). */
export const recoverResetFields = z.strictObject({
  token: recoveryToken,
  // The same rule as a password change (auth's passwordSchema).
  newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
});
export type RecoverResetRequest = z.infer<typeof recoverResetFields>;

export const recoverCheck = z.object({ username: z.string(), expiresAt: z.string() });
export type RecoverCheck = z.infer<typeof recoverCheck>;

/** Why a link no longer works, or null while it does. */
export type RecoveryRefusal = 'used' | 'expired';

export function recoveryRefusal(
  link: { usedAt: Date | string | null; expiresAt: Date | string },
  now: Date,
): RecoveryRefusal | null {
  if (link.usedAt !== null) return 'used';
  if (new Date(link.expiresAt).getTime() <= now.getTime()) return 'expired';
  return null;
}

/** The client's route a recovery mail links to (hash routing: /#/user/recover?token=...). */
export function recoveryLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/#/user/recover?token=${encodeURIComponent(token)}`;
}

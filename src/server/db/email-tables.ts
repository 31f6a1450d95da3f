import type { Generated } from 'kysely';
import type { CreatedAt } from './column-types';

/** The mail outbox (migration 0131): every message the platform sends, with its delivery state. */
export interface MailOutboxTable {
  id: Generated<number>;
  /** notice, wallet_result or password_recovery (src/domain/email/email.ts). */
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** What the message is about, e.g. "wallet_application:12" (free text of the caller). */
  ref: string | null;
  /** queued, sent, failed or kept (no SMTP server configured: the message stays in the outbox). */
  status: Generated<string>;
  attempts: Generated<number>;
  last_error: string | null;
  last_attempt_at: Date | string | null;
  /** When the delivery job tries again (a queued message after a failed attempt). */
  next_attempt_at: Date | string | null;
  /** The SMTP server that took the message, and its answer. */
  relay: string | null;
  smtp_response: string | null;
  created_at: CreatedAt;
  sent_at: Date | string | null;
}

/** Password recovery links: only the token's hash is kept; used once, then used_at is set. */
export interface PasswordRecoveriesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  ip: string;
  created_at: CreatedAt;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** Every recovery ask, for the limits (recovery-throttle.ts), whether an account matched or not. */
export interface PasswordRecoveryAsksTable {
  id: Generated<number>;
  /** The username or address as typed, case-folded. */
  account_key: string;
  ip: string;
  created_at: CreatedAt;
}

export interface EmailTables {
  mail_outbox: MailOutboxTable;
  password_recoveries: PasswordRecoveriesTable;
  password_recovery_asks: PasswordRecoveryAsksTable;
}

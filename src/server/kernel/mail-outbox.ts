import type { Db } from './db-helpers';

/**
 * The platform's outgoing mail (issue 28). A message is written to the outbox table in the caller's
 * transaction and its delivery job is queued there too, so it exists only if the caller's work
 * commits. The job (src/server/modules/email/mail-delivery-job.ts) sends it through the configured
 * SMTP server; a refused or timed-out attempt is written on the message and the next one queued
 * after a growing wait. Without an SMTP server the message stays in the outbox (status kept),
 * where admins read it (the email screen).
 */

export type MailKind = 'notice' | 'wallet_result' | 'password_recovery';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: MailKind;
  /** What the message is about, e.g. "notice:12" or "wallet_application:7". */
  ref?: string;
};

/** The delivery job's kind (registered in src/server/jobs/app-worker.ts). */
export const MAIL_DELIVERY_JOB = 'email.deliver';

/**
 * Attempts of one message before it is failed for good; MAIL_RETRY_DELAY_MS after the first, each
 * wait twice the one before (1, 2, 4, 8 and 16 minutes by default: a server down for half an hour).
 */
export const MAIL_MAX_ATTEMPTS = 6;

/** The delivery job's payload: the message and the attempt the job makes (1 the first). */
export type MailDeliveryPayload = { mailId: number; attempt: number; single?: boolean };

/** Queues the job of one attempt; the job is its message's only when the attempt is still the next. */
export async function queueDeliveryAttempt(
  db: Db,
  payload: MailDeliveryPayload,
  runAt?: Date,
): Promise<void> {
  // The jobs table's row as jobs/queue.ts enqueue() writes it (the kernel sits below jobs/): the
  // worker finds it at its next poll, or at once when the caller wakes it (jobsMadeDue) after commit.
  // A job that fails without an answer from the server (the database went away) is tried again too.
  await db
    .insertInto('jobs')
    .values({
      kind: MAIL_DELIVERY_JOB,
      payload: JSON.stringify(payload),
      max_attempts: 3,
      run_at: runAt ?? new Date(),
      singleton_key: null,
    })
    .execute();
}

/** A plain mail address (what nodemailer and an SMTP server take), without display name. */
export function isMailAddress(value: string): boolean {
  return value.length <= 254 && /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/.test(value);
}

/**
 * Keeps the message in the outbox in the caller's transaction (db may be a transaction) and queues
 * its delivery job. A recipient without a mail address (a user who never gave one) is skipped:
 * nothing is kept and nothing fails, so callers may pass every recipient's `email` as it is.
 */
export async function enqueueMail(db: Db, message: MailMessage): Promise<void> {
  const to = message.to.trim();
  if (!isMailAddress(to)) return;
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: message.kind,
      to_address: to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      ref: message.ref ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await queueDeliveryAttempt(db, { mailId: Number(row.id), attempt: 1 });
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** A paragraph of a message, or a link on its own line. */
export type MailBlock = string | { href: string; label: string };

/** A message's HTML part: its paragraphs escaped (line breaks kept) and its links. */
export function mailHtml(blocks: readonly MailBlock[]): string {
  const body = blocks.map((b) =>
    typeof b === 'string'
      ? `<p>${escapeHtml(b).replace(/\n/g, '<br>')}</p>`
      : `<p><a href="${escapeHtml(b.href)}">${escapeHtml(b.label)}</a></p>`,
  );
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${body.join('')}</body></html>`;
}

/** A message's text part: its paragraphs, and each link as its address. */
export function mailText(blocks: readonly MailBlock[]): string {
  return blocks.map((b) => (typeof b === 'string' ? b : b.href)).join('\n\n');
}

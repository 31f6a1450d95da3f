import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/schema';
import { retryDelayMs } from '../../jobs/queue';
import type { Db } from '../../kernel/db-helpers';
import { MAIL_MAX_ATTEMPTS, queueDeliveryAttempt } from '../../kernel/mail-outbox';
import type { MailDeliveryPayload } from '../../kernel/mail-outbox';
import type { MailTransport } from './smtp-transport';

/**
 * One delivery attempt of an outbox message. Without an SMTP server the message is kept in the
 * outbox. A refused or timed-out attempt is written on the message (attempts, the error, when the
 * next one comes) and the next attempt is queued after a growing wait; after the last one (or a
 * single attempt an admin asked for) the message is failed. Delivery is at least once: a worker
 * that dies between the server's answer and the update sends the message again.
 */
export type AttemptOutcome = 'skipped' | 'kept' | 'sent' | 'retry' | 'failed';

function reasonOf(error: unknown): string {
  const e = error as { message?: unknown; code?: unknown };
  const text = typeof e?.message === 'string' && e.message ? e.message : String(error);
  const code = typeof e?.code === 'string' && !text.includes(e.code) ? `${e.code}: ` : '';
  return `${code}${text}`.slice(0, 2000);
}

/** The wait after failed attempt `attempt` (1 the first): MAIL_RETRY_DELAY_MS, doubled each time. */
export function mailRetryDelayMs(config: Pick<AppConfig, 'mailRetryDelayMs'>, attempt: number): number {
  return retryDelayMs(config.mailRetryDelayMs, attempt);
}

export async function attemptDelivery(
  db: Kysely<DB>,
  config: Pick<AppConfig, 'mailRetryDelayMs'>,
  payload: MailDeliveryPayload,
  transport: MailTransport | null,
): Promise<AttemptOutcome> {
  const mail = await db
    .selectFrom('mail_outbox')
    .select(['id', 'status', 'attempts', 'to_address', 'subject', 'text_body', 'html_body'])
    .where('id', '=', payload.mailId)
    .executeTakeFirst();
  // Another attempt's job (an admin's "send again" beside a scheduled retry) came first.
  if (!mail || mail.status !== 'queued' || mail.attempts !== payload.attempt - 1) return 'skipped';
  // Every update is of the message as read: queued, with the attempts this job follows.
  const current = (q: Db) =>
    q
      .updateTable('mail_outbox')
      .where('id', '=', mail.id)
      .where('status', '=', 'queued')
      .where('attempts', '=', mail.attempts);
  if (!transport) {
    await current(db).set({ status: 'kept', next_attempt_at: null }).execute();
    return 'kept';
  }
  const attemptAt = new Date();
  try {
    const delivered = await transport.send({
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body,
    });
    await current(db)
      .set({
        status: 'sent',
        attempts: payload.attempt,
        last_attempt_at: attemptAt,
        next_attempt_at: null,
        sent_at: new Date(),
        relay: delivered.relay,
        smtp_response: delivered.response.slice(0, 500),
      })
      .execute();
    return 'sent';
  } catch (error) {
    const final = payload.single === true || payload.attempt >= MAIL_MAX_ATTEMPTS;
    const next = final ? null : new Date(Date.now() + mailRetryDelayMs(config, payload.attempt));
    await db.transaction().execute(async (trx) => {
      await current(trx)
        .set({
          status: final ? 'failed' : 'queued',
          attempts: payload.attempt,
          last_attempt_at: attemptAt,
          last_error: reasonOf(error),
          relay: transport.server,
          next_attempt_at: next,
        })
        .execute();
      if (next) await queueDeliveryAttempt(trx, { mailId: mail.id, attempt: payload.attempt + 1 }, next);
    });
    return final ? 'failed' : 'retry';
  }
}

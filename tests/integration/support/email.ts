import type { Kysely, Selectable } from 'kysely';
import type { MailOutboxTable } from '../../../src/server/db/email-tables';
import type { DB } from '../../../src/server/db/schema';
import { jobsMadeDue } from '../../../src/server/jobs/queue';

export type OutboxRecord = Selectable<MailOutboxTable>;

/**
 * Waits until the outbox holds a message matching `done` (the delivery job's outcome). Each look
 * wakes the app's worker: a retry queued a few milliseconds ahead is claimed then, not at the
 * worker's next poll two seconds later.
 */
export async function outboxUntil(
  db: Kysely<DB>,
  mailId: number,
  done: (mail: OutboxRecord) => boolean,
  timeoutMs = 15_000,
): Promise<OutboxRecord> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', mailId)
      .executeTakeFirstOrThrow();
    if (done(mail)) return mail;
    if (Date.now() > deadline)
      throw new Error(
        `mail ${mailId} still ${mail.status} after ${mail.attempts} attempts: ${mail.last_error}`,
      );
    jobsMadeDue();
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

/** The newest outbox message to an address, if any. */
export function lastMailTo(db: Kysely<DB>, to: string) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

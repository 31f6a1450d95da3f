import { MAIL_STATUSES, mayRetry } from '../../../domain/email/email';
import type {
  MailKindCode,
  MailStatus,
  OutboxListRequest,
  OutboxRow,
  OutboxSummary,
} from '../../../domain/email/email';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import type { Page } from '../../http/paging';
import { jobsMadeDue } from '../../jobs/queue';
import { recordAudit } from '../../kernel/audit-log';
import { containsPattern, iso, isoOrNull, toCount } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { queueDeliveryAttempt } from '../../kernel/mail-outbox';
import { smtpServerOf } from './smtp-transport';

/** The admins' outbox (module 1500 page 3): every message with its delivery, and sending one again. */

const COLUMNS = [
  'id',
  'kind',
  'to_address',
  'subject',
  'text_body',
  'ref',
  'status',
  'attempts',
  'last_error',
  'last_attempt_at',
  'next_attempt_at',
  'relay',
  'smtp_response',
  'created_at',
  'sent_at',
] as const;

type OutboxRecord = {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  ref: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
  last_attempt_at: Date | string | null;
  next_attempt_at: Date | string | null;
  relay: string | null;
  smtp_response: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
};

function toOutboxRow(r: OutboxRecord): OutboxRow {
  return {
    id: r.id,
    kind: r.kind as MailKindCode,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    ref: r.ref,
    status: r.status as MailStatus,
    attempts: r.attempts,
    lastError: r.last_error,
    lastAttemptAt: isoOrNull(r.last_attempt_at),
    nextAttemptAt: isoOrNull(r.next_attempt_at),
    relay: r.relay,
    smtpResponse: r.smtp_response,
    gmtCreate: iso(r.created_at),
    sentAt: isoOrNull(r.sent_at),
  };
}

export async function outboxPage(ctx: AuthedContext, request: OutboxListRequest): Promise<Page<OutboxRow>> {
  const req = pageRequest(request, ctx.config.maxPageSize);
  let query = ctx.db.selectFrom('mail_outbox');
  if (request.status) query = query.where('status', '=', request.status);
  if (request.kind) query = query.where('kind', '=', request.kind);
  if (request.to) query = query.where('to_address', 'ilike', containsPattern(request.to));
  const [rows, total] = await Promise.all([
    query.select(COLUMNS).orderBy('id', 'desc').limit(req.pageSize).offset(req.offset).execute(),
    query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(req, toCount(total.count), rows.map(toOutboxRow));
}

export async function outboxSummary(ctx: AuthedContext): Promise<OutboxSummary> {
  const rows = await ctx.db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll().as('count')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(MAIL_STATUSES.map((s) => [s, 0])) as OutboxSummary['counts'];
  for (const r of rows) if (r.status in counts) counts[r.status as MailStatus] = toCount(r.count);
  return {
    smtpConfigured: Boolean(ctx.config.smtpUrl),
    server: smtpServerOf(ctx.config.smtpUrl),
    from: ctx.config.mailFrom,
    counts,
  };
}

async function readOutboxRow(db: Db, id: number): Promise<OutboxRow> {
  const row = await db.selectFrom('mail_outbox').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('email:errors.notFound', { id });
  return toOutboxRow(row);
}

/**
 * Sends a failed message again (or a kept one, once an SMTP server is configured): one attempt,
 * in the delivery job, at once. A message already queued or sent answers 409 and nothing changes.
 */
export async function retryMail(ctx: AuthedContext, id: number): Promise<OutboxRow> {
  const smtpConfigured = Boolean(ctx.config.smtpUrl);
  const after = await ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('mail_outbox')
      .select(['id', 'status', 'attempts'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('email:errors.notFound', { id });
    if (!mayRetry(before.status, smtpConfigured)) {
      throw conflict(before.status === 'kept' ? 'email:errors.noSmtp' : 'email:errors.notRetryable', {
        status: before.status,
      });
    }
    await trx
      .updateTable('mail_outbox')
      .set({ status: 'queued', next_attempt_at: new Date() })
      .where('id', '=', id)
      .execute();
    await queueDeliveryAttempt(trx, { mailId: id, attempt: before.attempts + 1, single: true });
    await recordAudit(
      ctx,
      {
        action: 'email.retry',
        entity: 'mail',
        entityId: id,
        before: { status: before.status, attempts: before.attempts },
        after: { status: 'queued' },
      },
      trx,
    );
    return readOutboxRow(trx, id);
  });
  // The job was added inside the transaction: wake this process's worker now that it is committed.
  jobsMadeDue();
  return after;
}

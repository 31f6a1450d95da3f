import { AccountStatus, PortalId } from '../../../domain/kernel/users';
import type { Language } from '../../../domain/kernel/users';
import {
  NoticeAudience,
  NoticeStatus,
  noticeLanguageOf,
  textFor,
} from '../../../domain/notices/notice-rules';
import type { NoticeAudience as Audience } from '../../../domain/notices/notice-rules';
import type { AppConfig } from '../../config';
import { translate } from '../../http/messages';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import type { Db } from '../../kernel/db-helpers';
import { enqueueMail, isMailAddress } from '../../kernel/mail-outbox';
import { dateOf, statusOf } from './notice-rows';
import type { NoticeRecord } from './notice-rows';

/**
 * A notice's email ("also send by email"): one message per recipient, in their language, put in the
 * outbox in the same transaction that publishes it, once (mailed_at). Recipients are the audience's
 * active accounts (sellers, warehouse staff) with a mail address; team members read the notice in
 * the seller portal. A scheduled notice is mailed by a job due at its publish time.
 */

export const NOTICE_MAIL_JOB = 'notices.mail';

const PORTALS: Record<Audience, PortalId[]> = {
  [NoticeAudience.sellers]: [PortalId.seller],
  [NoticeAudience.warehouse]: [PortalId.warehouse],
  [NoticeAudience.both]: [PortalId.seller, PortalId.warehouse],
};

/** Where each portal's people read notices. */
const READ_PATH: Record<number, string> = {
  [PortalId.seller]: '/#/business/homepage/announcement',
  [PortalId.warehouse]: '/#/warehouse/Notice',
};

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** Puts the notice's messages in the outbox (db: the publishing transaction) and records it. */
export async function mailNotice(db: Db, notice: NoticeRecord, config: Pick<AppConfig, 'publicUrl'>) {
  const recipients = await db
    .selectFrom('users')
    .select(['email', 'language', 'user_type'])
    .where('user_type', 'in', PORTALS[notice.audience as Audience])
    .where('status', '=', AccountStatus.active)
    .where('email', '<>', '')
    .orderBy('id')
    .execute();
  const text = {
    titleEn: notice.title_en,
    bodyEn: notice.body_en,
    titleZh: notice.title_zh,
    bodyZh: notice.body_zh,
  };
  const addressed = recipients.filter((r) => isMailAddress(r.email.trim()));
  for (const r of addressed) {
    const lang: Language = noticeLanguageOf(r.language) === 'zh' ? 'zh_cn' : 'en_us';
    const shown = textFor(text, noticeLanguageOf(r.language));
    const link = `${config.publicUrl}${READ_PATH[r.user_type]}`;
    const footer = translate(lang, 'notices:mail.footer', { link });
    await enqueueMail(db, {
      to: r.email,
      subject: translate(lang, 'notices:mail.subject', { title: shown.title }),
      text: `${shown.title}\n\n${shown.body}\n\n${footer}`,
      html:
        `<h2>${escapeHtml(shown.title)}</h2>` +
        `<p style="white-space:pre-wrap">${escapeHtml(shown.body)}</p>` +
        `<p><a href="${escapeHtml(link)}">${escapeHtml(footer)}</a></p>`,
      kind: 'notice',
      ref: `notice:${notice.id}`,
    });
  }
  await db
    .updateTable('notices')
    .set({ mailed_at: new Date(), mail_count: addressed.length })
    .where('id', '=', notice.id)
    .execute();
  return addressed.length;
}

/** Queues the mail of a scheduled notice for its publish time (once per notice and time). */
export async function queueScheduledMail(db: Db, noticeId: number, publishAt: Date): Promise<void> {
  await enqueue(
    db,
    NOTICE_MAIL_JOB,
    { noticeId, publishAt: publishAt.getTime() },
    {
      runAt: publishAt,
      singletonKey: `${NOTICE_MAIL_JOB}:${noticeId}:${publishAt.getTime()}`,
      maxAttempts: 5,
    },
  );
}

type MailPayload = { noticeId: number; publishAt: number };

/**
 * The job's work, at `now`: mails the notice if it is published, still at the time the job was
 * queued for (a rescheduled notice has its own job), asks for email and was not mailed yet.
 * Otherwise (put back to draft, rescheduled, withdrawn, mailed) it does nothing.
 */
export async function mailDueNotice(
  db: Db,
  config: Pick<AppConfig, 'publicUrl'>,
  payload: MailPayload,
  now: Date,
): Promise<'mailed' | 'skipped'> {
  const notice = await db
    .selectFrom('notices')
    .selectAll()
    .where('id', '=', payload.noticeId)
    .forUpdate()
    .executeTakeFirst();
  if (!notice || !notice.send_email || notice.mailed_at !== null) return 'skipped';
  if (dateOf(notice.publish_at)?.getTime() !== payload.publishAt) return 'skipped';
  if (statusOf(notice, now) !== NoticeStatus.published) {
    // Queued for this very time, which the worker's clock reached before ours: try again shortly.
    if (notice.status === NoticeStatus.scheduled) throw new Error(`notice ${notice.id} is not due yet`);
    return 'skipped';
  }
  await mailNotice(db, notice, config);
  return 'mailed';
}

export const noticeMailJob: JobHandler = {
  run: async (payload, ctx) => {
    await ctx.db
      .transaction()
      .execute((trx) => mailDueNotice(trx, ctx.config, payload as MailPayload, new Date()));
  },
};

import { sql } from 'kysely';
import type { ExpressionBuilder, Selectable } from 'kysely';
import { effectiveStatus, NoticeStatus } from '../../../domain/notices/notice-rules';
import type { NoticeAudience, NoticeStatus as Status } from '../../../domain/notices/notice-rules';
import type { NoticeAdminRow } from '../../../domain/notices/notices';
import type { DB } from '../../db/schema';
import type { NoticesTable } from '../../db/notices-tables';
import { iso, isoOrNull } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';

/** Reading notices' rows: the read-time rule in SQL and the admins' view of a row. */

export type NoticeRecord = Selectable<NoticesTable>;

export const dateOf = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/** The row's status by the read-time rule (a scheduled notice past its time is published). */
export const statusOf = (row: Pick<NoticeRecord, 'status' | 'publish_at'>, now: Date): Status =>
  effectiveStatus(row.status as Status, dateOf(row.publish_at), now);

/** SQL: the notice's effective status is `status` at `now` (the read-time rule, effectiveStatus). */
export function hasStatus(eb: ExpressionBuilder<DB, 'notices'>, status: Status, now: Date) {
  const due = eb.and([
    eb('notices.status', '=', NoticeStatus.scheduled),
    eb('notices.publish_at', '<=', now),
  ]);
  switch (status) {
    case NoticeStatus.published:
      return eb.or([eb('notices.status', '=', NoticeStatus.published), due]);
    case NoticeStatus.scheduled:
      return eb.and([eb('notices.status', '=', NoticeStatus.scheduled), eb('notices.publish_at', '>', now)]);
    default:
      return eb('notices.status', '=', status);
  }
}

export type AdminRowSource = NoticeRecord & { created_by_name: string; read_count: unknown };

export function adminRowOf(row: AdminRowSource, now: Date): NoticeAdminRow {
  return {
    id: row.id,
    audience: row.audience as NoticeAudience,
    status: statusOf(row, now),
    titleEn: row.title_en,
    bodyEn: row.body_en,
    titleZh: row.title_zh,
    bodyZh: row.body_zh,
    sendEmail: row.send_email,
    publishAt: isoOrNull(row.publish_at),
    withdrawnAt: isoOrNull(row.withdrawn_at),
    mailedAt: isoOrNull(row.mailed_at),
    mailCount: row.mail_count,
    readCount: Number(row.read_count ?? 0),
    createdBy: row.created_by_name,
    updatedAt: iso(row.updated_at),
  };
}

/** The admins' select of notices: every column, the author's name and how many read it. */
export function adminSelect(db: Db) {
  return db
    .selectFrom('notices')
    .innerJoin('users as author', 'author.id', 'notices.created_by')
    .selectAll('notices')
    .select((eb) => [
      sql<string>`coalesce(nullif(author.realname, ''), author.username)`.as('created_by_name'),
      eb
        .selectFrom('notice_reads')
        .select((r) => r.fn.countAll().as('n'))
        .whereRef('notice_reads.notice_id', '=', 'notices.id')
        .as('read_count'),
    ]);
}

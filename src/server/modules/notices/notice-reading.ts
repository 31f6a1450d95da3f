import type { ExpressionBuilder } from 'kysely';
import { audiencesOf, NoticeStatus, noticeLanguageOf, textFor } from '../../../domain/notices/notice-rules';
import type { NoticeReader } from '../../../domain/notices/notice-rules';
import type {
  NoticeReaderListRequest,
  NoticeReaderRow,
  NoticeReadRequest,
  NoticeUnreadAnswer,
} from '../../../domain/notices/notices';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import type { Page } from '../../http/paging';
import { personOf } from '../../http/session';
import { iso } from '../../kernel/db-helpers';
import { hasStatus } from './notice-rows';

/**
 * What sellers (business host) and warehouse staff (warehouse host) read: the published notices of
 * their audience, in their language, and which of them they have read. Reads are kept per person: a
 * team member's reads are their own. `now` is the caller's clock (the read-time rule).
 */

function readerOf(ctx: AuthedContext): NoticeReader {
  return ctx.host === 'warehouse' ? 'warehouse' : 'sellers';
}

/** SQL: a notice this reader sees at `now`. */
function visibleTo(reader: NoticeReader, now: Date) {
  return (eb: ExpressionBuilder<DB, 'notices'>) =>
    eb.and([eb('notices.audience', 'in', audiencesOf(reader)), hasStatus(eb, NoticeStatus.published, now)]);
}

function unreadBy(userId: number) {
  return (eb: ExpressionBuilder<DB, 'notices'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('notice_reads')
          .select('notice_reads.notice_id')
          .whereRef('notice_reads.notice_id', '=', 'notices.id')
          .where('notice_reads.user_id', '=', userId),
      ),
    );
}

export async function unreadCount(ctx: AuthedContext, now: Date): Promise<NoticeUnreadAnswer> {
  const row = await ctx.db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(visibleTo(readerOf(ctx), now))
    .where(unreadBy(personOf(ctx.user).id))
    .executeTakeFirstOrThrow();
  return { unread: Number(row.n) };
}

/** The reader's notices, newest first (only the unread ones when asked). */
export async function listMyNotices(
  ctx: AuthedContext,
  request: NoticeReaderListRequest,
  now: Date,
): Promise<Page<NoticeReaderRow>> {
  const paging = pageRequest(request, ctx.config.maxPageSize);
  const me = personOf(ctx.user).id;
  let query = ctx.db.selectFrom('notices').where(visibleTo(readerOf(ctx), now));
  if (request.unreadOnly) query = query.where(unreadBy(me));
  const total = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .leftJoin('notice_reads as r', (join) =>
      join.onRef('r.notice_id', '=', 'notices.id').on('r.user_id', '=', me),
    )
    .select([
      'notices.id',
      'notices.title_en',
      'notices.body_en',
      'notices.title_zh',
      'notices.body_zh',
      'notices.publish_at',
      'r.read_at',
    ])
    .orderBy('notices.publish_at', 'desc')
    .orderBy('notices.id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  const lang = noticeLanguageOf(ctx.lang);
  return pageOf(
    paging,
    Number(total.n),
    rows.map((r) => ({
      id: r.id,
      ...textFor({ titleEn: r.title_en, bodyEn: r.body_en, titleZh: r.title_zh, bodyZh: r.body_zh }, lang),
      publishAt: iso(r.publish_at as Date | string),
      read: r.read_at !== null,
    })),
  );
}

/** Marks one notice (404 when the reader does not see it) or all of them read; answers the unread count. */
export async function markRead(
  ctx: AuthedContext,
  request: NoticeReadRequest,
  now: Date,
): Promise<NoticeUnreadAnswer> {
  const me = personOf(ctx.user).id;
  let notices = ctx.db
    .selectFrom('notices')
    .where(visibleTo(readerOf(ctx), now))
    .where(unreadBy(me));
  if ('id' in request) {
    const seen = await ctx.db
      .selectFrom('notices')
      .select('id')
      .where('id', '=', request.id)
      .where(visibleTo(readerOf(ctx), now))
      .executeTakeFirst();
    if (!seen) throw notFound('notices:errors.notFound');
    notices = notices.where('notices.id', '=', request.id);
  }
  await ctx.db
    .insertInto('notice_reads')
    .columns(['user_id', 'notice_id'])
    .expression(notices.select((eb) => [eb.val(me).as('user_id'), 'notices.id as notice_id']))
    .onConflict((oc) => oc.columns(['user_id', 'notice_id']).doNothing())
    .execute();
  return unreadCount(ctx, now);
}

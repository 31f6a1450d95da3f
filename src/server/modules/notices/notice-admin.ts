import {
  intentAction,
  isEditable,
  isPastPublishTime,
  nextStatus,
  NoticeStatus,
  textProblem,
} from '../../../domain/notices/notice-rules';
import type { NoticeStatus as Status } from '../../../domain/notices/notice-rules';
import type {
  NoticeAdminListRequest,
  NoticeAdminRow,
  NoticeCreateRequest,
  NoticeUpdateRequest,
} from '../../../domain/notices/notices';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import type { Page } from '../../http/paging';
import { oncePerRequestKey } from '../../http/request-keys';
import { personOf } from '../../http/session';
import { recordAudit } from '../../kernel/audit-log';
import { containsPattern } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { mailNotice, queueScheduledMail } from './notice-mail';
import { adminRowOf, adminSelect, hasStatus, statusOf } from './notice-rows';
import type { NoticeRecord } from './notice-rows';

/**
 * The admins' announcements (Notice/:pageNo?): write, schedule, publish and withdraw, each in one
 * transaction with its audit entry. `now` is the caller's clock (the routes pass the system's).
 */

type NoticeInput = Omit<NoticeCreateRequest, 'requestKey'>;

/** The input's refusals (400, in the reader's language, naming the field), before anything is kept. */
function checkedInput(input: NoticeInput, now: Date) {
  const problem = textProblem(input);
  if (problem) throw badRequest(problem.key, { field: problem.field });
  const publishAt = input.publishAt === null ? null : new Date(input.publishAt);
  if (publishAt !== null && isPastPublishTime(publishAt, now))
    throw badRequest('notices:errors.publishAtPast', { field: 'publishAt' });
  return publishAt;
}

/** The stored status and time of a save, a schedule or a publish from `from`. */
function placed(from: Status, input: NoticeInput, publishAt: Date | null, now: Date) {
  const action = intentAction(input.intent, publishAt);
  const status = nextStatus(from, action);
  if (status === null) throw conflict('notices:errors.notEditable');
  return { status, publishAt: status === NoticeStatus.published ? now : publishAt };
}

/** After a save: a published notice is mailed now, a scheduled one at its time. */
async function afterPlacing(ctx: AuthedContext, trx: Db, notice: NoticeRecord): Promise<void> {
  if (!notice.send_email) return;
  if (notice.status === NoticeStatus.published) await mailNotice(trx, notice, ctx.config);
  else if (notice.status === NoticeStatus.scheduled && notice.publish_at !== null)
    await queueScheduledMail(trx, notice.id, new Date(notice.publish_at));
}

async function adminRow(db: Db, id: number, now: Date): Promise<NoticeAdminRow> {
  const row = await adminSelect(db).where('notices.id', '=', id).executeTakeFirstOrThrow();
  return adminRowOf(row, now);
}

const contentOf = (input: NoticeInput) => ({
  audience: input.audience,
  title_en: input.titleEn,
  body_en: input.bodyEn,
  title_zh: input.titleZh,
  body_zh: input.bodyZh,
  send_email: input.sendEmail,
});

/** Writes a notice: kept as a draft, scheduled or published at once; once per request key. */
export async function createNotice(
  ctx: AuthedContext,
  request: NoticeCreateRequest,
  now: Date,
): Promise<NoticeAdminRow> {
  const { requestKey, ...input } = request;
  return oncePerRequestKey(ctx, { scope: 'notices.create', key: requestKey, body: input }, async (trx) => {
    const publishAt = checkedInput(input, now);
    const to = placed(NoticeStatus.draft, input, publishAt, now);
    const author = personOf(ctx.user).id;
    const notice = await trx
      .insertInto('notices')
      .values({
        ...contentOf(input),
        status: to.status,
        publish_at: to.publishAt,
        created_by: author,
        updated_by: author,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await afterPlacing(ctx, trx, notice);
    const row = await adminRow(trx, notice.id, now);
    await recordAudit(
      ctx,
      { action: 'notice.create', entity: 'notice', entityId: notice.id, after: row },
      trx,
    );
    return row;
  });
}

async function lockedNotice(trx: Db, id: number): Promise<NoticeRecord> {
  const notice = await trx
    .selectFrom('notices')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!notice) throw notFound('notices:errors.notFound');
  return notice;
}

/** Edits a draft or scheduled notice and saves, schedules or publishes it; 409 once it is published. */
export async function updateNotice(
  ctx: AuthedContext,
  request: NoticeUpdateRequest,
  now: Date,
): Promise<NoticeAdminRow> {
  const { id, ...input } = request;
  return ctx.db.transaction().execute(async (trx) => {
    const notice = await lockedNotice(trx, id);
    const from = statusOf(notice, now);
    if (!isEditable(from)) throw conflict('notices:errors.notEditable');
    const publishAt = checkedInput(input, now);
    const to = placed(from, input, publishAt, now);
    const before = await adminRow(trx, id, now);
    const saved = await trx
      .updateTable('notices')
      .set({
        ...contentOf(input),
        status: to.status,
        publish_at: to.publishAt,
        updated_by: personOf(ctx.user).id,
        updated_at: now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await afterPlacing(ctx, trx, saved);
    const after = await adminRow(trx, id, now);
    await recordAudit(ctx, { action: 'notice.update', entity: 'notice', entityId: id, before, after }, trx);
    return after;
  });
}

/** Takes a published notice down: readers no longer see it. 409 for any other status. */
export async function withdrawNotice(ctx: AuthedContext, id: number, now: Date): Promise<NoticeAdminRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const notice = await lockedNotice(trx, id);
    const to = nextStatus(statusOf(notice, now), 'withdraw');
    if (to === null) throw conflict('notices:errors.cannotWithdraw');
    const before = await adminRow(trx, id, now);
    await trx
      .updateTable('notices')
      .set({ status: to, withdrawn_at: now, updated_by: personOf(ctx.user).id, updated_at: now })
      .where('id', '=', id)
      .execute();
    const after = await adminRow(trx, id, now);
    await recordAudit(ctx, { action: 'notice.withdraw', entity: 'notice', entityId: id, before, after }, trx);
    return after;
  });
}

/** Every notice, newest first, by (effective) status, audience and words of a title. */
export async function listNotices(
  ctx: AuthedContext,
  request: NoticeAdminListRequest,
  now: Date,
): Promise<Page<NoticeAdminRow>> {
  const paging = pageRequest(request, ctx.config.maxPageSize);
  let query = ctx.db.selectFrom('notices');
  const { status, audience, keyword } = request;
  if (status !== undefined) query = query.where((eb) => hasStatus(eb, status, now));
  if (audience !== undefined) query = query.where('notices.audience', '=', audience);
  if (keyword) {
    const pattern = containsPattern(keyword);
    query = query.where((eb) =>
      eb.or([eb('notices.title_en', 'ilike', pattern), eb('notices.title_zh', 'ilike', pattern)]),
    );
  }
  const total = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const ids = await query
    .select('notices.id')
    .orderBy('notices.id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  const rows =
    ids.length === 0
      ? []
      : await adminSelect(ctx.db)
          .where(
            'notices.id',
            'in',
            ids.map((r) => r.id),
          )
          .orderBy('notices.id', 'desc')
          .execute();
  return pageOf(
    paging,
    Number(total.n),
    rows.map((r) => adminRowOf(r, now)),
  );
}

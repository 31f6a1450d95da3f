import { z } from 'zod';
import { pagingFields, rowId } from '../kernel/request-fields';
import { requestKeyFields } from '../kernel/request-key';
import { NOTICE_AUDIENCES, NOTICE_STATUSES } from './notice-rules';
import type { NoticeAudience, NoticeStatus } from './notice-rules';

/**
 * Announcements' requests and answers (issue 28 point 2; the rules are in notice-rules.ts).
 *
 *   admin Notice/:pageNo? (NOTICES_PAGE)
 *     POST /notice/list      noticeAdminListRequest   -> page of NoticeAdminRow
 *     POST /notice/create    noticeCreateRequest      -> NoticeAdminRow (once per request key)
 *     POST /notice/update    noticeUpdateRequest      -> NoticeAdminRow (draft or scheduled only)
 *     POST /notice/withdraw  noticeIdRequest          -> NoticeAdminRow (published only)
 *   business homepage/announcement and warehouse Notice (any logged-in user of the portal)
 *     POST /notice/mine      noticeReaderListRequest  -> page of NoticeReaderRow
 *     GET  /notice/unread                             -> { unread }
 *     POST /notice/read      noticeReadRequest        -> { unread } (one notice, or all of them)
 *
 * The titles and bodies are optional here: a missing title answers the service's message, in the
 * reader's language, naming the field (textProblem).
 */

export const NOTICE_TITLE_MAX = 200;
export const NOTICE_BODY_MAX = 10_000;

const title = z.string().trim().max(NOTICE_TITLE_MAX).default('');
const body = z.string().trim().max(NOTICE_BODY_MAX).default('');

const noticeFields = {
  titleEn: title,
  bodyEn: body,
  titleZh: title,
  bodyZh: body,
  audience: z.coerce
    .number()
    .int()
    .min(Math.min(...NOTICE_AUDIENCES))
    .max(Math.max(...NOTICE_AUDIENCES))
    .refine((n) => (NOTICE_AUDIENCES as readonly number[]).includes(n), {
      message: '1 sellers, 2 warehouse staff, 3 both',
    })
    .transform((n) => n as NoticeAudience),
  sendEmail: z.boolean().default(false),
  /** When to publish (an ISO time with its offset); without one, "publish" is now. */
  publishAt: z.iso.datetime({ offset: true }).nullable().default(null),
  /** draft: keep it unpublished; publish: now, or at publishAt when one is given. */
  intent: z.enum(['draft', 'publish']),
};

export const noticeCreateRequest = z.strictObject({ ...noticeFields, ...requestKeyFields });
export type NoticeCreateRequest = z.infer<typeof noticeCreateRequest>;
export type NoticeCreateInput = z.input<typeof noticeCreateRequest>;

export const noticeUpdateRequest = z.strictObject({ id: rowId, ...noticeFields });
export type NoticeUpdateRequest = z.infer<typeof noticeUpdateRequest>;
export type NoticeUpdateInput = z.input<typeof noticeUpdateRequest>;

export const noticeIdRequest = z.strictObject({ id: rowId });

const statusFilter = z.coerce
  .number()
  .int()
  .min(Math.min(...NOTICE_STATUSES))
  .max(Math.max(...NOTICE_STATUSES))
  .refine((n) => (NOTICE_STATUSES as readonly number[]).includes(n), { message: 'a status from 1 to 4' })
  .transform((n) => n as NoticeStatus);

export const noticeAdminListRequest = z.strictObject({
  ...pagingFields,
  status: statusFilter.optional(),
  audience: noticeFields.audience.optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type NoticeAdminListRequest = z.infer<typeof noticeAdminListRequest>;

export const noticeReaderListRequest = z.strictObject({
  ...pagingFields,
  unreadOnly: z.boolean().optional(),
});
export type NoticeReaderListRequest = z.infer<typeof noticeReaderListRequest>;

/** One notice read, or every notice of the reader (all: true). */
export const noticeReadRequest = z.union([
  z.strictObject({ id: rowId }),
  z.strictObject({ all: z.literal(true) }),
]);
export type NoticeReadRequest = z.infer<typeof noticeReadRequest>;

const audience = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const status = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** A notice as admins see it; `status` is the effective one (a scheduled notice past its time is published). */
export const noticeAdminRow = z.object({
  id: z.number(),
  audience,
  status,
  titleEn: z.string(),
  bodyEn: z.string(),
  titleZh: z.string(),
  bodyZh: z.string(),
  sendEmail: z.boolean(),
  publishAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  /** When the notice's mail was put in the outbox, and how many messages. */
  mailedAt: z.string().nullable(),
  mailCount: z.number(),
  /** How many people have read it. */
  readCount: z.number(),
  createdBy: z.string(),
  updatedAt: z.string(),
});
export type NoticeAdminRow = z.infer<typeof noticeAdminRow>;

/** A notice as a reader sees it, in their language (or the other one when theirs was not written). */
export const noticeReaderRow = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  language: z.enum(['en', 'zh']),
  publishAt: z.string(),
  read: z.boolean(),
});
export type NoticeReaderRow = z.infer<typeof noticeReaderRow>;

export const noticeUnreadAnswer = z.object({ unread: z.number() });
export type NoticeUnreadAnswer = z.infer<typeof noticeUnreadAnswer>;

import { NOTICES_PAGE } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import {
  noticeAdminListRequest,
  noticeAdminRow,
  noticeCreateRequest,
  noticeIdRequest,
  noticeReaderListRequest,
  noticeReaderRow,
  noticeReadRequest,
  noticeUnreadAnswer,
  noticeUpdateRequest,
} from '../../../domain/notices/notices';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import { createNotice, listNotices, updateNotice, withdrawNotice } from './notice-admin';
import { listMyNotices, markRead, unreadCount } from './notice-reading';

/**
 * Announcements (issue 28 point 2): the admins' Notice/:pageNo? on the admin host; reading on the
 * business host (sellers and their team members) and the warehouse host (warehouse staff). Every
 * route reads the system clock here; the services take it as `now`.
 */

const admin = (action: Action) => ({ kind: 'permission', code: NOTICES_PAGE, action }) as const;
const anyReader = { kind: 'authenticated' } as const;

export const noticeRoutes = [
  defineRoute({
    method: 'POST',
    path: '/notice/list',
    hosts: ['admin'],
    access: admin('query'),
    summary: 'Every notice, newest first, by status (the effective one), audience and title words (paged)',
    body: noticeAdminListRequest.optional(),
    response: pageSchema(noticeAdminRow),
    handler: (ctx, { body }) => listNotices(ctx, body ?? {}, new Date()),
  }),
  defineRoute({
    method: 'POST',
    path: '/notice/create',
    hosts: ['admin'],
    access: admin('add'),
    summary: 'Writes a notice: a draft, scheduled (publishAt ahead) or published now; once per request key',
    body: noticeCreateRequest,
    response: noticeAdminRow,
    handler: async (ctx, { body }) =>
      new WithMessage(await createNotice(ctx, body, new Date()), 'notices:saved.create'),
  }),
  defineRoute({
    method: 'POST',
    path: '/notice/update',
    hosts: ['admin'],
    access: admin('edit'),
    summary: 'Edits a draft or scheduled notice and saves, schedules or publishes it (409 once published)',
    body: noticeUpdateRequest,
    response: noticeAdminRow,
    handler: async (ctx, { body }) =>
      new WithMessage(await updateNotice(ctx, body, new Date()), 'notices:saved.update'),
  }),
  defineRoute({
    method: 'POST',
    path: '/notice/withdraw',
    hosts: ['admin'],
    access: admin('edit'),
    summary: 'Withdraws a published notice: readers no longer see it (409 for any other status)',
    body: noticeIdRequest,
    response: noticeAdminRow,
    handler: async (ctx, { body }) =>
      new WithMessage(await withdrawNotice(ctx, body.id, new Date()), 'notices:saved.withdraw'),
  }),
  defineRoute({
    method: 'POST',
    path: '/notice/mine',
    hosts: ['business', 'warehouse'],
    access: anyReader,
    summary:
      "The caller's published notices in their language, newest first, each marked read or not (paged)",
    body: noticeReaderListRequest.optional(),
    response: pageSchema(noticeReaderRow),
    handler: (ctx, { body }) => listMyNotices(ctx, body ?? {}, new Date()),
  }),
  defineRoute({
    method: 'GET',
    path: '/notice/unread',
    hosts: ['business', 'warehouse'],
    access: anyReader,
    summary: "How many of the caller's published notices they have not read (the header's bell)",
    response: noticeUnreadAnswer,
    handler: (ctx) => unreadCount(ctx, new Date()),
  }),
  defineRoute({
    method: 'POST',
    path: '/notice/read',
    hosts: ['business', 'warehouse'],
    access: anyReader,
    summary:
      'Marks one notice (id) or every notice (all: true) read for the caller; answers the unread count',
    body: noticeReadRequest,
    response: noticeUnreadAnswer,
    handler: (ctx, { body }) => markRead(ctx, body, new Date()),
  }),
];

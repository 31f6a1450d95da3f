import { z } from 'zod';
import {
  outboxListRequest,
  outboxRetryRequest,
  outboxRow,
  outboxSummary as outboxSummarySchema,
  recoverAskRequest,
  recoverCheck,
  recoverResetFields,
  recoverTokenRequest,
} from '../../../domain/email/email';
import type { Action } from '../../../domain/kernel/permissions';
import { EMAIL_PAGE } from '../../../domain/kernel/permissions';
import { API_HOSTS } from '../../../domain/kernel/users';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { outboxPage, outboxSummary, retryMail } from './outbox-service';
import { askRecovery, checkRecovery, resetThroughRecovery } from './recovery-service';

/** The email area's routes (src/domain/email/email.ts): the admins' outbox and password recovery. */

const emailPage = (action: Action) => ({ kind: 'permission' as const, code: EMAIL_PAGE, action });

const outboxRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/email/outbox/list',
    hosts: ['admin'],
    access: emailPage('query'),
    summary: 'Every message the platform sent or keeps, newest first, by status, kind and recipient',
    body: outboxListRequest.optional(),
    response: pageSchema(outboxRow),
    handler: (ctx, { body }) => outboxPage(ctx, body ?? {}),
  }),
  defineRoute({
    method: 'GET',
    path: '/email/outbox/summary',
    hosts: ['admin'],
    access: emailPage('query'),
    summary: 'Whether an SMTP server is configured (host and port only) and the messages per status',
    response: outboxSummarySchema,
    handler: (ctx) => outboxSummary(ctx),
  }),
  defineRoute({
    method: 'POST',
    path: '/email/outbox/retry',
    hosts: ['admin'],
    access: emailPage('edit'),
    summary:
      'Sends a failed message again (or a kept one once an SMTP server is configured): one attempt, at once',
    body: outboxRetryRequest,
    response: outboxRow,
    handler: async (ctx, { body }) => new WithMessage(await retryMail(ctx, body.id), 'email:retried'),
  }),
];

const recoveryRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/user/recover',
    hosts: API_HOSTS,
    access: { kind: 'public' },
    summary:
      'Mails a password recovery link (30 minutes, once) to the account named by username or email; the same answer whether it exists or not',
    body: recoverAskRequest,
    response: z.null(),
    handler: async (ctx, { body }) => {
      await askRecovery(ctx, body);
      return new WithMessage(null, 'email:recover.asked');
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/user/recover/check',
    hosts: API_HOSTS,
    access: { kind: 'public' },
    summary: 'Whether a recovery link still works (409 used or expired), and the account it is for',
    query: recoverTokenRequest,
    response: recoverCheck,
    handler: (ctx, { query }) => checkRecovery(ctx, query.token),
  }),
  defineRoute({
    method: 'POST',
    path: '/user/recover/reset',
    hosts: API_HOSTS,
    access: { kind: 'public' },
    summary: 'Sets the new password through a recovery link; ends every session of the account',
    body: recoverResetFields,
    response: z.null(),
    handler: async (ctx, { body }) => {
      await resetThroughRecovery(ctx, body);
      return new WithMessage(null, 'email:recover.resetDone');
    },
  }),
];

export const emailRoutes: AnyRoute[] = [...outboxRoutes, ...recoveryRoutes];

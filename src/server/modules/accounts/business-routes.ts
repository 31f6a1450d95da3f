import { z } from 'zod';
import {
  accountIdRequest,
  businessAccountFilter,
  merchantFlags,
  merchantFlagsRequest,
} from '../../../domain/accounts';
import { AdminPage } from '../../../domain/permissions';
import { pagingFields } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import { changeAccountStatus, resetAccountPassword } from './account-lifecycle';
import { pagedWithRecordsSchema } from './account-store';
import { BUSINESS_ACCOUNTS, listBusinessAccounts, setMerchantFlags } from './business-service';

const page = AdminPage.businessAccount;

const businessAccountRow = z.object({
  id: z.number(),
  uid: z.string(),
  username: z.string(),
  realname: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.number(),
  gmtCreate: z.string(),
  flags: merchantFlags,
});

const accountStateResponse = z.object({
  id: z.number(),
  uid: z.string(),
  username: z.string(),
  status: z.number(),
});

const passwordResetResponse = z.object({ id: z.number(), username: z.string(), password: z.string() });

export const businessAccountRoutes = [
  defineRoute({
    method: 'POST',
    path: '/account/business/list',
    hosts: ['admin'],
    access: { kind: 'permission', code: page, action: 'query' },
    summary: 'Merchant accounts, paged, with their authorization flags',
    body: businessAccountFilter.extend(pagingFields),
    response: pagedWithRecordsSchema(businessAccountRow),
    handler: async (ctx, { body }) => listBusinessAccounts(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/business/approve',
    hosts: ['admin'],
    access: { kind: 'permission', code: page, action: 'enable' },
    summary: 'Approves a self-registered merchant (pending -> active)',
    body: accountIdRequest,
    response: accountStateResponse,
    handler: async (ctx, { body }) =>
      new WithMessage(
        await changeAccountStatus(ctx, BUSINESS_ACCOUNTS, body.id, 'approve'),
        'accounts:messages.approved',
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/business/enable',
    hosts: ['admin'],
    access: { kind: 'permission', code: page, action: 'enable' },
    summary: 'Lifts the suspension of a merchant (suspended -> active); its old sessions stay ended',
    body: accountIdRequest,
    response: accountStateResponse,
    handler: async (ctx, { body }) =>
      new WithMessage(
        await changeAccountStatus(ctx, BUSINESS_ACCOUNTS, body.id, 'enable'),
        'accounts:messages.enabled',
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/business/disable',
    hosts: ['admin'],
    access: { kind: 'permission', code: page, action: 'disable' },
    summary: 'Suspends a merchant (active -> suspended): every call it makes answers 423',
    body: accountIdRequest,
    response: accountStateResponse,
    handler: async (ctx, { body }) =>
      new WithMessage(
        await changeAccountStatus(ctx, BUSINESS_ACCOUNTS, body.id, 'disable'),
        'accounts:messages.disabled',
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/business/resetPassword',
    hosts: ['admin'],
    access: { kind: 'permission', code: page, action: 'edit' },
    summary: 'Gives a merchant a new temporary password (returned once) and ends its sessions',
    body: accountIdRequest,
    response: passwordResetResponse,
    handler: async (ctx, { body }) =>
      new WithMessage(
        await resetAccountPassword(ctx, BUSINESS_ACCOUNTS, body.id),
        'accounts:messages.passwordReset',
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/business/flags',
    hosts: ['admin'],
    access: { kind: 'permission', code: page, action: 'edit' },
    summary: "Sets a merchant's authorization flags (cross-listing, consignment sales, flex)",
    body: merchantFlagsRequest,
    response: merchantFlags.extend({ id: z.number() }),
    handler: async (ctx, { body }) => {
      const { id, ...flags } = body;
      return new WithMessage(await setMerchantFlags(ctx, id, flags), 'accounts:messages.flagsSaved');
    },
  }),
];

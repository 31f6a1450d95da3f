import {
  createPlatformAccountRequest,
  platformAccountFilter,
  platformAccountRow,
  platformAccountState,
  updatePlatformAccountRequest,
} from '../../../domain/accounts/accounts';
import { AdminPage } from '../../../domain/kernel/permissions';
import { pagingFields } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import { accountLifecycleRoutes } from './account-lifecycle-routes';
import { pagedWithRecordsSchema } from './account-store';
import {
  createPlatformAccount,
  listPlatformAccounts,
  PLATFORM_ACCOUNTS,
  updatePlatformAccount,
} from './platform-service';

const page = AdminPage.platformAccount;

export const platformAccountRoutes = [
  defineRoute({
    method: 'POST',
    path: '/account/platform/list',
    hosts: ['admin'],
    access: { kind: 'permission', code: page, action: 'query' },
    summary: 'Admin and warehouse staff accounts, paged, with role and warehouse assignments',
    body: platformAccountFilter.extend(pagingFields),
    response: pagedWithRecordsSchema(platformAccountRow),
    handler: async (ctx, { body }) => listPlatformAccounts(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/platform/create',
    hosts: ['admin'],
    access: { kind: 'permission', code: page, action: 'add' },
    summary: 'Creates an admin or warehouse staff account with its role and warehouses',
    body: createPlatformAccountRequest,
    response: platformAccountState,
    handler: async (ctx, { body }) =>
      new WithMessage(await createPlatformAccount(ctx, body), 'accounts:messages.created'),
  }),
  defineRoute({
    method: 'POST',
    path: '/account/platform/update',
    hosts: ['admin'],
    access: { kind: 'permission', code: page, action: 'edit' },
    summary: "Edits an account's name, e-mail, role and (when sent) warehouse assignments",
    body: updatePlatformAccountRequest,
    response: platformAccountState,
    handler: async (ctx, { body }) =>
      new WithMessage(await updatePlatformAccount(ctx, body), 'accounts:messages.updated'),
  }),
  ...accountLifecycleRoutes({
    base: '/account/platform',
    page,
    kind: PLATFORM_ACCOUNTS,
    stateResponse: platformAccountState,
    statusSummaries: {
      enable: 'Lifts the suspension of a platform account; its old sessions stay ended',
      disable: 'Suspends a platform account (never yourself, never the last active super administrator)',
    },
    resetPasswordSummary:
      'Gives a platform account a new temporary password (returned once) and ends its sessions',
  }),
];

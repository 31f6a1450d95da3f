import {
  businessAccountFilter,
  businessAccountRow,
  businessAccountState,
  merchantFlagsAnswer,
  merchantFlagsRequest,
} from '../../../domain/accounts/accounts';
import { AdminPage } from '../../../domain/kernel/permissions';
import { pagingFields } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import { accountLifecycleRoutes } from './account-lifecycle-routes';
import { pagedWithRecordsSchema } from './account-store';
import { BUSINESS_ACCOUNTS, listBusinessAccounts, setMerchantFlags } from './business-service';

const page = AdminPage.businessAccount;

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
  ...accountLifecycleRoutes({
    base: '/account/business',
    page,
    kind: BUSINESS_ACCOUNTS,
    stateResponse: businessAccountState,
    statusSummaries: {
      approve: 'Approves a self-registered merchant (pending -> active)',
      enable: 'Lifts the suspension of a merchant (suspended -> active); its old sessions stay ended',
      disable: 'Suspends a merchant (active -> suspended): every call it makes answers 423',
    },
    resetPasswordSummary: 'Gives a merchant a new temporary password (returned once) and ends its sessions',
  }),
  defineRoute({
    method: 'POST',
    path: '/account/business/flags',
    hosts: ['admin'],
    access: { kind: 'permission', code: page, action: 'edit' },
    summary: "Sets a merchant's authorization flags (cross-listing, consignment sales, flex)",
    body: merchantFlagsRequest,
    response: merchantFlagsAnswer,
    handler: async (ctx, { body }) => {
      const { id, ...flags } = body;
      return new WithMessage(await setMerchantFlags(ctx, id, flags), 'accounts:messages.flagsSaved');
    },
  }),
];

import {
  returnAccountCreateRequest,
  returnAccountEditRequest,
  returnAccountIdRequest,
  returnAccountListRequest,
  returnAccountView,
} from '../../../../domain/listing/return-accounts';
import { AdminPage } from '../../../../domain/kernel/permissions';
import type { Action } from '../../../../domain/kernel/permissions';
import { pageSchema } from '../../../http/paging';
import { defineRoute, WithMessage } from '../../../http/route';
import type { AnyRoute } from '../../../http/route';
import {
  createReturnAccount,
  deleteReturnAccount,
  editReturnAccount,
  getReturnAccount,
  listReturnAccounts,
  setReturnAccountActive,
} from './return-account-service';

const access = (action: Action) => ({ kind: 'permission', code: AdminPage.returnAccount, action }) as const;

/** Admin Account/ReturnAccount: the platform's accounts and return addresses at each marketplace. */
export const returnAccountRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/return_account/list',
    hosts: ['admin'],
    access: access('query'),
    summary: 'One page of return accounts, by marketplace, active or not, and a keyword',
    body: returnAccountListRequest.optional(),
    response: pageSchema(returnAccountView),
    handler: (ctx, { body }) => listReturnAccounts(ctx, body ?? {}),
  }),
  defineRoute({
    method: 'GET',
    path: '/return_account/get',
    hosts: ['admin'],
    access: access('get'),
    summary: 'One return account',
    query: returnAccountIdRequest,
    response: returnAccountView,
    handler: (ctx, { query }) => getReturnAccount(ctx, query.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/return_account/add',
    hosts: ['admin'],
    access: access('add'),
    summary: 'Adds a return account (once per request key; a second account id at one marketplace: 409)',
    body: returnAccountCreateRequest,
    response: returnAccountView,
    handler: async (ctx, { body }) =>
      new WithMessage(await createReturnAccount(ctx, body), 'return-accounts:saved'),
  }),
  defineRoute({
    method: 'POST',
    path: '/return_account/edit',
    hosts: ['admin'],
    access: access('edit'),
    summary: 'Changes a return account (audited); sales that named it keep naming it',
    body: returnAccountEditRequest,
    response: returnAccountView,
    handler: async (ctx, { body }) =>
      new WithMessage(await editReturnAccount(ctx, body), 'return-accounts:saved'),
  }),
  ...(['enable', 'disable'] as const).map((action) =>
    defineRoute({
      method: 'POST',
      path: `/return_account/${action}`,
      hosts: ['admin'],
      access: access(action),
      summary:
        action === 'enable'
          ? 'Switches a return account on: returns may come back through it'
          : 'Switches a return account off: kept for the sales that name it, no longer chosen for returns',
      body: returnAccountIdRequest,
      response: returnAccountView,
      handler: async (ctx, { body }) =>
        new WithMessage(
          await setReturnAccountActive(ctx, body.id, action === 'enable'),
          `return-accounts:${action}d`,
        ),
    }),
  ),
  defineRoute({
    method: 'POST',
    path: '/return_account/delete',
    hosts: ['admin'],
    access: access('delete'),
    summary: 'Deletes a return account no sale names (409 otherwise: switch it off instead)',
    body: returnAccountIdRequest,
    response: returnAccountIdRequest,
    handler: async (ctx, { body }) =>
      new WithMessage(await deleteReturnAccount(ctx, body.id), 'return-accounts:deleted'),
  }),
];

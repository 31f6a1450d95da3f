import { z } from 'zod';
import {
  accountIdRequest,
  catalogueEntry,
  createRoleRequest,
  roleDeleteAnswer,
  roleFilter,
  roleRow,
  roleState,
  updateRoleRequest,
} from '../../../domain/accounts/accounts';
import { AdminPage } from '../../../domain/kernel/permissions';
import { pagingFields } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import { pagedWithRecordsSchema } from './account-store';
import { createRole, deleteRole, listRoles, translatedCatalogue, updateRole } from './role-service';

const page = AdminPage.roles;

export const roleRoutes = [
  defineRoute({
    method: 'GET',
    path: '/role/catalogue',
    hosts: ['admin'],
    access: { kind: 'permission', code: page, action: 'query' },
    summary: 'Every permission code with its title in the request language and its possible actions',
    response: z.array(catalogueEntry),
    handler: async (ctx) => translatedCatalogue(ctx),
  }),
  defineRoute({
    method: 'POST',
    path: '/role/list',
    hosts: ['admin'],
    access: { kind: 'permission', code: page, action: 'query' },
    summary: 'Roles, paged, with their grants and how many accounts hold them',
    body: roleFilter.extend(pagingFields),
    response: pagedWithRecordsSchema(roleRow),
    handler: async (ctx, { body }) => listRoles(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/role/create',
    hosts: ['admin'],
    access: { kind: 'permission', code: page, action: 'add' },
    summary: 'Creates a role for one kind of account',
    body: createRoleRequest,
    response: roleState,
    handler: async (ctx, { body }) =>
      new WithMessage(await createRole(ctx, body), 'accounts:messages.roleCreated'),
  }),
  defineRoute({
    method: 'POST',
    path: '/role/update',
    hosts: ['admin'],
    access: { kind: 'permission', code: page, action: 'edit' },
    summary: "Renames a role or replaces its grants (holders' sessions follow at once)",
    body: updateRoleRequest,
    response: roleState,
    handler: async (ctx, { body }) =>
      new WithMessage(await updateRole(ctx, body), 'accounts:messages.roleUpdated'),
  }),
  defineRoute({
    method: 'POST',
    path: '/role/delete',
    hosts: ['admin'],
    access: { kind: 'permission', code: page, action: 'delete' },
    summary: 'Deletes a role that is neither a system role nor held by any account',
    body: accountIdRequest,
    response: roleDeleteAnswer,
    handler: async (ctx, { body }) =>
      new WithMessage(await deleteRole(ctx, body.id), 'accounts:messages.roleDeleted'),
  }),
];

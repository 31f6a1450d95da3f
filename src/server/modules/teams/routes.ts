import { z } from 'zod';
import { AdminPage, BusinessPart } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import { PortalId } from '../../../domain/kernel/users';
import {
  sellerTeam,
  teamIdRequest,
  teamInviteRequest,
  teamMemberFilter,
  teamMemberRow,
  teamMemberUpdateRequest,
  teamPasswordRequest,
  teamRoleCreateRequest,
  teamRoleRow,
  teamRoleUpdateRequest,
} from '../../../domain/teams/teams';
import { notFound } from '../../http/errors';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { changeMember, inviteMember, listMembers, setMemberPassword, updateMember } from './team-members';
import type { MemberChange } from './team-members';
import { createTeamRole, deleteTeamRole, listTeamRoles, updateTeamRole } from './team-roles';
import { rolesOf } from './team-store';

/** The seller's Team screen: the owner's alone ('business.team', which no team role may hold). */
const owner = (action: Action) => ({ kind: 'permission', code: BusinessPart.team, action }) as const;

const memberChangeRoute = (change: MemberChange, action: Action, summary: string, msgKey: string) =>
  defineRoute({
    method: 'POST',
    path: `/team/member/${change}`,
    hosts: ['business'],
    access: owner(action),
    summary,
    body: teamIdRequest,
    response: teamMemberRow,
    handler: async (ctx, { body }) => new WithMessage(await changeMember(ctx, body.id, change), msgKey),
  });

export const teamRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/team/role/list',
    hosts: ['business'],
    access: owner('query'),
    summary: "The seller's team roles with the parts of the seller portal each gives and its member count",
    response: z.array(teamRoleRow),
    handler: async (ctx) => listTeamRoles(ctx),
  }),
  defineRoute({
    method: 'POST',
    path: '/team/role/create',
    hosts: ['business'],
    access: owner('add'),
    summary: 'Creates a team role of parts of the seller portal (business.<part>; any other code is a 400)',
    body: teamRoleCreateRequest,
    response: teamRoleRow,
    handler: async (ctx, { body }) =>
      new WithMessage(await createTeamRole(ctx, body), 'teams:messages.roleCreated'),
  }),
  defineRoute({
    method: 'POST',
    path: '/team/role/update',
    hosts: ['business'],
    access: owner('edit'),
    summary: "Renames a team role or replaces its parts (its members' next call follows)",
    body: teamRoleUpdateRequest,
    response: teamRoleRow,
    handler: async (ctx, { body }) =>
      new WithMessage(await updateTeamRole(ctx, body), 'teams:messages.roleSaved'),
  }),
  defineRoute({
    method: 'POST',
    path: '/team/role/delete',
    hosts: ['business'],
    access: owner('delete'),
    summary: 'Deletes a team role no member holds',
    body: teamIdRequest,
    response: z.object({ id: z.number() }),
    handler: async (ctx, { body }) =>
      new WithMessage(await deleteTeamRole(ctx, body.id), 'teams:messages.roleDeleted'),
  }),
  defineRoute({
    method: 'POST',
    path: '/team/member/list',
    hosts: ['business'],
    access: owner('query'),
    summary: "The seller's team members, paged, with their role and status",
    body: teamMemberFilter.optional(),
    response: pageSchema(teamMemberRow),
    handler: async (ctx, { body }) => listMembers(ctx.db, ctx.user.id, body ?? {}, ctx.config.maxPageSize),
  }),
  defineRoute({
    method: 'POST',
    path: '/team/member/invite',
    hosts: ['business'],
    access: owner('add'),
    summary: 'Adds a team member with a team role and a first password they must change at their first login',
    body: teamInviteRequest,
    response: teamMemberRow,
    handler: async (ctx, { body }) =>
      new WithMessage(await inviteMember(ctx, body), 'teams:messages.invited'),
  }),
  defineRoute({
    method: 'POST',
    path: '/team/member/update',
    hosts: ['business'],
    access: owner('edit'),
    summary: "Edits a team member's name, e-mail and role",
    body: teamMemberUpdateRequest,
    response: teamMemberRow,
    handler: async (ctx, { body }) =>
      new WithMessage(await updateMember(ctx, body), 'teams:messages.memberSaved'),
  }),
  defineRoute({
    method: 'POST',
    path: '/team/member/password',
    hosts: ['business'],
    access: owner('edit'),
    summary: 'Gives a team member a new first password (their sessions end; they choose their own at login)',
    body: teamPasswordRequest,
    response: teamMemberRow,
    handler: async (ctx, { body }) =>
      new WithMessage(await setMemberPassword(ctx, body), 'teams:messages.passwordSet'),
  }),
  memberChangeRoute(
    'disable',
    'disable',
    'Disables a team member: their sessions end at once',
    'teams:messages.disabled',
  ),
  memberChangeRoute('enable', 'enable', 'Enables a disabled team member again', 'teams:messages.enabled'),
  memberChangeRoute(
    'remove',
    'delete',
    'Removes a team member for good (their name stays on what they did)',
    'teams:messages.removed',
  ),
  defineRoute({
    method: 'GET',
    path: '/account/business/team',
    hosts: ['admin'],
    access: { kind: 'permission', code: AdminPage.businessAccount, action: 'get' },
    summary: "A seller's team: its roles and members (Account/BusinessAccount)",
    query: teamIdRequest,
    response: sellerTeam,
    handler: async (ctx, { query }) => {
      const seller = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', query.id)
        .where('user_type', '=', PortalId.seller)
        .executeTakeFirst();
      if (!seller) throw notFound('accounts:errors.accountNotFound');
      const members = await listMembers(ctx.db, seller.id, { pageSize: 200 }, 200);
      return { roles: await rolesOf(ctx.db, seller.id), members: members.data };
    },
  }),
];

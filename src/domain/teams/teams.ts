import { z } from 'zod';
import { ACTIONS, isBusinessPart, TEAM_ROLE_PART_CODES } from '../kernel/permissions';
import type { Action, BusinessPartCode, PermissionGrant } from '../kernel/permissions';
import { pagingFields, rowId } from '../kernel/request-fields';
import { requestKeyFields } from '../kernel/request-key';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '../kernel/users';

/**
 * A seller's team (issue 28 point 4): team roles give members parts of the seller portal, each to
 * read or to work in (edit); members log in through the seller portal and act for the seller.
 *
 *   business, part 'business.team' (the owner's alone)
 *     POST /team/role/list                         -> TeamRoleRow[]
 *     POST /team/role/create  teamRoleCreateRequest -> TeamRoleRow (request key)
 *     POST /team/role/update  teamRoleUpdateRequest -> TeamRoleRow
 *     POST /team/role/delete  teamIdRequest         -> { id }
 *     POST /team/member/list  teamMemberFilter      -> page of TeamMemberRow
 *     POST /team/member/invite teamInviteRequest    -> TeamMemberRow (request key)
 *     POST /team/member/update teamMemberUpdateRequest -> TeamMemberRow
 *     POST /team/member/password teamPasswordRequest -> TeamMemberRow
 *     POST /team/member/disable | enable | remove teamIdRequest -> TeamMemberRow
 *   admin Account/BusinessAccount (its page): GET /account/business/team?id= -> a seller's team
 */

/** How much of a part a team role gives: nothing, looking (read) or working in it (edit). */
export const PART_ACCESS = ['none', 'read', 'edit'] as const;
export type PartAccess = (typeof PART_ACCESS)[number];

const READ_ACTIONS: readonly Action[] = ['query', 'get', 'export'];

/** Each access's title (i18n key): working in a part is the common word for editing. */
export const PART_ACCESS_TITLES: Record<PartAccess, string> = {
  none: 'teams:access.none',
  read: 'teams:access.read',
  edit: 'common:actions.edit',
};

/** The actions a grant of each access holds. */
export const PART_ACCESS_ACTIONS: Record<Exclude<PartAccess, 'none'>, readonly Action[]> = {
  read: READ_ACTIONS,
  edit: ACTIONS,
};

/** A grant's access: edit when it holds any action beyond reading. */
export function accessOfActions(actions: readonly string[]): PartAccess {
  if (actions.length === 0) return 'none';
  return actions.some((a) => !(READ_ACTIONS as readonly string[]).includes(a)) ? 'edit' : 'read';
}

export type PartChoice = Partial<Record<BusinessPartCode, PartAccess>>;

/** A role's grants as a choice per part (parts it does not hold are 'none'). */
export function choiceOfGrants(grants: readonly PermissionGrant[]): PartChoice {
  const choice: PartChoice = {};
  for (const code of TEAM_ROLE_PART_CODES) {
    const grant = grants.find((g) => g.permissionId === code);
    choice[code] = accessOfActions(grant?.actionList ?? []);
  }
  return choice;
}

/** The grants of a choice per part, in the parts' order; 'none' gives none. */
export function grantsOfChoice(choice: PartChoice): PermissionGrant[] {
  return TEAM_ROLE_PART_CODES.flatMap((code) => {
    const access = choice[code] ?? 'none';
    return access === 'none' ? [] : [{ permissionId: code, actionList: [...PART_ACCESS_ACTIONS[access]] }];
  });
}

export type TeamGrantProblem = { key: string; params: Record<string, string> };

/**
 * A team role's grants as the server keeps them: parts of the seller portal only (never the team
 * screen, never another code), known actions, one grant per part, empty grants dropped.
 */
export function checkTeamGrants(
  grants: readonly { permissionId: string; actionList: readonly string[] }[],
): { grants: PermissionGrant[] } | { problem: TeamGrantProblem } {
  const merged = new Map<string, Set<Action>>();
  for (const g of grants) {
    if (!isBusinessPart(g.permissionId) || !TEAM_ROLE_PART_CODES.includes(g.permissionId))
      return { problem: { key: 'teams:errors.notTeamPart', params: { code: g.permissionId } } };
    const set = merged.get(g.permissionId) ?? new Set<Action>();
    for (const a of g.actionList) {
      if (!(ACTIONS as readonly string[]).includes(a))
        return {
          problem: { key: 'teams:errors.unknownAction', params: { code: g.permissionId, action: a } },
        };
      set.add(a as Action);
    }
    merged.set(g.permissionId, set);
  }
  const out = TEAM_ROLE_PART_CODES.flatMap((code) => {
    const set = merged.get(code);
    return set && set.size > 0 ? [{ permissionId: code, actionList: ACTIONS.filter((a) => set.has(a)) }] : [];
  });
  if (out.length === 0) return { problem: { key: 'teams:errors.noParts', params: {} } };
  return { grants: out };
}

export const TEAM_ROLE_NAME_MAX = 40;

const grantInput = z.strictObject({
  permissionId: z.string().trim().min(1).max(32),
  actionList: z.array(z.string().trim().max(16)).max(ACTIONS.length * 2),
});
const roleName = z.string().trim().min(1).max(TEAM_ROLE_NAME_MAX);

export const teamIdRequest = z.strictObject({ id: rowId });

export const teamRoleCreateRequest = z.strictObject({
  name: roleName,
  permissions: z.array(grantInput).max(50),
  ...requestKeyFields,
});
export type TeamRoleCreateRequest = z.infer<typeof teamRoleCreateRequest>;

export const teamRoleUpdateRequest = z.strictObject({
  id: rowId,
  name: roleName,
  permissions: z.array(grantInput).max(50),
});
export type TeamRoleUpdateRequest = z.infer<typeof teamRoleUpdateRequest>;

export const teamUsername = z.string().trim().regex(USERNAME_PATTERN);
export const teamPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
export const teamRealname = z.string().trim().min(1).max(64);
export const teamEmail = z.union([z.literal(''), z.email().max(128)]).default('');

export const teamInviteRequest = z.strictObject({
  username: teamUsername,
  realname: teamRealname,
  email: teamEmail,
  roleId: rowId,
  /** The first password, which the member must change at their first login. */
  password: teamPassword,
  ...requestKeyFields,
});
export type TeamInviteRequest = z.infer<typeof teamInviteRequest>;

export const teamMemberUpdateRequest = z.strictObject({
  id: rowId,
  realname: teamRealname,
  email: teamEmail,
  roleId: rowId,
});
export type TeamMemberUpdateRequest = z.infer<typeof teamMemberUpdateRequest>;

export const teamPasswordRequest = z.strictObject({ id: rowId, password: teamPassword });

export const teamMemberFilter = z.strictObject({
  keyword: z.string().trim().max(64).optional(),
  roleId: rowId.nullish(),
  ...pagingFields,
});

const grantOut = z.object({ permissionId: z.string(), actionList: z.array(z.enum(ACTIONS)) });

export const teamRoleRow = z.object({
  id: z.number(),
  name: z.string(),
  permissions: z.array(grantOut),
  memberCount: z.number(),
  gmtCreate: z.string(),
});
export type TeamRoleRow = z.infer<typeof teamRoleRow>;

export const teamMemberRow = z.object({
  id: z.number(),
  uid: z.string(),
  username: z.string(),
  realname: z.string(),
  email: z.string(),
  status: z.number(),
  roleId: z.number(),
  roleName: z.string(),
  /** The member has not yet replaced the first password their seller gave them. */
  passwordDue: z.boolean(),
  gmtCreate: z.string(),
});
export type TeamMemberRow = z.infer<typeof teamMemberRow>;

/** A seller's team as admins read it (BusinessAccount). */
export const sellerTeam = z.object({
  roles: z.array(teamRoleRow),
  members: z.array(teamMemberRow),
});
export type SellerTeam = z.infer<typeof sellerTeam>;

/** A member's uid: their seller's, then their own number, so staff reading one see whose it is. */
export function memberUid(ownerUid: string, memberId: number): string {
  return `${ownerUid}-T${memberId}`;
}

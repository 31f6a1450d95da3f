import type { PermissionGrant } from '../../../domain/kernel/permissions';
import type { TeamMemberRow, TeamRoleRow } from '../../../domain/teams/teams';
import type { Role, User } from '../../db/schema';
import { notFound } from '../../http/errors';
import { iso } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';

/** Queries the team services share; each takes the caller's transaction. */

/** A seller's team roles (not deleted), with how many members hold each. */
export async function rolesOf(db: Db, ownerId: number): Promise<TeamRoleRow[]> {
  const rows = await db
    .selectFrom('roles')
    .selectAll('roles')
    .select((eb) =>
      eb
        .selectFrom('users')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('users.role_id', '=', 'roles.id')
        .where('users.removed_at', 'is', null)
        .as('member_count'),
    )
    .where('roles.owner_id', '=', ownerId)
    .where('roles.removed_at', 'is', null)
    .orderBy('roles.id')
    .execute();
  return rows.map((r) => ({ ...roleRowOf(r), memberCount: Number(r.member_count ?? 0) }));
}

export function roleRowOf(
  r: Pick<Role, 'id' | 'name' | 'permissions' | 'created_at'>,
): Omit<TeamRoleRow, 'memberCount'> {
  return {
    id: r.id,
    name: r.name,
    permissions: r.permissions as PermissionGrant[],
    gmtCreate: iso(r.created_at),
  };
}

/** One of this seller's team roles, locked; another seller's (or a deleted one) is 404. */
export async function lockTeamRole(db: Db, ownerId: number, id: number): Promise<Role> {
  const role = await db
    .selectFrom('roles')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('removed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!role) throw notFound('teams:errors.roleNotFound');
  return role;
}

/** One of this seller's team members, locked; another seller's (or a removed one) is 404. */
export async function lockMember(db: Db, ownerId: number, id: number): Promise<User> {
  const member = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('removed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!member) throw notFound('teams:errors.memberNotFound');
  return member;
}

export function memberRowOf(
  u: Pick<User, 'id' | 'uid' | 'username' | 'realname' | 'email' | 'status' | 'role_id' | 'created_at'> & {
    must_change_password: boolean;
  },
  roleName: string,
): TeamMemberRow {
  return {
    id: u.id,
    uid: u.uid,
    username: u.username,
    realname: u.realname,
    email: u.email,
    status: u.status,
    roleId: u.role_id,
    roleName,
    passwordDue: u.must_change_password,
    gmtCreate: iso(u.created_at),
  };
}

/** A member's row as the lists show it, read again after a change. */
export async function memberRow(db: Db, id: number): Promise<TeamMemberRow> {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .selectAll('users')
    .select('roles.name as role_name')
    .where('users.id', '=', id)
    .executeTakeFirstOrThrow();
  return memberRowOf(row, row.role_name);
}

/** What the audit log keeps of a member: never the password hash. */
export function memberState(u: User) {
  return {
    id: u.id,
    uid: u.uid,
    username: u.username,
    realname: u.realname,
    email: u.email,
    roleId: u.role_id,
    status: u.status,
    ownerId: u.owner_id,
  };
}

export async function revokeMemberSessions(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

import { sql } from 'kysely';
import { checkTeamGrants } from '../../../domain/teams/teams';
import type { TeamRoleCreateRequest, TeamRoleRow, TeamRoleUpdateRequest } from '../../../domain/teams/teams';
import type { PermissionGrant } from '../../../domain/kernel/permissions';
import { TEAM_MEMBER_USER_TYPE } from '../../../domain/kernel/users';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict } from '../../http/errors';
import { oncePerRequestKey } from '../../http/request-keys';
import { recordAudit } from '../../kernel/audit-log';
import { isUniqueViolation } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { lockTeamRole, roleRowOf, rolesOf } from './team-store';

/** A seller's team roles (issue 28 point 4): parts of the seller portal, each to read or to work in. */

export const TeamAudit = {
  roleCreate: 'team.roleCreate',
  roleUpdate: 'team.roleUpdate',
  roleDelete: 'team.roleDelete',
  memberInvite: 'team.memberInvite',
  memberUpdate: 'team.memberUpdate',
  memberPassword: 'team.memberPassword',
  memberDisable: 'team.memberDisable',
  memberEnable: 'team.memberEnable',
  memberRemove: 'team.memberRemove',
} as const;

function checkedGrants(permissions: TeamRoleCreateRequest['permissions']): PermissionGrant[] {
  const checked = checkTeamGrants(permissions);
  if ('problem' in checked) throw badRequest(checked.problem.key, checked.problem.params);
  return checked.grants;
}

async function refuseTakenName(db: Db, ownerId: number, name: string, exceptId?: number): Promise<void> {
  let q = db
    .selectFrom('roles')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('removed_at', 'is', null)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw conflict('teams:errors.roleNameTaken', { name });
}

/** Two sends of one new name at once: the unique index refuses the second, as the check would. */
async function nameGuarded<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('teams:errors.roleNameTaken', { name });
    throw err;
  }
}

export async function listTeamRoles(ctx: AuthedContext): Promise<TeamRoleRow[]> {
  return rolesOf(ctx.db, ctx.user.id);
}

export async function createTeamRole(ctx: AuthedContext, body: TeamRoleCreateRequest): Promise<TeamRoleRow> {
  const permissions = checkedGrants(body.permissions);
  const request = { scope: 'team.role.create', key: body.requestKey, body };
  return nameGuarded(body.name, () =>
    oncePerRequestKey(ctx, request, async (trx) => {
      await refuseTakenName(trx, ctx.user.id, body.name);
      const role = await trx
        .insertInto('roles')
        .values({
          name: body.name,
          user_type: TEAM_MEMBER_USER_TYPE,
          is_system: false,
          permissions: JSON.stringify(permissions),
          owner_id: ctx.user.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = { ...roleRowOf(role), memberCount: 0 };
      await recordAudit(ctx, { action: TeamAudit.roleCreate, entity: 'role', entityId: role.id, after }, trx);
      return after;
    }),
  );
}

/** Renames a role or changes its parts; its members' next call already follows. */
export async function updateTeamRole(ctx: AuthedContext, body: TeamRoleUpdateRequest): Promise<TeamRoleRow> {
  const permissions = checkedGrants(body.permissions);
  return nameGuarded(body.name, () =>
    ctx.db.transaction().execute(async (trx) => {
      const role = await lockTeamRole(trx, ctx.user.id, body.id);
      await refuseTakenName(trx, ctx.user.id, body.name, role.id);
      const updated = await trx
        .updateTable('roles')
        .set({ name: body.name, permissions: JSON.stringify(permissions), updated_at: sql<Date>`now()` })
        .where('id', '=', role.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(
        ctx,
        {
          action: TeamAudit.roleUpdate,
          entity: 'role',
          entityId: role.id,
          before: roleRowOf(role),
          after: roleRowOf(updated),
        },
        trx,
      );
      const row = (await rolesOf(trx, ctx.user.id)).find((r) => r.id === role.id);
      return row ?? { ...roleRowOf(updated), memberCount: 0 };
    }),
  );
}

/**
 * Deletes a role no member holds (409 otherwise). A role that only removed members still name stays
 * as a row for them, marked deleted, and its name is free again.
 */
export async function deleteTeamRole(ctx: AuthedContext, id: number): Promise<{ id: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const role = await lockTeamRole(trx, ctx.user.id, id);
    const holders = await trx
      .selectFrom('users')
      .select(['removed_at'])
      .where('role_id', '=', role.id)
      .execute();
    const current = holders.filter((h) => h.removed_at === null).length;
    if (current > 0) throw conflict('teams:errors.roleInUse', { count: current });
    if (holders.length > 0) {
      await trx
        .updateTable('roles')
        .set({ removed_at: sql<Date>`now()` })
        .where('id', '=', role.id)
        .execute();
    } else {
      await trx.deleteFrom('roles').where('id', '=', role.id).execute();
    }
    await recordAudit(
      ctx,
      { action: TeamAudit.roleDelete, entity: 'role', entityId: role.id, before: roleRowOf(role) },
      trx,
    );
    return { id: role.id };
  });
}

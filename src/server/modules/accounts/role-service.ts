import { sql } from 'kysely';
import type { ExpressionBuilder } from 'kysely';
import type { z } from 'zod';
import {
  AuditAction,
  AuditEntity,
  normalizeRoleGrants,
  permissionKind,
} from '../../../domain/accounts/accounts';
import type { createRoleRequest, GrantInput, updateRoleRequest } from '../../../domain/accounts/accounts';
import { moduleOfPage, permissionCatalogue } from '../../../domain/kernel/permissions';
import type { PermissionGrant } from '../../../domain/kernel/permissions';
import { RoleId } from '../../../domain/kernel/users';
import type { DB, Role } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { translate } from '../../http/messages';
import { pageRequest } from '../../http/paging';
import type { PagingInput } from '../../http/paging';
import { recordAudit } from '../../kernel/audit-log';
import { containsPattern, iso } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { pagedWithRecords } from './account-store';

/** Every code a role may hold, titled in the caller's language, for the role editor. */
export function translatedCatalogue(ctx: AuthedContext) {
  return permissionCatalogue().map((p) => ({
    permissionId: p.permissionId,
    title: translate(ctx.lang, p.titleKey),
    kind: permissionKind(p.permissionId),
    parentId: moduleOfPage(p.permissionId) ?? null,
    actions: [...p.actions],
  }));
}

export type RoleFilter = PagingInput & { keyword?: string; userType?: number | null };

function roleWhere(f: RoleFilter) {
  return (eb: ExpressionBuilder<DB, 'roles'>) => {
    // Sellers' team roles are theirs (the seller's Team screen), not the platform's.
    const conditions = [eb('roles.owner_id', 'is', null)];
    if (f.keyword) conditions.push(eb('roles.name', 'ilike', containsPattern(f.keyword)));
    if (f.userType != null) conditions.push(eb('roles.user_type', '=', f.userType));
    return eb.and(conditions);
  };
}

function roleState(r: Pick<Role, 'id' | 'name' | 'user_type' | 'is_system' | 'permissions'>) {
  return {
    id: r.id,
    name: r.name,
    userType: r.user_type,
    isSystem: r.is_system,
    permissions: r.permissions as PermissionGrant[],
  };
}

export async function listRoles(ctx: AuthedContext, filter: RoleFilter) {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const where = roleWhere(filter);
  const { total } = await ctx.db
    .selectFrom('roles')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  const rows = await ctx.db
    .selectFrom('roles')
    .selectAll('roles')
    .select((eb) =>
      eb
        .selectFrom('users')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('users.role_id', '=', 'roles.id')
        .as('user_count'),
    )
    .where(where)
    .orderBy('roles.id')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  const records = rows.map((r) => ({
    ...roleState(r),
    userCount: Number(r.user_count ?? 0),
    gmtCreate: iso(r.created_at),
    gmtModify: iso(r.updated_at),
  }));
  return pagedWithRecords(req, Number(total), records);
}

function checkedGrants(permissions: readonly GrantInput[], userType: number): PermissionGrant[] {
  const checked = normalizeRoleGrants(permissions, userType);
  if ('problem' in checked) throw badRequest(checked.problem.key, checked.problem.params);
  return checked.grants;
}

async function refuseDuplicateName(db: Db, name: string, userType: number, exceptId?: number): Promise<void> {
  let q = db
    .selectFrom('roles')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .where('user_type', '=', userType);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw conflict('accounts:errors.roleNameTaken', { name });
}

async function lockRole(db: Db, id: number): Promise<Role> {
  const role = await db.selectFrom('roles').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!role) throw notFound('accounts:errors.roleNotFound');
  return role;
}

export async function createRole(ctx: AuthedContext, body: z.infer<typeof createRoleRequest>) {
  const permissions = checkedGrants(body.permissions, body.userType);
  return ctx.db.transaction().execute(async (trx) => {
    await refuseDuplicateName(trx, body.name, body.userType);
    const role = await trx
      .insertInto('roles')
      .values({
        name: body.name,
        user_type: body.userType,
        is_system: false,
        permissions: JSON.stringify(permissions),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = roleState(role);
    await recordAudit(
      ctx,
      { action: AuditAction.roleCreate, entity: AuditEntity.role, entityId: role.id, after },
      trx,
    );
    return after;
  });
}

/**
 * Renames a role or changes its grants; sessions of its holders see the change on their next call.
 * The super administrator role passes every check anyway, so it is not editable; other system
 * roles keep their names because start-up restores them.
 */
export async function updateRole(ctx: AuthedContext, body: z.infer<typeof updateRoleRequest>) {
  return ctx.db.transaction().execute(async (trx) => {
    const role = await lockRole(trx, body.id);
    if (role.id === RoleId.superAdmin) throw conflict('accounts:errors.superAdminRoleFixed');
    if (role.is_system && body.name !== role.name) throw conflict('accounts:errors.systemRoleRenamed');
    const permissions = checkedGrants(body.permissions, role.user_type);
    await refuseDuplicateName(trx, body.name, role.user_type, role.id);
    const updated = await trx
      .updateTable('roles')
      .set({ name: body.name, permissions: JSON.stringify(permissions), updated_at: sql<Date>`now()` })
      .where('id', '=', role.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const before = roleState(role);
    const after = roleState(updated);
    await recordAudit(
      ctx,
      { action: AuditAction.roleUpdate, entity: AuditEntity.role, entityId: role.id, before, after },
      trx,
    );
    return after;
  });
}

export async function deleteRole(ctx: AuthedContext, id: number) {
  return ctx.db.transaction().execute(async (trx) => {
    const role = await lockRole(trx, id);
    if (role.is_system) throw conflict('accounts:errors.systemRoleLocked');
    const { n } = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(n) > 0) throw conflict('accounts:errors.roleInUse', { count: Number(n) });
    await trx.deleteFrom('roles').where('id', '=', id).execute();
    const before = roleState(role);
    await recordAudit(
      ctx,
      { action: AuditAction.roleDelete, entity: AuditEntity.role, entityId: id, before },
      trx,
    );
    return { id };
  });
}

import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { ExpressionBuilder } from 'kysely';
import { AuditAction, AuditEntity, PLATFORM_USER_TYPES } from '../../../domain/accounts/accounts';
import type {
  CreatePlatformAccountRequest,
  UpdatePlatformAccountRequest,
} from '../../../domain/accounts/accounts';
import { AccountStatus, PortalId, RoleId } from '../../../domain/kernel/users';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { pageRequest } from '../../http/paging';
import type { PagingInput } from '../../http/paging';
import { isSuperAdmin } from '../../http/session';
import { recordAudit } from '../../kernel/audit-log';
import { hashPassword } from '../auth/passwords';
import { iso, isUniqueViolation } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { guardSuperAdmins, lockForChange, requireMayManage } from './account-lifecycle';
import type { AccountKind } from './account-lifecycle';
import {
  ACCOUNT_LIST_COLUMNS,
  accountKeywordMatch,
  accountListRow,
  accountState,
  countAccounts,
  pagedWithRecords,
} from './account-store';
import { assignmentsOf, checkAssignments, replaceAssignments } from './warehouse-assignments';

/** Admins (user type 1) and warehouse staff (user type 4), with roles and warehouse assignments. */
export const PLATFORM_ACCOUNTS: AccountKind = {
  userTypes: PLATFORM_USER_TYPES,
  holdsSuperAdmins: true,
  audit: {
    enable: AuditAction.platformEnable,
    disable: AuditAction.platformDisable,
    resetPassword: AuditAction.platformResetPassword,
  },
};

const UID_PREFIX: Record<number, string> = { [PortalId.admin]: 'A', [PortalId.warehouse]: 'W' };

export type PlatformAccountFilter = PagingInput & {
  keyword?: string;
  userType?: number | null;
  status?: number | null;
  roleId?: number | null;
};

function platformWhere(f: PlatformAccountFilter) {
  return (eb: ExpressionBuilder<DB, 'users'>) => {
    const conditions = [eb('users.user_type', 'in', [...PLATFORM_USER_TYPES])];
    if (f.keyword) conditions.push(accountKeywordMatch(eb, f.keyword));
    if (f.userType != null) conditions.push(eb('users.user_type', '=', f.userType));
    if (f.status != null) conditions.push(eb('users.status', '=', f.status));
    if (f.roleId != null) conditions.push(eb('users.role_id', '=', f.roleId));
    return eb.and(conditions);
  };
}

export async function listPlatformAccounts(ctx: AuthedContext, filter: PlatformAccountFilter) {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const where = platformWhere(filter);
  const total = await countAccounts(ctx.db, where);
  const rows = await ctx.db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      ...ACCOUNT_LIST_COLUMNS,
      'users.user_type',
      'users.role_id',
      'roles.name as role_name',
      'users.updated_at',
    ])
    .where(where)
    .orderBy('users.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  const assignments = await assignmentsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const records = rows.map((r) => ({
    ...accountListRow(r),
    userType: r.user_type,
    roleId: r.role_id,
    roleName: r.role_name,
    gmtModify: iso(r.updated_at),
    warehouses: assignments.get(r.id) ?? [],
  }));
  return pagedWithRecords(req, total, records);
}

/** The role must exist and be meant for this kind of account; only super admins hand out role 1. */
async function checkRole(ctx: AuthedContext, db: Db, roleId: number, userType: number): Promise<void> {
  const role = await db
    .selectFrom('roles')
    .select(['id', 'name', 'user_type'])
    .where('id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw badRequest('accounts:errors.unknownRole', { id: roleId });
  if (role.user_type !== userType)
    throw badRequest('accounts:errors.roleUserTypeMismatch', { role: role.name });
  if (role.id === RoleId.superAdmin && !isSuperAdmin(ctx.user))
    throw forbidden('accounts:errors.superAdminOnly');
}

async function stateWithWarehouses(db: Db, userId: number) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const warehouses = (await assignmentsOf(db, [userId])).get(userId) ?? [];
  return {
    ...accountState(user),
    warehouses: warehouses.map((w) => ({ wareId: w.wareId, permissions: w.permissions })),
  };
}

export async function createPlatformAccount(ctx: AuthedContext, body: CreatePlatformAccountRequest) {
  await checkRole(ctx, ctx.db, body.roleId, body.userType);
  const assignments = await checkAssignments(ctx.db, body.warehouses ?? []);
  const taken = await ctx.db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', body.username.toLowerCase())
    .executeTakeFirst();
  if (taken) throw conflict('accounts:errors.usernameTaken', { username: body.username });
  const passwordHash = await hashPassword(body.password);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('users')
        .values({
          username: body.username,
          password_hash: passwordHash,
          user_type: body.userType,
          role_id: body.roleId,
          // The uid is derived from the id, which only the insert knows.
          uid: `pending-${crypto.randomUUID()}`,
          realname: body.realname,
          nickname: body.username,
          ename: '',
          email: body.email,
          head_img: '',
          phone: '',
          status: AccountStatus.active,
          language: ctx.lang,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const uid = `${UID_PREFIX[body.userType]}${String(id).padStart(6, '0')}`;
      await trx.updateTable('users').set({ uid }).where('id', '=', id).execute();
      await replaceAssignments(trx, id, assignments);
      const after = await stateWithWarehouses(trx, id);
      await recordAudit(
        ctx,
        { action: AuditAction.platformCreate, entity: AuditEntity.user, entityId: id, after },
        trx,
      );
      return after;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('accounts:errors.usernameTaken', { username: body.username });
    throw err;
  }
}

/** Edits name, e-mail, role and (when sent) the warehouse assignments, which are replaced whole. */
export async function updatePlatformAccount(ctx: AuthedContext, body: UpdatePlatformAccountRequest) {
  return ctx.db.transaction().execute(async (trx) => {
    const { target, activeSuperAdmins } = await lockForChange(trx, PLATFORM_ACCOUNTS, body.id);
    requireMayManage(ctx, target);
    if (body.roleId !== target.role_id) await checkRole(ctx, trx, body.roleId, target.user_type);
    const assignments = body.warehouses ? await checkAssignments(trx, body.warehouses) : null;
    guardSuperAdmins(ctx, target, { roleId: body.roleId, status: target.status }, activeSuperAdmins);
    const before = await stateWithWarehouses(trx, target.id);
    await trx
      .updateTable('users')
      .set({ realname: body.realname, email: body.email, role_id: body.roleId, updated_at: sql<Date>`now()` })
      .where('id', '=', target.id)
      .execute();
    if (assignments) await replaceAssignments(trx, target.id, assignments);
    const after = await stateWithWarehouses(trx, target.id);
    await recordAudit(
      ctx,
      { action: AuditAction.platformUpdate, entity: AuditEntity.user, entityId: target.id, before, after },
      trx,
    );
    return after;
  });
}

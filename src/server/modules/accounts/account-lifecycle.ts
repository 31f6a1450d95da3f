import { sql } from 'kysely';
import {
  ACCOUNT_TRANSITIONS,
  AuditEntity,
  nextAccountStatus,
  refuseAccountChange,
} from '../../../domain/accounts/accounts';
import type { AccountAction } from '../../../domain/accounts/accounts';
import { AccountStatus, RoleId } from '../../../domain/kernel/users';
import type { User } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { conflict, forbidden } from '../../http/errors';
import { isSuperAdmin } from '../../http/session';
import { recordAudit } from '../../kernel/audit-log';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../../kernel/db-helpers';
import {
  accountState,
  lockAccount,
  lockActiveSuperAdmins,
  revokeSessions,
  setStatus,
  temporaryPassword,
} from './account-store';

/** Status changes and password resets, shared by business and platform accounts. */
export type AccountKind = {
  userTypes: readonly number[];
  /** Admin accounts may be super administrators, whose number must never drop to zero. */
  holdsSuperAdmins: boolean;
  audit: Partial<Record<AccountAction | 'resetPassword', string>>;
};

/** Only a super administrator may act on a super administrator's account. */
export function requireMayManage(ctx: AuthedContext, target: Pick<User, 'role_id'>): void {
  if (target.role_id === RoleId.superAdmin && !isSuperAdmin(ctx.user))
    throw forbidden('accounts:errors.superAdminOnly');
}

/**
 * Locks what a change to accounts of this kind must see: the active super administrators
 * (first, in id order) and then the target. Returns the target and the number of those admins.
 */
export async function lockForChange(
  db: Db,
  kind: AccountKind,
  id: number,
): Promise<{ target: User; activeSuperAdmins: number }> {
  const activeSuperAdmins = kind.holdsSuperAdmins ? await lockActiveSuperAdmins(db) : 0;
  const target = await lockAccount(db, id, kind.userTypes);
  return { target, activeSuperAdmins };
}

/** Refuses a change that locks the actor out or leaves no active super administrator. */
export function guardSuperAdmins(
  ctx: AuthedContext,
  target: User,
  next: { roleId: number; status: number },
  activeSuperAdmins: number,
): void {
  const isActiveSuperAdmin = target.role_id === RoleId.superAdmin && target.status === AccountStatus.active;
  const staysActiveSuperAdmin = next.roleId === RoleId.superAdmin && next.status === AccountStatus.active;
  const refusal = refuseAccountChange({
    actorId: ctx.user.id,
    targetId: target.id,
    targetIsActiveSuperAdmin: isActiveSuperAdmin,
    removesSuperAdmin: isActiveSuperAdmin && !staysActiveSuperAdmin,
    disablesOrDemotes: next.roleId !== target.role_id || next.status !== target.status,
    activeSuperAdmins,
  });
  if (refusal) throw conflict(refusal);
}

export async function changeAccountStatus(
  ctx: AuthedContext,
  kind: AccountKind,
  id: number,
  action: AccountAction,
): Promise<ReturnType<typeof accountState>> {
  return ctx.db.transaction().execute(async (trx) => {
    const { target, activeSuperAdmins } = await lockForChange(trx, kind, id);
    requireMayManage(ctx, target);
    const next = nextAccountStatus(action, target.status);
    if (next === null) throw conflict(ACCOUNT_TRANSITIONS[action].refusal);
    guardSuperAdmins(ctx, target, { roleId: target.role_id, status: next }, activeSuperAdmins);
    await setStatus(trx, target.id, next);
    // A suspended account keeps its sessions so its next call answers 423 (the contact-support
    // modal); they grant nothing while suspended and are revoked when the account comes back,
    // so a token from before the suspension never works again.
    if (action === 'enable') await revokeSessions(trx, target.id);
    const after = { ...accountState(target), status: next };
    await recordAudit(
      ctx,
      {
        action: kind.audit[action] ?? action,
        entity: AuditEntity.user,
        entityId: target.id,
        before: accountState(target),
        after,
      },
      trx,
    );
    return after;
  });
}

/** Sets a new random password, ends every session of the account and returns the password once. */
export async function resetAccountPassword(
  ctx: AuthedContext,
  kind: AccountKind,
  id: number,
): Promise<{ id: number; username: string; password: string }> {
  if (id === ctx.user.id) throw conflict('accounts:errors.cannotResetOwnPassword');
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction().execute(async (trx) => {
    const target = await lockAccount(trx, id, kind.userTypes);
    requireMayManage(ctx, target);
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
      .where('id', '=', target.id)
      .execute();
    const revoked = await revokeSessions(trx, target.id);
    await recordAudit(
      ctx,
      {
        action: kind.audit.resetPassword ?? 'resetPassword',
        entity: AuditEntity.user,
        entityId: target.id,
        before: accountState(target),
        after: { ...accountState(target), passwordReset: true, sessionsRevoked: revoked },
      },
      trx,
    );
    return { id: target.id, username: target.username, password };
  });
}

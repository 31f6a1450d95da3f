import type { ChangePasswordRequest, CurrentUser, UserInfo } from '../../../domain/auth/auth';
import { toSessionPermission } from '../../../domain/kernel/permissions';
import type { Language } from '../../../domain/kernel/users';
import type { AuthedContext } from '../../http/context';
import { badRequest, unauthorized } from '../../http/errors';
import { personOf } from '../../http/session';
import { recordAudit } from '../../kernel/audit-log';
import { hashPassword, verifyPassword } from './passwords';

async function accountOf(ctx: AuthedContext) {
  const row = await ctx.db
    .selectFrom('users')
    .select([
      'id',
      'uid',
      'username',
      'realname',
      'nickname',
      'ename',
      'email',
      'head_img',
      'user_type',
      'password_hash',
      'must_change_password',
    ])
    // The person's own row: a team member changes their own password and language, not their seller's.
    .where('id', '=', personOf(ctx.user).id)
    .executeTakeFirst();
  // The session was found a moment ago; a row gone since means the account was removed.
  if (!row) throw unauthorized();
  return row;
}

/** The current user as the seller portal reads it (GET /shop_user/get). */
export async function currentUserOf(ctx: AuthedContext): Promise<CurrentUser> {
  return currentUserOfRow(await accountOf(ctx), ctx);
}

/**
 * The person's names and contact with the account's identity: a team member works under their
 * seller's id and uid (the uid is what parcels and transfers are marked with).
 */
function currentUserOfRow(row: Awaited<ReturnType<typeof accountOf>>, ctx: AuthedContext): CurrentUser {
  const forAccount = ctx.user.actor !== undefined;
  return {
    id: forAccount ? ctx.user.id : row.id,
    uid: forAccount ? ctx.user.uid : row.uid,
    username: row.username,
    realname: row.realname,
    nickname: row.nickname,
    ename: row.ename,
    email: row.email,
    headImg: row.head_img,
    userType: forAccount ? ctx.user.userType : row.user_type,
  };
}

/** The session's user with its role and the role's permissions, in the route guard's shape. */
export async function userInfoOf(ctx: AuthedContext): Promise<UserInfo> {
  const account = await accountOf(ctx);
  const user = currentUserOfRow(account, ctx);
  const role = { id: ctx.user.roleId, name: ctx.user.roleName };
  return {
    ...user,
    mustChangePassword: account.must_change_password,
    name: user.realname || user.username,
    avatar: user.headImg || '',
    roleId: ctx.user.roleId,
    status: ctx.user.status,
    language: ctx.user.language === 'zh_cn' ? 'zh_cn' : 'en_us',
    role: { ...role, permissions: ctx.user.grants.map(toSessionPermission) },
    roles: [role],
  };
}

/**
 * Replaces the password and ends every session of the account, this one included: whoever
 * knew the old password is logged out everywhere.
 */
export async function changePassword(ctx: AuthedContext, req: ChangePasswordRequest): Promise<void> {
  if (req.confirmPassword !== undefined && req.confirmPassword !== req.newPassword) {
    throw badRequest('auth:errors.passwordsDiffer');
  }
  const account = await accountOf(ctx);
  if (!(await verifyPassword(account.password_hash, req.oldPassword))) {
    throw badRequest('auth:errors.oldPasswordIncorrect');
  }
  const passwordHash = await hashPassword(req.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, must_change_password: false, updated_at: new Date() })
      .where('id', '=', account.id)
      .execute();
    const revoked = await trx
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', account.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    // Never the hashes: the entry says that it changed and how many sessions ended.
    await recordAudit(
      ctx,
      {
        action: 'changePassword',
        entity: 'user',
        entityId: account.id,
        after: { sessionsRevoked: Number(revoked.numUpdatedRows) },
      },
      trx,
    );
  });
}

export async function changeLanguage(ctx: AuthedContext, language: Language): Promise<void> {
  await ctx.db
    .updateTable('users')
    .set({ language, updated_at: new Date() })
    .where('id', '=', personOf(ctx.user).id)
    .execute();
}

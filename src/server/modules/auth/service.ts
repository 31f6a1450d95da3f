import { SUSPENDED_CODE } from '../../../domain/auth/auth';
import type { LoginRequest, LoginResult } from '../../../domain/auth/auth';
import {
  AccountStatus,
  PortalId,
  portalsOfHost,
  TEAM_MEMBER_USER_TYPE,
  TOKEN_LIFETIME_MS,
} from '../../../domain/kernel/users';
import type { AuthedContext, RequestContext } from '../../http/context';
import { AppError, badRequest, forbidden, tooManyRequests } from '../../http/errors';
import { hashToken, newToken } from '../../http/session';
import { consumeCaptcha } from './captcha';
import { passwordMatches } from './passwords';
import { loginPressure, needsCaptcha, recordAttempt } from './throttle';

async function findLoginAccount(ctx: RequestContext, username: string) {
  const row = await ctx.db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .leftJoin('users as owner', 'owner.id', 'users.owner_id')
    .select([
      'users.removed_at',
      'owner.user_type as owner_user_type',
      'owner.status as owner_status',
      'users.id',
      'users.username',
      'users.password_hash',
      'users.user_type',
      'users.role_id',
      'users.realname',
      'users.head_img',
      'users.status',
      'users.is_demo',
      'roles.name as role_name',
    ])
    .where((eb) => eb(eb.fn('lower', ['users.username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  // Demo accounts do not exist outside demo mode, even on a data directory that once ran it.
  if (!row || (row.is_demo && !ctx.config.demo)) return null;
  // A removed team member is gone as far as logging in goes.
  if (row.removed_at !== null) return null;
  return row;
}

/**
 * The portal and status a login sees: a team member logs in to their seller's portal, and is
 * suspended while either of them is (issue 28 point 4).
 */
function loginView(account: NonNullable<Awaited<ReturnType<typeof findLoginAccount>>>) {
  if (account.user_type !== TEAM_MEMBER_USER_TYPE)
    return { portal: account.user_type, status: account.status };
  const ownerStatus = account.owner_status ?? AccountStatus.suspended;
  const status =
    account.status === AccountStatus.suspended || ownerStatus === AccountStatus.suspended
      ? AccountStatus.suspended
      : account.status;
  return { portal: account.owner_user_type ?? PortalId.seller, status };
}

/**
 * Checks the credentials against the limits and the captcha, then opens a session.
 * Order matters: a locked username or address is refused before any password or captcha is looked
 * at. Every other refusal before the password was found right counts as a failed attempt
 * (throttle.ts): a missing or wrong captcha as much as a wrong password, so the lock holds against
 * a guesser who never solves a captcha.
 */
export async function login(
  ctx: RequestContext,
  req: LoginRequest,
  captchaId: string | undefined,
): Promise<LoginResult> {
  const username = req.username.trim();
  const pressure = await loginPressure(ctx.db, ctx.config, username, ctx.ip);
  if (pressure.lockedForMinutes !== null) {
    throw tooManyRequests('auth:errors.tooManyAttempts', { count: pressure.lockedForMinutes });
  }
  const failed = async (msgKey: string) => {
    await recordAttempt(ctx.db, username, ctx.ip, false);
    const next = { userFailures: pressure.userFailures + 1, ipFailures: pressure.ipFailures + 1 };
    return badRequest(msgKey, {}, { captchaRequired: needsCaptcha(next, ctx.config) });
  };
  if (needsCaptcha(pressure, ctx.config)) {
    if (!req.captcha) throw await failed('auth:errors.captchaMissing');
    if (!(await consumeCaptcha(ctx.db, captchaId, req.captcha)))
      throw await failed('auth:errors.captchaIncorrect');
  }

  const account = await findLoginAccount(ctx, username);
  if (!(await passwordMatches(account?.password_hash ?? null, req.password)) || !account) {
    throw await failed('auth:errors.badCredentials');
  }

  // The password was right: what follows is about the account, not a guess.
  const { portal, status } = loginView(account);
  if (!portalsOfHost(ctx.host).includes(portal as PortalId)) throw forbidden('auth:errors.wrongPortal');
  if (status === AccountStatus.pending) throw forbidden('auth:errors.pending');
  if (status === AccountStatus.suspended) throw new AppError(SUSPENDED_CODE, 'auth:errors.suspended');
  if (status !== AccountStatus.active) throw forbidden('auth:errors.pending');

  await recordAttempt(ctx.db, username, ctx.ip, true);
  const token = newToken();
  const expiresAt = Date.now() + TOKEN_LIFETIME_MS;
  await ctx.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: account.id,
      host: ctx.host,
      expires_at: new Date(expiresAt),
    })
    .execute();
  return {
    token,
    roles: [{ id: account.role_id, name: account.role_name }],
    name: account.realname || account.username,
    avatar: account.head_img || '',
    userType: portal,
    expiresAt,
  };
}

/** Ends the session of the token the request came with; other devices stay logged in. */
export async function logout(ctx: AuthedContext): Promise<void> {
  await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', ctx.user.tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

import crypto from 'node:crypto';
import type { RegisterRequest } from '../../../domain/auth/auth';
import { AccountStatus, PortalId, RoleId } from '../../../domain/kernel/users';
import type { RequestContext } from '../../http/context';
import { badRequest, conflict } from '../../http/errors';
import { recordAudit } from '../../kernel/audit-log';
import { isUniqueViolation } from '../../kernel/db-helpers';
import { hashPassword } from './passwords';

export type Registration = { id: number; username: string; status: number };

/** Merchant codes are 'U' and six digits; a clash with an existing code is retried. */
function newMerchantUid(): string {
  return `U${crypto.randomInt(100_000, 1_000_000)}`;
}

const UID_ATTEMPTS = 8;

async function usernameTaken(ctx: RequestContext, username: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['users.username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A self-registered seller: pending (status 0) until an administrator activates it, with the
 * merchant role and every merchant feature flag off.
 */
export async function registerSeller(ctx: RequestContext, req: RegisterRequest): Promise<Registration> {
  if (req.confirmPassword !== req.password) throw badRequest('auth:errors.passwordsDiffer');
  if (await usernameTaken(ctx, req.username)) throw conflict('auth:errors.usernameTaken');
  const passwordHash = await hashPassword(req.password);
  for (let attempt = 0; attempt < UID_ATTEMPTS; attempt += 1) {
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({
            username: req.username,
            password_hash: passwordHash,
            user_type: PortalId.seller,
            role_id: RoleId.merchant,
            uid: newMerchantUid(),
            realname: req.realname,
            nickname: req.username,
            ename: '',
            email: req.email,
            head_img: '',
            phone: req.phone ?? '',
            status: AccountStatus.pending,
            language: ctx.lang,
          })
          .returning(['id', 'username', 'status', 'uid'])
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('merchant_auth')
          .values({ user_id: user.id, knet_cross_listing: false, touch_pro: false, flex: false })
          .execute();
        await recordAudit(
          { user: null, requestId: ctx.requestId },
          {
            action: 'register',
            entity: 'user',
            entityId: user.id,
            after: {
              username: user.username,
              uid: user.uid,
              realname: req.realname,
              email: req.email,
              status: user.status,
            },
          },
          trx,
        );
        return { id: user.id, username: user.username, status: user.status };
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Two registrations raced for the same name, or the random uid was taken: find out which.
      if (await usernameTaken(ctx, req.username)) throw conflict('auth:errors.usernameTaken');
    }
  }
  throw new Error('No free merchant uid after several attempts');
}

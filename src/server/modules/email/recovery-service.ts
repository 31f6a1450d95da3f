import {
  RECOVERY_ACCOUNTS_PER_ASK,
  RECOVERY_LINK_MINUTES,
  recoveryRefusal,
} from '../../../domain/email/email';
import type { RecoverAskRequest, RecoverCheck, RecoverResetRequest } from '../../../domain/email/email';
import { AccountStatus, portalsOfHost } from '../../../domain/kernel/users';
import type { RequestContext } from '../../http/context';
import { badRequest, conflict } from '../../http/errors';
import { hashToken, newToken } from '../../http/session';
import { jobsMadeDue } from '../../jobs/queue';
import { recordAudit } from '../../kernel/audit-log';
import type { Db } from '../../kernel/db-helpers';
import { iso } from '../../kernel/db-helpers';
import { enqueueMail } from '../../kernel/mail-outbox';
import { hashPassword } from '../auth/passwords';
import { recoveryMail } from './recovery-mail';
import { countRecoveryAsk } from './recovery-throttle';

/**
 * Password recovery (/user/recover). An ask names a username or an email address; every active
 * account of the host's portals that matches gets a mail with its own link: a random token whose
 * hash alone is stored, good for RECOVERY_LINK_MINUTES and once. The answer is the same whether an
 * account matched or not. Setting the new password through the link ends every session of the
 * account and closes its other links.
 */

export async function askRecovery(ctx: RequestContext, req: RecoverAskRequest): Promise<void> {
  const account = req.account.trim();
  await countRecoveryAsk(ctx.db, ctx.config, account, ctx.ip);
  const named = account.toLowerCase();
  const matches = await ctx.db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'language', 'is_demo'])
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['username']), '=', named), eb(eb.fn('lower', ['email']), '=', named)]),
    )
    .where('user_type', 'in', [...portalsOfHost(ctx.host)])
    .where('status', '=', AccountStatus.active)
    .where('email', '<>', '')
    .orderBy('id')
    .limit(RECOVERY_ACCOUNTS_PER_ASK)
    .execute();
  // Demo accounts do not exist outside demo mode (as at login).
  const accounts = matches.filter((u) => !u.is_demo || ctx.config.demo);
  if (accounts.length === 0) return;
  await ctx.db.transaction().execute(async (trx) => {
    for (const user of accounts) {
      const token = newToken();
      await trx
        .insertInto('password_recoveries')
        .values({
          token_hash: hashToken(token),
          user_id: user.id,
          ip: ctx.ip,
          expires_at: new Date(Date.now() + RECOVERY_LINK_MINUTES * 60_000),
        })
        .execute();
      await enqueueMail(trx, recoveryMail(user, token, ctx.config.publicUrl));
    }
  });
  jobsMadeDue();
}

async function linkOf(db: Db, token: string, lock: boolean) {
  let query = db
    .selectFrom('password_recoveries as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.user_id', 'r.expires_at', 'r.used_at', 'u.username'])
    .where('r.token_hash', '=', hashToken(token));
  if (lock) query = query.forUpdate('r');
  const link = await query.executeTakeFirst();
  if (!link) throw badRequest('email:recover.errors.unknown');
  const refusal = recoveryRefusal({ usedAt: link.used_at, expiresAt: link.expires_at }, new Date());
  if (refusal) throw conflict(`email:recover.errors.${refusal}`, { minutes: RECOVERY_LINK_MINUTES });
  return link;
}

/** Whether the link still works, before the new password is typed (the screen says why not). */
export async function checkRecovery(ctx: RequestContext, token: string): Promise<RecoverCheck> {
  const link = await linkOf(ctx.db, token, false);
  return { username: link.username, expiresAt: iso(link.expires_at) };
}

export async function resetThroughRecovery(ctx: RequestContext, req: RecoverResetRequest): Promise<void> {
  if (req.confirmPassword !== req.newPassword) throw badRequest('auth:errors.passwordsDiffer');
  // Refuse a dead link before the slow hash; the transaction checks it again under the lock.
  await linkOf(ctx.db, req.token, false);
  const passwordHash = await hashPassword(req.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const link = await linkOf(trx, req.token, true);
    const now = new Date();
    await trx
      .updateTable('password_recoveries')
      .set({ used_at: now })
      .where('user_id', '=', link.user_id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, must_change_password: false, updated_at: now })
      .where('id', '=', link.user_id)
      .execute();
    const revoked = await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', link.user_id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    await recordAudit(
      { user: null, requestId: ctx.requestId },
      {
        action: 'recoverPassword',
        entity: 'user',
        entityId: link.user_id,
        after: { username: link.username, sessionsRevoked: Number(revoked.numUpdatedRows) },
      },
      trx,
    );
  });
}

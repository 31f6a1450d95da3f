import crypto from 'node:crypto';
import { AccountStatus, PortalId, RoleId } from '../../../domain/users';
import type { AuthedContext } from '../../http/context';
import type { Db } from '../../kernel/db-helpers';
import { hashPassword } from '../auth/passwords';

/**
 * Whose labels a caller works with. A seller: only their own (another seller's answers 404). The
 * admin's LabelCenter: every seller's to read, and buys for the platform's self-operated account, a
 * seller account of the platform's own that cannot log in; its wallet pays the platform's labels.
 */
export type LabelScope = { kind: 'seller'; sellerId: number } | { kind: 'admin' };

export function labelScopeOf(ctx: AuthedContext): LabelScope {
  return ctx.host === 'admin' ? { kind: 'admin' } : { kind: 'seller', sellerId: ctx.user.id };
}

/** The platform's self-operated account (made the first time it is needed). */
export const SELF_OPERATED = {
  username: 'self-operated',
  uid: 'P000000',
  realname: 'Platform self-operated',
};

export async function selfOperatedSellerId(db: Db): Promise<number> {
  const find = () =>
    db.selectFrom('users').select('id').where('username', '=', SELF_OPERATED.username).executeTakeFirst();
  const found = await find();
  if (found) return found.id;
  // Suspended, with a password nobody knows: the account holds money, it never logs in.
  const passwordHash = await hashPassword(crypto.randomBytes(32).toString('hex'));
  await db
    .insertInto('users')
    .values({
      username: SELF_OPERATED.username,
      password_hash: passwordHash,
      user_type: PortalId.seller,
      role_id: RoleId.merchant,
      uid: SELF_OPERATED.uid,
      realname: SELF_OPERATED.realname,
      nickname: SELF_OPERATED.username,
      ename: SELF_OPERATED.realname,
      email: '',
      head_img: '',
      phone: '',
      status: AccountStatus.suspended,
      language: 'en_us',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const made = await find();
  if (!made) throw new Error('The self-operated account could not be made');
  return made.id;
}

/** The account a purchase is paid from: the seller's own, or the platform's for an admin. */
export function buyerIdOf(ctx: AuthedContext): Promise<number> {
  const scope = labelScopeOf(ctx);
  return scope.kind === 'seller' ? Promise.resolve(scope.sellerId) : selfOperatedSellerId(ctx.db);
}

/** The owner a list or a lookup is narrowed to: the seller's own, or the admin's filter (none: all). */
export function ownerFilterOf(scope: LabelScope, adminFilter?: number): number | undefined {
  return scope.kind === 'seller' ? scope.sellerId : adminFilter;
}

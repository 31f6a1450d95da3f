import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { ACTIONS, fullGrant, NamedPermission } from '../../domain/kernel/permissions';
import type { Action } from '../../domain/kernel/permissions';
import { AccountStatus, PortalId, RoleId } from '../../domain/kernel/users';
import type { ApiHost } from '../../domain/kernel/users';
import type { DB } from '../db/schema';
import type { RouteAccess } from './route';
import type { SessionUser } from './session';

/**
 * The administrators' self-operated warehouse area (#/admin/warehouse, spec section 2) works on the
 * seller API: an admin session calling a seller route on the business host with the header shopId 1
 * acts as the platform's own seller account (SELF_OPERATED below), with the admin as the person
 * behind it (SessionUser.actor: the audit log and the events name the admin). access.ts decides when;
 * this file says which routes and who the account is (the kernel and the modules have the account
 * through src/server/kernel/self-operated-account.ts).
 */

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The platform's self-operated account: a seller account of the platform's own that owns what the
 * platform holds itself (pairs it bought by cash-out, platform direct outbound) and whose wallet pays
 * the labels an admin buys. It cannot log in: suspended, with a password hash no password matches.
 * It is found by its merchant code, which registration never hands out (merchant codes are 'U' and
 * six digits), and made the first time it is needed.
 */
export const SELF_OPERATED = {
  username: 'self-operated',
  uid: 'P000000',
  realname: 'Platform self-operated',
} as const;

/** Whether a session acts for the self-operated account (an admin in #/admin/warehouse). */
export const actsAsSelfOperated = (user: Pick<SessionUser, 'uid' | 'userType'>): boolean =>
  user.uid === SELF_OPERATED.uid && user.userType === PortalId.seller;

/** The account's id if it was made, without making it (for reads, which must write nothing). */
export async function existingSelfOperatedAccountId(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('uid', '=', SELF_OPERATED.uid)
    .where('user_type', '=', PortalId.seller)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function selfOperatedAccountId(db: Db): Promise<number> {
  const found = await existingSelfOperatedAccountId(db);
  if (found !== null) return found;
  await db
    .insertInto('users')
    .values({
      username: SELF_OPERATED.username,
      password_hash: `!${crypto.randomBytes(32).toString('hex')}`,
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
  const made = await existingSelfOperatedAccountId(db);
  if (made === null)
    throw new Error(
      `The self-operated account (${SELF_OPERATED.uid}) could not be made: its username is taken`,
    );
  return made;
}

/** The shop the client names in the self-operated warehouse area (src/client/api/http.ts). */
export const SELF_OPERATED_SHOP_ID = '1';

type Route = { method: string; path: string; hosts: readonly ApiHost[]; access: RouteAccess };

const isSellerCode = (code: string) =>
  code === NamedPermission.business || code.startsWith(`${NamedPermission.business}.`);

/**
 * A seller route on this host: the business host's routes under a seller grant ('business' or one of
 * its parts), and its routes any logged-in user takes (the product drawer, uploads, the download
 * tasks, the merchant flags) unless every portal shares them (declared on the system host too: user
 * info, log out, password, language), which stay the person's own.
 */
export function isSellerRoute(route: Route, host: ApiHost): boolean {
  if (host !== 'business') return false;
  if (route.access.kind === 'permission') return isSellerCode(route.access.code);
  return route.access.kind === 'authenticated' && !route.hosts.includes('system');
}

/** Lists read under 'query' whatever their method; other calls without an action of their own change things. */
const READ_PATH = /\/(list|listAll|getFile2)$/;

/** The action of the self-operated warehouse page (module 300) a seller route needs of the admin. */
export function selfOperatedActionOf(route: Route): Action {
  if (route.access.kind === 'permission' || route.access.kind === 'warehouse') return route.access.action;
  return route.method === 'GET' || READ_PATH.test(route.path) ? 'query' : 'edit';
}

/**
 * The session of an admin acting for the self-operated account: the account's id and names (every
 * seller query reads ctx.user.id as the seller), a seller of the business portal with the whole
 * 'business' grant, active although the account's own row is suspended (nobody logs in as it; the
 * admin's session passed the checks), and the admin as its actor. The admin's token and language stay.
 */
export async function selfOperatedSessionOf(db: Db, admin: SessionUser): Promise<SessionUser> {
  const id = await selfOperatedAccountId(db);
  return {
    id,
    username: SELF_OPERATED.username,
    userType: PortalId.seller,
    roleId: RoleId.merchant,
    roleName: SELF_OPERATED.realname,
    uid: SELF_OPERATED.uid,
    realname: SELF_OPERATED.realname,
    status: AccountStatus.active,
    language: admin.language,
    grants: [fullGrant(NamedPermission.business, ACTIONS)],
    tokenHash: admin.tokenHash,
    loginHost: 'business',
    actor: { id: admin.id, username: admin.username, realname: admin.realname },
  };
}

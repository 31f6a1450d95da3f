import type { Kysely } from 'kysely';
import { AccountStatus, PortalId, RoleId } from '../../domain/kernel/users';
import type { DB } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = [
  {
    username: 'admin',
    userType: PortalId.admin,
    roleId: RoleId.superAdmin,
    uid: 'D000001',
    realname: 'Demo Admin',
  },
  {
    username: 'warehouse',
    userType: PortalId.warehouse,
    roleId: RoleId.warehouse,
    uid: 'D000002',
    realname: 'Demo Warehouse',
  },
  {
    username: 'seller',
    userType: PortalId.seller,
    roleId: RoleId.merchant,
    uid: 'U100001',
    realname: 'Demo Seller',
  },
  {
    username: 'seller2',
    userType: PortalId.seller,
    roleId: RoleId.merchant,
    uid: 'U100002',
    realname: 'Demo Seller Two',
  },
] as const;

export type DemoAccount = {
  username: string;
  userType: number;
  roleId: number;
  uid: string;
  realname: string;
};

/**
 * The hash of the demo password, made once per process and only when an account is created: every
 * demo start runs the seed again, and on a seeded database it creates nothing.
 */
let demoPasswordHash: Promise<string> | undefined;

/** Creates a demo account (is_demo: it exists only in demo mode) unless its username exists; its id if created. */
export async function createDemoUser(db: Kysely<DB>, a: DemoAccount): Promise<number | undefined> {
  const existing = await db
    .selectFrom('users')
    .select(['id', 'is_demo'])
    .where('username', '=', a.username)
    .executeTakeFirst();
  if (existing) return undefined;
  const row = await db
    .insertInto('users')
    .values({
      username: a.username,
      password_hash: await (demoPasswordHash ??= hashPassword(DEMO_PASSWORD)),
      user_type: a.userType,
      role_id: a.roleId,
      uid: a.uid,
      realname: a.realname,
      nickname: a.username,
      ename: a.realname,
      email: `${a.username}@demo.local`,
      head_img: '',
      phone: '',
      status: AccountStatus.active,
      language: 'en_us',
      is_demo: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The four demo accounts (password demo1234). They exist only in demo mode. */
export async function seedDemoAccounts(db: Kysely<DB>): Promise<void> {
  for (const a of DEMO_ACCOUNTS) await createDemoUser(db, a);
}

import type { Kysely } from 'kysely';
import { grantsOfChoice } from '../../domain/teams/teams';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { FileStore } from '../http/file-store';
import { changePassword } from '../modules/auth/profile';
import { changeMember, inviteMember } from '../modules/teams/team-members';
import { createTeamRole } from '../modules/teams/team-roles';
import { DEMO_PASSWORD } from './accounts';
import { demoActor } from './demo-context';

/**
 * The demo seller's team (issue 28 point 4), made through the team services the seller's Team screen
 * uses: two team roles (a stock keeper with the inventory to work in and the orders to read, a
 * bookkeeper with the wallet to read) and a member in each state: seller.stock active (password
 * chosen), seller.books disabled, seller.new invited and not yet logged in (first password due).
 * Every member's password is the demo password. Runs once: a later start finds the roles and stops.
 */

type Env = { config: AppConfig; files: FileStore };

export const DEMO_TEAM_MEMBERS = {
  stock: 'seller.stock',
  books: 'seller.books',
  fresh: 'seller.new',
} as const;

export async function seedDemoTeams(db: Kysely<DB>, env: Env): Promise<void> {
  const owner = await demoActor(db, db, env, 'seller', 'business');
  const existing = await db
    .selectFrom('roles')
    .select('id')
    .where('owner_id', '=', owner.user.id)
    .executeTakeFirst();
  if (existing) return;
  const stock = await createTeamRole(owner, {
    name: 'Stock keeper',
    permissions: grantsOfChoice({
      'business.home': 'read',
      'business.inventory': 'edit',
      'business.orders': 'read',
      'business.downloads': 'edit',
    }),
  });
  const books = await createTeamRole(owner, {
    name: 'Bookkeeper',
    permissions: grantsOfChoice({
      'business.home': 'read',
      'business.wallet': 'read',
      'business.downloads': 'read',
    }),
  });
  const invite = (username: string, realname: string, roleId: number) =>
    inviteMember(owner, {
      username,
      realname,
      email: `${username.replace('.', '-')}@demo.solestack.test`,
      roleId,
      password: DEMO_PASSWORD,
    });
  await invite(DEMO_TEAM_MEMBERS.stock, 'Sam Stock', stock.id);
  const bookkeeper = await invite(DEMO_TEAM_MEMBERS.books, 'Bea Books', books.id);
  await invite(DEMO_TEAM_MEMBERS.fresh, 'Nia New', stock.id);
  // The stock keeper has logged in and chosen a password (here: the demo password again).
  const member = await demoActor(db, db, env, DEMO_TEAM_MEMBERS.stock, 'business');
  await changePassword(member, { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD });
  await changeMember(owner, bookkeeper.id, 'disable');
}

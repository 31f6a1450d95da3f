import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { SYSTEM_ROLES } from '../domain/kernel/roles';
import { AccountStatus, PortalId, RoleId } from '../domain/kernel/users';
import type { AppConfig } from './config';
import type { DB } from './db/schema';
import { seedDemo } from './demo/seed';
import { hashPassword } from './modules/auth/passwords';

export type BootstrapResult = { generatedPassword?: string };

async function upsertSystemRoles(db: Kysely<DB>): Promise<void> {
  for (const role of SYSTEM_ROLES) {
    await db
      .insertInto('roles')
      .values({
        id: role.id,
        name: role.name,
        user_type: role.userType,
        is_system: true,
        permissions: JSON.stringify(role.permissions),
      })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ name: role.name, user_type: role.userType, is_system: true }),
      )
      .execute();
  }
  // Keep the serial past the fixed ids so admin-made roles never collide with them.
  await sql`select setval(pg_get_serial_sequence('roles', 'id'), greatest((select max(id) from roles), 100))`.execute(
    db,
  );
}

/** First start creates the super administrator; demo mode adds the demo data set. */
export async function bootstrapAccounts(db: Kysely<DB>, config: AppConfig): Promise<BootstrapResult> {
  await upsertSystemRoles(db);
  const result: BootstrapResult = {};
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('role_id', '=', RoleId.superAdmin)
    .where('is_demo', '=', false)
    .executeTakeFirst();
  // In demo mode the demo admin is the super administrator (demo data lives in its own DATA_DIR).
  if (!admin && !config.demo) {
    const password = config.adminPassword ?? crypto.randomBytes(12).toString('base64url');
    if (!config.adminPassword) result.generatedPassword = password;
    await db
      .insertInto('users')
      .values({
        username: config.adminUsername,
        password_hash: await hashPassword(password),
        user_type: PortalId.admin,
        role_id: RoleId.superAdmin,
        uid: 'A000001',
        realname: 'Super administrator',
        nickname: config.adminUsername,
        ename: '',
        email: '',
        head_img: '',
        phone: '',
        status: AccountStatus.active,
        language: 'en_us',
        // A generated password was printed, not chosen: the first login asks for a new one.
        must_change_password: !config.adminPassword,
      })
      .execute();
  }
  if (config.demo) {
    await seedDemo(db, config);
  } else {
    // Demo accounts never work outside demo mode, even on a data directory that once ran the demo.
    await db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('revoked_at', 'is', null)
      .where('user_id', 'in', db.selectFrom('users').select('id').where('is_demo', '=', true))
      .execute();
  }
  return result;
}

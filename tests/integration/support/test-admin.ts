import type { Kysely } from 'kysely';
import { bootstrapAccounts } from '../../../src/server/bootstrap';
import type { AppConfig } from '../../../src/server/config';
import type { DB } from '../../../src/server/db/schema';
import { cheapHash } from '../../fixtures/users';

export const TEST_ADMIN = { username: 'root', password: 'root-password-1' };

/**
 * The first start's accounts (bootstrapAccounts: the system roles, the super administrator from
 * ADMIN_USERNAME and ADMIN_PASSWORD), then the administrator's hash at the tests' cheap cost, like
 * every fixture account (fixtures/users.ts). The run's databases are made with it once
 * (global-setup.ts), so a test app's own start finds the administrator and hashes nothing.
 */
export async function bootstrapTestAdmin(db: Kysely<DB>, config: AppConfig): Promise<void> {
  await bootstrapAccounts(db, config);
  await db
    .updateTable('users')
    .set({ password_hash: await cheapHash(TEST_ADMIN.password) })
    .where('username', '=', TEST_ADMIN.username)
    .execute();
}

import { AccountStatus, PortalId, RoleId } from '../../../domain/users';
import { conflict } from '../../http/errors';
import type { Db } from '../../kernel/db-helpers';

/**
 * The platform's self-operated account: the owner of the pairs the platform holds itself (cash-outs
 * it bought, platform direct outbound). The administrator's self-operated warehouse area works as a
 * seller would (spec section 2, session.ts), so it is the first active super administrator's account.
 */
export async function platformAccountId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('user_type', '=', PortalId.admin)
    .where('role_id', '=', RoleId.superAdmin)
    .where('status', '=', AccountStatus.active)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw conflict('outbound:errors.noPlatformAccount');
  return row.id;
}

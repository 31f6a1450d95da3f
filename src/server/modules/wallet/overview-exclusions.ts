import { sql } from 'kysely';
import { AuditAction, AuditEntity } from '../../../domain/accounts/accounts';
import { PortalId } from '../../../domain/kernel/users';
import type {
  SellerRef,
  StatisticsExclusions,
  StatisticsExclusionsRequest,
} from '../../../domain/wallet/overview';
import type { AuthedContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { WithMessage } from '../../http/route';
import { recordAudit } from '../../kernel/audit-log';
import type { Db } from '../../kernel/db-helpers';

/**
 * The statistics exclusion list (spec section 9: test and internal user codes), kept as seller ids
 * and shown as their merchant codes. Saving replaces the whole list in one transaction, audited with
 * the codes before and after.
 */

const EXCLUSIONS_ENTITY_ID = 'list';

/** The excluded sellers, by merchant code. */
export async function excludedSellers(db: Db): Promise<SellerRef[]> {
  const rows = await db
    .selectFrom('wallet_statistics_exclusions as x')
    .innerJoin('users as u', 'u.id', 'x.seller_id')
    .select(['u.id', 'u.uid', 'u.realname', 'u.username'])
    .orderBy('u.uid')
    .execute();
  return rows.map((r) => ({ sellerId: r.id, uid: r.uid, name: r.realname || r.username }));
}

const codesOf = (sellers: readonly SellerRef[]) => sellers.map((s) => s.uid);

export async function saveStatisticsExclusions(ctx: AuthedContext, r: StatisticsExclusionsRequest) {
  const answer = await ctx.db.transaction().execute(async (trx) => {
    // One editor at a time (even on an empty list): it is read, replaced and audited as one step.
    await sql`select pg_advisory_xact_lock(hashtext('solestack.wallet_statistics_exclusions'))`.execute(trx);
    const before = await excludedSellers(trx);
    const sellers = r.userCodes.length
      ? await trx
          .selectFrom('users')
          .select(['id', 'uid'])
          .where('uid', 'in', r.userCodes)
          .where('user_type', '=', PortalId.seller)
          .execute()
      : [];
    const unknown = r.userCodes.filter((code) => !sellers.some((s) => s.uid === code));
    if (unknown.length)
      throw badRequest('wallet:overview.errors.unknownCodes', { codes: unknown.join(', ') });
    await trx.deleteFrom('wallet_statistics_exclusions').execute();
    if (sellers.length)
      await trx
        .insertInto('wallet_statistics_exclusions')
        .values(sellers.map((s) => ({ seller_id: s.id, added_by: ctx.user.id })))
        .execute();
    const after = await excludedSellers(trx);
    await recordAudit(
      ctx,
      {
        action: AuditAction.statisticsExclusionsUpdate,
        entity: AuditEntity.statisticsExclusions,
        entityId: EXCLUSIONS_ENTITY_ID,
        before: { userCodes: codesOf(before) },
        after: { userCodes: codesOf(after) },
      },
      trx,
    );
    return { sellers: after } satisfies StatisticsExclusions;
  });
  return new WithMessage(answer, 'wallet:overview.exclusionsSaved');
}

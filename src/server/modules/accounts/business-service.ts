import type { ExpressionBuilder } from 'kysely';
import { AuditAction, AuditEntity } from '../../../domain/accounts/accounts';
import type { MerchantFlags } from '../../../domain/accounts/accounts';
import { PortalId } from '../../../domain/kernel/users';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { pageRequest } from '../../http/paging';
import type { PagingInput } from '../../http/paging';
import { recordAudit } from '../../kernel/audit-log';
import { merchantFlagsOf } from '../../kernel/merchant-flags';
import type { AccountKind } from './account-lifecycle';
import {
  ACCOUNT_LIST_COLUMNS,
  accountKeywordMatch,
  accountListRow,
  countAccounts,
  lockAccount,
  pagedWithRecords,
} from './account-store';

/** Merchants (user type 5): approval, suspension, password resets and authorization flags. */
export const BUSINESS_ACCOUNTS: AccountKind = {
  userTypes: [PortalId.seller],
  holdsSuperAdmins: false,
  audit: {
    approve: AuditAction.businessApprove,
    enable: AuditAction.businessEnable,
    disable: AuditAction.businessDisable,
    resetPassword: AuditAction.businessResetPassword,
  },
};

export type BusinessAccountFilter = PagingInput & { keyword?: string; status?: number | null };

function businessWhere(f: BusinessAccountFilter) {
  return (eb: ExpressionBuilder<DB, 'users'>) => {
    const conditions = [eb('users.user_type', '=', PortalId.seller)];
    if (f.keyword) conditions.push(accountKeywordMatch(eb, f.keyword));
    if (f.status !== undefined && f.status !== null) conditions.push(eb('users.status', '=', f.status));
    return eb.and(conditions);
  };
}

export async function listBusinessAccounts(ctx: AuthedContext, filter: BusinessAccountFilter) {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const where = businessWhere(filter);
  const total = await countAccounts(ctx.db, where);
  const rows = await ctx.db
    .selectFrom('users')
    .leftJoin('merchant_auth', 'merchant_auth.user_id', 'users.id')
    .select([
      ...ACCOUNT_LIST_COLUMNS,
      'merchant_auth.knet_cross_listing',
      'merchant_auth.touch_pro',
      'merchant_auth.flex',
    ])
    .where(where)
    .orderBy('users.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  const records = rows.map((r) => ({
    ...accountListRow(r),
    flags: {
      knetCrossListing: r.knet_cross_listing ?? false,
      touchPro: r.touch_pro ?? false,
      flex: r.flex ?? false,
    },
  }));
  return pagedWithRecords(req, total, records);
}

/** Turns the merchant's marketplace programmes on or off (they drive its sidebar). */
export async function setMerchantFlags(ctx: AuthedContext, id: number, flags: MerchantFlags) {
  return ctx.db.transaction().execute(async (trx) => {
    const merchant = await lockAccount(trx, id, BUSINESS_ACCOUNTS.userTypes);
    const before = await merchantFlagsOf(trx, merchant.id);
    const values = {
      knet_cross_listing: flags.knetCrossListing,
      touch_pro: flags.touchPro,
      flex: flags.flex,
    };
    await trx
      .insertInto('merchant_auth')
      .values({ user_id: merchant.id, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
      .execute();
    const after = { knetCrossListing: flags.knetCrossListing, touchPro: flags.touchPro, flex: flags.flex };
    await recordAudit(
      ctx,
      {
        action: AuditAction.businessFlags,
        entity: AuditEntity.merchantAuth,
        entityId: merchant.id,
        before,
        after,
      },
      trx,
    );
    return { id: merchant.id, ...after };
  });
}

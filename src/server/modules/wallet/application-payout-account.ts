import { ApplicationKind } from '../../../domain/wallet/applications';
import type { PayoutAccountRow } from '../../../domain/wallet/applications';
import type { AuthedContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { recordAudit } from '../../kernel/audit-log';

/**
 * The full payout account of a withdrawal, for the finance reviewer who pays it. Everywhere else the
 * number is masked; each reveal is written to the audit log with the reveal itself (same transaction).
 */
export async function revealPayoutAccount(ctx: AuthedContext, id: number): Promise<PayoutAccountRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('wallet_applications as a')
      .leftJoin('wallet_draw_accounts as d', 'd.id', 'a.draw_account_id')
      .select([
        'a.id',
        'a.kind',
        'd.holder_type',
        'd.method',
        'd.holder_name',
        'd.account_number',
        'd.bank_name',
      ])
      .where('a.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('wallet:applications.errors.notFound', { id });
    if (row.kind !== ApplicationKind.withdrawal) {
      throw badRequest('wallet:applications.errors.wrongKind', { id });
    }
    if (row.account_number === null) {
      throw notFound('wallet:applications.errors.drawAccountNotFound', { id });
    }
    const account: PayoutAccountRow = {
      applicationId: row.id,
      holderType: row.holder_type ?? 0,
      method: row.method ?? 0,
      holderName: row.holder_name ?? '',
      accountNumber: row.account_number,
      bankName: row.bank_name ?? '',
    };
    // The audit row says who saw which account, not the number itself.
    await recordAudit(
      ctx,
      { action: 'wallet.withdrawal.revealAccount', entity: 'application', entityId: id },
      trx,
    );
    return account;
  });
}

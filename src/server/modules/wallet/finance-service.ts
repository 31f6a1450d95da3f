import { walletSummaryOf } from '../../../domain/wallet';
import type {
  Balance,
  ChargeDeductionRequest,
  FeeType,
  MerchantFlow,
  MerchantFlowRequest,
} from '../../../domain/wallet';
import type { AuthedContext } from '../../http/context';
import { pageOf, pageRequest } from '../../http/paging';
import { WithMessage } from '../../http/route';
import { entryPage, sellerOrNotFound, statementBalances } from './ledger-queries';
import { creditOrCharge } from './ledger-service';

/**
 * Admin finance on the ledger: Finance/ChargeDeduction (a manual deposit or deduction for one seller,
 * with its reason, in the audit log with the balances before and after) and Finance/MerchantFlow
 * (a seller's statement for a period with opening and closing balance).
 */

/** The idempotency key of a manual action: the form's own key, or (without one) this request's id. */
function manualKey(ctx: AuthedContext, r: ChargeDeductionRequest): string {
  return `manual:${r.requestKey ?? `req:${ctx.requestId}`}`;
}

export async function chargeDeduction(ctx: AuthedContext, r: ChargeDeductionRequest) {
  const answer = await ctx.db.transaction().execute(async (trx) => {
    const command = {
      key: manualKey(ctx, r),
      sellerId: r.sellerId,
      amountCents: r.amount,
      feeType: r.feeType as FeeType,
      relation: { type: 'manual' as const, ref: r.requestKey ?? ctx.requestId },
      operatorId: ctx.user.id,
      note: r.reason,
    };
    // Audited with the entry, in its statement; a repeated form is answered with its first entry and
    // is not audited twice.
    const audit = {
      actor: ctx,
      change: (balances: { before: Balance; after: Balance }) => ({
        action: r.direction === 'deposit' ? 'wallet.deposit' : 'wallet.deduction',
        entity: 'ledger_entry',
        before: { sellerId: r.sellerId, ...walletSummaryOf(balances.before) },
        after: {
          sellerId: r.sellerId,
          ...walletSummaryOf(balances.after),
          amountCents: r.amount,
          feeType: r.feeType,
          reason: r.reason,
        },
      }),
    };
    const kind = r.direction === 'deposit' ? 'credit' : 'charge';
    const posted = await creditOrCharge(trx, kind, command, audit);
    return {
      entry: posted.entry,
      before: walletSummaryOf(posted.before),
      after: walletSummaryOf(posted.after),
    };
  });
  return new WithMessage(
    answer,
    r.direction === 'deposit' ? 'wallet:finance.deposited' : 'wallet:finance.deducted',
  );
}

export async function merchantFlow(ctx: AuthedContext, r: MerchantFlowRequest): Promise<MerchantFlow> {
  const seller = await sellerOrNotFound(ctx.db, r.sellerId);
  const req = pageRequest(r, ctx.config.maxPageSize);
  const filter = { sellerId: seller.id, beginTime: r.beginTime, endTime: r.endTime };
  const [{ opening, closing }, page] = await Promise.all([
    statementBalances(ctx.db, seller.id, r.beginTime, r.endTime),
    entryPage(ctx.db, filter, req.offset, req.pageSize),
  ]);
  return {
    sellerId: seller.id,
    uid: seller.uid,
    openingAvailableCents: opening.availableCents,
    openingHeldCents: opening.heldCents,
    closingAvailableCents: closing.availableCents,
    closingHeldCents: closing.heldCents,
    ...pageOf(req, page.totalCount, page.rows),
  };
}

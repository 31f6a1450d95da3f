import type { Transaction } from 'kysely';
import { walletSummaryOf } from '../../../domain/wallet/wallet';
import type {
  Balance,
  ChargeDeductionRequest,
  FeeType,
  MerchantFlowRequest,
  Relation,
} from '../../../domain/wallet/wallet';
import type { MerchantFlow } from '../../../domain/wallet/statement';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { pageOf, pageRequest } from '../../http/paging';
import { WithMessage } from '../../http/route';
import { sellerOrNotFound, statementBalances, statementPage } from './ledger-queries';
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

/** One audited manual deposit or deduction, inside the caller's transaction (one seller, or a bulk row). */
export type ManualPosting = {
  direction: 'deposit' | 'deduction';
  key: string;
  sellerId: number;
  amountCents: number;
  feeType: FeeType;
  relation: Relation;
  reason: string;
  /** Extra facts for the audit log (e.g. the bulk batch). */
  auditExtra?: Record<string, unknown>;
};

export async function postManual(ctx: AuthedContext, trx: Transaction<DB>, m: ManualPosting) {
  const command = {
    key: m.key,
    sellerId: m.sellerId,
    amountCents: m.amountCents,
    feeType: m.feeType,
    relation: m.relation,
    operatorId: ctx.user.id,
    note: m.reason,
  };
  // Audited with the entry, in its statement: a repeated form is answered with its first entry and
  // is not audited twice.
  const audit = {
    actor: ctx,
    change: (balances: { before: Balance; after: Balance }) => ({
      action: m.direction === 'deposit' ? 'wallet.deposit' : 'wallet.deduction',
      entity: 'ledger_entry',
      before: { sellerId: m.sellerId, ...walletSummaryOf(balances.before) },
      after: {
        sellerId: m.sellerId,
        ...walletSummaryOf(balances.after),
        amountCents: m.amountCents,
        feeType: m.feeType,
        reason: m.reason,
        ...m.auditExtra,
      },
    }),
  };
  const posted = await creditOrCharge(trx, m.direction === 'deposit' ? 'credit' : 'charge', command, audit);
  const before = walletSummaryOf(posted.before);
  const after = walletSummaryOf(posted.after);
  return { entry: posted.entry, before, after };
}

export async function chargeDeduction(ctx: AuthedContext, r: ChargeDeductionRequest) {
  const answer = await ctx.db.transaction().execute((trx) =>
    postManual(ctx, trx, {
      direction: r.direction,
      key: manualKey(ctx, r),
      sellerId: r.sellerId,
      amountCents: r.amount,
      feeType: r.feeType as FeeType,
      relation: { type: 'manual', ref: r.requestKey ?? ctx.requestId },
      reason: r.reason,
    }),
  );
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
    statementPage(ctx.db, filter, req.offset, req.pageSize),
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

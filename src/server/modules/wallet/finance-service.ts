import type { Transaction } from 'kysely';
import { walletSummaryOf } from '../../../domain/wallet';
import type {
  ChargeDeductionRequest,
  FeeType,
  MerchantFlow,
  MerchantFlowRequest,
  Relation,
  SelfOperated,
} from '../../../domain/wallet';
import { PortalId } from '../../../domain/users';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import { WithMessage } from '../../http/route';
import { recordAudit } from '../../kernel/audit-log';
import { balanceAt, entryPage } from './ledger-queries';
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
  const posted = await creditOrCharge(trx, m.direction === 'deposit' ? 'credit' : 'charge', command);
  const before = walletSummaryOf(posted.before);
  const after = walletSummaryOf(posted.after);
  // A repeated form is answered with its first entry and is not audited twice.
  if (posted.fresh) {
    await recordAudit(
      ctx,
      {
        action: m.direction === 'deposit' ? 'wallet.deposit' : 'wallet.deduction',
        entity: 'ledger_entry',
        entityId: posted.entry.id,
        before: { sellerId: m.sellerId, ...before },
        after: {
          sellerId: m.sellerId,
          ...after,
          amountCents: m.amountCents,
          feeType: m.feeType,
          reason: m.reason,
          ...m.auditExtra,
        },
      },
      trx,
    );
  }
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
  const seller = await ctx.db
    .selectFrom('users')
    .select(['id', 'uid'])
    .where('id', '=', r.sellerId)
    .where('user_type', '=', PortalId.seller)
    .executeTakeFirst();
  if (!seller) throw notFound('wallet:ledger.errors.unknownSeller', { sellerId: r.sellerId });
  const req = pageRequest(r, ctx.config.maxPageSize);
  const filter = { sellerId: seller.id, beginTime: r.beginTime, endTime: r.endTime };
  const [opening, closing, page] = await Promise.all([
    balanceAt(ctx.db, seller.id, new Date(r.beginTime), false),
    balanceAt(ctx.db, seller.id, new Date(r.endTime), true),
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

/**
 * Finance/SelfOperated: the platform's accounts (cash clearing, revenue by fee type, carrier payable,
 * marketplace receivable, refunds) with their balances, and the sellers' funds they mirror: together
 * they sum to zero.
 */
export async function selfOperated(ctx: AuthedContext): Promise<SelfOperated> {
  const rows = await ctx.db
    .selectFrom('ledger_accounts as a')
    .leftJoin('ledger_balances as b', 'b.account_id', 'a.id')
    .select([
      'a.kind',
      'a.fee_type',
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('b.balance_cents'), eb.lit(0)).as('cents'),
    ])
    .where('a.seller_id', 'is', null)
    .groupBy(['a.id', 'a.kind', 'a.fee_type'])
    .orderBy('a.id')
    .execute();
  const sellers = await ctx.db
    .selectFrom('ledger_balances')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('balance_cents'), eb.lit(0)).as('cents'))
    .where('kind', 'in', ['seller_available', 'seller_held'])
    .executeTakeFirstOrThrow();
  return {
    accounts: rows.map((r) => ({
      kind: r.kind as SelfOperated['accounts'][number]['kind'],
      feeType: r.fee_type,
      balanceCents: Number(r.cents),
    })),
    sellerFundsCents: Number(sellers.cents),
  };
}

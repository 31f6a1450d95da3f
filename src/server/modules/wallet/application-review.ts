import type { Updateable, Transaction } from 'kysely';
import { FeeType } from '../../../domain/wallet/wallet';
import { ApplicationKind, nextStage } from '../../../domain/wallet/applications';
import type {
  ApplicationAction,
  ApplicationRejectRequest,
  ApplicationRow,
  RechargeApproveRequest,
  WithdrawalPaidRequest,
} from '../../../domain/wallet/applications';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { recordAudit } from '../../kernel/audit-log';
import { mailApplicationResult } from './application-mail';
import { readApplication } from './application-store';
import { lockApplication, moneyKey, relationOf, stageChanged } from './application-stages';
import { capture, credit, release } from './ledger-service';

/**
 * The platform's review of applications (Finance/PlatformFlow). Each action locks the row, checks the
 * stage against the transition table, moves the money through the ledger and writes the audit entry
 * with before and after, in one transaction: a second reviewer gets 409 and changes nothing.
 */

type Step = (trx: Transaction<DB>, before: ApplicationRow) => Promise<Updateable<DB['wallet_applications']>>;

async function review(
  ctx: AuthedContext,
  id: number,
  kind: ApplicationKind,
  action: ApplicationAction,
  step: Step,
): Promise<ApplicationRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockApplication(ctx, trx, id);
    if (before.kind !== kind) throw badRequest('wallet:applications.errors.wrongKind', { id });
    const to = nextStage(before.kind, before.stage, action);
    if (to === null) throw stageChanged(before);
    const changes = await step(trx, before);
    await trx
      .updateTable('wallet_applications')
      .set({
        ...changes,
        stage: to,
        reviewer_id: ctx.user.id,
        reviewed_at: new Date(),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    const after = await readApplication(ctx, trx, id);
    const name = kind === ApplicationKind.recharge ? 'recharge' : 'withdrawal';
    await recordAudit(
      ctx,
      { action: `wallet.${name}.${action}`, entity: 'application', entityId: id, before, after },
      trx,
    );
    await mailApplicationResult(trx, ctx.config.publicUrl, after, action);
    return after;
  });
}

/** Credits the USD amount the reviewer confirms; an RMB recharge keeps its amount and records the rate. */
export function approveRecharge(ctx: AuthedContext, input: RechargeApproveRequest): Promise<ApplicationRow> {
  return review(ctx, input.id, ApplicationKind.recharge, 'approve', async (trx, before) => {
    if (before.currency === 'RMB' && !input.rate) throw badRequest('wallet:applications.errors.rateRequired');
    if (before.currency === 'USD' && input.rate)
      throw badRequest('wallet:applications.errors.rateOnlyForRmb');
    await credit(trx, {
      key: moneyKey(before.id, 'credit'),
      sellerId: before.sellerId,
      amountCents: input.creditedAmount,
      feeType: FeeType.userRecharge,
      relation: relationOf(before.id),
      operatorId: ctx.user.id,
      note: before.transferReference,
    });
    return { amount_cents: input.creditedAmount, rate: input.rate ?? null };
  });
}

export function rejectRecharge(ctx: AuthedContext, input: ApplicationRejectRequest): Promise<ApplicationRow> {
  return review(ctx, input.id, ApplicationKind.recharge, 'reject', async () => ({
    reject_reason: input.reason,
  }));
}

export function approveWithdrawal(ctx: AuthedContext, id: number): Promise<ApplicationRow> {
  return review(ctx, id, ApplicationKind.withdrawal, 'approve', async () => ({}));
}

export function markWithdrawalPaying(ctx: AuthedContext, id: number): Promise<ApplicationRow> {
  return review(ctx, id, ApplicationKind.withdrawal, 'markPaying', async () => ({}));
}

/** Paid out: the held amount leaves the seller for good (captured to cash clearing). */
export function markWithdrawalPaid(
  ctx: AuthedContext,
  input: WithdrawalPaidRequest,
): Promise<ApplicationRow> {
  return review(ctx, input.id, ApplicationKind.withdrawal, 'markPaid', async (trx, before) => {
    await capture(trx, {
      key: moneyKey(before.id, 'capture'),
      holdEntryId: heldEntry(before),
      operatorId: ctx.user.id,
      feeType: FeeType.cashWithdrawal,
      note: input.payoutReference,
    });
    return { payout_reference: input.payoutReference };
  });
}

/** Rejected with a reason: the hold goes back to the seller's available balance (fee type 23). */
export function rejectWithdrawal(
  ctx: AuthedContext,
  input: ApplicationRejectRequest,
): Promise<ApplicationRow> {
  return review(ctx, input.id, ApplicationKind.withdrawal, 'reject', async (trx, before) => {
    await release(trx, {
      key: moneyKey(before.id, 'release'),
      holdEntryId: heldEntry(before),
      operatorId: ctx.user.id,
      feeType: FeeType.cancelCashWithdrawal,
      note: input.reason,
    });
    return { reject_reason: input.reason };
  });
}

function heldEntry(app: ApplicationRow): number {
  // Every withdrawal holds its amount when it is made (application-seller.ts), in the same transaction.
  if (app.holdEntryId === null) throw new Error(`Withdrawal ${app.id} has no hold`);
  return app.holdEntryId;
}

import { hashOfFileUrl, isPictureMimeType } from '../../../domain/kernel/files';
import { FeeType } from '../../../domain/wallet/wallet';
import { ApplicationKind, ApplicationStage, nextStage } from '../../../domain/wallet/applications';
import type {
  ApplicationRow,
  RechargeApplyRequest,
  WithdrawalApplyRequest,
} from '../../../domain/wallet/applications';
import type { AuthedContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { oncePerRequestKey } from '../../http/request-keys';
import { recordAudit } from '../../kernel/audit-log';
import type { Db } from '../../kernel/db-helpers';
import { passwordConfirmed } from '../auth/password-again';
import { personOf } from '../../http/session';
import { ownDrawAccount } from './application-draw-accounts';
import { readApplication } from './application-store';
import { lockApplication, moneyKey, relationOf, stageChanged } from './application-stages';
import { hold, release } from './ledger-service';

/** The seller's side of recharge and withdrawal applications. */

/** The proof must be a picture this seller uploaded through /upload (type checked there, by content). */
async function proofHash(db: Db, sellerId: number, url: string): Promise<string> {
  const hash = hashOfFileUrl(url);
  const file = hash
    ? await db
        .selectFrom('files as f')
        .innerJoin('file_uploads as u', 'u.hash', 'f.hash')
        .select(['f.hash', 'f.mime'])
        .where('f.hash', '=', hash)
        .where('u.user_id', '=', sellerId)
        .executeTakeFirst()
    : undefined;
  if (!file || !isPictureMimeType(file.mime)) throw badRequest('wallet:applications.errors.proofNotFound');
  return file.hash;
}

export async function applyForRecharge(
  ctx: AuthedContext,
  input: RechargeApplyRequest,
): Promise<ApplicationRow> {
  const hash = await proofHash(ctx.db, ctx.user.id, input.proofUrl);
  const request = { scope: 'wallet.recharge.apply', key: input.requestKey, body: input };
  return oncePerRequestKey(ctx, request, async (trx) => {
    const row = await trx
      .insertInto('wallet_applications')
      .values({
        kind: ApplicationKind.recharge,
        seller_id: ctx.user.id,
        stage: ApplicationStage.submitted,
        // A USD recharge credits what it says; an RMB one waits for the reviewer's rate.
        amount_cents: input.currency === 'USD' ? input.amount : null,
        currency: input.currency,
        original_amount_cents: input.amount,
        payment_method: input.paymentMethod,
        transfer_reference: input.transferReference,
        proof_file_hash: hash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await readApplication(ctx, trx, row.id);
    await recordAudit(
      ctx,
      { action: 'wallet.recharge.apply', entity: 'application', entityId: row.id, after },
      trx,
    );
    return after;
  });
}

/**
 * A withdrawal asks for the account password again (wrong guesses count toward the login's lock),
 * then holds the amount at once: the ledger refuses more than the available balance, and then
 * nothing of the application is kept.
 */
export async function applyForWithdrawal(
  ctx: AuthedContext,
  input: WithdrawalApplyRequest,
): Promise<ApplicationRow> {
  if (!(await passwordConfirmed(ctx, input.password))) {
    throw badRequest('wallet:applications.errors.wrongPassword');
  }
  // The password is checked on every send and is no part of what the key stands for.
  const request = {
    scope: 'wallet.withdrawal.apply',
    key: input.requestKey,
    body: { ...input, password: null },
  };
  return oncePerRequestKey(ctx, request, async (trx) => {
    const drawAccount = await ownDrawAccount(trx, ctx.user.id, input.drawAccountId);
    if (drawAccount.method !== input.method) throw badRequest('wallet:applications.errors.methodMismatch');
    const row = await trx
      .insertInto('wallet_applications')
      .values({
        kind: ApplicationKind.withdrawal,
        seller_id: ctx.user.id,
        stage: ApplicationStage.submitted,
        amount_cents: input.amount,
        currency: 'USD',
        original_amount_cents: input.amount,
        draw_account_id: drawAccount.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const held = await hold(trx, {
      key: moneyKey(row.id, 'hold'),
      sellerId: ctx.user.id,
      amountCents: input.amount,
      feeType: FeeType.cashWithdrawal,
      relation: relationOf(row.id),
      operatorId: personOf(ctx.user).id,
    });
    await trx
      .updateTable('wallet_applications')
      .set({ hold_entry_id: held.id })
      .where('id', '=', row.id)
      .execute();
    const after = await readApplication(ctx, trx, row.id);
    await recordAudit(
      ctx,
      { action: 'wallet.withdrawal.apply', entity: 'application', entityId: row.id, after },
      trx,
    );
    return after;
  });
}

/** The seller takes a withdrawal back until it is paid: the hold goes back to available (fee type 23). */
export async function cancelWithdrawal(ctx: AuthedContext, id: number): Promise<ApplicationRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockApplication(ctx, trx, id, ctx.user.id);
    const to = nextStage(before.kind, before.stage, 'cancel');
    if (to === null || before.holdEntryId === null) throw stageChanged(before);
    await release(trx, {
      key: moneyKey(id, 'release'),
      holdEntryId: before.holdEntryId,
      operatorId: personOf(ctx.user).id,
      feeType: FeeType.cancelCashWithdrawal,
      note: 'cancelled by the seller',
    });
    await trx
      .updateTable('wallet_applications')
      .set({ stage: to, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    const after = await readApplication(ctx, trx, id);
    await recordAudit(
      ctx,
      { action: 'wallet.withdrawal.cancel', entity: 'application', entityId: id, before, after },
      trx,
    );
    return after;
  });
}

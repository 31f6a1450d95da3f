import type { ApplicationRow } from '../../../domain/wallet/applications';
import type { Relation } from '../../../domain/wallet/wallet';
import type { AuthedContext } from '../../http/context';
import { AppError, ErrorCode } from '../../http/errors';
import type { Db } from '../../kernel/db-helpers';
import { readApplication } from './application-store';

/** Shared by the seller's and the platform's stage changes: the row lock, the refusal, the ledger keys. */

/**
 * Locks the application's row for the rest of the transaction, so two reviewers (or a reviewer and the
 * seller) acting at once take turns: the second one sees the stage the first one left.
 */
export async function lockApplication(
  ctx: AuthedContext,
  trx: Db,
  id: number,
  sellerId?: number,
): Promise<ApplicationRow> {
  let q = trx.selectFrom('wallet_applications').select('id').where('id', '=', id);
  if (sellerId !== undefined) q = q.where('seller_id', '=', sellerId);
  await q.forUpdate().executeTakeFirst();
  return readApplication(ctx, trx, id, sellerId);
}

/** 409: the application is no longer where the action starts (done already, or by someone else). */
export function stageChanged(app: ApplicationRow): AppError {
  return new AppError(ErrorCode.conflict, 'wallet:applications.errors.stageChanged', { id: app.id });
}

/** Each money movement of an application has one idempotency key: a retry posts nothing twice. */
export function moneyKey(id: number, step: 'hold' | 'credit' | 'capture' | 'release'): string {
  return `application:${id}:${step}`;
}

export function relationOf(id: number): Relation {
  return { type: 'application', ref: String(id) };
}

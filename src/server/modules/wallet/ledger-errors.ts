import { formatCents, MAX_AMOUNT_CENTS } from '../../../domain/wallet/wallet';
import type { Refusal } from '../../../domain/wallet/ledger';
import { AppError, ErrorCode, badRequest } from '../../http/errors';

/** The recharge screen, where the answer to InsufficientFunds links. */
export const RECHARGE_PATH = '/business/wallet/WalletCharge';

/** Available would go below zero: 409 with the shortfall and a link to recharge. */
export class InsufficientFunds extends AppError {
  constructor(readonly shortfallCents: number) {
    super(
      ErrorCode.conflict,
      'wallet:ledger.errors.insufficientFunds',
      { shortfall: formatCents(shortfallCents) },
      { shortfallCents, rechargePath: RECHARGE_PATH },
    );
    this.name = 'InsufficientFunds';
  }
}

export type LedgerConflictReason =
  'keyReused' | 'holdSettled' | 'notAHold' | 'notRefundable' | 'refundTooLarge';

/** The command contradicts what the ledger already holds (409). */
export class LedgerConflict extends AppError {
  constructor(
    readonly reason: LedgerConflictReason,
    params: Record<string, string | number> = {},
  ) {
    super(ErrorCode.conflict, `wallet:ledger.errors.${reason}`, params, { reason });
    this.name = 'LedgerConflict';
  }
}

/** The answer to a command the pure ledger core refused. */
export function refusalError(refusal: Refusal): AppError {
  switch (refusal.refusal) {
    case 'insufficientFunds':
      return new InsufficientFunds(refusal.shortfallCents);
    case 'refundTooLarge':
      return new LedgerConflict('refundTooLarge', { refundable: formatCents(refusal.refundableCents) });
    case 'badAmount':
      return badRequest('wallet:ledger.errors.badAmount', { max: formatCents(MAX_AMOUNT_CENTS) });
    default:
      return new LedgerConflict(refusal.refusal);
  }
}

import type { AccountMovement, SelfOperated } from '../../../../domain/wallet/self-operated';
import { booksDifference } from '../../../../domain/wallet/self-operated';
import type { PlatformAccountRef } from '../api/self-operated';

/**
 * The rows of Finance/SelfOperated: the platform's accounts (a revenue account only when it has a
 * balance or moved in the period), the sellers' funds they mirror, and their total, which is zero when
 * the books balance.
 */
export type AccountRow = AccountMovement & {
  id: string;
  /** The platform account a statement can be opened for; null for the sellers' funds and the total. */
  account: PlatformAccountRef | null;
  line: 'platform' | 'sellerFunds' | 'total';
};

const isIdle = (a: AccountMovement & { balanceCents: number }) =>
  a.balanceCents === 0 && a.openingCents === 0 && a.closingCents === 0 && a.entryCount === 0;

export function accountRows(s: SelfOperated): AccountRow[] {
  const platform: AccountRow[] = s.accounts
    .filter((a) => a.kind !== 'revenue' || !isIdle(a))
    .map(({ kind, feeType, balanceCents: _now, ...movement }) => ({
      ...movement,
      id: feeType === null ? kind : `${kind}:${feeType}`,
      account: feeType === null ? { kind } : { kind, feeType },
      line: 'platform',
    }));
  const { balanceCents: _now, ...sellerFunds } = s.sellerFunds;
  // Money in and out cancel out entry by entry: the total row shows only the two balances.
  const total: AccountMovement = {
    openingCents: booksDifference(s, 'openingCents'),
    inCents: 0,
    outCents: 0,
    closingCents: booksDifference(s, 'closingCents'),
    entryCount: 0,
  };
  return [
    ...platform,
    { ...sellerFunds, id: 'sellerFunds', account: null, line: 'sellerFunds' },
    { ...total, id: 'total', account: null, line: 'total' },
  ];
}

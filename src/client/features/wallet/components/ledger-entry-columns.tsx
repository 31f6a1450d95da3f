import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../domain/wallet/wallet';
import type { LedgerEntryRow } from '../../../../domain/wallet/wallet';
import { formatDisplayTime } from '../../../api/response';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';

/** A change of a balance with its sign: "+$20.00", "-$12.50". */
export const signedCents = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

/**
 * The columns a list of money movements opens with, at every width: when, the fee type, and the
 * signed amount (red when money goes out). `cents` is the amount a row shows.
 */
export function movementColumns<R extends { createdAt: string; feeType: number }>(
  t: TFunction<'wallet'>,
  cents: (row: R) => number,
): ResponsiveColumn<R>[] {
  return [
    {
      id: 'time',
      header: t('screens.field.transactionTime'),
      priority: 'key',
      cell: (r) => <Text size="xs">{String(formatDisplayTime(r.createdAt))}</Text>,
    },
    {
      id: 'feeType',
      header: t('screens.field.feeType'),
      priority: 'key',
      cell: (r) => t(`ledger.feeTypes.${r.feeType}`),
    },
    {
      id: 'amount',
      header: t('screens.field.amount'),
      priority: 'key',
      align: 'right',
      cell: (r) => (
        <Text size="sm" fw={600} c={cents(r) < 0 ? 'red' : undefined}>
          {signedCents(cents(r))}
        </Text>
      ),
    },
  ];
}

/**
 * The columns of a list of ledger entries (the seller's wallet, an admin's MerchantFlow): time, fee
 * type, amount and status at every width, held change and relation from a tablet, the note on a wide
 * screen. `relation` draws what an entry relates to (a link for the seller, text for an admin).
 */
export function useLedgerEntryColumns(
  relation: (entry: LedgerEntryRow) => ReactNode,
): ResponsiveColumn<LedgerEntryRow>[] {
  const { t } = useTranslation('wallet');
  return [
    ...movementColumns<LedgerEntryRow>(t, (e) => e.availableDeltaCents),
    {
      id: 'held',
      header: t('screens.field.held'),
      priority: 'high',
      align: 'right',
      cell: (e) => (e.heldDeltaCents === 0 ? '' : signedCents(e.heldDeltaCents)),
    },
    {
      id: 'status',
      header: t('screens.field.status'),
      priority: 'key',
      cell: (e) => t(`ledger.status.${e.status}`),
    },
    { id: 'relation', header: t('screens.field.relation'), priority: 'high', cell: relation },
    {
      id: 'note',
      header: t('screens.field.note'),
      priority: 'low',
      cell: (e) => <Text size="xs">{e.note}</Text>,
    },
  ];
}

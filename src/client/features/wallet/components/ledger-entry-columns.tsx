import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../domain/wallet';
import type { LedgerEntryRow } from '../../../../domain/wallet';
import { formatDisplayTime } from '../../../api/response';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';

/** A change of a balance with its sign: "+$20.00", "-$12.50". */
export const signedCents = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

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
    {
      id: 'time',
      header: t('screens.field.transactionTime'),
      priority: 'key',
      cell: (e) => <Text size="xs">{String(formatDisplayTime(e.createdAt))}</Text>,
    },
    {
      id: 'feeType',
      header: t('screens.field.feeType'),
      priority: 'key',
      cell: (e) => t(`ledger.feeTypes.${e.feeType}`),
    },
    {
      id: 'amount',
      header: t('screens.field.amount'),
      priority: 'key',
      align: 'right',
      cell: (e) => (
        <Text size="sm" fw={600} c={e.availableDeltaCents < 0 ? 'red' : undefined}>
          {signedCents(e.availableDeltaCents)}
        </Text>
      ),
    },
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

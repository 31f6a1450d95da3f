import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SellerStatementRow, StatementRow } from '../../../../domain/wallet/statement';
import { formatCents, TransactionStatus } from '../../../../domain/wallet/wallet';
import { formatDisplayTime } from '../../../api/response';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';

/** A change of a balance with its sign: "+$20.00", "-$12.50". */
export const signedCents = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

/**
 * The columns a list of money movements opens with, at every width: when, the fee type, and the
 * signed amount (red when money goes out). `cents` is the amount a row shows; a row `tookNothing`
 * (a hold released) shows it struck through.
 */
export function movementColumns<R extends { createdAt: string; feeType: number }>(
  t: TFunction<'wallet'>,
  cents: (row: R) => number,
  tookNothing: (row: R) => boolean = () => false,
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
        <Text
          size="sm"
          fw={600}
          c={tookNothing(r) ? 'dimmed' : cents(r) < 0 ? 'red' : undefined}
          td={tookNothing(r) ? 'line-through' : undefined}
          data-testid="movement-amount"
        >
          {signedCents(cents(r))}
        </Text>
      ),
    },
  ];
}

/** A row's life, oldest first: "Held 2026-12-01 10:00:00", then "Charged 2026-12-02 09:30:00". */
function StatementLife({ row }: { row: SellerStatementRow }) {
  const { t } = useTranslation('wallet');
  return (
    <Stack gap={0} data-testid="statement-life">
      {row.life.map((s) => (
        <Text key={s.entryId} size="xs">
          {t(`statement.steps.${s.step}`)} {String(formatDisplayTime(s.at))}
        </Text>
      ))}
    </Stack>
  );
}

/** A balance's net change over a row's life; shown even when nothing is left there ($0.00). */
const effect = (cents: number, testId: string) => (
  <Text size="sm" c={cents < 0 ? 'red' : undefined} data-testid={testId}>
    {signedCents(cents)}
  </Text>
);

/** A hold released or expired took no money. */
const tookNothing = (row: SellerStatementRow) =>
  row.status === TransactionStatus.cancelled || row.status === TransactionStatus.expired;

/**
 * The columns of a wallet statement (the seller's wallet, an admin's MerchantFlow), one row per
 * movement of money: when, the fee type, the signed amount, its life (held, then charged or
 * released), its net effect on the available and held balances and what it belongs to at every
 * width, so a phone's card shows them too (the life says what the status says); the status on a
 * wide screen, in a row's details on a tablet. `relation` draws what a row belongs to (a link for
 * the seller, text for an admin). The seller's rows carry no note (the platform's bookkeeping).
 */
export function useStatementColumns(
  relation: (row: SellerStatementRow) => ReactNode,
): ResponsiveColumn<SellerStatementRow>[] {
  const { t } = useTranslation('wallet');
  return [
    ...movementColumns<SellerStatementRow>(t, (r) => r.signedAmountCents, tookNothing),
    {
      id: 'life',
      header: t('screens.field.life'),
      priority: 'key',
      cell: (r) => <StatementLife row={r} />,
    },
    {
      id: 'available',
      header: t('screens.field.available'),
      priority: 'key',
      align: 'right',
      cell: (r) => effect(r.availableDeltaCents, 'statement-available'),
    },
    {
      id: 'held',
      header: t('screens.field.held'),
      priority: 'key',
      align: 'right',
      cell: (r) => effect(r.heldDeltaCents, 'statement-held'),
    },
    {
      id: 'status',
      header: t('screens.field.status'),
      priority: 'low',
      cell: (r) => t(`ledger.status.${r.status}`),
    },
    { id: 'relation', header: t('screens.field.relation'), priority: 'key', cell: relation },
  ];
}

/** The admin's statement (MerchantFlow): the seller's columns and the ledger's note. */
export function useMerchantStatementColumns(
  relation: (row: SellerStatementRow) => ReactNode,
): ResponsiveColumn<StatementRow>[] {
  const { t } = useTranslation('wallet');
  const columns: ResponsiveColumn<StatementRow>[] = useStatementColumns(relation);
  return [
    ...columns,
    {
      id: 'note',
      header: t('screens.field.note'),
      priority: 'low',
      cell: (r) => <Text size="xs">{r.note}</Text>,
    },
  ];
}

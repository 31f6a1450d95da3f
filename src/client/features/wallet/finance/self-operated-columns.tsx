import { Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../domain/wallet/wallet';
import type { PlatformPostingRow } from '../../../../domain/wallet/self-operated';
import { RowAction } from '../../../components/RowAction';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import type { PlatformAccountRef } from '../api/self-operated';
import { movementColumns } from '../components/ledger-entry-columns';
import type { AccountRow } from './self-operated-rows';

/** A platform account's name: "Cash clearing", "Revenue: Platform fee". */
export function accountName(t: TFunction<'wallet'>, account: PlatformAccountRef): string {
  const name = t(`selfOperated.accounts.${account.kind}`);
  return account.feeType === undefined ? name : `${name}: ${t(`ledger.feeTypes.${account.feeType}`)}`;
}

const money = (cents: number, strong = false) => (
  <Text size="sm" fw={strong ? 600 : undefined} c={cents < 0 ? 'red' : undefined}>
    {formatCents(cents)}
  </Text>
);

/** The accounts table: name, opening, in, out, closing, entries, and the statement of a platform account. */
export function useAccountColumns(onStatement: (row: AccountRow) => void): ResponsiveColumn<AccountRow>[] {
  const { t } = useTranslation('wallet');
  return useMemo(() => {
    const nameOf = (r: AccountRow) =>
      r.account ? accountName(t, r.account) : t(`selfOperated.accounts.${r.line}`);
    const moved = (r: AccountRow, cents: number) => (r.line === 'total' ? '' : money(cents));
    return [
      {
        id: 'account',
        header: t('selfOperated.columns.account'),
        priority: 'key',
        cell: (r) => (
          <Text size="sm" fw={r.account ? undefined : 600}>
            {nameOf(r)}
          </Text>
        ),
      },
      {
        id: 'opening',
        header: t('selfOperated.columns.opening'),
        priority: 'high',
        align: 'right',
        cell: (r) => money(r.openingCents),
      },
      {
        id: 'in',
        header: t('selfOperated.columns.in'),
        priority: 'high',
        align: 'right',
        cell: (r) => moved(r, r.inCents),
      },
      {
        id: 'out',
        header: t('selfOperated.columns.out'),
        priority: 'high',
        align: 'right',
        cell: (r) => moved(r, r.outCents),
      },
      {
        id: 'closing',
        header: t('selfOperated.columns.closing'),
        priority: 'key',
        align: 'right',
        cell: (r) => money(r.closingCents, true),
      },
      {
        id: 'entries',
        header: t('selfOperated.columns.entries'),
        priority: 'low',
        align: 'right',
        cell: (r) => (r.line === 'total' ? '' : r.entryCount),
      },
      {
        id: 'statement',
        header: t('selfOperated.columns.statement'),
        priority: 'key',
        cell: (r) =>
          r.account && (
            <RowAction
              icon={IconReceipt}
              label={t('selfOperated.statement.open', { account: nameOf(r) })}
              tooltip={t('selfOperated.columns.statement')}
              onClick={() => onStatement(r)}
            />
          ),
      },
    ];
  }, [t, onStatement]);
}

/** A platform account's statement: time, fee type, seller, the amount into the account, relation, note. */
export function usePostingColumns(): ResponsiveColumn<PlatformPostingRow>[] {
  const { t } = useTranslation('wallet');
  return useMemo(
    () => [
      ...movementColumns<PlatformPostingRow>(t, (p) => p.amountCents),
      { id: 'seller', header: t('financeScreens.field.seller'), priority: 'high', cell: (p) => p.sellerUid },
      {
        id: 'relation',
        header: t('screens.field.relation'),
        priority: 'high',
        cell: (p) => (p.relation.ref ? `${t(`ledger.relations.${p.relation.type}`)} ${p.relation.ref}` : ''),
      },
      { id: 'note', header: t('screens.field.note'), priority: 'low', cell: (p) => p.note },
    ],
    [t],
  );
}

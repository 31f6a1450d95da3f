import { Alert, Button, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatCents } from '../../../domain/wallet';
import { dateRangeParams } from '../../api/date-range';
import { DEFAULT_PAGE_SIZE } from '../../api/paging';
import { formatDisplayTime } from '../../api/response';
import { TablePager } from '../../components/TablePager';
import { usePageNo } from '../../components/use-page-no';
import { useTransactionList } from './api/wallet-summary';
import { RelationLink } from './components/RelationLink';
import { NO_TRANSACTION_FILTERS, TransactionFilters } from './components/TransactionFilters';
import type { TransactionFilterValues } from './components/TransactionFilters';
import { WalletBalanceCards } from './components/WalletBalanceCards';
import { WALLET_PATHS } from './wallet-paths';
import { walletKeys } from './api/applications';
import { useFreshWhenShown } from './api/fresh-figures';

const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

/** wallet/:pageNo?: available, held and total, and the wallet's transactions with their filters. */
export function WalletScreen() {
  useFreshWhenShown(walletKeys.all);
  const { t } = useTranslation('wallet');
  const [pageNo, setPageNo] = usePageNo(WALLET_PATHS.wallet);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [filters, setFilters] = useState<TransactionFilterValues>(NO_TRANSACTION_FILTERS);
  const list = useTransactionList({
    pageNo,
    pageSize,
    feeType: filters.feeType ?? undefined,
    status: filters.status ?? undefined,
    ...dateRangeParams(filters.range),
  });
  const page = list.data;
  return (
    <Stack gap="md">
      <WalletBalanceCards />
      <Group gap="sm">
        <Button component={Link} to={WALLET_PATHS.charge} leftSection={<IconArrowDownLeft size={16} />}>
          {t('screens.wallet.recharge')}
        </Button>
        <Button
          component={Link}
          to={WALLET_PATHS.withdrawal}
          variant="light"
          leftSection={<IconArrowUpRight size={16} />}
        >
          {t('screens.wallet.withdraw')}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <TransactionFilters
            value={filters}
            onChange={(next) => {
              setFilters(next);
              setPageNo(1);
            }}
          />
          {list.isError && (
            <Alert color="red" role="alert">
              {list.error.message}
            </Alert>
          )}
          <ScrollArea type="auto">
            <Table striped miw={760} data-testid="wallet-transactions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('screens.field.transactionTime')}</Table.Th>
                  <Table.Th>{t('screens.field.feeType')}</Table.Th>
                  <Table.Th>{t('screens.field.amount')}</Table.Th>
                  <Table.Th>{t('screens.field.held')}</Table.Th>
                  <Table.Th>{t('screens.field.status')}</Table.Th>
                  <Table.Th>{t('screens.field.relation')}</Table.Th>
                  <Table.Th>{t('screens.field.note')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page?.rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      <Text c="dimmed" ta="center" py="md">
                        {t('screens.wallet.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {page?.rows.map((entry) => (
                  <Table.Tr key={entry.id} data-entry={entry.id}>
                    <Table.Td>
                      <Text size="xs">{String(formatDisplayTime(entry.createdAt))}</Text>
                    </Table.Td>
                    <Table.Td>{t(`ledger.feeTypes.${entry.feeType}`)}</Table.Td>
                    <Table.Td fw={600} c={entry.availableDeltaCents < 0 ? 'red' : undefined}>
                      {signed(entry.availableDeltaCents)}
                    </Table.Td>
                    <Table.Td>{entry.heldDeltaCents === 0 ? '' : signed(entry.heldDeltaCents)}</Table.Td>
                    <Table.Td>{t(`ledger.status.${entry.status}`)}</Table.Td>
                    <Table.Td>
                      <RelationLink entry={entry} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">{entry.note}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <TablePager
            totalCount={page?.totalCount ?? 0}
            totalPage={page?.totalPage ?? 1}
            pageNo={pageNo}
            pageSize={pageSize}
            onPage={setPageNo}
            onPageSize={(size) => {
              setPageSize(size);
              setPageNo(1);
            }}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}

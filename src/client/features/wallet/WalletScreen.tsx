import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BusinessPart } from '../../../domain/kernel/permissions';
import type { SellerStatementRow } from '../../../domain/wallet/statement';
import { dateRangeParams } from '../../api/date-range';
import { ExportButton } from '../../components/ExportButton';
import { ResponsiveTable } from '../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../components/TablePager';
import { usePageNo } from '../../components/use-page-no';
import { useMay } from '../../stores/permissions';
import { sellerPath } from '../../routing/seller-paths';
import { useTransactionList } from './api/wallet-summary';
import { useStatementColumns } from './components/ledger-entry-columns';
import { RelationLink } from './components/RelationLink';
import { TransactionFilters } from './components/TransactionFilters';
import { WalletBalanceCards } from './components/WalletBalanceCards';
import { useWalletFilters } from './wallet-filters-store';
import { WALLET_PATHS } from './wallet-paths';
import { walletKeys } from './api/applications';
import { useFreshWhenShown } from './api/fresh-figures';

const relationLink = (row: SellerStatementRow) => <RelationLink entry={row} />;

/**
 * wallet/:pageNo?: available, held and total, and the wallet's statement with its filters (a hold
 * and its capture or release as one row).
 */
export function WalletScreen() {
  useFreshWhenShown(walletKeys.all);
  const { t } = useTranslation('wallet');
  const [pageNo, setPageNo] = usePageNo(WALLET_PATHS.wallet);
  const { filters, setFilters, pageSize, setPageSize } = useWalletFilters();
  const query = { feeType: filters.feeType ?? undefined, status: filters.status ?? undefined };
  const list = useTransactionList({ pageNo, pageSize, ...query, ...dateRangeParams(filters.range) });
  const mayExport = useMay()(BusinessPart.wallet, 'export');
  const page = list.data;
  const columns = useStatementColumns(relationLink);
  return (
    <Stack gap="md">
      <WalletBalanceCards />
      <Group gap="sm">
        <Button
          component={Link}
          to={sellerPath(WALLET_PATHS.charge)}
          leftSection={<IconArrowDownLeft size={16} />}
        >
          {t('screens.wallet.recharge')}
        </Button>
        <Button
          component={Link}
          to={sellerPath(WALLET_PATHS.withdrawal)}
          variant="light"
          leftSection={<IconArrowUpRight size={16} />}
        >
          {t('screens.wallet.withdraw')}
        </Button>
        {mayExport && (
          <ExportButton
            path="/wallet/transaction/export"
            query={query}
            range={filters.range}
            centerPath="/business/DownLoad"
          />
        )}
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
          <ResponsiveTable
            testId="wallet-transactions"
            tableProps={{ striped: true }}
            columns={columns}
            rows={page?.rows ?? []}
            rowKey={(entry) => entry.id}
            rowProps={(entry) => ({ 'data-entry': entry.id, 'data-testid': 'wallet-entry' })}
            state={page?.rows.length === 0 ? t('screens.wallet.empty') : undefined}
          />
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

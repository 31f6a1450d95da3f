import { Group, Pagination, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FinancePage } from '../../../../domain/kernel/permissions';
import { formatCents } from '../../../../domain/wallet/wallet';
import { ExportButton } from '../../../components/ExportButton';
import { SellerPicker } from '../../../components/SellerPicker';
import { useMay } from '../../../stores/permissions';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import { useMerchantStatementColumns } from '../components/ledger-entry-columns';
import { useMerchantFlow } from '../api/finance';
import { LAST_30_DAYS, periodParams } from './period';
import { PeriodInput } from './PeriodInput';

const PAGE_SIZE = 20;

/**
 * Finance/MerchantFlow: one seller's entries of a period, with the opening and closing balance; the
 * statement downloads as a spreadsheet through the download center.
 */
export function MerchantFlowScreen() {
  const { t } = useTranslation('wallet');
  const [sellerId, setSellerId] = useState<number | null>(null);
  const [range, setRange] = useState<DatesRangeValue<string>>(LAST_30_DAYS);
  const [pageNo, setPageNo] = useState(1);
  const period = periodParams(range);
  const params = sellerId !== null && period ? { sellerId, ...period, pageNo, pageSize: PAGE_SIZE } : null;
  const mayExport = useMay()(FinancePage.merchantFlow, 'export');
  const flow = useMerchantFlow(params);
  const columns = useMerchantStatementColumns(
    (e) => `${t(`ledger.relations.${e.relation.type}`)} ${e.relation.ref}`,
  );
  const state = !params
    ? t('financeScreens.merchantFlow.choose')
    : flow.isError
      ? t('financeScreens.merchantFlow.failed')
      : !flow.data
        ? t('financeScreens.merchantFlow.loading')
        : flow.data.data.length === 0
          ? t('financeScreens.merchantFlow.empty')
          : undefined;
  return (
    <Stack gap="md">
      <Title order={2}>{t('financeScreens.merchantFlow.title')}</Title>
      <Group align="end" wrap="wrap">
        <SellerPicker
          w={280}
          label={t('financeScreens.field.seller')}
          placeholder={t('financeScreens.field.sellerPlaceholder')}
          value={sellerId}
          onChange={(id) => {
            setSellerId(id);
            setPageNo(1);
          }}
        />
        <PeriodInput
          value={range}
          onChange={(value) => {
            setRange(value);
            setPageNo(1);
          }}
        />
        {mayExport && params && (
          <ExportButton
            path="/finance/merchant_flow/export"
            query={{ sellerId: params.sellerId }}
            range={range}
            centerPath="/admin/DownLoad"
            label={t('financeScreens.merchantFlow.download')}
          />
        )}
      </Group>
      {flow.data && params && (
        <Paper withBorder p="md" radius="md" data-testid="merchant-flow-balances">
          <SimpleGrid cols={2}>
            <Text>
              {t('financeScreens.merchantFlow.opening')}: {formatCents(flow.data.openingAvailableCents)} (
              {t('financeScreens.balance.held')} {formatCents(flow.data.openingHeldCents)})
            </Text>
            <Text>
              {t('financeScreens.merchantFlow.closing')}: {formatCents(flow.data.closingAvailableCents)} (
              {t('financeScreens.balance.held')} {formatCents(flow.data.closingHeldCents)})
            </Text>
          </SimpleGrid>
        </Paper>
      )}
      <ResponsiveTable
        testId="merchant-flow"
        columns={columns}
        rows={params ? (flow.data?.data ?? []) : []}
        rowKey={(e) => e.id}
        rowProps={(e) => ({ 'data-entry': e.id, 'data-testid': 'merchant-flow-row' })}
        state={state}
      />
      {flow.data && params && flow.data.totalPage > 1 && (
        <Pagination
          total={flow.data.totalPage}
          value={pageNo}
          onChange={setPageNo}
          getControlProps={(control) => ({ 'aria-label': t(`financeScreens.merchantFlow.page.${control}`) })}
        />
      )}
    </Stack>
  );
}

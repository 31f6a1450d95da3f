import { Alert, Checkbox, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKETPLACE_LABEL } from '../../../../domain/listing/marketplaces';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { SALE_STATUS_LABEL, SALE_STATUSES } from '../../../../domain/listing/sales';
import type { SaleStatus } from '../../../../domain/listing/sales';
import { DEFAULT_PAGE_SIZE } from '../../../api/paging';
import { countSetFilters, FilterPanel, filterWidth } from '../../../components/responsive-list/FilterPanel';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { usePageNo } from '../../../components/use-page-no';
import {
  FilterForm,
  KeywordFilterField,
  MarketplaceFilterField,
  SellerFilterField,
} from '../listing-filter-fields';
import { useSaleColumns } from './sale-columns';
import type { SaleColumnsOptions } from './sale-columns';
import { useSaleActionModal } from './SaleActionModal';
import { useSalePage } from './sales-api';

type Filters = {
  status: SaleStatus | null;
  marketplace: MarketplaceCode | null;
  keyword: string;
  exceptions: boolean;
  seller: string;
};
const NO_FILTERS: Filters = { status: null, marketplace: null, keyword: '', exceptions: false, seller: '' };

/**
 * The Sales Orders screen that the seller's and the admin's both are: the title and `intro`, the
 * filters (the admin's also by seller), the table with each sale's actions (asked first), the pager.
 */
export function SalesPanel({
  intro,
  basePath,
  columns: options,
  mayAct,
}: {
  intro: string;
  basePath: string;
  columns: SaleColumnsOptions;
  mayAct: boolean;
}) {
  const { t } = useTranslation('listing');
  const [pageNo, setPageNo] = usePageNo(basePath);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const list = useSalePage({
    pageNo,
    pageSize,
    status: filters.status ?? undefined,
    marketplace: filters.marketplace ?? undefined,
    keyword: filters.keyword.trim() || undefined,
    exceptions: filters.exceptions || undefined,
    seller: (options.withSeller && filters.seller.trim()) || undefined,
  });
  const action = useSaleActionModal();
  const columns = useSaleColumns(mayAct ? action.ask : undefined, options);
  const page = list.data;
  return (
    <Stack gap="md">
      <Title order={3}>{t('sales.title')}</Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <FilterPanel active={countSetFilters({ ...filters, exceptions: filters.exceptions || null })}>
            <SaleFilters
              withSeller={options.withSeller}
              onSearch={(next) => {
                setFilters(next);
                setPageNo(1);
              }}
            />
          </FilterPanel>
          {list.isError && (
            <Alert color="red" role="alert" title={t('sales.loadFailed')}>
              {list.error.message}
            </Alert>
          )}
          <ResponsiveTable
            testId="sales"
            columns={columns}
            rows={page?.rows ?? []}
            rowKey={(s) => s.id}
            rowName={(s) => `${s.orderNo} ${t(MARKETPLACE_LABEL[s.marketplace])}`}
            rowProps={(s) => ({ 'data-testid': 'sale-row', 'data-sale': s.id })}
            state={
              list.isPending ? t('sales.loading') : page?.rows.length === 0 ? t('sales.empty') : undefined
            }
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
        {action.modal}
      </Paper>
    </Stack>
  );
}

/** The fields being filled in; Search applies them. */
function SaleFilters({ withSeller, onSearch }: { withSeller: boolean; onSearch: (f: Filters) => void }) {
  const { t } = useTranslation('listing');
  return (
    <FilterForm empty={NO_FILTERS} onSearch={onSearch}>
      {(draft, change) => (
        <>
          {withSeller && <SellerFilterField value={draft.seller} onChange={(seller) => change({ seller })} />}
          <Select
            label={t('sales.status')}
            w={filterWidth(200)}
            clearable
            data={SALE_STATUSES.map((s) => ({ value: s, label: t(SALE_STATUS_LABEL[s]) }))}
            value={draft.status}
            onChange={(v) => change({ status: v as SaleStatus | null })}
          />
          <MarketplaceFilterField
            value={draft.marketplace}
            onChange={(marketplace) => change({ marketplace })}
          />
          <KeywordFilterField
            label={t('sales.keyword')}
            value={draft.keyword}
            onChange={(keyword) => change({ keyword })}
          />
          <Checkbox
            label={t('sales.exceptionsOnly')}
            checked={draft.exceptions}
            onChange={(e) => change({ exceptions: e.currentTarget.checked })}
            mb={8}
          />
        </>
      )}
    </FilterForm>
  );
}

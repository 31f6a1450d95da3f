import { Alert, Paper, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTING_STATE_LABEL, LISTING_STATES } from '../../../../domain/listing/listings';
import type { ListingState } from '../../../../domain/listing/listings';
import { MARKETPLACE_LABEL } from '../../../../domain/listing/marketplaces';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
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
import { useListingColumns } from './listing-columns';
import type { ListingColumnsOptions } from './listing-columns';
import { useListingPage } from './listings-api';
import type { ListingRow } from './listings-api';

type Filters = {
  state: ListingState | null;
  marketplace: MarketplaceCode | null;
  keyword: string;
  seller: string;
};
const NO_FILTERS: Filters = { state: null, marketplace: null, keyword: '', seller: '' };

/**
 * The page of listings that the seller's and the admin's `cross-listing/:pageNo?` both show: the
 * filters (the admin's also by seller), the table, the pager. `onDelist` is absent where the user may
 * not delist; `problem` is a refusal the screen shows above the table.
 */
export function ListingsPanel({
  basePath,
  columns: options,
  onDelist,
  delisting,
  problem,
  onDismissProblem,
  loadingText,
  loadFailedText,
}: {
  basePath: string;
  columns: ListingColumnsOptions;
  onDelist: ((listing: ListingRow) => void) | undefined;
  delisting: number | null;
  problem?: string | null;
  onDismissProblem?: () => void;
  loadingText: string;
  loadFailedText: string;
}) {
  const { t } = useTranslation('listing');
  const [pageNo, setPageNo] = usePageNo(basePath);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const list = useListingPage({
    pageNo,
    pageSize,
    state: filters.state ?? undefined,
    marketplace: filters.marketplace ?? undefined,
    keyword: filters.keyword.trim() || undefined,
    seller: (options.withSeller && filters.seller.trim()) || undefined,
  });
  const columns = useListingColumns(onDelist, delisting, options);
  const page = list.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <FilterPanel active={countSetFilters(filters)}>
          <ListingFilters
            withSeller={options.withSeller}
            onSearch={(next) => {
              setFilters(next);
              setPageNo(1);
            }}
          />
        </FilterPanel>
        {problem && (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            onClose={onDismissProblem}
            closeButtonLabel={t('connections.dismiss')}
          >
            {problem}
          </Alert>
        )}
        {list.isError && (
          <Alert color="red" role="alert" title={loadFailedText}>
            {list.error.message}
          </Alert>
        )}
        <ResponsiveTable
          testId="listings"
          columns={columns}
          rows={page?.rows ?? []}
          rowKey={(l) => l.id}
          rowName={(l) => `${l.oneId} ${t(MARKETPLACE_LABEL[l.marketplace])}`}
          rowProps={(l) => ({ 'data-testid': 'listing-row', 'data-listing': l.id })}
          state={list.isPending ? loadingText : page?.rows.length === 0 ? t('list.empty') : undefined}
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
  );
}

/** The fields being filled in; Search applies them. */
function ListingFilters({ withSeller, onSearch }: { withSeller: boolean; onSearch: (f: Filters) => void }) {
  const { t } = useTranslation('listing');
  return (
    <FilterForm empty={NO_FILTERS} onSearch={onSearch}>
      {(draft, change) => (
        <>
          {withSeller && <SellerFilterField value={draft.seller} onChange={(seller) => change({ seller })} />}
          <Select
            label={t('list.state')}
            w={filterWidth(200)}
            clearable
            data={LISTING_STATES.map((s) => ({ value: s, label: t(LISTING_STATE_LABEL[s]) }))}
            value={draft.state}
            onChange={(v) => change({ state: v as ListingState | null })}
          />
          <MarketplaceFilterField
            value={draft.marketplace}
            onChange={(marketplace) => change({ marketplace })}
          />
          <KeywordFilterField
            label={t('list.keyword')}
            placeholder={t('list.keywordPlaceholder')}
            value={draft.keyword}
            onChange={(keyword) => change({ keyword })}
          />
        </>
      )}
    </FilterForm>
  );
}

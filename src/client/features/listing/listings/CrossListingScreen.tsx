import { Alert, Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch, IconTag } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NamedPermission } from '../../../../domain/kernel/permissions';
import type { ListingView } from '../../../../domain/listing/listing-requests';
import { LISTING_STATE_LABEL, LISTING_STATES } from '../../../../domain/listing/listings';
import type { ListingState } from '../../../../domain/listing/listings';
import { MARKETPLACE_LABEL, MARKETPLACES } from '../../../../domain/listing/marketplaces';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { DEFAULT_PAGE_SIZE } from '../../../api/paging';
import { newRequestKey } from '../../../api/request-key';
import { confirmAction } from '../../../components/confirm-action';
import { countSetFilters, FilterPanel, filterWidth } from '../../../components/responsive-list/FilterPanel';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { usePageNo } from '../../../components/use-page-no';
import { useMay } from '../../../stores/permissions';
import { CROSS_LISTING_PATH, useListingColumns } from './listing-columns';
import { useDelistListing, useListingPage } from './listings-api';

export const NEW_LISTING_PATH = '/business/in-warehouse/inventory/newlisting';

type Filters = { state: ListingState | null; marketplace: MarketplaceCode | null; keyword: string };
const NO_FILTERS: Filters = { state: null, marketplace: null, keyword: '' };

/**
 * Seller portal `cross-listing/:pageNo?` (issue 25 point 2): the seller's listings on every
 * marketplace by state, marketplace and ONE ID, SKU or name; Delist asks first; "List an item"
 * opens newlisting for a ONE ID.
 */
export function CrossListingScreen() {
  const { t } = useTranslation('listing');
  const navigate = useNavigate();
  const may = useMay();
  const [pageNo, setPageNo] = usePageNo(CROSS_LISTING_PATH);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [oneId, setOneId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const list = useListingPage({
    pageNo,
    pageSize,
    state: filters.state ?? undefined,
    marketplace: filters.marketplace ?? undefined,
    keyword: filters.keyword.trim() || undefined,
  });
  const delist = useDelistListing();
  // One key per listing until its delisting is answered: a resend after a lost answer is the same request.
  const delistKeys = useRef(new Map<number, string>());

  const onDelist = useCallback(
    async (l: ListingView) => {
      const marketplace = t(MARKETPLACE_LABEL[l.marketplace]);
      const ok = await confirmAction('delist', {
        title: t('delist.title'),
        message: t('delist.text', { oneId: l.oneId, name: l.name || l.sku, size: l.size, marketplace }),
        confirmLabel: t('delist.button'),
      });
      if (!ok) return;
      setProblem(null);
      const requestKey = delistKeys.current.get(l.id) ?? newRequestKey();
      delistKeys.current.set(l.id, requestKey);
      try {
        const message = await delist.mutateAsync({ id: l.id, requestKey });
        delistKeys.current.delete(l.id);
        notifications.show({ color: 'green', message: message || t('delisted') });
      } catch (error) {
        const message = (error as Error).message;
        setProblem(message);
        notifications.show({ color: 'red', message });
      }
    },
    [t, delist],
  );
  const columns = useListingColumns(
    may(NamedPermission.business, 'edit') ? (l) => void onDelist(l) : undefined,
    delist.isPending ? (delist.variables?.id ?? null) : null,
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPageNo(1);
  };
  const listItem = (event: FormEvent) => {
    event.preventDefault();
    const id = oneId.trim();
    if (id) navigate(`${NEW_LISTING_PATH}?oneId=${encodeURIComponent(id)}`);
  };
  const page = list.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={3}>{t('list.title')}</Title>
        {may(NamedPermission.business, 'add') && (
          <form onSubmit={listItem}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('list.listItem')}
                placeholder={t('list.oneIdPlaceholder')}
                value={oneId}
                onChange={(e) => setOneId(e.currentTarget.value)}
                w={180}
              />
              <Button type="submit" leftSection={<IconTag size={16} />} disabled={!oneId.trim()}>
                {t('list.listButton')}
              </Button>
            </Group>
          </form>
        )}
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <FilterPanel active={countSetFilters(filters)}>
            <form onSubmit={search}>
              <Group gap="sm" align="flex-end" wrap="wrap">
                <Select
                  label={t('list.state')}
                  w={filterWidth(200)}
                  clearable
                  data={LISTING_STATES.map((s) => ({ value: s, label: t(LISTING_STATE_LABEL[s]) }))}
                  value={draft.state}
                  onChange={(v) => setDraft((d) => ({ ...d, state: v as ListingState | null }))}
                />
                <Select
                  label={t('list.marketplace')}
                  w={filterWidth(180)}
                  clearable
                  data={MARKETPLACES.map((m) => ({ value: m, label: t(MARKETPLACE_LABEL[m]) }))}
                  value={draft.marketplace}
                  onChange={(v) => setDraft((d) => ({ ...d, marketplace: v as MarketplaceCode | null }))}
                />
                <TextInput
                  label={t('list.keyword')}
                  placeholder={t('list.keywordPlaceholder')}
                  w={filterWidth(240)}
                  value={draft.keyword}
                  onChange={(e) => {
                    const keyword = e.currentTarget.value;
                    setDraft((d) => ({ ...d, keyword }));
                  }}
                />
                <Button type="submit" leftSection={<IconSearch size={16} />}>
                  {t('common:actions.search')}
                </Button>
              </Group>
            </form>
          </FilterPanel>
          {problem && (
            <Alert
              color="red"
              role="alert"
              withCloseButton
              onClose={() => setProblem(null)}
              closeButtonLabel={t('connections.dismiss')}
            >
              {problem}
            </Alert>
          )}
          {list.isError && (
            <Alert color="red" role="alert" title={t('list.loadFailed')}>
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
            state={list.isPending ? t('list.loading') : page?.rows.length === 0 ? t('list.empty') : undefined}
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

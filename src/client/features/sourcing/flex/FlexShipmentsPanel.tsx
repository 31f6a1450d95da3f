import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FLEX_CANCELLED, FLEX_OUTCOME_LABEL, FLEX_STATES } from '../../../../domain/sourcing/flex';
import type { FlexOutcome } from '../../../../domain/sourcing/flex';
import type { FlexShipmentRow } from '../../../../domain/sourcing/flex-shipments';
import { formatCents } from '../../../../domain/wallet/wallet';
import { DEFAULT_PAGE_SIZE } from '../../../api/paging';
import { formatDisplayTime } from '../../../api/response';
import { countSetFilters, FilterPanel, filterWidth } from '../../../components/responsive-list/FilterPanel';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { usePageNo } from '../../../components/use-page-no';
import { flexDetailPath } from '../../../routing/flex-paths';
import { useFlexShipments } from './flex-api';
import { FlexStateBadge } from './FlexStateBadge';

type Filters = { state: FlexOutcome | null; keyword: string; seller: string };
const NO_FILTERS: Filters = { state: null, keyword: '', seller: '' };
const OUTCOMES: FlexOutcome[] = [...FLEX_STATES, FLEX_CANCELLED];

/**
 * The page of flex shipments that the seller's stockx-flex/list and the admin's Audit/StockXFlex both
 * show: the filters (state, number or ONE ID, and the admin's seller), the table, the pager.
 */
export function FlexShipmentsPanel({ portal, basePath }: { portal: 'business' | 'admin'; basePath: string }) {
  const { t } = useTranslation('sourcing-flex');
  const admin = portal === 'admin';
  const [pageNo, setPageNo] = usePageNo(basePath);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const list = useFlexShipments({
    pageNo,
    pageSize,
    state: filters.state ?? undefined,
    keyword: filters.keyword.trim() || undefined,
    seller: (admin && filters.seller.trim()) || undefined,
  });
  const columns = useMemo((): ResponsiveColumn<FlexShipmentRow>[] => {
    const seller: ResponsiveColumn<FlexShipmentRow>[] = admin
      ? [
          {
            id: 'seller',
            header: t('list.seller'),
            priority: 'high',
            cell: (s) => (
              <>
                <Text size="sm">{s.shopInfo.realname}</Text>
                <Text size="xs" c="dimmed">
                  {s.shopInfo.uid}
                </Text>
              </>
            ),
          },
        ]
      : [];
    return [
      {
        id: 'oddNo',
        header: t('list.oddNo'),
        priority: 'key',
        cell: (s) => (
          <Anchor
            component={Link}
            to={flexDetailPath(portal, s.oddNo)}
            size="sm"
            aria-label={t('list.open', { oddNo: s.oddNo })}
          >
            {s.oddNo}
          </Anchor>
        ),
      },
      ...seller,
      {
        id: 'state',
        header: t('list.state'),
        priority: 'key',
        cell: (s) => <FlexStateBadge state={s.state} />,
      },
      { id: 'warehouse', header: t('list.warehouse'), priority: 'high', cell: (s) => s.wareName },
      { id: 'pairs', header: t('list.pairs'), priority: 'key', align: 'right', cell: (s) => s.pairs },
      {
        id: 'asks',
        header: t('list.asks'),
        priority: 'high',
        align: 'right',
        cell: (s) => formatCents(s.askCents),
      },
      { id: 'tracking', header: t('list.tracking'), priority: 'low', cell: (s) => s.trackingNumber ?? '-' },
      {
        id: 'created',
        header: t('list.created'),
        priority: 'low',
        cell: (s) => String(formatDisplayTime(s.gmtCreate)),
      },
    ];
  }, [t, admin, portal]);
  const page = list.data;
  const filtered = countSetFilters(filters) > 0;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <FilterPanel active={countSetFilters(filters)}>
          <ShipmentFilters
            admin={admin}
            onSearch={(next) => {
              setFilters(next);
              setPageNo(1);
            }}
          />
        </FilterPanel>
        {list.isError && (
          <Alert color="red" role="alert">
            {list.error.message}
          </Alert>
        )}
        <ResponsiveTable
          testId="flex-shipments"
          columns={columns}
          rows={page?.rows ?? []}
          rowKey={(s) => s.id}
          rowName={(s) => s.oddNo}
          rowProps={(s) => ({ 'data-testid': 'flex-row', 'data-odd-no': s.oddNo })}
          state={
            list.isPending
              ? t('list.loading')
              : page?.rows.length === 0
                ? t(filtered ? 'list.emptyFiltered' : 'list.empty')
                : undefined
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
    </Paper>
  );
}

/** The fields being filled in; Search applies them. */
function ShipmentFilters({ admin, onSearch }: { admin: boolean; onSearch: (f: Filters) => void }) {
  const { t } = useTranslation(['sourcing-flex', 'common']);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const change = (patch: Partial<Filters>) => setDraft((d) => ({ ...d, ...patch }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form onSubmit={search}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {admin && (
          <TextInput
            label={t('list.sellerFilter')}
            w={filterWidth(240)}
            value={draft.seller}
            onChange={(e) => change({ seller: e.currentTarget.value })}
          />
        )}
        <Select
          label={t('list.stateFilter')}
          placeholder={t('list.allStates')}
          w={filterWidth(200)}
          clearable
          data={OUTCOMES.map((s) => ({ value: s, label: t(FLEX_OUTCOME_LABEL[s]) }))}
          value={draft.state}
          onChange={(v) => change({ state: v as FlexOutcome | null })}
        />
        <TextInput
          label={t('list.keyword')}
          w={filterWidth(240)}
          value={draft.keyword}
          onChange={(e) => change({ keyword: e.currentTarget.value })}
        />
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          {t('common:actions.search')}
        </Button>
      </Group>
    </form>
  );
}

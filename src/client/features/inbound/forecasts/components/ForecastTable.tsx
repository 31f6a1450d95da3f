import { Anchor, Box, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../../api/paging';
import type { ForecastRow } from '../api/forecast-list';
import { ForecastStatusBadge } from '../../../../components/ForecastStatusBadge';
import { ResponsiveTable } from '../../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../../components/responsive-list/ResponsiveTable';

/** Badges and counts stay on one line; a narrow screen scrolls the table sideways instead. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Reservations as rows: tracking numbers, warehouse, status, item counts and dates; a row opens its detail. */
type Props = {
  page: Page<ForecastRow> | undefined;
  loading: boolean;
  /** The admin list names each row's seller. */
  showSeller?: boolean;
  onOpen: (row: ForecastRow) => void;
  onPage: (pageNo: number) => void;
};

export function ForecastTable({ page, loading, showSeller = false, onOpen, onPage }: Props) {
  const { t } = useTranslation('inbound');
  const rows = page?.rows ?? [];
  const columns: ResponsiveColumn<ForecastRow>[] = [
    {
      id: 'forecastNo',
      header: t('fields.forecastNo'),
      priority: 'key',
      cell: (row) => (
        <Anchor
          component="button"
          type="button"
          fz="sm"
          onClick={(event) => {
            // The row opens the detail too; once is enough.
            event.stopPropagation();
            onOpen(row);
          }}
          aria-label={t('list.open', { id: row.id })}
        >
          #{row.id}
        </Anchor>
      ),
    },
    ...(showSeller
      ? [
          {
            id: 'seller',
            header: t('fields.seller'),
            priority: 'high',
            cellProps: { fz: 'sm' },
            cell: (row) => (
              <>
                <Text size="sm">{row.shopInfo.realname}</Text>
                <Text size="xs" c="dimmed">
                  {row.shopInfo.uid}
                </Text>
              </>
            ),
          } satisfies ResponsiveColumn<ForecastRow>,
        ]
      : []),
    {
      id: 'trackingNumbers',
      header: t('fields.trackingNumbers'),
      priority: 'key',
      cellProps: { fz: 'xs', ff: 'monospace' },
      cell: (row) => (
        <Box ff="monospace" fz="xs">
          {row.logNos.map((p) => (
            <div key={p.id}>{p.logNo}</div>
          ))}
        </Box>
      ),
    },
    {
      id: 'warehouse',
      header: t('fields.warehouse'),
      priority: 'low',
      cellProps: { fz: 'sm' },
      cell: (row) => row.wareName,
    },
    {
      id: 'status',
      header: t('fields.status'),
      priority: 'key',
      cellProps: { style: NO_WRAP },
      cell: (row) => <ForecastStatusBadge status={row.status} />,
    },
    {
      id: 'items',
      header: t('fields.items'),
      priority: 'high',
      align: 'right',
      cellProps: { fz: 'sm', style: NO_WRAP },
      cell: (row) => t('list.itemCounts', { count: row.itemCount, inspected: row.inspectedCount }),
    },
    {
      id: 'created',
      header: t('fields.created'),
      priority: 'low',
      cellProps: { fz: 'sm' },
      cell: (row) => row.gmtCreate,
    },
  ];
  return (
    <Stack gap="sm">
      <ResponsiveTable
        testId="forecast-table"
        minWidth={showSeller ? 860 : 720}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowName={(row) => `#${row.id}`}
        rowProps={(row) => ({
          'data-testid': 'forecast-row',
          'data-forecast-id': row.id,
          style: { cursor: 'pointer' },
          onClick: () => onOpen(row),
        })}
        tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
        state={
          loading && rows.length === 0 ? (
            <Center p="lg">
              <Loader size="sm" />
            </Center>
          ) : !loading && rows.length === 0 ? (
            <Text c="dimmed" ta="center" p="lg" data-testid="forecast-empty">
              {t('list.empty')}
            </Text>
          ) : null
        }
      />
      {page && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="forecast-total">
            {t('list.total', { count: page.totalCount })}
          </Text>
          {page.totalPage > 1 && (
            <Pagination
              size="sm"
              total={page.totalPage}
              value={page.pageNo}
              onChange={onPage}
              withEdges={false}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}

import { Anchor, Box, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dateRangeParams } from '../../../api/date-range';
import type { Page } from '../../../api/paging';
import type { BatchParams, DayBatch } from '../api/day-batches';
import { DayRangeInput } from '../../../components/DayRangeInput';
import { WarehouseFilter } from './WarehouseFilter';

export const STOCK_DETAIL_PATH = '/admin/Stock/detail';

/** Each kind's words (stockViews keys): the date range is over the time parcels came in or items left. */
const TEXTS = {
  in: {
    title: 'inBatch.title',
    description: 'inBatch.description',
    dates: 'inBatch.received',
    empty: 'inBatch.empty',
  },
  out: {
    title: 'outBatch.title',
    description: 'outBatch.description',
    dates: 'filters.outRange',
    empty: 'outBatch.empty',
  },
} as const;

type Props<R extends DayBatch> = {
  /** Inbound or outbound; a batch's detail is STOCK_DETAIL_PATH/<kind>/<wareId>/<day>. */
  kind: keyof typeof TEXTS;
  /** A batch's numbers (a stockViews key and the value), after its day and warehouse. */
  counts: { label: string; value: (row: R) => number }[];
  useList: (params: BatchParams) => UseQueryResult<Page<R>>;
};

/** Batches per day and warehouse (Stock/InBatch, Stock/OutBatch), newest day first; a day opens its items. */
export function DayBatchList<R extends DayBatch>({ kind, counts, useList }: Props<R>) {
  const { t } = useTranslation('inventory');
  const text = TEXTS[kind];
  const [wareId, setWareId] = useState<number | null>(null);
  const [range, setRange] = useState<DatesRangeValue<string>>([null, null]);
  const [pageNo, setPageNo] = useState(1);
  const list = useList({
    ...(wareId === null ? {} : { wareId }),
    ...dateRangeParams(range, 'beginDate', 'endDate'),
    pageNo,
    pageSize: 20,
  });
  const rows = list.data?.rows ?? [];
  return (
    <Stack gap="sm">
      <Box>
        <Title order={3}>{t(text.title)}</Title>
        <Text size="sm" c="dimmed">
          {t(text.description)}
        </Text>
      </Box>
      <Group gap="xs" align="flex-end">
        <WarehouseFilter
          value={wareId}
          onChange={(id) => {
            setWareId(id);
            setPageNo(1);
          }}
        />
        <DayRangeInput
          w={230}
          size="xs"
          label={t(text.dates)}
          placeholder={t('filters.dateRange')}
          value={range}
          onChange={(r) => {
            setRange(r);
            setPageNo(1);
          }}
        />
      </Group>
      <Table striped fz="sm" data-testid={`${kind}-batch-table`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('batches.day')}</Table.Th>
            <Table.Th>{t('table.warehouse')}</Table.Th>
            {counts.map((c) => (
              <Table.Th key={c.label} ta="right">
                {t(c.label)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={2 + counts.length}>
                <Text c="dimmed" ta="center" py="md">
                  {list.isFetching ? t('table.loading') : t(text.empty)}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((r) => (
            <Table.Tr key={`${r.day}-${r.wareId}`}>
              <Table.Td>
                <Anchor component={Link} to={`${STOCK_DETAIL_PATH}/${kind}/${r.wareId}/${r.day}`} size="sm">
                  {r.day}
                </Anchor>
              </Table.Td>
              <Table.Td>{r.wareName}</Table.Td>
              {counts.map((c) => (
                <Table.Td key={c.label} ta="right">
                  {c.value(r)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('batches.total', { count: list.data?.totalCount ?? 0 })}
        </Text>
        <Pagination
          size="sm"
          total={Math.max(list.data?.totalPage ?? 1, 1)}
          value={pageNo}
          onChange={setPageNo}
        />
      </Group>
    </Stack>
  );
}

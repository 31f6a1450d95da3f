import '@mantine/dates/styles.css';
import { Anchor, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { DatesRangeValue } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dateRangeParams } from '../../api/date-range';
import { useInBatchList } from './api/in-batch-list';
import { WarehouseFilter } from './components/WarehouseFilter';

export const STOCK_DETAIL_PATH = '/admin/Stock/detail';

/** /admin/Stock/InBatch: parcels received per day and warehouse; a row opens that batch's items. */
export function InBatchScreen() {
  const { t } = useTranslation('stockViews');
  const [wareId, setWareId] = useState<number | null>(null);
  const [range, setRange] = useState<DatesRangeValue<string>>([null, null]);
  const [pageNo, setPageNo] = useState(1);
  const list = useInBatchList({ ...(wareId === null ? {} : { wareId }), ...dateRangeParams(range, 'beginDate', 'endDate'), pageNo, pageSize: 20 });
  const rows = list.data?.rows ?? [];
  return (
    <Stack gap="sm">
      <Title order={3}>{t('inBatch.title')}</Title>
      <Group gap="xs" align="flex-end">
        <WarehouseFilter
          value={wareId}
          onChange={(id) => {
            setWareId(id);
            setPageNo(1);
          }}
        />
        <DatePickerInput
          type="range"
          w={230}
          size="xs"
          label={t('inBatch.received')}
          placeholder={t('filters.dateRange')}
          clearable
          allowSingleDateInRange
          valueFormat="YYYY-MM-DD"
          value={range}
          onChange={(r) => {
            setRange(r);
            setPageNo(1);
          }}
        />
      </Group>
      <Table striped fz="sm" data-testid="in-batch-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inBatch.day')}</Table.Th>
            <Table.Th>{t('table.warehouse')}</Table.Th>
            <Table.Th ta="right">{t('inBatch.parcels')}</Table.Th>
            <Table.Th ta="right">{t('inBatch.items')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="dimmed" ta="center" py="md">
                  {list.isFetching ? t('table.loading') : t('inBatch.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((r) => (
            <Table.Tr key={`${r.day}-${r.wareId}`}>
              <Table.Td>
                <Anchor component={Link} to={`${STOCK_DETAIL_PATH}/in/${r.wareId}/${r.day}`} size="sm">
                  {r.day}
                </Anchor>
              </Table.Td>
              <Table.Td>{r.wareName}</Table.Td>
              <Table.Td ta="right">{r.parcels}</Table.Td>
              <Table.Td ta="right">{r.items}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('table.total', { count: list.data?.totalCount ?? 0 })}
        </Text>
        <Pagination size="sm" total={Math.max(list.data?.totalPage ?? 1, 1)} value={pageNo} onChange={setPageNo} />
      </Group>
    </Stack>
  );
}

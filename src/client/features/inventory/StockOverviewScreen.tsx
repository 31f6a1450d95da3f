import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVENTORY_STATUS_LABEL, INVENTORY_STATUSES } from '../../../domain/kernel/product-rules';
import { useStockOverview } from './api/stock-overview';
import { BarChart } from './components/BarChart';
import { WarehouseFilter } from './components/WarehouseFilter';

/**
 * /admin/Warehouse/Overview: stock by warehouse, by status and by age, as charts and a table.
 * Every status has its bar, at 0 when the server counted none, and an empty chart says so.
 */
export function StockOverviewScreen() {
  const { t } = useTranslation(['inventory', 'inbound']);
  const [wareId, setWareId] = useState<number | null>(null);
  const overview = useStockOverview(wareId);
  const data = overview.data;
  const countOf = (status: number) => data?.byStatus.find((s) => s.status === status)?.count ?? 0;
  const noItems = t('overview.noItems');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={3}>{t('overview.title')}</Title>
        <WarehouseFilter value={wareId} onChange={setWareId} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder>
          <BarChart
            title={t('overview.byWarehouse')}
            emptyText={noItems}
            bars={(data?.byWarehouse ?? []).map((w) => ({
              key: `ware-${w.wareId}`,
              label: w.wareName,
              value: w.inWarehouse,
            }))}
          />
        </Card>
        <Card withBorder>
          <BarChart
            title={t('overview.byAge')}
            emptyText={noItems}
            color="indigo"
            bars={(data?.byAge ?? []).map((a) => ({
              key: `age-${a.bucket}`,
              label: t(`overview.age.${a.bucket}`),
              value: a.count,
            }))}
          />
        </Card>
        <Card withBorder>
          <BarChart
            title={t('overview.byStatus')}
            color="orange"
            emptyText={noItems}
            bars={INVENTORY_STATUSES.map((status) => ({
              key: `status-${status}`,
              label: t(INVENTORY_STATUS_LABEL[status]),
              value: countOf(status),
            }))}
          />
        </Card>
        <Card withBorder>
          <Text fw={600} size="sm" mb={6}>
            {t('overview.table')}
          </Text>
          <Table fz="sm" data-testid="overview-warehouses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.warehouse')}</Table.Th>
                <Table.Th ta="right">{t('overview.inWarehouse')}</Table.Th>
                <Table.Th ta="right">{t('overview.outOfWarehouse')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(data?.byWarehouse ?? []).map((w) => (
                <Table.Tr key={w.wareId}>
                  <Table.Td>{w.wareName}</Table.Td>
                  <Table.Td ta="right">{w.inWarehouse}</Table.Td>
                  <Table.Td ta="right">{w.outOfWarehouse}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

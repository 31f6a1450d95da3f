import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVENTORY_STATUS_LABEL } from '../../../domain/product-rules';
import type { InventoryStatus } from '../../../domain/product-rules';
import { useStockOverview } from './api/stock-overview';
import { BarChart } from './components/BarChart';
import { WarehouseFilter } from './components/WarehouseFilter';

/** /admin/Warehouse/Overview: stock by warehouse, by status and by age, as charts and a table. */
export function StockOverviewScreen() {
  const { t } = useTranslation(['inventory', 'inbound']);
  const [wareId, setWareId] = useState<number | null>(null);
  const overview = useStockOverview(wareId);
  const data = overview.data;
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
            bars={(data?.byStatus ?? []).map((s) => ({
              key: `status-${s.status}`,
              label: t(INVENTORY_STATUS_LABEL[s.status as InventoryStatus] ?? 'inventory:table.unknown'),
              value: s.count,
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

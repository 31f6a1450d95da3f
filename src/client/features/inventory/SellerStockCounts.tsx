import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { INVENTORY_STATUS_LABEL } from '../../../domain/kernel/product-rules';
import { INVENTORY_TABS } from '../../../domain/inventory/views';
import { sellerPath } from '../../routing/seller-paths';
import { useSellerStockSummary } from './api/seller-stock-summary';
import { tabCount } from './components/StatusTabs';
import { INVENTORY_PATH } from './InventoryScreen';

/** The seller workplace's stock: items per status (each opens its inventory tab) and per warehouse. */
export function SellerStockCounts() {
  const { t } = useTranslation(['inventory', 'inbound']);
  const summary = useSellerStockSummary();
  const counts = summary.data?.byStatus ?? [];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="seller-stock-counts">
      <Card withBorder>
        <Text fw={600} size="sm" mb="xs">
          {t('workplace.byStatus')}
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          {INVENTORY_TABS.filter((tab) => tab.statuses.length > 0).map((tab) => (
            <Anchor
              key={tab.key}
              component={Link}
              to={sellerPath(`${INVENTORY_PATH}/${tab.key}/1`)}
              underline="never"
              data-testid={`status-count-${tab.key}`}
            >
              <Stack gap={0}>
                <Text size="xl" fw={700} c="bright">
                  {tabCount(tab, counts)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(INVENTORY_STATUS_LABEL[tab.statuses[0]])}
                </Text>
              </Stack>
            </Anchor>
          ))}
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Text fw={600} size="sm" mb="xs">
          {t('workplace.byWarehouse')}
        </Text>
        {(summary.data?.byWarehouse ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            {summary.isLoading ? t('table.loading') : t('workplace.noStock')}
          </Text>
        ) : (
          <Stack gap={6}>
            {summary.data?.byWarehouse.map((w) => (
              <Group key={w.wareId} justify="space-between" data-testid="warehouse-count">
                <Text size="sm">{w.wareName}</Text>
                <Text size="sm" fw={600}>
                  {t('workplace.inWarehouse', { count: w.inWarehouse })}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </SimpleGrid>
  );
}

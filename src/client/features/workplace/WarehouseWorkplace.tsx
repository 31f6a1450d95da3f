import { Grid, Group, Stack, Text } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUserMenu } from '../../components/use-user-menu';
import { selectedWareId, useSession } from '../../stores/session';
import { DeviceSyncCard } from './DeviceSyncCard';
import { ScreenLinks } from './ScreenLinks';
import { WarehouseInboundSummary } from './WarehouseInboundSummary';
import { WorkplaceGreeting } from './WorkplaceGreeting';

/**
 * /warehouse/WarehouseWorkplace: the warehouse worker's home, naming the selected warehouse, with
 * today's inbound figures, what waits for each step and this tablet's sync status.
 */
export function WarehouseWorkplace() {
  const { t } = useTranslation('workplace');
  const { menu } = useUserMenu();
  const warehouse = useSession((s) => {
    const id = s.headerWareId ?? selectedWareId();
    return s.headerWareList.find((w) => w.id === id);
  });
  return (
    <Stack gap="lg">
      <WorkplaceGreeting>
        <Group gap="xs" data-testid="workplace-warehouse">
          <IconBuildingWarehouse size={18} />
          <Text size="sm">
            {warehouse ? t('warehouse.selected', { name: warehouse.name }) : t('warehouse.none')}
          </Text>
        </Group>
      </WorkplaceGreeting>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <WarehouseInboundSummary wareId={warehouse?.id ?? selectedWareId()} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <DeviceSyncCard />
        </Grid.Col>
      </Grid>
      <ScreenLinks menu={menu} />
    </Stack>
  );
}

import { Group, Stack, Text } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUserMenu } from '../../components/use-user-menu';
import { selectedWareId, useSession } from '../../stores/session';
import { ScreenLinks } from './ScreenLinks';
import { WorkplaceGreeting } from './WorkplaceGreeting';

/** /warehouse/WarehouseWorkplace: the warehouse worker's home, naming the selected warehouse. */
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
      <ScreenLinks menu={menu} />
    </Stack>
  );
}

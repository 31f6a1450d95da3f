import { Group, NativeSelect, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '../api/page-reload';
import { fetchWarehouseGrants } from '../api/warehouse-permissions';
import { selectedWareId, useSession } from '../stores/session';

/**
 * Switches the selected warehouse (spec section 2 "Warehouse layout"): the wareId cookie, then
 * that warehouse's permissions (GET /sys_ware/getWarePermission, which reads the cookie), then
 * a reload so every screen and cache starts again for the new warehouse. If the permissions
 * cannot be loaded the previous warehouse stays selected.
 */
export async function switchWarehouse(wareId: number, reload: () => void = reloadPage) {
  const session = useSession.getState();
  const previous = session.headerWareId ?? selectedWareId();
  session.selectWarehouse(wareId);
  try {
    const grants = await fetchWarehouseGrants({ host: 'warehouse', notify: false });
    useSession.getState().setWarePermissions(grants);
  } catch (error) {
    if (previous !== null) useSession.getState().selectWarehouse(previous);
    throw error;
  }
  reload();
}

export function WarehouseSelector() {
  const { t } = useTranslation('shell');
  const list = useSession((s) => s.headerWareList);
  const current = useSession((s) => s.headerWareId);
  const [switching, setSwitching] = useState(false);

  if (list.length === 0) {
    return (
      <Group gap={6} wrap="nowrap">
        <IconBuildingWarehouse size={18} />
        <Text size="sm" c="dimmed">
          {t('warehouse.none')}
        </Text>
      </Group>
    );
  }

  const change = (value: string) => {
    const id = Number(value);
    if (!value || id === current) return;
    setSwitching(true);
    switchWarehouse(id).catch(() => {
      setSwitching(false);
      notifications.show({ color: 'red', message: t('warehouse.switchFailed') });
    });
  };

  // The device's own picker (a touch list on tablets); with none chosen yet, the prompt shows first.
  // Its width is its longest name's (a native select sizes to its options), up to a share of the
  // header; a name cut there is whole in the title and in the picker.
  const options = list.map((w) => ({ value: String(w.id), label: w.name }));
  const currentName = list.find((w) => w.id === current)?.name ?? t('warehouse.placeholder');
  return (
    <NativeSelect
      aria-label={t('warehouse.selector')}
      data-testid="warehouse-selector"
      leftSection={<IconBuildingWarehouse size={18} />}
      data={
        current === null
          ? [{ value: '', label: t('warehouse.placeholder'), disabled: true }, ...options]
          : options
      }
      value={current === null ? '' : String(current)}
      onChange={(event) => change(event.currentTarget.value)}
      disabled={switching}
      title={currentName}
      w="auto"
      maw={{ base: '45vw', md: 360 }}
      miw={0}
      styles={{ input: { textOverflow: 'ellipsis' } }}
    />
  );
}

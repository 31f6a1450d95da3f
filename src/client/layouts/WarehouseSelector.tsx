import { Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getJson } from '../api/http';
import { toGrants } from '../app/session-bootstrap';
import { selectedWareId, useSession } from '../stores/session';

/**
 * Switches the selected warehouse (spec section 2 "Warehouse layout"): the wareId cookie, then
 * that warehouse's permissions (GET /sys_ware/getWarePermission, which reads the cookie), then
 * a reload so every screen and cache starts again for the new warehouse. If the permissions
 * cannot be loaded the previous warehouse stays selected.
 */
export async function switchWarehouse(wareId: number, reload: () => void = () => window.location.reload()) {
  const session = useSession.getState();
  const previous = session.headerWareId ?? selectedWareId();
  session.selectWarehouse(wareId);
  try {
    const answer = await getJson<unknown>('/sys_ware/getWarePermission', undefined, {
      host: 'warehouse',
      notify: false,
    });
    useSession.getState().setWarePermissions(toGrants(answer));
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

  const change = (value: string | null) => {
    const id = Number(value);
    if (!value || id === current) return;
    setSwitching(true);
    switchWarehouse(id).catch(() => {
      setSwitching(false);
      notifications.show({ color: 'red', message: t('warehouse.switchFailed') });
    });
  };

  return (
    <Select
      aria-label={t('warehouse.selector')}
      data-testid="warehouse-selector"
      placeholder={t('warehouse.placeholder')}
      leftSection={<IconBuildingWarehouse size={18} />}
      data={list.map((w) => ({ value: String(w.id), label: w.name }))}
      value={current === null ? null : String(current)}
      onChange={change}
      disabled={switching}
      allowDeselect={false}
      checkIconPosition="right"
      w={{ base: 170, md: 220 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

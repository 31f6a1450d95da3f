import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  WAREHOUSE_LEVEL_LABEL,
  WAREHOUSE_STATUS_LABEL,
  WarehouseLevel,
  WarehouseStatus,
} from '../../../../domain/warehouses/rules';

/** Enabled / Disabled, worded by the domain's labels, for warehouses, racks and shelves alike. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const enabled = status === WarehouseStatus.enabled;
  return (
    <Badge variant="light" color={enabled ? 'teal' : 'gray'} miw="max-content">
      {t(WAREHOUSE_STATUS_LABEL[enabled ? WarehouseStatus.enabled : WarehouseStatus.disabled])}
    </Badge>
  );
}

/** Base / Premium (spec section 9). */
export function LevelBadge({ level }: { level: number }) {
  const { t } = useTranslation();
  const premium = level === WarehouseLevel.premium;
  return (
    <Badge variant={premium ? 'filled' : 'outline'} color={premium ? 'grape' : 'blue'} miw="max-content">
      {t(WAREHOUSE_LEVEL_LABEL[premium ? WarehouseLevel.premium : WarehouseLevel.base])}
    </Badge>
  );
}

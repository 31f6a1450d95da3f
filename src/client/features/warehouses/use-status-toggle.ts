import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { WarehouseStatus } from '../../../domain/warehouses/rules';
import { confirmAction } from '../../components/confirm-action';

type Target = { id: number; name: string; status: number };
type SetStatus = (change: { id: number; status: WarehouseStatus }) => Promise<unknown>;

/**
 * Enabling or disabling a warehouse, rack or shelf. Disabling takes things out of use, so it asks
 * first in the confirmation modal; enabling happens at once. The http client shows a refusal.
 */
export function useStatusToggle(kind: 'warehouse' | 'rack' | 'shelf', setStatus: SetStatus) {
  const { t } = useTranslation('warehouses');
  const done = (key: string, name: string) =>
    notifications.show({ color: 'green', message: t(key, { name }) });

  return async (target: Target): Promise<void> => {
    if (target.status === WarehouseStatus.enabled) {
      const confirmed = await confirmAction('disabledAccount', {
        title: t(`${kind}.disableTitle`),
        message: t(`${kind}.disableText`, { name: target.name }),
        onConfirm: () => setStatus({ id: target.id, status: WarehouseStatus.disabled }),
      });
      if (confirmed) done('status.disabledNamed', target.name);
      return;
    }
    try {
      await setStatus({ id: target.id, status: WarehouseStatus.enabled });
      done('status.enabledNamed', target.name);
    } catch {
      // Already reported by the http client's error notification.
    }
  };
}

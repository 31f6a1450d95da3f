import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SELLER_ORDER_KINDS, sellerKindsFor } from '../../../../domain/outbound/outbound';
import { orderDetailPath } from '../../../routing/order-detail-paths';
import { useItemSelection } from '../selection-store';

/**
 * The outbound orders the picked items may go in (ship with label, reship, cash-out, switch user on
 * available pairs): each opens its creation screen with the picked ONE IDs, and the pick is cleared.
 */
export function OutboundActions() {
  const { t } = useTranslation('outbound');
  const navigate = useNavigate();
  const picked = useItemSelection((s) => s.picked.inventory);
  const statusOf = useItemSelection((s) => s.statusOf.inventory);
  const clear = useItemSelection((s) => s.clear);
  const oneIds = Object.keys(picked);
  if (oneIds.length === 0) return null;
  const statuses = oneIds.map((o) => statusOf[o] ?? 1);
  const allowed = sellerKindsFor(statuses);
  const busy = statuses.filter((s) => s !== 1).length;
  return (
    <Group gap="sm" data-testid="outbound-actions">
      <Text size="sm" fw={500}>
        {t('inventoryActions.selected', { count: oneIds.length })}
      </Text>
      {SELLER_ORDER_KINDS.map((kind) => (
        <Button
          key={kind}
          size="xs"
          variant="light"
          disabled={!allowed.includes(kind)}
          data-testid={`outbound-action-${kind}`}
          onClick={() => {
            navigate(orderDetailPath(kind, { oneIds }) ?? '');
            clear('inventory');
          }}
        >
          {t(`kind.${kind}`)}
        </Button>
      ))}
      {busy > 0 && (
        <Text size="sm" c="orange" data-testid="outbound-actions-hint">
          {t('inventoryActions.notAvailable', { count: busy })}
        </Text>
      )}
    </Group>
  );
}

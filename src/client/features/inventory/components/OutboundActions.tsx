import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OrderKind, SELLER_ORDER_KINDS, sellerKindsFor } from '../../../../domain/outbound/outbound';
import { useMerchantFlags } from '../../../components/merchant-flags';
import { orderDetailPath } from '../../../routing/order-detail-paths';
import { useItemSelection } from '../selection-store';

/** The listing area's bulklisting screen (in the same portal), opened with the picked ONE IDs. */
const BULK_LISTING_PATH = '/business/in-warehouse/inventory/bulklisting';

/**
 * The outbound orders the picked items may go in (ship with label, reship, cash-out, switch user on
 * available pairs, and consignment for a seller with the touchPro flag): each opens its creation
 * screen with the picked ONE IDs, and the pick is cleared.
 */
export function OutboundActions() {
  const { t } = useTranslation(['outbound', 'consignment', 'listing']);
  const navigate = useNavigate();
  const picked = useItemSelection((s) => s.picked.inventory);
  const statusOf = useItemSelection((s) => s.statusOf.inventory);
  const clear = useItemSelection((s) => s.clear);
  const oneIds = Object.keys(picked);
  // The server refuses a consignment without the flag (403): the action is offered with it only.
  const flags = useMerchantFlags(oneIds.length > 0);
  const mayConsign = flags?.touchPro === true;
  // Cross-listing (bulklisting) is offered with its flag, as the server refuses it without (403).
  const mayList = flags?.knetCrossListing === true;
  if (oneIds.length === 0) return null;
  const statuses = oneIds.map((o) => statusOf[o] ?? 1);
  const allowed = sellerKindsFor(statuses);
  const busy = statuses.filter((s) => s !== 1).length;
  const open = (kind: number) => {
    navigate(orderDetailPath(kind, { oneIds }) ?? '');
    clear('inventory');
  };
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
          onClick={() => open(kind)}
        >
          {t(`kind.${kind}`)}
        </Button>
      ))}
      {mayConsign && (
        <Button
          size="xs"
          variant="light"
          // Consignment takes available pairs, as every other kind does.
          disabled={allowed.length === 0}
          data-testid={`outbound-action-${OrderKind.consignment}`}
          onClick={() => open(OrderKind.consignment)}
        >
          {t('consignment:inventoryAction')}
        </Button>
      )}
      {mayList && (
        <Button
          size="xs"
          variant="light"
          disabled={allowed.length === 0}
          data-testid="inventory-action-list"
          onClick={() => {
            navigate(`${BULK_LISTING_PATH}?${new URLSearchParams({ oneIds: oneIds.join(',') }).toString()}`);
            clear('inventory');
          }}
        >
          {t('listing:bulk.inventoryAction')}
        </Button>
      )}
      {busy > 0 && (
        <Text size="sm" c="orange" data-testid="outbound-actions-hint">
          {t('inventoryActions.notAvailable', { count: busy })}
        </Text>
      )}
    </Group>
  );
}

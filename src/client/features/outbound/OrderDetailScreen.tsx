import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { OrderKind } from '../../../domain/outbound/outbound';
import { sellerPath } from '../../routing/seller-paths';
import { ConsignForm } from './consignment/ConsignForm';
import { NewOrderForm } from './create/NewOrderForm';
import type { AddressPickerSlot } from './create/NewOrderForm';
import { ExistingOrder } from './ExistingOrder';
import type { SellerScreenKind } from './seller-kinds';

const INVENTORY_PATH = '/business/in-warehouse/inventory/inventory';

type Props = {
  /** The kinds this screen shows (transportdetail: 3 and 4 by dealType); the first when dealType names none. */
  kinds: readonly SellerScreenKind[];
  addressPicker?: AddressPickerSlot;
};

/** The pairs of the query: `oneIds=1,2,3` (what the inventory's actions send). */
function oneIdsOf(query: URLSearchParams): string[] {
  const ids = (query.get('oneIds') ?? '').split(',').map((s) => s.trim());
  return [...new Set(ids.filter(Boolean))];
}

/**
 * in-warehouse/inventory/detail/{transportdetail,cashout,warehousetransfer,occonsignment} (spec
 * section 2): with oddNo, the order (the jump from an order event lands here); with the pairs picked
 * in the inventory (oneIds), the form that asks for a new order of the kind (dealType), or consigns them.
 */
export function OrderDetailScreen({ kinds, addressPicker }: Props) {
  const { t } = useTranslation('outbound');
  const [query] = useSearchParams();
  const dealType = Number(query.get('dealType'));
  const kind = kinds.find((k) => k === dealType) ?? kinds[0];
  const oddNo = query.get('oddNo')?.trim();
  if (oddNo) return <ExistingOrder key={oddNo} kind={kind} oddNo={oddNo} />;
  const oneIds = oneIdsOf(query);
  if (oneIds.length > 0) {
    if (kind === OrderKind.consignment) return <ConsignForm key={oneIds.join()} oneIds={oneIds} />;
    return (
      <NewOrderForm
        key={`${kind}:${oneIds.join()}`}
        kind={kind}
        oneIds={oneIds}
        addressPicker={addressPicker}
      />
    );
  }
  return (
    <Alert color="blue" data-testid="pick-pairs">
      {t('create.pickPairs')}{' '}
      <Anchor component={Link} to={sellerPath(INVENTORY_PATH)}>
        {t('create.toInventory')}
      </Anchor>
    </Alert>
  );
}

export const TransportDetailScreen = ({ addressPicker }: { addressPicker?: AddressPickerSlot }) => (
  <OrderDetailScreen kinds={[OrderKind.shipWithLabel, OrderKind.reship]} addressPicker={addressPicker} />
);
export const CashOutDetailScreen = () => <OrderDetailScreen kinds={[OrderKind.cashOut]} />;
export const WarehouseTransferDetailScreen = () => <OrderDetailScreen kinds={[OrderKind.switchUser]} />;
/** detail/occonsignment: ?oddNo=…&dealType=6&edit=detail (spec section 2; platOrderNo is the admin's). */
export const ConsignmentDetailScreen = () => <OrderDetailScreen kinds={[OrderKind.consignment]} />;

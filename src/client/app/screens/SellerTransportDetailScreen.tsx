import { AddressPicker } from '../../features/labels/address/AddressPicker';
import { TransportDetailScreen } from '../../features/outbound/OrderDetailScreen';
import type { AddressPickerSlot } from '../../features/outbound/create/NewOrderForm';

const pickAddress: AddressPickerSlot = ({ value, onChange, label, error }) => (
  <AddressPicker
    value={value}
    onChange={onChange}
    label={label}
    error={error}
    required
    data-testid="reship-address"
  />
);

/** in-warehouse/inventory/detail/transportdetail: ship with label and reship (outbound), a reship's address from the seller's book (labels). */
export function SellerTransportDetailScreen() {
  return <TransportDetailScreen addressPicker={pickAddress} />;
}

import { BusinessPart } from '../../../../domain/kernel/permissions';
import { useMay } from '../../../stores/permissions';
import { LabelCenterPage } from './LabelCenterPage';

/** The recharge screen, for a purchase the wallet cannot pay (the wallet area's own path). */
const RECHARGE_PATH = '/business/wallet/WalletCharge';

/** label-center: the seller buys labels from their wallet, prints and voids them. */
export function LabelCenterScreen() {
  const may = useMay();
  return (
    <LabelCenterPage
      admin={false}
      mayBuy={may(BusinessPart.labels, 'add')}
      mayVoid={may(BusinessPart.labels, 'edit')}
      rechargePath={RECHARGE_PATH}
    />
  );
}

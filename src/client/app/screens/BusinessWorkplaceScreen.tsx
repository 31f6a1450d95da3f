import { SellerStockCounts } from '../../features/inventory/SellerStockCounts';
import { BusinessWorkplace } from '../../features/workplace/BusinessWorkplace';

/** /business/workplace: the seller's home (workplace) with their stock counts (inventory). */
export function BusinessWorkplaceScreen() {
  return <BusinessWorkplace stock={<SellerStockCounts />} />;
}

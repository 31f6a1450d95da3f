import { CROSS_LISTING_PATH } from './listing-columns';
import { ListingDetailView } from './ListingDetailView';

/**
 * Seller portal `cross-listing/detail?id=` (issue 25 point 2): one of the seller's listings with its
 * prices and price history, and, when the platform took it down, who did, when and why.
 */
export function ListingDetailScreen() {
  return <ListingDetailView backTo={CROSS_LISTING_PATH} />;
}

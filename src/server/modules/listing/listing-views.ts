import type { ListingView } from '../../../domain/listing/listing-requests';
import type { ListingState } from '../../../domain/listing/listings';
import type { MarketplaceCode } from '../../../domain/listing/marketplaces';
import { payoutCents } from '../../../domain/listing/rules';
import type { AppConfig } from '../../config';
import type { ListingRow } from './listing-store';
import { marketplaceModeOf } from './marketplace-connection';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A listing as the screens show it, its payout after the marketplace's fee included. */
export function listingViewOf(config: AppConfig, row: ListingRow): ListingView {
  const marketplace = row.marketplace as MarketplaceCode;
  return {
    id: row.id,
    oneId: row.one_id,
    sku: row.sku,
    size: row.size,
    name: row.name,
    marketplace,
    mode: marketplaceModeOf(config, marketplace),
    state: row.state as ListingState,
    priceCents: row.price_cents,
    originalPriceCents: row.original_price_cents,
    bottomLineCents: row.bottom_line_cents,
    minimumPayoutCents: row.minimum_payout_cents,
    feeBasisPoints: row.fee_bp,
    payoutCents: payoutCents(row.price_cents, row.fee_bp),
    autoPricing: row.auto_pricing,
    externalId: row.external_id,
    message: row.message,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

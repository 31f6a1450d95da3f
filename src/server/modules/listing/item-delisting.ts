import type { DelistReason } from '../../../domain/listing/marketplaces';
import type { Db } from '../../kernel/db-helpers';
import { enqueue } from '../../jobs/queue';
import { LISTING_DELIST_JOB } from './listing-job-kinds';
import { liveListingsOfItems, moveListing } from './listing-store';

/**
 * Items leaving the seller's hands for another order (issue 25 point 5: "an item picked for any other
 * order is delisted first"): in the order's own transaction, every live listing of the items moves to
 * `delisting` and a job takes it down at its marketplace; a listing still being submitted is taken
 * down as soon as the marketplace answers it.
 */
export async function delistItemsEverywhere(
  trx: Db,
  productIds: readonly number[],
  reason: DelistReason,
): Promise<number> {
  const live = await liveListingsOfItems(trx, productIds);
  let moved = 0;
  for (const listing of live.filter((l) => l.state !== 'delisting')) {
    if (
      !(await moveListing(trx, listing.id, ['submitting', 'pending', 'active'], {
        state: 'delisting',
        delist_reason: reason,
      }))
    )
      continue;
    await enqueue(trx, LISTING_DELIST_JOB, { listingId: listing.id }, { maxAttempts: 8 });
    moved += 1;
  }
  return moved;
}

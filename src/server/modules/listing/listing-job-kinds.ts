/** The listing area's background jobs (listing-jobs.ts). */
export const LISTING_SUBMIT_JOB = 'listing.submit';
export const LISTING_REFRESH_JOB = 'listing.refresh';
export const LISTING_DELIST_JOB = 'listing.delist';
export const LISTING_CANCEL_SALE_JOB = 'listing.cancel-sale';
export const LISTING_ORDER_POLL_JOB = 'listing.order-poll';

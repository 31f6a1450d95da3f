/** The listing area's background jobs (listing-jobs.ts). */
export const LISTING_SUBMIT_JOB = 'listing.submit';
export const LISTING_REFRESH_JOB = 'listing.refresh';
export const LISTING_DELIST_JOB = 'listing.delist';

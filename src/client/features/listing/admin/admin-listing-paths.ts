import type { ListingColumnsOptions } from '../listings/listing-columns';

/** The admin's `cross-listing/:pageNo?` and `cross-listing/detail?id=` (spec admin portal). */
export const ADMIN_CROSS_LISTING_PATH = '/admin/cross-listing';
export const adminListingDetailPath = (id: number) => `${ADMIN_CROSS_LISTING_PATH}/detail?id=${id}`;

/** The admin's list names each listing's seller and opens the admin's detail. */
export const ADMIN_LISTING_COLUMNS: ListingColumnsOptions = {
  detailPath: adminListingDetailPath,
  withSeller: true,
};

import { adminPageCode } from '../kernel/permissions';

/**
 * Admin module 900 "Cross-listing", its management page: the permission code of the admin's
 * cross-listing and sales routes and of their menu entries. Kept apart from the listing schemas so
 * the route tables (loaded with the login page) do not pull them in.
 */
export const CROSS_LISTING_PAGE = adminPageCode(900, 1);

import { CROSS_LISTING_PAGE } from '../../../../domain/listing/cross-listing-page';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/**
 * The admin's cross-listing (listing area; spec admin `cross-listing/:pageNo?` and detail, issue 25
 * point 2), placed in the menu by ../admin.ts: shown to admins granted module 900's page.
 */
export const adminCrossListing: AppRoute = {
  path: 'cross-listing/:pageNo?',
  name: 'AdminCrossListing',
  meta: {
    title: 'common:menu.crossListings',
    icon: 'tag',
    permission: [CROSS_LISTING_PAGE],
  },
  component: screen(
    () => import('../../../features/listing/admin/AdminCrossListingScreen'),
    (m) => m.AdminCrossListingScreen,
  ),
};

/** One seller's listing with its price history and Delist (spec `cross-listing/detail`, ?id=). */
export const adminCrossListingDetail: AppRoute = {
  path: 'cross-listing/detail',
  name: 'AdminCrossListingDetail',
  meta: { title: 'listing:detail.title', hidden: true, permission: [CROSS_LISTING_PAGE] },
  component: screen(
    () => import('../../../features/listing/admin/AdminListingDetailScreen'),
    (m) => m.AdminListingDetailScreen,
  ),
};

/** Every seller's sales from the marketplaces (menu "Sales Orders"; issue 25 point 4). */
export const adminSalesOrders: AppRoute = {
  path: 'cross-listing/sales/:pageNo?',
  name: 'AdminSalesOrders',
  meta: { title: 'common:menu.salesOrders', icon: 'receipt', permission: [CROSS_LISTING_PAGE] },
  component: screen(
    () => import('../../../features/listing/sales/AdminSalesScreen'),
    (m) => m.AdminSalesScreen,
  ),
};

import { BusinessPart } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/**
 * The seller's marketplace connections (listing area; spec `platformservices/:pageNo?`, issue 25
 * point 1), placed in the menu by ../business.ts. The menu shows it to sellers with the
 * cross-listing flag; the path stays reachable (the marketplaces' OAuth callback returns to it).
 * Not kept alive: it announces the consent's outcome from the address it is shown at.
 */
export const platformServices: AppRoute = {
  path: 'platformservices/:pageNo?',
  name: 'platformservices',
  meta: {
    title: 'listing:connections.title',
    icon: 'plug-connected',
    merchantFlag: 'knetCrossListing',
    permission: [BusinessPart.listing],
  },
  component: screen(
    () => import('../../../features/listing/connections/PlatformServicesScreen'),
    (m) => m.PlatformServicesScreen,
  ),
};

/** The seller's listings on every marketplace (spec `cross-listing/:pageNo?`, issue 25 point 2). */
export const crossListing: AppRoute = {
  path: 'cross-listing/:pageNo?',
  name: 'cross-listing',
  meta: {
    title: 'common:menu.crossListings',
    icon: 'tag',
    merchantFlag: 'knetCrossListing',
    permission: [BusinessPart.listing],
  },
  component: screen(
    () => import('../../../features/listing/listings/CrossListingScreen'),
    (m) => m.CrossListingScreen,
  ),
};

/** One listing with its prices and price history (spec `cross-listing/detail`, ?id=). */
export const crossListingDetail: AppRoute = {
  path: 'cross-listing/detail',
  name: 'cross-listing-detail',
  meta: {
    title: 'listing:detail.title',
    hidden: true,
    merchantFlag: 'knetCrossListing',
    permission: [BusinessPart.listing],
  },
  component: screen(
    () => import('../../../features/listing/listings/ListingDetailScreen'),
    (m) => m.ListingDetailScreen,
  ),
};

/** One item listed on the connected marketplaces (spec `in-warehouse/inventory/newlisting`, ?oneId=). */
export const newListing: AppRoute = {
  path: 'in-warehouse/inventory/newlisting',
  name: 'newlisting',
  meta: {
    title: 'listing:newListing.title',
    hidden: true,
    merchantFlag: 'knetCrossListing',
    permission: [BusinessPart.listing],
  },
  component: screen(
    () => import('../../../features/listing/newlisting/NewListingScreen'),
    (m) => m.NewListingScreen,
  ),
};

/** Up to 100 pairs listed with one set of terms (spec `in-warehouse/inventory/bulklisting`, ?oneIds=). */
export const bulkListing: AppRoute = {
  path: 'in-warehouse/inventory/bulklisting',
  name: 'bulklisting',
  meta: {
    title: 'listing:bulk.title',
    hidden: true,
    merchantFlag: 'knetCrossListing',
    permission: [BusinessPart.listing],
  },
  component: screen(
    () => import('../../../features/listing/bulklisting/BulkListingScreen'),
    (m) => m.BulkListingScreen,
  ),
};

/** The sales of the seller's listings from the marketplaces (menu "Sales Orders"; issue 25 point 4). */
export const salesOrders: AppRoute = {
  path: 'cross-listing/sales/:pageNo?',
  name: 'sales-orders',
  meta: {
    title: 'common:menu.salesOrders',
    icon: 'receipt',
    merchantFlag: 'knetCrossListing',
    permission: [BusinessPart.listing],
  },
  component: screen(
    () => import('../../../features/listing/sales/SalesOrdersScreen'),
    (m) => m.SalesOrdersScreen,
  ),
};

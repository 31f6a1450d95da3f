import { useTranslation } from 'react-i18next';
import { CROSS_LISTING_PAGE } from '../../../../domain/listing/cross-listing-page';
import { useMay } from '../../../stores/permissions';
import { adminListingDetailPath } from '../admin/admin-listing-paths';
import { SalesPanel } from './SalesPanel';

export const ADMIN_SALES_PATH = '/admin/cross-listing/sales';

/**
 * Admin portal Sales Orders under cross-listing (issue 25 point 4): every seller's sales from the
 * marketplaces, found by seller, status, marketplace, exceptions and ONE ID or order number; an admin
 * flags an issue, marks it processed or archives a sale.
 */
export function AdminSalesScreen() {
  const { t } = useTranslation('listing');
  const mayAct = useMay()(CROSS_LISTING_PAGE, 'edit');
  const columns = { listingPath: adminListingDetailPath, withSeller: true };
  return (
    <SalesPanel intro={t('sales.adminIntro')} basePath={ADMIN_SALES_PATH} columns={columns} mayAct={mayAct} />
  );
}

import { useTranslation } from 'react-i18next';
import { BusinessPart } from '../../../../domain/kernel/permissions';
import { useMay } from '../../../stores/permissions';
import { listingDetailPath } from '../listings/listing-columns';
import { SalesPanel } from './SalesPanel';

export const SALES_ORDERS_PATH = '/business/cross-listing/sales';

/**
 * Seller portal Sales Orders (issue 25 point 4): the sales of the seller's listings as they came in
 * from the marketplaces, with their generic statuses and the exceptions of one pair, one sale; the
 * seller flags an issue, marks it processed or archives a sale that is over.
 */
export function SalesOrdersScreen() {
  const { t } = useTranslation('listing');
  const mayAct = useMay()(BusinessPart.listing, 'edit');
  const columns = { listingPath: listingDetailPath, withSeller: false };
  return (
    <SalesPanel intro={t('sales.intro')} basePath={SALES_ORDERS_PATH} columns={columns} mayAct={mayAct} />
  );
}

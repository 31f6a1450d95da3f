import { BusinessPart } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The business portal's bulk dropship screens (outbound area, features/outbound/bulk/), placed in the menu by ../business.ts. */
export const bulkReship: AppRoute = {
  path: 'in-warehouse/inventory/bulkreship',
  name: 'bulkreship',
  meta: {
    title: 'outbound-bulk:title',
    icon: 'list-details',
    keepAlive: true,
    permission: [BusinessPart.orders],
  },
  component: screen(
    () => import('../../../features/outbound/bulk/BulkReshipScreen'),
    (m) => m.BulkReshipScreen,
  ),
};

export const bulkReshipDetail: AppRoute = {
  path: 'in-warehouse/inventory/bulkreship/detail',
  name: 'bulkreshipDetail',
  meta: { title: 'outbound-bulk:detailTitle', hidden: true, permission: [BusinessPart.orders] },
  component: screen(
    () => import('../../../features/outbound/bulk/BulkReshipDetailScreen'),
    (m) => m.BulkReshipDetailScreen,
  ),
};

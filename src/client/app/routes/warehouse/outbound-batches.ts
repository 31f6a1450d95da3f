import { WarehousePermission } from '../../../../domain/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The warehouse portal's outbound batch screen (outbound-batches area), placed in the menu by ../warehouse.ts. */
export const outboundBatch: AppRoute = {
  path: 'OutboundBatch/:pageNo?',
  name: 'OutboundBatch',
  meta: {
    title: 'outbound-batches:menu.outboundBatch',
    icon: 'package-export',
    keepAlive: true,
    permission: [WarehousePermission.outboundBatch],
  },
  component: screen(
    () => import('../../../features/outbound-batches/OutboundBatchScreen'),
    (m) => m.OutboundBatchScreen,
  ),
};

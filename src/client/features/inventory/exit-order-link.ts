import type { ExitOrder } from '../../../domain/inventory/views';
import { OrderKind } from '../../../domain/outbound/kind-codes';
import { flexDetailPath } from '../../routing/flex-paths';
import { orderDetailPath } from '../../routing/order-detail-paths';
import { eventJump } from './drawer/navigation-targets';

/**
 * The screen of the order an item left with, from an exit list row: a seller opens its own order's
 * detail (in-warehouse/inventory/detail/..., by kind), an admin the order's Audit detail (or
 * sale-order for a platform direct outbound), by the same rule as the drawer's exit-event jump; a
 * flex shipment its own detail (stockx-flex, Audit/StockXFlex). Null for an order without such a
 * screen, shown as its number alone: an admin's consignment (its jump needs the platform order
 * number, which an exit row does not carry).
 */
export function exitOrderLink(viewer: 'business' | 'admin', exit: ExitOrder): string | null {
  if (viewer === 'business')
    return exit.type === OrderKind.flex
      ? flexDetailPath('business', exit.oddNo)
      : orderDetailPath(exit.type, { oddNo: exit.oddNo });
  const jump = eventJump('admin', '/admin', { type: 11, oddNo: exit.oddNo, outType: exit.type });
  return jump && 'to' in jump ? jump.to : null;
}

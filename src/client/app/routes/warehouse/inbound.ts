import { WarehousePermission } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The warehouse portal's inbound screens (inbound area), placed in the menu by ../warehouse.ts. */
export const appointDetail: AppRoute = {
  path: 'WarehousingAppoint/AppointDetail',
  name: 'AppointDetail',
  meta: {
    title: 'common:menu.appointDetail',
    hidden: true,
    permission: [WarehousePermission.appointment],
  },
  component: screen(
    () => import('../../../features/inbound/receiving/ReceivingAppointDetailScreen'),
    (m) => m.ReceivingAppointDetailScreen,
  ),
};

export const warehousingAppoint: AppRoute = {
  path: 'WarehousingAppoint/:pageNo?',
  name: 'WarehousingAppoint',
  meta: {
    title: 'common:menu.appoint',
    icon: 'scan',
    keepAlive: true,
    foldNavigation: true,
    permission: [WarehousePermission.appointment],
  },
  component: screen(
    () => import('../../../features/inbound/receiving/WarehousingAppointScreen'),
    (m) => m.WarehousingAppointScreen,
  ),
};

export const returnWarehouse: AppRoute = {
  path: 'ReturnWarehouse/ReturnWarehouse/:pageNo?',
  name: 'ReturnWarehouse',
  meta: {
    title: 'common:menu.platformReturns',
    icon: 'arrow-back-up',
    keepAlive: true,
    foldNavigation: true,
    permission: [WarehousePermission.returns],
  },
  component: screen(
    () => import('../../../features/inbound/returns/ReturnWarehouseScreen'),
    (m) => m.ReturnWarehouseScreen,
  ),
};

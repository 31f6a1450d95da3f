import { AdminPage } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The admin portal's inbound screens (inbound area), placed in the menu by ../admin.ts. */
export const busiForecast: AppRoute = {
  path: 'BusiForecast/:pageNo?',
  name: 'BusiForecast',
  meta: {
    title: 'common:menu.busiForecast',
    icon: 'package-import',
    keepAlive: true,
    permission: [AdminPage.busiForecast],
  },
  component: screen(
    () => import('../../../features/inbound/forecasts/admin/BusiForecastScreen'),
    (m) => m.BusiForecastScreen,
  ),
};

export const busiForecastDetail: AppRoute = {
  path: 'BusiForecast/AppointDetail',
  name: 'BusiForecastAppointDetail',
  meta: { title: 'common:menu.busiForecastDetail', hidden: true, permission: [AdminPage.busiForecast] },
  component: screen(
    () => import('../../../features/inbound/forecasts/admin/AppointDetailScreen'),
    (m) => m.AppointDetailScreen,
  ),
};

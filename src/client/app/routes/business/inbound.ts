import { BusinessPart } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The business portal's inbound screens (inbound area), placed in the menu by ../business.ts. */
export const myPackage: AppRoute = {
  path: 'my-package/:pageNo?',
  name: 'myPackage',
  meta: {
    title: 'common:menu.inboundShipment',
    icon: 'package-import',
    keepAlive: true,
    permission: [BusinessPart.inbound],
  },
  component: screen(
    () => import('../../../features/inbound/forecasts/seller/MyPackageScreen'),
    (m) => m.MyPackageScreen,
  ),
};

export const forecastDetail: AppRoute = {
  path: 'my-package/forecast-detail',
  name: 'forecastDetail',
  meta: { title: 'common:menu.newForecast', hidden: true, permission: [BusinessPart.inbound] },
  component: screen(
    () => import('../../../features/inbound/forecasts/seller/NewForecastScreen'),
    (m) => m.NewForecastScreen,
  ),
};

export const newForecast: AppRoute = {
  path: 'my-package/new-forecast',
  name: 'newForecast',
  meta: { title: 'common:menu.forecastDetail', hidden: true, permission: [BusinessPart.inbound] },
  component: screen(
    () => import('../../../features/inbound/forecasts/seller/ForecastScreen'),
    (m) => m.ForecastScreen,
  ),
};

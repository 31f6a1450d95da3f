import { FeePage } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';
import { repairPriceRoute } from './repair';

/** The admin portal's Fee screens (wallet area: fees and merchant rates), placed in the menu by ../admin.ts. */
export const feeGroup: AppRoute = {
  path: 'Fee',
  name: 'Fee',
  meta: {
    title: 'wallet:fees.menu.group',
    icon: 'tag',
    permission: ['1200', FeePage.platform, FeePage.account, FeePage.repairManage],
  },
  children: [
    {
      path: 'Platform',
      name: 'FeePlatform',
      meta: {
        title: 'wallet:fees.menu.platform',
        icon: 'tag',
        keepAlive: true,
        permission: [FeePage.platform],
      },
      component: screen(
        () => import('../../../features/wallet/fees/PlatformFeesScreen'),
        (m) => m.PlatformFeesScreen,
      ),
    },
    {
      path: 'Account',
      name: 'FeeAccount',
      meta: {
        title: 'wallet:fees.menu.account',
        icon: 'users',
        keepAlive: true,
        permission: [FeePage.account],
      },
      component: screen(
        () => import('../../../features/wallet/fees/AccountFeesScreen'),
        (m) => m.AccountFeesScreen,
      ),
    },
    repairPriceRoute,
  ],
};

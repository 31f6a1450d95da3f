import { AdminPage } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The admin portal's SKU screens (skus area), placed in the menu by ../admin.ts. */
export const skuGroup: AppRoute = {
  path: 'SKUManage',
  name: 'SKUManageMenu',
  meta: { title: 'common:menu.skuGroup', icon: 'tag', permission: ['1300', AdminPage.skuManage] },
  children: [
    {
      path: 'SKUManage/:type?/:pageNo?',
      name: 'SKUManage',
      meta: {
        title: 'common:menu.skuManage',
        icon: 'tag',
        keepAlive: true,
        permission: [AdminPage.skuManage],
      },
      component: screen(
        () => import('../../../features/skus/SkuManageScreen'),
        (m) => m.AdminSkuManageScreen,
      ),
    },
    {
      path: 'Brand',
      name: 'Brand',
      meta: {
        title: 'common:menu.brands',
        icon: 'box',
        keepAlive: true,
        permission: [AdminPage.skuManage],
      },
      component: screen(
        () => import('../../../features/skus/BrandScreen'),
        (m) => m.BrandScreen,
      ),
    },
  ],
};

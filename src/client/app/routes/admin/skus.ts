import { AdminPage, CataloguePage } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The admin portal's SKU screens (skus area), placed in the menu by ../admin.ts. */
export const skuGroup: AppRoute = {
  path: 'SKUManage',
  name: 'SKUManageMenu',
  meta: {
    title: 'common:menu.skuGroup',
    icon: 'tag',
    permission: ['1300', AdminPage.skuManage, CataloguePage.tiktokProduct, CataloguePage.tiktokSkuManage],
  },
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
    // The marketplace catalogue (issue 26 point 3): the sellers' TikTok shop products, and our SKUs and
    // sizes with what maps to them and the conflicts to decide.
    {
      path: 'TikTokProduct',
      name: 'TikTokProduct',
      meta: {
        title: 'common:menu.tiktokProduct',
        icon: 'brand-tiktok',
        keepAlive: true,
        permission: [CataloguePage.tiktokProduct],
      },
      component: screen(
        () => import('../../../features/sourcing/catalogue/TikTokProductScreen'),
        (m) => m.TikTokProductScreen,
      ),
    },
    {
      path: 'TikTokSKUManage',
      name: 'TikTokSKUManage',
      meta: {
        title: 'common:menu.tiktokSkuManage',
        icon: 'list-details',
        keepAlive: true,
        permission: [CataloguePage.tiktokSkuManage],
      },
      component: screen(
        () => import('../../../features/sourcing/catalogue/TikTokSkuManageScreen'),
        (m) => m.TikTokSkuManageScreen,
      ),
    },
  ],
};

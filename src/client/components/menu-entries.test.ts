import { describe, expect, it } from 'vitest';
import type { ResolvedRoute } from '../routing/route-types';
import { activeMenuKeys, buildMenu, menuLeaves, menuTarget } from './menu-entries';
import type { MenuViewer } from './menu-entries';

function route(
  fullPath: string,
  meta: Partial<ResolvedRoute['meta']> = {},
  children?: ResolvedRoute[],
): ResolvedRoute {
  return {
    path: fullPath.split('/').pop() ?? '',
    name: fullPath,
    fullPath,
    meta: { title: `menu:${fullPath}`, ...meta },
    children,
  };
}

const sellerTree: ResolvedRoute[] = [
  route('/business/workplace'),
  route('/business/wallet/:pageNo?'),
  route('/business/my-package/forecast-detail', { hidden: true }),
  route('/business/consignment-management', { merchantFlag: 'touchPro' }),
  route('/business/stockx-flex', { merchantFlag: 'flex' }, [
    route('/business/stockx-flex/ship'),
    route('/business/stockx-flex/list'),
  ]),
  route('/business/cross-listing/:pageNo?', { merchantFlag: 'knetCrossListing' }),
  route('/business/order-management', {}, [
    route('/business/order-management/cashout'),
    route('/business/order-management/consign-order', { merchantFlag: 'knetCrossListing' }),
  ]),
  route('/business/personalcenter', { roleId: 4 }),
];

const plainSeller: MenuViewer = {
  merchantFlags: { touchPro: false, flex: false, knetCrossListing: false },
  roleId: 5,
};
const titles = (viewer: MenuViewer) => menuLeaves(buildMenu(sellerTree, viewer)).map((e) => e.to);

describe('portal menu', () => {
  it('links to a route without its optional parameters', () => {
    expect(menuTarget('/business/wallet/:pageNo?')).toBe('/business/wallet');
    expect(menuTarget('/warehouse/InventoryView/:type?/:pageNo?')).toBe('/warehouse/InventoryView');
    expect(menuTarget('/business/detail/:id')).toBeNull();
  });

  it('a seller without flags sees neither consignment, flex, cross listing nor consigned orders', () => {
    expect(titles(plainSeller)).toEqual([
      '/business/workplace',
      '/business/wallet',
      '/business/order-management/cashout',
    ]);
  });

  it('each merchant flag brings back its own entries', () => {
    const all = { merchantFlags: { touchPro: true, flex: true, knetCrossListing: true }, roleId: 5 };
    expect(titles(all)).toEqual([
      '/business/workplace',
      '/business/wallet',
      '/business/consignment-management',
      '/business/stockx-flex/ship',
      '/business/stockx-flex/list',
      '/business/cross-listing',
      '/business/order-management/cashout',
      '/business/order-management/consign-order',
    ]);
    expect(
      titles({ ...plainSeller, merchantFlags: { touchPro: true, flex: false, knetCrossListing: false } }),
    ).toContain('/business/consignment-management');
  });

  it('flags not loaded yet hide the flagged entries', () => {
    expect(titles({ merchantFlags: null, roleId: 5 })).not.toContain('/business/consignment-management');
  });

  it('shows the personal center only to role 4', () => {
    expect(titles({ ...plainSeller, roleId: 4 })).toContain('/business/personalcenter');
    expect(titles(plainSeller)).not.toContain('/business/personalcenter');
  });

  it('drops a group whose children are all hidden from the viewer', () => {
    const tree = [
      route('/business/sales', {}, [route('/business/sales/consign', { merchantFlag: 'touchPro' })]),
    ];
    expect(buildMenu(tree, plainSeller)).toEqual([]);
  });

  it('marks the entry of the current page and its group as active, ignoring case and parameters', () => {
    const menu = buildMenu(sellerTree, plainSeller);
    expect(activeMenuKeys(menu, '/business/wallet/3')).toEqual(['/business/wallet/:pageNo?']);
    expect(activeMenuKeys(menu, '/business/order-management/cashout')).toEqual([
      '/business/order-management',
      '/business/order-management/cashout',
    ]);
    expect(activeMenuKeys(menu, '/Business/Workplace')).toEqual(['/business/workplace']);
  });

  it('marks only the closest of sibling screens whose paths nest (a group screen at the group path)', () => {
    const stock = [
      // The stock list is the group's '' child: its full path is the group's with a slash.
      route('/admin/Stock', {}, [
        route('/admin/Stock/'),
        route('/admin/Stock/InBatch'),
        route('/admin/Stock/OutBatch'),
      ]),
    ];
    const menu = buildMenu(stock, plainSeller);
    expect(activeMenuKeys(menu, '/admin/Stock/InBatch')).toEqual(['/admin/Stock', '/admin/Stock/InBatch']);
    expect(activeMenuKeys(menu, '/admin/Stock')).toEqual(['/admin/Stock', '/admin/Stock/']);
    expect(activeMenuKeys(menu, '/admin/Stock/detail/in/3/2026-11-25')).toEqual([
      '/admin/Stock',
      '/admin/Stock/',
    ]);
  });
});

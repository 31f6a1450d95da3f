/**
 * SKUManage/:type?/:pageNo? (spec section 2): the tab (all, 1 enabled, 2 disabled) and the page
 * live in the path, so a link or a reload opens the same view.
 */
export const SKU_TABS = ['all', '1', '2'] as const;
export type SkuTab = (typeof SKU_TABS)[number];

export const WAREHOUSE_SKU_PATH = '/warehouse/SKUManage';
export const ADMIN_SKU_PATH = '/admin/SKUManage/SKUManage';
export const ADMIN_BRAND_PATH = '/admin/SKUManage/Brand';

export function tabOf(type: string | undefined): SkuTab {
  return (SKU_TABS as readonly string[]).includes(type ?? '') ? (type as SkuTab) : 'all';
}

export function pageNoOf(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

export function skuListPath(base: string, tab: SkuTab, pageNo: number): string {
  if (pageNo > 1) return `${base}/${tab}/${pageNo}`;
  return tab === 'all' ? base : `${base}/${tab}`;
}

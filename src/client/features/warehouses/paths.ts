/**
 * Where the warehouse settings screens live (route table: admin Stock/Setting and
 * Stock/Setting/detail/:type?). The detail's optional segment names the open rack, so a reload
 * or a shared link comes back to the same rack; the warehouse travels as the query id.
 */
export const WAREHOUSE_SETTINGS_PATH = '/admin/Stock/Setting';

export function warehouseDetailPath(wareId: number, rackId?: number): string {
  const rack = rackId === undefined ? '' : `/${rackId}`;
  return `${WAREHOUSE_SETTINGS_PATH}/detail${rack}?id=${wareId}`;
}

/** A positive integer from a route or query value, else null. */
export function positiveId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

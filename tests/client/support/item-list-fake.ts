import type { ItemRow } from '../../../src/domain/inventory/views';

/**
 * Component-test support for the stock lists (seller inventory, admin stock list): an item row as
 * the server sends it, and the page POST /inventory/list or /stock/list answers for a request body,
 * as the server makes it: the ONE ID, a part of the SKU and the tab's statuses filter; every tab's
 * count is under the same filters; pages by `current` and `size`.
 */
export function anItem(n: number, over: Partial<ItemRow> = {}): ItemRow {
  return {
    id: n,
    oneId: String(10_000_000 + n),
    sku: `SKU-${n}`,
    brand: 'Nike',
    remarks: `Shoe ${n}`,
    spec: '9',
    status: 1,
    checkResult: 1,
    costPrice: 12_345,
    supply: 'StockX',
    wareId: 3,
    wareName: 'LA Dock',
    gmtIn: '2026-12-01T12:00:00.000Z',
    gmtOut: null,
    wareDays: 4,
    wareFee: 0,
    ...over,
  };
}

export function itemListPage(items: readonly ItemRow[], body: Record<string, unknown>) {
  const sku = typeof body.sku === 'string' ? body.sku.toLowerCase() : '';
  const oneId = typeof body.oneId === 'string' ? body.oneId : '';
  const filtered = items.filter(
    (i) => (!sku || i.sku.toLowerCase().includes(sku)) && (!oneId || i.oneId === oneId),
  );
  const statuses = Array.isArray(body.statusList) ? (body.statusList as number[]) : [];
  const inTab = filtered.filter((i) => statuses.length === 0 || statuses.includes(i.status));
  const current = Number(body.current ?? 1);
  const size = Number(body.size ?? 10);
  const counts = new Map<number, number>();
  for (const i of filtered) counts.set(i.status, (counts.get(i.status) ?? 0) + 1);
  return {
    pageNo: current,
    pageSize: size,
    totalCount: inTab.length,
    totalPage: Math.max(1, Math.ceil(inTab.length / size)),
    data: inTab.slice((current - 1) * size, current * size),
    statusCounts: [...counts].map(([status, count]) => ({ status, count })),
  };
}

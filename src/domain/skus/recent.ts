/**
 * The recently used SKUs of the receiving screens (spec sections 3 and 9): at most 5, newest
 * first, one entry per sku. API: rememberSku(list, entry), RECENT_SKU_MAX.
 */
export const RECENT_SKU_MAX = 5;

export type RecentSku = { sku: string };

/** Puts the entry first, drops an older entry of the same sku and keeps the newest five. */
export function rememberSku<T extends RecentSku>(
  list: readonly T[],
  entry: T,
  max: number = RECENT_SKU_MAX,
): T[] {
  const sku = entry.sku.trim();
  if (!sku) return list.slice(0, max);
  return [{ ...entry, sku }, ...list.filter((item) => item.sku !== sku)].slice(0, max);
}

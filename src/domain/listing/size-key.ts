/**
 * "US 10.5", "10.5 ", "10.50" -> "10.5": one size as the marketplaces and our items write it, so that
 * a marketplace's size, an item's and a seller's typing compare equal.
 */
export function sizeKey(size: string): string {
  const text = size
    .trim()
    .toUpperCase()
    .replace(/^US\s*(M\s*)?/, '')
    .replace(/\s+/g, '');
  const n = Number(text);
  return Number.isFinite(n) && text !== '' ? String(n) : text;
}

/**
 * ONE IDs are decimal numbers issued once from a server-side sequence (leased to devices in blocks),
 * printed as a Code 128 label. They start at 8 digits so they never look like a shelf code (W<id>-...).
 */
export const ONE_ID_FIRST = 10_000_001;
export const ONE_ID_PATTERN = /^[1-9]\d{7,14}$/;

export function formatOneId(n: number): string {
  return String(n);
}

/** The number of a ONE ID, or null when the text is not one. */
export function parseOneId(text: string): number | null {
  const t = text.trim();
  if (!ONE_ID_PATTERN.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * What an audit entry changed: the top-level fields whose value differs between the state
 * before and after (added and removed fields count), in a stable order.
 */
export function changedFields(before: unknown, after: unknown): string[] {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isRecord(before) || !isRecord(after)) return [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** Pretty JSON for people: two-space indentation; nothing recorded reads as null. */
export function readableJson(value: unknown): string {
  return JSON.stringify(value ?? null, null, 2);
}

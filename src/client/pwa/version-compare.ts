/**
 * Release numbers such as "1.2.40": dotted numbers compared part by part, so 1.2.40 > 1.2.9.
 * A value that is not a release number never counts as newer (no prompt on a garbled answer).
 */
const RELEASE = /^\d+(\.\d+)*$/;

export function isRelease(value: unknown): value is string {
  return typeof value === 'string' && RELEASE.test(value.trim());
}

/** True when `candidate` is a later release than `current`. */
export function isNewerRelease(candidate: unknown, current: string): boolean {
  if (!isRelease(candidate) || !isRelease(current)) return false;
  const a = candidate.trim().split('.').map(Number);
  const b = current.trim().split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

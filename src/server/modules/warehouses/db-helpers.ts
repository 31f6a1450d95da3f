/** Small pieces shared by the warehouse services. */

/** Postgres unique_violation, raised by both engines when two writers race past a check. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/** count(*) is a bigint: pg gives a number (database.ts), PGlite may give a string or a bigint. */
export function toCount(value: unknown): number {
  return Number(value ?? 0);
}

/** A `contains` filter for ILIKE: the user's text is matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function isoOf(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

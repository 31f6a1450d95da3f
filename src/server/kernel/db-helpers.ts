import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';

/** The database or the action's transaction: every query helper takes either. */
export type Db = Kysely<DB> | Transaction<DB>;

/** A timestamp column (a Date from pg, a Date or a string from PGlite) as an ISO 8601 string. */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : iso(value);
}

/** "YYYY-MM-DD HH:mm:ss" in GMT, the way the spec shows times (section 9), for messages. */
export function gmtText(value: Date | string): string {
  return iso(value).slice(0, 19).replace('T', ' ');
}

/** Postgres unique_violation, raised by both engines when two writers race past a check. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/** count(*) is a bigint: pg gives a number (db/database.ts), PGlite may give a string or a bigint. */
export function toCount(value: unknown): number {
  return Number(value ?? 0);
}

/** A `contains` filter for ILIKE: the user's text is matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

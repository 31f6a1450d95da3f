import type { ColumnType } from 'kysely';

/** Column types shared by the table types (schema.ts, inbound-tables.ts). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string, string>;

import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { XLSX_MIME } from '../../domain/kernel/imports';
import type { ImportColumn } from '../../domain/kernel/imports';
import type { Language } from '../../domain/kernel/users';
import { AppError, badRequest } from '../http/errors';
import { loadExcelJs } from '../kernel/exceljs';

/** One data row: its number as Excel shows it, and the text of each known column. */
export type SheetRow<K extends string> = { row: number; cells: Record<K, string> };

export function headerOf(column: ImportColumn, lang: Language): string {
  return lang === 'zh_cn' ? column.zh : column.en;
}

/**
 * The type comes from the bytes, never from the name or the part header. file-type names an xlsx
 * only when the zip lists its parts early; a workbook written as a stream lists them last and reads
 * as a plain zip, so a zip passes here and must then hold a worksheet (checked while reading).
 */
export async function assertXlsx(bytes: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== XLSX_MIME && type?.mime !== 'application/zip')
    throw badRequest('imports:errors.notXlsx');
}

type RichText = { richText: { text: string }[] };

/** What a person sees in a cell, whatever exceljs made of it (rich text, links, formulas, dates). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return (value as RichText).richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return cellText((value as { text: unknown }).text);
    if ('result' in value) return cellText((value as { result: unknown }).result);
  }
  return '';
}

function normalise(header: string): string {
  return header.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Column number of each wanted column in the header row; the missing ones named in the caller's language. */
function mapHeader<K extends string>(
  values: unknown[],
  columns: readonly ImportColumn<K>[],
  lang: Language,
): Map<K, number> {
  const found = new Map<K, number>();
  values.forEach((value, index) => {
    const text = normalise(cellText(value));
    const column = columns.find((c) => normalise(c.en) === text || normalise(c.zh) === text);
    if (column && !found.has(column.key)) found.set(column.key, index);
  });
  const missing = columns.filter((c) => !found.has(c.key)).map((c) => headerOf(c, lang));
  if (missing.length > 0) {
    const errors = missing.map((column) => ({ row: 1, column, message: column }));
    throw badRequest(
      'imports:errors.missingColumns',
      { columns: missing.join(', ') },
      { errors, errorCount: errors.length },
    );
  }
  return found;
}

/**
 * exceljs's streaming reader now and then loses a workbook's parts on a valid file (1 read of the
 * same bytes in about 150 failed with "Cannot read properties of undefined (reading 'sheets')"), so
 * a read that fails inside the library is tried again before the file is called unreadable; a
 * damaged file fails every time.
 */
const READ_ATTEMPTS = 3;

/**
 * On some damaged files (a sheet's compressed bytes garbled) exceljs's reader never settles: no
 * row, no error. A read that makes no progress (no sheet, no row) for this long is unreadable.
 */
const STALL_MS = 3_000;

/** Rejects `stalled` once `progress` has not been called for `ms`; `stop` ends the watch. */
function stallWatch(ms: number) {
  let timer: NodeJS.Timeout | undefined;
  let reject!: (err: Error) => void;
  const stalled = new Promise<never>((_, r) => {
    reject = r;
  });
  const progress = () => {
    clearTimeout(timer);
    timer = setTimeout(() => reject(badRequest('imports:errors.unreadable')), ms);
  };
  progress();
  return { stalled, progress, stop: () => clearTimeout(timer) };
}

/**
 * Reads the first sheet as a stream: the first non-blank row is the header, each later non-blank
 * row a record. Reading stops at the first row past `limit`, so a file of any length costs at most
 * `limit` rows of memory.
 */
export async function readSheet<K extends string>(
  bytes: Buffer,
  columns: readonly ImportColumn<K>[],
  limit: number,
  lang: Language,
): Promise<SheetRow<K>[]> {
  await assertXlsx(bytes);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await readFirstSheet(bytes, columns, limit, lang);
    } catch (err) {
      if (err instanceof AppError) throw err;
      // A zip that is not a readable workbook after all (damaged, or another Office format inside).
      if (attempt === READ_ATTEMPTS) throw badRequest('imports:errors.unreadable');
    }
  }
}

async function readFirstSheet<K extends string>(
  bytes: Buffer,
  columns: readonly ImportColumn<K>[],
  limit: number,
  lang: Language,
): Promise<SheetRow<K>[]> {
  const source = Readable.from(bytes);
  const watch = stallWatch(STALL_MS);
  try {
    return await Promise.race([watch.stalled, readRows(source, watch.progress, columns, limit, lang)]);
  } finally {
    watch.stop();
    source.destroy();
  }
}

async function readRows<K extends string>(
  source: Readable,
  progress: () => void,
  columns: readonly ImportColumn<K>[],
  limit: number,
  lang: Language,
): Promise<SheetRow<K>[]> {
  const ExcelJS = await loadExcelJs();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const rows: SheetRow<K>[] = [];
  let header: Map<K, number> | null = null;
  let sheets = 0;
  for await (const sheet of reader) {
    sheets += 1;
    progress();
    for await (const row of sheet) {
      progress();
      const values = Array.isArray(row.values) ? (row.values as unknown[]) : [];
      if (values.every((v) => cellText(v) === '')) continue;
      if (!header) {
        header = mapHeader(values, columns, lang);
        continue;
      }
      if (rows.length >= limit)
        throw badRequest('imports:errors.tooManyRows', { max: limit.toLocaleString('en-US') });
      const cells = {} as Record<K, string>;
      for (const [key, index] of header) cells[key] = cellText(values[index]);
      rows.push({ row: row.number, cells });
    }
    break; // the first sheet only
  }
  if (sheets === 0) throw badRequest('imports:errors.notXlsx');
  if (!header) throw badRequest('imports:errors.noHeader');
  if (rows.length === 0) throw badRequest('imports:errors.noRows');
  return rows;
}

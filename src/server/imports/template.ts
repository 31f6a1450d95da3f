import type { FastifyReply } from 'fastify';
import type { ImportColumn } from '../../domain/kernel/imports';
import { XLSX_MIME } from '../../domain/kernel/imports';
import type { Language } from '../../domain/kernel/users';
import { REPLIED } from '../http/route';
import { loadExcelJs } from '../kernel/exceljs';
import { headerOf } from './sheet-reader';

/** An import template: the header row in the caller's language and one example row. */
export function templateXlsx<K extends string>(
  columns: readonly ImportColumn<K>[],
  example: Record<K, string>,
  lang: Language,
): Promise<Buffer> {
  return sheetXlsx(columns, [example], lang);
}

/** A filled import sheet: the header row in `lang` and these rows, every cell as text. */
export async function sheetXlsx<K extends string>(
  columns: readonly ImportColumn<K>[],
  rows: readonly Record<K, string>[],
  lang: Language,
): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  sheet.columns = columns.map((c) => ({
    header: headerOf(c, lang),
    key: c.key,
    width: Math.max(16, ...rows.map((r) => r[c.key].length + 4)),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  // Everything is text: a size like 40.0 or a code like 00123 must reach the server as typed.
  for (let i = 1; i <= columns.length; i += 1) sheet.getColumn(i).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function sendTemplate(
  reply: FastifyReply,
  bytes: Buffer,
  fileName: string,
): Promise<typeof REPLIED> {
  await reply
    .header('Content-Type', XLSX_MIME)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(bytes);
  return REPLIED;
}

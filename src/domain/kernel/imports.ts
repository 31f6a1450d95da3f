import { z } from 'zod';
import { brandNameSchema } from '../skus/brands';
import { sizeSchema, skuCodeSchema } from '../inbound/inbound';
import { SKU_SIZES_MAX } from '../skus/skus';
import { labelNameProblem, RACK_NAME_MAX_LENGTH, SHELF_NAME_MAX_LENGTH } from '../warehouses/warehouses';

/**
 * Excel imports (spec sections 7 and 8): an xlsx upload whose first sheet has a header row and one
 * row per record. Every row is checked first; one bad row imports nothing, and the answer names
 * each bad row and column. A template (header row + one example row) is offered for download.
 *
 *   POST /sku/import                      (admin, warehouse) multipart `file` -> ImportSummary
 *   GET  /sku/importTemplate              (admin, warehouse) the xlsx template
 *   POST /sys_ware_shelves/import?wareId= (admin) multipart `file` -> ImportSummary
 *   GET  /sys_ware_shelves/importTemplate (admin) the xlsx template
 *
 * A refused import answers 400 with msg naming the first problem and data: ImportErrors.
 */

/** Data rows one file may hold; reading stops past it, so a huge file never fills memory. */
export const IMPORT_ROW_LIMIT = 10_000;
export const IMPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Problems listed in one answer; errorCount says how many there were in all. */
export const IMPORT_ERRORS_LISTED = 500;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of an import file: its key in the row, and the header text accepted in each language. */
export type ImportColumn<K extends string = string> = { key: K; en: string; zh: string };

export const SKU_IMPORT_COLUMNS = [
  { key: 'sku', en: 'SKU', zh: '货号' },
  { key: 'brand', en: 'Brand', zh: '品牌' },
  { key: 'name', en: 'Name', zh: '名称' },
  { key: 'sizes', en: 'Sizes', zh: '尺码' },
] as const satisfies readonly ImportColumn[];

export const STOCK_SETTING_IMPORT_COLUMNS = [
  { key: 'rack', en: 'Rack', zh: '货架' },
  { key: 'shelf', en: 'Shelf', zh: '货位' },
] as const satisfies readonly ImportColumn[];

export const SKU_IMPORT_EXAMPLE = {
  sku: 'DD1391-100',
  brand: 'Nike',
  name: 'Dunk Low Panda',
  sizes: '40, 40.5, 41, 42',
};
export const STOCK_SETTING_IMPORT_EXAMPLE = { rack: 'A', shelf: 'A-01' };

/** Sizes in one cell, split on commas (either width) or semicolons. */
export function splitSizes(cell: string): string[] {
  return cell
    .split(/[,，;；]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * Messages of custom checks are server message keys (imports namespace), so the server can answer
 * them in the caller's language.
 */
export const skuImportRow = z.object({
  sku: skuCodeSchema,
  brand: brandNameSchema,
  name: z.string().trim().min(1).max(200),
  sizes: z
    .string()
    .transform(splitSizes)
    .pipe(
      z
        .array(sizeSchema)
        .max(SKU_SIZES_MAX)
        .refine((list) => new Set(list).size === list.length, { message: 'imports:cell.sizeRepeated' }),
    ),
});
export type SkuImportRow = z.infer<typeof skuImportRow>;

function printableLabel(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .superRefine((name, issues) => {
      const problem = labelNameProblem(name);
      if (problem)
        issues.addIssue({
          code: 'custom',
          message: problem === 'chinese' ? 'imports:cell.chinese' : 'imports:cell.notPrintable',
        });
    });
}

export const stockSettingImportRow = z.object({
  rack: printableLabel(RACK_NAME_MAX_LENGTH),
  shelf: printableLabel(SHELF_NAME_MAX_LENGTH),
});
export type StockSettingImportRow = z.infer<typeof stockSettingImportRow>;

export const stockSettingImportQuery = z.strictObject({
  wareId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** One problem: the sheet row number as Excel shows it (the header is row 1) and the column header. */
export const importProblem = z.object({ row: z.number(), column: z.string(), message: z.string() });
export type ImportProblem = z.infer<typeof importProblem>;

/** `data` of a refused import. */
export const importErrors = z.object({ errors: z.array(importProblem), errorCount: z.number() });
export type ImportErrors = z.infer<typeof importErrors>;

/** `data` of 'Import Success': the rows read and what was created, by kind (skus, brands, racks, shelves). */
export const importSummary = z.object({ rows: z.number(), created: z.record(z.string(), z.number()) });
export type ImportSummary = z.infer<typeof importSummary>;

/**
 * exceljs, loaded on the first spreadsheet read or written rather than at start: it is the largest
 * module the server imports (about a third of a second of every start), and most starts never need it.
 *   const ExcelJS = await loadExcelJs();
 */
export async function loadExcelJs() {
  return (await import('exceljs')).default;
}

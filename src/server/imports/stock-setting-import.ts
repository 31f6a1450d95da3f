import { STOCK_SETTING_IMPORT_COLUMNS, stockSettingImportRow } from '../../domain/kernel/imports';
import type { StockSettingImportRow } from '../../domain/kernel/imports';
import { shelfCode, WarehouseStatus } from '../../domain/warehouses/warehouses';
import { chunks } from './importer';
import type { ImportPlan, RowConflict } from './importer';

type StockColumn = (typeof STOCK_SETTING_IMPORT_COLUMNS)[number]['key'];

/**
 * Racks and shelves of one warehouse from a sheet (the admin Stock/Setting screen): a rack named in
 * the sheet is used when the warehouse has it (whatever its case) and created otherwise; every shelf
 * must be new. Shelf names are unique in the warehouse, and so are the printed codes made from them
 * ("A 01" and "A-01" print the same code), so both count as the same shelf.
 */
export function stockSettingImportPlan(wareId: number): ImportPlan<StockColumn, StockSettingImportRow> {
  return {
    columns: STOCK_SETTING_IMPORT_COLUMNS,
    schema: stockSettingImportRow,
    duplicate: { column: 'shelf', keyOf: (row) => shelfCode(wareId, row.shelf) },
    async conflicts(trx, rows) {
      const found: RowConflict<StockColumn>[] = [];
      const rowOfCode = new Map(rows.map((r) => [shelfCode(wareId, r.value.shelf), r]));
      const rowOfName = new Map(rows.map((r) => [r.value.shelf.toLowerCase(), r]));
      for (const part of chunks([...rowOfCode.keys()], 1000)) {
        const lower = part.map((code) => (rowOfCode.get(code)?.value.shelf ?? '').toLowerCase());
        const taken = await trx
          .selectFrom('shelves')
          .select(['name', 'code'])
          .where((eb) =>
            eb.or([
              eb('code', 'in', part),
              eb.and([eb('ware_id', '=', wareId), eb(eb.fn('lower', ['name']), 'in', lower)]),
            ]),
          )
          .execute();
        for (const shelf of taken) {
          const row = rowOfCode.get(shelf.code) ?? rowOfName.get(shelf.name.toLowerCase());
          if (row && !found.some((f) => f.row === row.row))
            found.push({
              row: row.row,
              column: 'shelf',
              key: 'imports:cell.shelfExists',
              params: { shelf: row.value.shelf },
            });
        }
      }
      return found;
    },
    async write(trx, rows) {
      const existing = await trx
        .selectFrom('racks')
        .select(['id', 'name'])
        .where('ware_id', '=', wareId)
        .execute();
      const rackIds = new Map(existing.map((r) => [r.name.toLowerCase(), r.id]));
      const newRacks = [
        ...new Map(
          rows.filter((r) => !rackIds.has(r.rack.toLowerCase())).map((r) => [r.rack.toLowerCase(), r.rack]),
        ).values(),
      ];
      for (const part of chunks(newRacks, 1000)) {
        const made = await trx
          .insertInto('racks')
          .values(part.map((name) => ({ ware_id: wareId, name, status: WarehouseStatus.enabled })))
          .returning(['id', 'name'])
          .execute();
        for (const r of made) rackIds.set(r.name.toLowerCase(), r.id);
      }
      for (const part of chunks(rows, 500)) {
        await trx
          .insertInto('shelves')
          .values(
            part.map((r) => ({
              ware_id: wareId,
              rack_id: rackIds.get(r.rack.toLowerCase()) as number,
              name: r.shelf,
              code: shelfCode(wareId, r.shelf),
              status: WarehouseStatus.enabled,
            })),
          )
          .execute();
      }
      return { racks: newRacks.length, shelves: rows.length };
    },
    audit: { action: 'stockSetting.import', entity: 'warehouse', entityId: wareId },
  };
}

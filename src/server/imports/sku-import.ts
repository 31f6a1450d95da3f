import { brandKey } from '../../domain/skus/brands';
import { SKU_IMPORT_COLUMNS, skuImportRow } from '../../domain/kernel/imports';
import type { SkuImportRow } from '../../domain/kernel/imports';
import { SkuStatus } from '../../domain/skus/skus';
import { ensureBrands } from '../modules/skus/brand-service';
import { chunks } from './importer';
import type { ImportPlan } from './importer';

type SkuColumn = (typeof SKU_IMPORT_COLUMNS)[number]['key'];

/**
 * SKUs from a sheet: new codes only (a code already in the catalogue is a problem of its row, so an
 * import never overwrites what someone edited by hand). New brands join the brand list.
 */
export const skuImportPlan: ImportPlan<SkuColumn, SkuImportRow> = {
  columns: SKU_IMPORT_COLUMNS,
  schema: skuImportRow,
  duplicate: { column: 'sku', keyOf: (row) => row.sku },
  async conflicts(trx, rows) {
    const rowOf = new Map(rows.map((r) => [r.value.sku, r.row]));
    const found: { row: number; column: SkuColumn; key: string; params: { sku: string } }[] = [];
    for (const part of chunks([...rowOf.keys()], 1000)) {
      const taken = await trx.selectFrom('skus').select('sku').where('sku', 'in', part).execute();
      for (const { sku } of taken)
        found.push({
          row: rowOf.get(sku) as number,
          column: 'sku',
          key: 'imports:cell.skuExists',
          params: { sku },
        });
    }
    return found;
  },
  async write(trx, rows) {
    const brands = await ensureBrands(
      trx,
      rows.map((r) => r.brand),
    );
    for (const part of chunks(rows, 500)) {
      await trx
        .insertInto('skus')
        .values(
          part.map((r) => ({
            sku: r.sku,
            brand: brands.spelling.get(brandKey(r.brand)) ?? r.brand,
            name: r.name,
            sizes: JSON.stringify(r.sizes),
            image: '',
            status: SkuStatus.enabled,
          })),
        )
        .execute();
    }
    return { skus: rows.length, brands: brands.created };
  },
  audit: { action: 'sku.import', entity: 'sku', entityId: 'import' },
};

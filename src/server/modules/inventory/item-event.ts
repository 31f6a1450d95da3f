import type { Selectable } from 'kysely';
import type { ProductsTable } from '../../db/inbound-tables';

type EventedItem = Pick<
  Selectable<ProductsTable>,
  'id' | 'one_id' | 'pack_id' | 'parcel_id' | 'brand' | 'name' | 'sku' | 'size' | 'check_result' | 'shelf_id'
>;

/**
 * The item's own columns as an event row: what it was and where, at the time of the event.
 * `extra` adds or overrides what the action itself sets (a record number, the new shelf).
 */
export function eventOfItem<Extra extends object = Record<never, never>>(
  product: EventedItem,
  ware: { id: number; name: string },
  extra?: Extra,
) {
  return {
    product_id: product.id,
    one_id: product.one_id,
    pack_id: product.pack_id,
    parcel_id: product.parcel_id,
    brand: product.brand,
    remarks: product.name,
    sku: product.sku,
    spec: product.size,
    check_result: product.check_result,
    ware_id: ware.id,
    ware_name: ware.name,
    shelf_id: product.shelf_id,
    ...extra,
  };
}

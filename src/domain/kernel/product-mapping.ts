/**
 * A product row (table `products`, in plain values) in the contract's words (spec section 3): the
 * pair's name is `remarks` and its size `spec`, in every answer and in every event row. Server and
 * client (the warehouse's offline copy of an item) both map through here. No zod: the warehouse
 * portal's offline engine imports it.
 */
export type ProductRow = {
  id: number;
  one_id: string;
  sku: string;
  brand: string;
  name: string;
  size: string;
  status: number;
  check_result: number | null;
  cost_cents: number;
  supply: string;
};

/** What the pair is: SKU, brand, name and size, as answers and event rows name them. */
export function productDescription(row: Pick<ProductRow, 'sku' | 'brand' | 'name' | 'size'>) {
  return { sku: row.sku, brand: row.brand, remarks: row.name, spec: row.size };
}

/** The fields an item in a list or a detail starts with: which pair, what it is, its status and grade. */
export function productItem(
  row: Pick<ProductRow, 'id' | 'one_id' | 'sku' | 'brand' | 'name' | 'size' | 'status' | 'check_result'>,
) {
  return {
    id: row.id,
    oneId: row.one_id,
    ...productDescription(row),
    status: row.status,
    checkResult: row.check_result,
  };
}

/** What the seller paid for the pair (integer cents) and where it came from. */
export function productCost(row: Pick<ProductRow, 'cost_cents' | 'supply'>) {
  return { costPrice: row.cost_cents, supply: row.supply };
}

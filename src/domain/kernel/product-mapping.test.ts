import { describe, expect, it } from 'vitest';
import { productCost, productDescription, productItem } from './product-mapping';
import type { ProductRow } from './product-mapping';

const row: ProductRow = {
  id: 7,
  one_id: 'A00001234',
  sku: 'DD1391-100',
  brand: 'Nike',
  name: 'Dunk Low Panda',
  size: '9.5',
  status: 1,
  check_result: 2,
  cost_cents: 12_345,
  supply: 'StockX',
};

describe('product mapping', () => {
  it("names the pair's name remarks and its size spec", () => {
    expect(productDescription(row)).toEqual({
      sku: 'DD1391-100',
      brand: 'Nike',
      remarks: 'Dunk Low Panda',
      spec: '9.5',
    });
  });

  it('starts an item with its id, ONE ID, description, status and grade, and nothing else', () => {
    expect(productItem(row)).toEqual({
      id: 7,
      oneId: 'A00001234',
      sku: 'DD1391-100',
      brand: 'Nike',
      remarks: 'Dunk Low Panda',
      spec: '9.5',
      status: 1,
      checkResult: 2,
    });
  });

  it('keeps an ungraded item ungraded', () => {
    expect(productItem({ ...row, check_result: null }).checkResult).toBeNull();
  });

  it('gives the cost in cents and the source as entered', () => {
    expect(productCost(row)).toEqual({ costPrice: 12_345, supply: 'StockX' });
  });
});

import { describe, expect, it } from 'vitest';
import { keysWithoutMessage } from '../../../tests/fixtures/locale-messages';
import { SKU_SIZES_MAX, SKU_STATUS_LABEL, SkuStatus } from './rules';
import { skuCreateRequest, skuListRequest, skuUpdateRequest } from './skus';

const sizes = (count: number) => Array.from({ length: count }, (_, i) => String(4 + i / 2));
const aSku = { sku: 'DD1391-100', name: 'Dunk Low Panda', brand: 'Nike' };

describe('SKU status', () => {
  it('is 1 enabled or 2 disabled, each in both languages', () => {
    expect(SkuStatus).toEqual({ enabled: 1, disabled: 2 });
    expect(Object.keys(SKU_STATUS_LABEL).map(Number)).toEqual([1, 2]);
    expect(keysWithoutMessage(Object.values(SKU_STATUS_LABEL))).toEqual([]);
  });

  it('filters the catalogue by those two statuses only', () => {
    for (const status of Object.values(SkuStatus))
      expect(skuListRequest.safeParse({ status }).success).toBe(true);
    for (const status of [0, 3, '1']) expect(skuListRequest.safeParse({ status }).success).toBe(false);
  });
});

describe('SKU sizes', () => {
  it(`are at most ${SKU_SIZES_MAX}, none twice`, () => {
    expect(skuCreateRequest.safeParse({ ...aSku, sizes: sizes(SKU_SIZES_MAX) }).success).toBe(true);
    expect(skuCreateRequest.safeParse({ ...aSku, sizes: sizes(SKU_SIZES_MAX + 1) }).success).toBe(false);
    expect(skuCreateRequest.safeParse({ ...aSku, sizes: ['9', '9.5', '9'] }).success).toBe(false);
    expect(skuUpdateRequest.safeParse({ id: 1, sizes: sizes(SKU_SIZES_MAX) }).success).toBe(true);
    expect(skuUpdateRequest.safeParse({ id: 1, sizes: sizes(SKU_SIZES_MAX + 1) }).success).toBe(false);
  });
});

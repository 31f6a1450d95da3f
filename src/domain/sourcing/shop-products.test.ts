import { describe, expect, it } from 'vitest';
import { shopImageProblem } from './shop-images';
import { sellerSkuOf, shopSizeProblems } from './shop-products';

const png = (width: number, height: number, bytes = 200_000) => ({ format: 'png', width, height, bytes });

describe("the short-video shop's image rules", () => {
  it('takes a JPG or PNG of 300x300 to 4000x4000 px and at most 5 MB', () => {
    expect(shopImageProblem(png(300, 300))).toBeNull();
    expect(
      shopImageProblem({ format: 'jpeg', width: 4000, height: 4000, bytes: 5 * 1024 * 1024 }),
    ).toBeNull();
  });

  it('names the first rule broken: no image, another type, too heavy, too small, too big', () => {
    expect(shopImageProblem({ format: null, width: null, height: null, bytes: 10 })).toBe('notAnImage');
    expect(shopImageProblem({ format: 'gif', width: 600, height: 600, bytes: 1000 })).toBe('wrongType');
    expect(shopImageProblem({ format: 'webp', width: 600, height: 600, bytes: 1000 })).toBe('wrongType');
    expect(shopImageProblem(png(600, 600, 5 * 1024 * 1024 + 1))).toBe('tooHeavy');
    expect(shopImageProblem(png(299, 800))).toBe('tooSmall');
    expect(shopImageProblem(png(800, 4001))).toBe('tooBig');
  });
});

describe("the short-video shop's size rules", () => {
  const at = (size: string, priceCents = 15_000) => ({ size, priceCents });

  it('passes distinct named sizes priced at $10 or more', () => {
    expect(shopSizeProblems([at('9'), at('9.5'), at('10', 1_000)])).toEqual([]);
  });

  it('names each empty, repeated, too long or underpriced size by its row', () => {
    expect(
      shopSizeProblems([at('10.5'), at('  '), at('US 10.5'), at('10.50'), at('A'.repeat(21)), at('11', 999)]),
    ).toEqual([
      { index: 1, problem: 'sizeEmpty' },
      { index: 2, problem: 'sizeRepeated' },
      { index: 3, problem: 'sizeRepeated' },
      { index: 4, problem: 'sizeTooLong' },
      { index: 5, problem: 'priceBelowMinimum' },
    ]);
  });

  it('writes our seller SKU from the SKU and the size key', () => {
    expect(sellerSkuOf('DD1391-100', 'US 10.50')).toBe('DD1391-100-10.5');
  });
});

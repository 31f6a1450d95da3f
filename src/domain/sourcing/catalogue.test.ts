import { describe, expect, it } from 'vitest';
import { mapShopProduct, readUsSize, styleOfSellerSku } from './catalogue';
import type { Decision, MappingLookup, ShopVariant, SkuSize } from './catalogue';

const skus = new Map([
  ['DD1391-100', 'DD1391-100'],
  ['DD1391', 'DD1391'],
  ['CW2288-111', 'CW2288-111'],
]);
const lookup = (gtins: [string, SkuSize[]][] = [], decisions: [string, Decision][] = []): MappingLookup => ({
  skus,
  gtins: new Map(gtins),
  decisions: new Map(decisions),
});
const v = (
  variantId: string,
  sellerSku: string,
  sizeText: string,
  gtin: string | null = null,
): ShopVariant => ({
  variantId,
  sellerSku,
  sizeText,
  gtin,
});

describe('reading a shop product into our SKUs and sizes', () => {
  it('reads US sizes only', () => {
    expect(readUsSize('US 10.5')).toBe('10.5');
    expect(readUsSize('10.50')).toBe('10.5');
    for (const text of ['10.3', '5Y', '10.5 W', '', '24']) expect(readUsSize(text)).toBeNull();
  });

  it('finds the longest SKU a seller SKU starts with, at a separator', () => {
    expect(styleOfSellerSku('dd1391-100-10.5', skus)).toBe('DD1391-100');
    expect(styleOfSellerSku('DD1391_9', skus)).toBe('DD1391');
    expect(styleOfSellerSku('DD13910', skus)).toBeNull();
  });

  it('maps by barcode first, then by the style code and the size', () => {
    const mapping = mapShopProduct(
      [v('1', 'X-1', '9', '111'), v('2', 'DD1391-100-10', 'US 10')],
      lookup([['111', [{ sku: 'CW2288-111', size: '9' }]]]),
    );
    expect(mapping.variants).toEqual([
      { variantId: '1', mapped: { sku: 'CW2288-111', size: '9', by: 'gtin' } },
      { variantId: '2', mapped: { sku: 'DD1391-100', size: '10', by: 'style' } },
    ]);
    expect(mapping.unknownStyle).toBeNull();
  });

  it('makes a barcode naming two SKUs a conflict, unless the style code settles it', () => {
    const two: [string, SkuSize[]][] = [
      [
        '222',
        [
          { sku: 'DD1391-100', size: '9' },
          { sku: 'CW2288-111', size: '9' },
        ],
      ],
    ];
    expect(mapShopProduct([v('1', 'MINE-1', '9', '222')], lookup(two)).variants).toEqual([
      { variantId: '1', conflict: { kind: 'gtinTwoSkus', candidates: two[0][1] } },
    ]);
    expect(mapShopProduct([v('1', 'CW2288-111-9', '9', '222')], lookup(two)).variants).toEqual([
      { variantId: '1', mapped: { sku: 'CW2288-111', size: '9', by: 'gtin' } },
    ]);
  });

  it("keeps an admin's choice: a size mapped by hand, one ignored", () => {
    const mapping = mapShopProduct(
      [v('1', 'MINE-1', '9', '222'), v('2', 'MINE-2', '5Y')],
      lookup(
        [
          [
            '222',
            [
              { sku: 'DD1391-100', size: '9' },
              { sku: 'CW2288-111', size: '9' },
            ],
          ],
        ],
        [
          ['1', { state: 'resolved', sku: 'CW2288-111', size: '9' }],
          ['2', { state: 'ignored', sku: null, size: null }],
        ],
      ),
    );
    expect(mapping.variants).toEqual([
      { variantId: '1', mapped: { sku: 'CW2288-111', size: '9', by: 'admin' } },
      { variantId: '2', ignored: true },
    ]);
  });

  it('names a product of no known style once, an unreadable size, and two sizes coming to one', () => {
    expect(mapShopProduct([v('1', 'MYSTERY', '9')], lookup()).unknownStyle).toEqual({ candidates: [] });
    expect(mapShopProduct([v('1', 'DD1391-100-5Y', '5Y')], lookup()).variants).toEqual([
      { variantId: '1', conflict: { kind: 'sizeUnparsed', candidates: [{ sku: 'DD1391-100', size: null }] } },
    ]);
    expect(
      mapShopProduct([v('1', 'DD1391-100-a', '10'), v('2', 'DD1391-100-b', 'US 10')], lookup()).variants[1],
    ).toEqual({
      variantId: '2',
      conflict: { kind: 'sizeRepeated', candidates: [{ sku: 'DD1391-100', size: null }] },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { rememberSku, RECENT_SKU_MAX } from './recent';

describe('recent SKU list', () => {
  it('puts the newest sku first', () => {
    expect(rememberSku([{ sku: 'A' }], { sku: 'B' }).map((e) => e.sku)).toEqual(['B', 'A']);
  });
  it('keeps one entry per sku, moving a repeated sku to the front with its new data', () => {
    const list = [
      { sku: 'A', size: '9' },
      { sku: 'B', size: '10' },
    ];
    expect(rememberSku(list, { sku: 'B', size: '11' })).toEqual([
      { sku: 'B', size: '11' },
      { sku: 'A', size: '9' },
    ]);
  });
  it('keeps at most five, dropping the oldest', () => {
    let list: { sku: string }[] = [];
    for (const sku of ['1', '2', '3', '4', '5', '6']) list = rememberSku(list, { sku });
    expect(RECENT_SKU_MAX).toBe(5);
    expect(list.map((e) => e.sku)).toEqual(['6', '5', '4', '3', '2']);
  });
  it('ignores a blank sku', () => {
    expect(rememberSku([{ sku: 'A' }], { sku: '  ' })).toEqual([{ sku: 'A' }]);
  });
});

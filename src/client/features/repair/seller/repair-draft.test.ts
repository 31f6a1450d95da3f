import { describe, expect, it } from 'vitest';
import type { RepairPairView } from '../../../../domain/repair/views';
import { changePair, isComplete, requestPairsOf, togglePair } from './repair-draft';

const pair = (oneId: string, wareId = 1): RepairPairView => ({
  oneId,
  sku: 'DD1391-100',
  size: '9',
  name: 'Dunk Low',
  brand: 'Nike',
  img: null,
  wareId,
  wareName: wareId === 1 ? 'LA Dock' : 'NJ Hub',
});

describe('a repair order being filled in', () => {
  it('takes pairs of one warehouse only, and a second tick takes a pair out', () => {
    const one = togglePair([], pair('10000001')) ?? [];
    expect(one.map((p) => p.pair.oneId)).toEqual(['10000001']);
    expect(togglePair(one, pair('10000002', 2))).toBeNull();
    expect(togglePair(one, pair('10000001'))).toEqual([]);
  });

  it('makes no request while a pair lacks an issue, an item or a box colour', () => {
    let pairs = togglePair([], pair('10000001')) ?? [];
    expect(isComplete(pairs)).toBe(false);
    pairs = changePair(pairs, '10000001', { issues: ['boxCrush'], items: ['repairBox'] });
    expect(requestPairsOf(pairs)).toBeNull();
    pairs = changePair(pairs, '10000001', { boxColour: 'black' });
    expect(requestPairsOf(pairs)).toEqual([
      { oneId: '10000001', issues: ['boxCrush'], repairs: [{ item: 'repairBox', boxColour: 'black' }] },
    ]);
  });

  it('drops the colour with the box repair and sends the items in the price table order', () => {
    let pairs = togglePair([], pair('10000001')) ?? [];
    pairs = changePair(pairs, '10000001', {
      issues: ['stained'],
      items: ['repairBox', 'cleanStain'],
      boxColour: 'white',
    });
    expect(requestPairsOf(pairs)?.[0].repairs).toEqual([
      { item: 'cleanStain' },
      { item: 'repairBox', boxColour: 'white' },
    ]);
    pairs = changePair(pairs, '10000001', { items: ['cleanStain'] });
    expect(pairs[0].boxColour).toBeNull();
    expect(requestPairsOf(pairs)?.[0].repairs).toEqual([{ item: 'cleanStain' }]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  askCentsOf,
  askForAll,
  choose,
  EMPTY_DRAFT,
  inWarehouse,
  setAsk,
  shipmentItems,
  totalAskCents,
} from './ship-draft';

describe('the ship-to-Flex draft', () => {
  it('takes asks from $10 in whole cents, as the server does', () => {
    expect(askCentsOf('10')).toBe(1_000);
    expect(askCentsOf('249.99')).toBe(24_999);
    expect(askCentsOf('9.99')).toBeNull();
    expect(askCentsOf('12.345')).toBeNull();
    expect(askCentsOf('')).toBeNull();
    expect(askCentsOf('abc')).toBeNull();
    expect(askCentsOf('100001')).toBeNull();
  });

  it('sends the chosen pairs with their asks, or names the ones still without a right ask', () => {
    let draft = inWarehouse(EMPTY_DRAFT, 7);
    draft = choose(choose(draft, '10000001', true), '10000002', true);
    draft = setAsk(draft, '10000001', '200');
    expect(shipmentItems(draft)).toEqual({ ok: false, unpriced: ['10000002'] });
    expect(totalAskCents(draft)).toBe(20_000);
    draft = askForAll(draft, '150.50');
    expect(shipmentItems(draft)).toEqual({
      ok: true,
      items: [
        { oneId: '10000001', askCents: 15_050 },
        { oneId: '10000002', askCents: 15_050 },
      ],
    });
    draft = choose(draft, '10000002', false);
    expect(totalAskCents(draft)).toBe(15_050);
    // An ask typed for a pair not chosen changes nothing.
    expect(setAsk(draft, '10000009', '99').asks.has('10000009')).toBe(false);
  });

  it('starts over in another warehouse: one box, one warehouse', () => {
    const draft = choose(inWarehouse(EMPTY_DRAFT, 7), '10000001', true);
    expect(inWarehouse(draft, 7)).toBe(draft);
    expect(inWarehouse(draft, 8)).toEqual({ wareId: 8, asks: new Map() });
  });
});

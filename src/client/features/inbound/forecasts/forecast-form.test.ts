import { describe, expect, it } from 'vitest';
import { emptyForecastForm, emptyItemRow, itemRowProblems, toForecastRequest } from './forecast-form';

const row = (over: Partial<ReturnType<typeof emptyItemRow>> = {}) => ({
  ...emptyItemRow(),
  sku: 'DD1391-100',
  size: '9',
  quantity: 1,
  ...over,
});

describe('expected item rows', () => {
  it('a catalogue line needs its SKU and a size', () => {
    expect(itemRowProblems(row({ sku: '', size: '' }))).toEqual({
      sku: 'items.errors.skuRequired',
      size: 'items.errors.sizeRequired',
    });
  });

  it('a free-text line needs a product name instead of a SKU', () => {
    expect(itemRowProblems({ ...emptyItemRow('text'), size: '10', quantity: 1 })).toEqual({
      name: 'items.errors.nameRequired',
    });
    expect(
      itemRowProblems({ ...emptyItemRow('text'), name: 'Yeezy Slide', size: '10', quantity: 1 }),
    ).toEqual({});
  });

  it.each([0, 1000, 1.5, ''])('refuses quantity %s', (quantity) => {
    expect(itemRowProblems(row({ quantity })).quantity).toBe('items.errors.quantity');
  });

  it('refuses a negative or absurd cost but accepts none', () => {
    expect(itemRowProblems(row({ cost: -1 })).cost).toBe('items.errors.cost');
    expect(itemRowProblems(row({ cost: 1_000_001 })).cost).toBe('items.errors.cost');
    expect(itemRowProblems(row({ cost: '' })).cost).toBeUndefined();
  });

  it('a size longer than 16 characters is refused', () => {
    expect(itemRowProblems(row({ size: 'x'.repeat(17) })).size).toBe('items.errors.sizeTooLong');
  });
});

describe('the request sent', () => {
  it('sends cost in cents and only the fields of each line kind', () => {
    const values = {
      ...emptyForecastForm('3'),
      logNos: ['1Z999AA10123456784'],
      items: [
        row({ cost: 110.5, supply: 'Outlet' }),
        { ...emptyItemRow('text'), name: 'Slide', brand: 'adidas', size: '10', quantity: 2, cost: '' },
      ],
    };
    expect(toForecastRequest(values)).toEqual({
      wareId: 3,
      logNos: ['1Z999AA10123456784'],
      remark: '',
      items: [
        { sku: 'DD1391-100', size: '9', quantity: 1, costPrice: 11050, supply: 'Outlet' },
        { name: 'Slide', brand: 'adidas', size: '10', quantity: 2, costPrice: 0, supply: '' },
      ],
    });
  });

  it('gives nothing to send without a tracking number', () => {
    expect(toForecastRequest({ ...emptyForecastForm('3'), items: [row()] })).toBeNull();
  });
});

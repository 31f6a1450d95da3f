import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keysWithoutMessage } from '../../../tests/fixtures/locale-messages';
import {
  centsToDollars,
  dollarsToCents,
  IN_WAREHOUSE_STATUSES,
  INVENTORY_STATUS_LABEL,
  INVENTORY_STATUSES,
  InventoryStatus,
  isInWarehouse,
  storageDays,
} from './product-rules';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most dollarsToCents reads: nine digits of dollars and two of cents. */
const TYPED_CENTS_MAX = 999_999_999_99;

describe('money in cents shown as dollars (centsToDollars)', () => {
  it('writes whole dollars, a point and always two cent digits', () => {
    expect(centsToDollars(12345)).toBe('123.45');
    expect(centsToDollars(0)).toBe('0.00');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(100)).toBe('1.00');
    expect(centsToDollars(-5)).toBe('-0.05');
    expect(centsToDollars(-12345)).toBe('-123.45');
  });

  it('writes the same number of cents for any whole amount, negative ones with a minus', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const dollars = centsToDollars(cents);
        expect(dollars).toMatch(/^-?\d+\.\d{2}$/);
        expect(dollars.startsWith('-')).toBe(cents < 0);
        // No leading zeros but the one before the point: "0.05", never "00.05".
        expect(dollars).not.toMatch(/^-?0\d/);
        expect(Number(dollars.replace('.', ''))).toBe(cents);
      }),
    );
  });

  it('drops a fraction of a cent instead of writing it', () => {
    expect(centsToDollars(12.9)).toBe('0.12');
    expect(centsToDollars(-12.9)).toBe('-0.12');
  });
});

describe('a typed dollar amount as cents (dollarsToCents)', () => {
  it('reads dollars with none, one or two decimals, around spaces', () => {
    expect(dollarsToCents('12')).toBe(1200);
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('12.50')).toBe(1250);
    expect(dollarsToCents('12.05')).toBe(1205);
    expect(dollarsToCents('0.01')).toBe(1);
    expect(dollarsToCents(' 7.99 ')).toBe(799);
    expect(dollarsToCents('007')).toBe(700);
  });

  it('reads nine digits of dollars at most', () => {
    expect(dollarsToCents('999999999.99')).toBe(TYPED_CENTS_MAX);
    expect(dollarsToCents('1000000000')).toBeNull();
  });

  it('is not money: a third decimal, signs, separators, exponents, words or nothing', () => {
    for (const text of [
      '',
      ' ',
      '1.234',
      '-1',
      '+1',
      '-0.05',
      '1,000',
      '1 000',
      '1e3',
      '12.',
      '.5',
      '$12',
      'twelve',
      '0x10',
      'Infinity',
      'NaN',
      '１２', // full-width digits
    ])
      expect(dollarsToCents(text), JSON.stringify(text)).toBeNull();
  });

  it('gives back the cents any shown amount came from (round trip)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: TYPED_CENTS_MAX }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });

  it('shows back what was typed, with two decimals (round trip)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,9}$/),
        fc.option(fc.stringMatching(/^\d{1,2}$/), { nil: undefined }),
        (dollars, fraction) => {
          const cents = dollarsToCents(fraction === undefined ? dollars : `${dollars}.${fraction}`);
          expect(cents).not.toBeNull();
          expect(centsToDollars(cents ?? -1)).toBe(`${Number(dollars)}.${(fraction ?? '').padEnd(2, '0')}`);
        },
      ),
    );
  });

  it('always gives whole, non-negative cents when it reads an amount', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (text) => {
        const cents = dollarsToCents(text);
        if (cents === null) return;
        expect(Number.isSafeInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(0);
        expect(cents).toBeLessThanOrEqual(TYPED_CENTS_MAX);
      }),
    );
  });
});

describe('storage days (their fee: storageFeeToDate in wallet-fees.test.ts)', () => {
  const inbound = new Date('2025-03-01T10:00:00Z');
  const after = (ms: number) => new Date(inbound.getTime() + ms);

  it('counts the day an item came in as day 1, and each full 24 hours after it as one more', () => {
    expect(storageDays(inbound, inbound)).toBe(1);
    expect(storageDays(inbound, after(DAY_MS - 1))).toBe(1);
    expect(storageDays(inbound, after(DAY_MS))).toBe(2);
    expect(storageDays(inbound, after(30 * DAY_MS))).toBe(31);
  });

  it('counts day 1 when the clock says the item came in later than now', () => {
    expect(storageDays(inbound, after(-DAY_MS))).toBe(1);
  });

  it('never goes down as time passes, and never below 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10 * DAY_MS, max: 5000 * DAY_MS }),
        fc.integer({ min: 0, max: 100 * DAY_MS }),
        (elapsed, more) => {
          const days = storageDays(inbound, after(elapsed));
          expect(days).toBeGreaterThanOrEqual(1);
          expect(storageDays(inbound, after(elapsed + more))).toBeGreaterThanOrEqual(days);
        },
      ),
    );
  });
});

describe('inventory statuses', () => {
  it('are the spec codes, each with a message in both languages', () => {
    expect(INVENTORY_STATUSES).toEqual([1, 2, 3, 4, 6, 7, 9, 10, 12]);
    expect(Object.values(InventoryStatus).sort((a, b) => a - b)).toEqual(INVENTORY_STATUSES);
    expect(keysWithoutMessage(INVENTORY_STATUSES.map((s) => INVENTORY_STATUS_LABEL[s]))).toEqual([]);
  });

  it('put every status but "out of warehouse" (6) in a warehouse', () => {
    expect(IN_WAREHOUSE_STATUSES).toEqual([1, 2, 3, 4, 7, 9, 10, 12]);
    for (const status of INVENTORY_STATUSES)
      expect(isInWarehouse(status), String(status)).toBe(status !== InventoryStatus.outOfWarehouse);
    for (const other of [0, 5, 8, 11, 13, -1, 1.5, Number.NaN]) expect(isInWarehouse(other)).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHARGE_FEE_TYPES,
  chargeDeductionRequest,
  CREDIT_FEE_TYPES,
  FEE_TYPES,
  formatCents,
  MAX_AMOUNT_CENTS,
  parseAmountCents,
} from './wallet';

describe('parseAmountCents', () => {
  it('reads dollars with at most two decimals into exact cents', () => {
    expect(parseAmountCents('12.50')).toEqual({ ok: true, cents: 1250 });
    expect(parseAmountCents(12.5)).toEqual({ ok: true, cents: 1250 });
    expect(parseAmountCents('0.01')).toEqual({ ok: true, cents: 1 });
    expect(parseAmountCents(' 7 ')).toEqual({ ok: true, cents: 700 });
    expect(parseAmountCents('1.10')).toEqual({ ok: true, cents: 110 });
    expect(parseAmountCents(0.29)).toEqual({ ok: true, cents: 29 });
    expect(parseAmountCents('3.100')).toEqual({ ok: true, cents: 310 });
    expect(parseAmountCents('10000000.00')).toEqual({ ok: true, cents: MAX_AMOUNT_CENTS });
  });

  it('refuses zero, negatives, fractional cents, absurd sizes and text, naming why', () => {
    const reasons: [unknown, string][] = [
      [0, 'notPositive'],
      ['0.00', 'notPositive'],
      [-1, 'notPositive'],
      ['-1', 'notPositive'],
      ['1.005', 'fractionalCents'],
      [0.001, 'fractionalCents'],
      [1e-7, 'fractionalCents'],
      ['10000000.01', 'tooLarge'],
      [1e21, 'tooLarge'],
      ['99999999999999999999', 'tooLarge'],
      ['abc', 'notANumber'],
      ['', 'notANumber'],
      ['1e3', 'notANumber'],
      ['1,000', 'notANumber'],
      [Number.NaN, 'notANumber'],
      [Number.POSITIVE_INFINITY, 'notANumber'],
      [null, 'notANumber'],
      [{}, 'notANumber'],
    ];
    for (const [input, reason] of reasons)
      expect(parseAmountCents(input), String(input)).toEqual({ ok: false, reason });
  });

  it('round-trips every whole-cent amount through its text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(parseAmountCents(text)).toEqual({ ok: true, cents });
        expect(parseAmountCents(Number(text))).toEqual({ ok: true, cents });
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('formatCents', () => {
  it('shows dollars with a thousands separator and two decimals', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-1250)).toBe('-$12.50');
  });
});

describe('fee types', () => {
  it('are those of spec section 9 and the two of the B2B board, each either credit or charge', () => {
    expect([...FEE_TYPES].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 11, 12, 17, 22, 23, 24, 25, 26, 27, 28, 29,
    ]);
    expect([...CREDIT_FEE_TYPES, ...CHARGE_FEE_TYPES].sort((a, b) => a - b)).toEqual(
      [...FEE_TYPES].sort((a, b) => a - b),
    );
  });

  it('a manual deposit takes a credit fee type and a deduction a charge fee type', () => {
    const base = { sellerId: 1, amount: '5', reason: 'r' };
    expect(chargeDeductionRequest.safeParse({ ...base, direction: 'deposit', feeType: 1 }).success).toBe(
      true,
    );
    expect(chargeDeductionRequest.safeParse({ ...base, direction: 'deposit', feeType: 22 }).success).toBe(
      false,
    );
    expect(chargeDeductionRequest.safeParse({ ...base, direction: 'deduction', feeType: 22 }).success).toBe(
      true,
    );
    expect(chargeDeductionRequest.safeParse({ ...base, direction: 'deduction', feeType: 24 }).success).toBe(
      false,
    );
    expect(chargeDeductionRequest.parse({ ...base, direction: 'deposit', feeType: 1 }).amount).toBe(500);
  });
});

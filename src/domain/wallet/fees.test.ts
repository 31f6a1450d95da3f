import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WarehouseLevel } from '../warehouses/rules';
import {
  BASIS_POINTS_MAX,
  cardInForce,
  cashOutDeductionCents,
  consignmentFeeCents,
  isCalendarDay,
  isFeeLocked,
  MarketplaceKind,
  overrideCreateRequest,
  parseHundredths,
  percentOfCents,
  platformFeeCents,
  RATE_MONEY_MAX_CENTS,
  rateCardInput,
  rateCardOfInput,
  shippingFeeCents,
  storageFeeToDate,
  switchUserFeeCents,
  transshipmentFeeCents,
} from './fees';
import type { RateCard } from './fees';

const DAY_MS = 24 * 60 * 60 * 1000;

const CARD: RateCard = {
  shippingFeeCents: 500,
  transshipmentFeeCents: 300,
  switchUserFeeCents: 200,
  consignmentFeeBasisPoints: 1000,
  cashOutDeductionBasisPoints: 250,
  baseFreeDays: 30,
  baseDailyFeeCents: 10,
  premiumFreeDays: 15,
  premiumDailyFeeCents: 25,
};

const INPUT = {
  shippingFee: '5',
  transshipmentFee: 3,
  switchUserFee: '2.00',
  consignmentFeePercent: '10',
  cashOutDeductionPercent: 2.5,
  baseFreeDays: 30,
  baseDailyFee: '0.10',
  premiumFreeDays: 15,
  premiumDailyFee: 0.25,
};

describe('amounts typed by an admin (parseHundredths)', () => {
  it('reads dollars and percents with up to 2 decimals, as text or number', () => {
    expect(parseHundredths('12', RATE_MONEY_MAX_CENTS)).toEqual({ ok: true, value: 1200 });
    expect(parseHundredths(' 12.5 ', RATE_MONEY_MAX_CENTS)).toEqual({ ok: true, value: 1250 });
    expect(parseHundredths(12.05, RATE_MONEY_MAX_CENTS)).toEqual({ ok: true, value: 1205 });
    expect(parseHundredths('0', RATE_MONEY_MAX_CENTS)).toEqual({ ok: true, value: 0 });
    expect(parseHundredths(0.1 + 0.2, RATE_MONEY_MAX_CENTS)).toEqual({ ok: true, value: 30 });
    expect(parseHundredths('100', BASIS_POINTS_MAX)).toEqual({ ok: true, value: 10000 });
  });

  it('names what is wrong: text, negative, a third decimal, too large', () => {
    const problem = (v: unknown, max = RATE_MONEY_MAX_CENTS) => {
      const r = parseHundredths(v, max);
      return r.ok ? null : r.problem;
    };
    expect(problem('five')).toBe('notNumber');
    expect(problem('')).toBe('notNumber');
    expect(problem('1e3')).toBe('notNumber');
    expect(problem(Number.NaN)).toBe('notNumber');
    expect(problem(null)).toBe('notNumber');
    expect(problem('-1')).toBe('negative');
    expect(problem(-0.01)).toBe('negative');
    expect(problem('1.005')).toBe('decimals');
    expect(problem(1.005)).toBe('decimals');
    expect(problem('100.01', BASIS_POINTS_MAX)).toBe('tooLarge');
    expect(problem('10000.01')).toBe('tooLarge');
    expect(problem('99999999999999999999')).toBe('tooLarge');
    expect(problem('-0')).toBeNull();
  });

  it('reads back every amount it would show', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: RATE_MONEY_MAX_CENTS }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(parseHundredths(text, RATE_MONEY_MAX_CENTS)).toEqual({ ok: true, value: cents });
        expect(parseHundredths(cents / 100, RATE_MONEY_MAX_CENTS)).toEqual({ ok: true, value: cents });
      }),
    );
  });
});

describe('the rate card request', () => {
  it('turns dollars into cents and percents into basis points', () => {
    expect(rateCardOfInput(rateCardInput.parse(INPUT))).toEqual(CARD);
  });

  it('refuses a negative fee, a third decimal, a percent over 100 and text, naming the field', () => {
    const firstIssue = (patch: Record<string, unknown>) => {
      const r = rateCardInput.safeParse({ ...INPUT, ...patch });
      return r.success ? null : `${r.error.issues[0].path.join('.')}: ${r.error.issues[0].message}`;
    };
    expect(firstIssue({ shippingFee: -1 })).toBe('shippingFee: the amount cannot be negative');
    expect(firstIssue({ baseDailyFee: '0.105' })).toBe('baseDailyFee: the amount has at most 2 decimals');
    expect(firstIssue({ consignmentFeePercent: 100.5 })).toBe(
      'consignmentFeePercent: the percent is too large (at most 100.00)',
    );
    expect(firstIssue({ transshipmentFee: 'abc' })).toBe('transshipmentFee: the amount must be a number');
    expect(firstIssue({ premiumFreeDays: 1.5 })).toBe('premiumFreeDays: free days must be a whole number');
    expect(firstIssue({ extra: 1 })).not.toBeNull();
  });

  it('needs an effective date that exists on the calendar', () => {
    const ok = overrideCreateRequest.safeParse({ ...INPUT, sellerId: 3, effectiveFrom: '2026-02-28' });
    expect(ok.success).toBe(true);
    for (const effectiveFrom of [undefined, '', '2026-02-30', '28/02/2026', '2026-2-1']) {
      expect(overrideCreateRequest.safeParse({ ...INPUT, sellerId: 3, effectiveFrom }).success).toBe(false);
    }
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
  });
});

describe('the card in force (cardInForce)', () => {
  const overrides = [
    { effectiveFrom: '2026-03-01', card: 'march' },
    { effectiveFrom: '2026-01-01', card: 'january' },
    { effectiveFrom: '2026-06-01', card: 'june' },
  ];
  const at = (iso: string) => new Date(iso);

  it('is the default card before the first override', () => {
    expect(cardInForce('default', overrides, at('2025-12-31T23:59:59Z'))).toBe('default');
    expect(cardInForce('default', [], at('2026-05-01T00:00:00Z'))).toBe('default');
  });

  it('is the override with the latest effective day on or before the moment, from 00:00 GMT', () => {
    expect(cardInForce('default', overrides, at('2026-01-01T00:00:00Z'))).toBe('january');
    expect(cardInForce('default', overrides, at('2026-02-28T23:59:59Z'))).toBe('january');
    expect(cardInForce('default', overrides, at('2026-03-01T00:00:00Z'))).toBe('march');
    expect(cardInForce('default', overrides, at('2026-05-31T12:00:00Z'))).toBe('march');
    expect(cardInForce('default', overrides, at('2027-01-01T00:00:00Z'))).toBe('june');
  });

  it('never picks a future override, whatever the order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 2000 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 2000 }),
        (days, nowDay) => {
          const base = Date.UTC(2025, 0, 1);
          const dayText = (d: number) => new Date(base + d * DAY_MS).toISOString().slice(0, 10);
          const list = days.map((d) => ({ effectiveFrom: dayText(d), card: d }));
          const chosen = cardInForce(-1, list, new Date(base + nowDay * DAY_MS + 5000));
          const eligible = days.filter((d) => d <= nowDay);
          expect(chosen).toBe(eligible.length ? Math.max(...eligible) : -1);
        },
      ),
    );
  });
});

describe('fees', () => {
  it('charges flat fees per pair', () => {
    expect(shippingFeeCents(CARD, 3)).toBe(1500);
    expect(transshipmentFeeCents(CARD, 2)).toBe(600);
    expect(switchUserFeeCents(CARD, 1)).toBe(200);
    expect(shippingFeeCents(CARD, 0)).toBe(0);
  });

  it('rounds a percent half up to the cent', () => {
    expect(percentOfCents(10, 250)).toBe(0); // 2.5% of $0.10 = 0.25 cents
    expect(percentOfCents(20, 250)).toBe(1); // 0.5 cents rounds up
    expect(percentOfCents(30, 250)).toBe(1); // 0.75 cents
    expect(percentOfCents(12345, 1000)).toBe(1235); // 1234.5 cents
    expect(percentOfCents(12344, 1000)).toBe(1234);
    expect(consignmentFeeCents(CARD, 25000)).toBe(2500);
    expect(cashOutDeductionCents(CARD, 19999)).toBe(500); // 499.975
    expect(platformFeeCents(25000, 0)).toBe(0);
    expect(platformFeeCents(25000, 950)).toBe(2375);
  });

  it('never takes more than the price, nor less than nothing, and grows with the percent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: BASIS_POINTS_MAX }),
        fc.integer({ min: 0, max: BASIS_POINTS_MAX }),
        (price, a, b) => {
          const fa = percentOfCents(price, a);
          expect(Number.isSafeInteger(fa)).toBe(true);
          expect(fa).toBeGreaterThanOrEqual(0);
          expect(fa).toBeLessThanOrEqual(price);
          expect(percentOfCents(price, BASIS_POINTS_MAX)).toBe(price);
          if (a <= b) expect(fa).toBeLessThanOrEqual(percentOfCents(price, b));
          // Within half a cent of the exact amount.
          expect(Math.abs(fa - (price * a) / 10000)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('locks the B2B platform fee at 0% and no other', () => {
    expect(isFeeLocked(MarketplaceKind.b2b)).toBe(true);
    expect(isFeeLocked(MarketplaceKind.resale)).toBe(false);
    expect(isFeeLocked(MarketplaceKind.shortVideoShop)).toBe(false);
  });
});

describe('storage fee to date (storageFeeToDate)', () => {
  const inAt = new Date('2026-01-01T10:00:00Z');
  const after = (days: number) => new Date(inAt.getTime() + days * DAY_MS);

  it('is free for the free days of the warehouse level, then charges each day', () => {
    // Day 1 is the day it came in: 30 days later is day 31, the first charged day in a Base warehouse.
    expect(storageFeeToDate(CARD, WarehouseLevel.base, inAt, after(29))).toEqual({
      wareDays: 30,
      chargedDays: 0,
      wareFeeCents: 0,
    });
    expect(storageFeeToDate(CARD, WarehouseLevel.base, inAt, after(30))).toEqual({
      wareDays: 31,
      chargedDays: 1,
      wareFeeCents: 10,
    });
    expect(storageFeeToDate(CARD, WarehouseLevel.premium, inAt, after(30))).toEqual({
      wareDays: 31,
      chargedDays: 16,
      wareFeeCents: 400,
    });
    expect(storageFeeToDate(CARD, WarehouseLevel.base, inAt, after(-3)).wareFeeCents).toBe(0);
  });

  it('never falls as the days go by, and never charges within the free days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom(WarehouseLevel.base, WarehouseLevel.premium),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: RATE_MONEY_MAX_CENTS }),
        (d1, d2, level, free, daily) => {
          const card = { ...CARD, baseFreeDays: free, premiumFreeDays: free };
          card.baseDailyFeeCents = card.premiumDailyFeeCents = daily;
          const [early, late] = d1 <= d2 ? [d1, d2] : [d2, d1];
          const a = storageFeeToDate(card, level, inAt, after(early));
          const b = storageFeeToDate(card, level, inAt, after(late));
          expect(b.wareFeeCents).toBeGreaterThanOrEqual(a.wareFeeCents);
          expect(b.wareDays).toBeGreaterThanOrEqual(a.wareDays);
          if (a.wareDays <= free) expect(a.wareFeeCents).toBe(0);
          expect(a.wareFeeCents).toBe(Math.max(0, a.wareDays - free) * daily);
        },
      ),
    );
  });

  it('charges nothing at a daily fee of 0, whatever the days (the fee shows as 0, spec section 9)', () => {
    const free = {
      ...CARD,
      baseFreeDays: 0,
      baseDailyFeeCents: 0,
      premiumFreeDays: 0,
      premiumDailyFeeCents: 0,
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(WarehouseLevel.base, WarehouseLevel.premium),
        (days, level) => {
          expect(storageFeeToDate(free, level, inAt, after(days)).wareFeeCents).toBe(0);
        },
      ),
    );
  });

  it('adds exactly the daily fee for each day past the free days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: RATE_MONEY_MAX_CENTS }),
        (days, daily) => {
          const card = { ...CARD, baseFreeDays: 0, baseDailyFeeCents: daily };
          const today = storageFeeToDate(card, WarehouseLevel.base, inAt, after(days));
          const tomorrow = storageFeeToDate(card, WarehouseLevel.base, inAt, after(days + 1));
          expect(today.wareFeeCents).toBe(today.wareDays * daily);
          expect(tomorrow.wareFeeCents - today.wareFeeCents).toBe(daily);
        },
      ),
    );
  });
});

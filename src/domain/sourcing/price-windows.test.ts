import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayIn, daysBefore, isTimeZone, priceWindow, priceWindows, windowFirstDay } from './price-windows';
import type { DailyPrice } from './price-windows';

const day = (d: string, low: number, high = low, mean = (low + high) / 2): DailyPrice => ({
  day: d,
  lowCents: low,
  highCents: high,
  meanCents: mean,
});

describe('price windows of 3, 7 and 30 days', () => {
  it("counts calendar days in the reader's time zone: the same instant is another day in Shanghai", () => {
    const now = new Date('2026-12-04T20:00:00Z');
    expect(dayIn(now, 'America/New_York')).toBe('2026-12-04');
    expect(dayIn(now, 'Asia/Shanghai')).toBe('2026-12-05');
    expect(windowFirstDay(now, 3, 'America/New_York')).toBe('2026-12-02');
    expect(windowFirstDay(now, 3, 'Asia/Shanghai')).toBe('2026-12-03');
    expect(windowFirstDay(now, 30, 'UTC')).toBe('2026-11-05');
  });

  it('steps back over month and year ends and leap days by the calendar', () => {
    expect(daysBefore('2027-01-02', 6)).toBe('2026-12-27');
    expect(daysBefore('2028-03-01', 1)).toBe('2028-02-29');
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
  });

  it('keeps a day a day across the change to summer time (a 23-hour day)', () => {
    // Sunday 8 March 2026 has 23 hours in New York; three days back from Tuesday is still Sunday.
    const tuesday = new Date('2026-03-10T15:00:00Z');
    expect(windowFirstDay(tuesday, 3, 'America/New_York')).toBe('2026-03-08');
    const justAfterMidnight = new Date('2026-03-08T05:30:00Z'); // 00:30 EST on the 8th
    expect(dayIn(justAfterMidnight, 'America/New_York')).toBe('2026-03-08');
  });

  it('takes low, high and the mean of daily means over the window; days outside are left out', () => {
    const now = new Date('2026-12-04T12:00:00Z');
    const daily = [
      day('2026-12-04', 20_000, 21_000, 20_400),
      day('2026-12-03', 19_000, 19_500, 19_200),
      day('2026-12-02', 22_000, 22_000, 22_000),
      day('2026-12-01', 10_000, 30_000, 15_000), // outside 3 days, inside 7
      day('2026-12-05', 1_000, 1_000, 1_000), // tomorrow: not yet
    ];
    expect(priceWindow(daily, now, 3, 'UTC')).toEqual({
      days: 3,
      lowCents: 19_000,
      highCents: 22_000,
      averageCents: 20_533,
      daysWithData: 3,
    });
    expect(priceWindow(daily, now, 7, 'UTC')).toMatchObject({
      lowCents: 10_000,
      highCents: 30_000,
      daysWithData: 4,
    });
  });

  it('does not let gaps count: a window with two days of data averages those two', () => {
    const now = new Date('2026-12-04T12:00:00Z');
    const daily = [day('2026-12-04', 100, 100, 100), day('2026-11-28', 300, 300, 300)];
    expect(priceWindow(daily, now, 7, 'UTC')).toEqual({
      days: 7,
      lowCents: 100,
      highCents: 300,
      averageCents: 200,
      daysWithData: 2,
    });
    expect(priceWindow(daily, now, 3, 'UTC')).toMatchObject({ averageCents: 100, daysWithData: 1 });
  });

  it('answers an empty window with nulls, not zeros', () => {
    expect(priceWindows([], new Date(), 'UTC')).toEqual([
      { days: 3, lowCents: null, highCents: null, averageCents: null, daysWithData: 0 },
      { days: 7, lowCents: null, highCents: null, averageCents: null, daysWithData: 0 },
      { days: 30, lowCents: null, highCents: null, averageCents: null, daysWithData: 0 },
    ]);
  });

  it('knows a time zone from a word that is not one', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('always nests: the 3-day low is never below the 7-day low, nor the 7-day below the 30-day', () => {
    const now = new Date('2026-12-04T12:00:00Z');
    const arbitraryDay = fc.record({
      back: fc.integer({ min: 0, max: 40 }),
      low: fc.integer({ min: 1, max: 100_000 }),
      spread: fc.integer({ min: 0, max: 50_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryDay, { maxLength: 60 }),
        fc.constantFrom('UTC', 'Asia/Shanghai', 'America/Los_Angeles'),
        (days, zone) => {
          const today = dayIn(now, zone);
          const daily = days.map((d) => day(daysBefore(today, d.back), d.low, d.low + d.spread));
          const [three, seven, thirty] = priceWindows(daily, now, zone);
          if (three.lowCents !== null) expect(three.lowCents).toBeGreaterThanOrEqual(seven.lowCents!);
          if (seven.lowCents !== null) expect(seven.lowCents).toBeGreaterThanOrEqual(thirty.lowCents!);
          if (three.highCents !== null) expect(three.highCents).toBeLessThanOrEqual(seven.highCents!);
          expect(three.daysWithData).toBeLessThanOrEqual(3);
          expect(thirty.daysWithData).toBeLessThanOrEqual(30);
          for (const w of [three, seven, thirty])
            if (w.averageCents !== null) {
              expect(w.averageCents).toBeGreaterThanOrEqual(w.lowCents!);
              expect(w.averageCents).toBeLessThanOrEqual(w.highCents!);
            }
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { GREETING_LABEL, greetingPeriodAt, greetingPeriodOfHour } from './greeting';

describe('greeting by hour', () => {
  it.each([
    [0, 'morning'],
    [8, 'morning'],
    [9, 'forenoon'],
    [11, 'forenoon'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [19, 'afternoon'],
    [20, 'evening'],
    [23, 'evening'],
  ] as const)('at %i o’clock greets with %s', (hour, period) => {
    expect(greetingPeriodOfHour(hour)).toBe(period);
  });

  it('reads the hour of a moment in local time, so 11:59 is still forenoon', () => {
    expect(greetingPeriodAt(new Date(2026, 0, 5, 11, 59))).toBe('forenoon');
    expect(greetingPeriodAt(new Date(2026, 0, 5, 8, 59))).toBe('morning');
    expect(greetingPeriodAt(new Date(2026, 0, 5, 19, 59))).toBe('afternoon');
  });

  it('refuses hours that do not exist', () => {
    expect(() => greetingPeriodOfHour(24)).toThrow(RangeError);
    expect(() => greetingPeriodOfHour(-1)).toThrow(RangeError);
    expect(() => greetingPeriodOfHour(9.5)).toThrow(RangeError);
  });

  it('has a translation key for every period', () => {
    expect(Object.keys(GREETING_LABEL).sort()).toEqual([
      'afternoon',
      'evening',
      'forenoon',
      'morning',
      'noon',
    ]);
  });
});

/**
 * Time-of-day greeting (spec section 9): before 9 morning, up to 11 forenoon, up to 13 noon,
 * before 20 afternoon, otherwise evening. "Up to" includes the hour itself (11:59 is forenoon).
 */
export type GreetingPeriod = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

export function greetingPeriodOfHour(hour: number): GreetingPeriod {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`hour out of range: ${hour}`);
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}

/** The greeting of a moment in the viewer's own clock. */
export function greetingPeriodAt(moment: Date): GreetingPeriod {
  return greetingPeriodOfHour(moment.getHours());
}

/** i18n keys of the greetings (locales/<lang>/workplace.json). */
export const GREETING_LABEL: Record<GreetingPeriod, string> = {
  morning: 'workplace:greeting.morning',
  forenoon: 'workplace:greeting.forenoon',
  noon: 'workplace:greeting.noon',
  afternoon: 'workplace:greeting.afternoon',
  evening: 'workplace:greeting.evening',
};

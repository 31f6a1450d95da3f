import { describe, expect, it } from 'vitest';
import { ageParts, batchAgeMinutes } from './batch-age';

const made = '2026-11-27T08:00:00.000Z';
const now = new Date('2026-11-29T10:30:00.000Z');

describe("a batch's age", () => {
  it('counts a live batch up to now and a closed one up to its last change', () => {
    expect(batchAgeMinutes({ status: 2, gmtCreate: made, gmtModify: made }, now)).toBe(2 * 1440 + 150);
    expect(batchAgeMinutes({ status: 5, gmtCreate: made, gmtModify: '2026-11-27T09:15:00.000Z' }, now)).toBe(
      75,
    );
    expect(batchAgeMinutes({ status: 1, gmtCreate: '2026-11-30T00:00:00.000Z', gmtModify: made }, now)).toBe(
      0,
    );
  });

  it('splits minutes into days, hours and minutes', () => {
    expect(ageParts(2 * 1440 + 150)).toEqual({ days: 2, hours: 2, minutes: 30 });
    expect(ageParts(59)).toEqual({ days: 0, hours: 0, minutes: 59 });
  });
});

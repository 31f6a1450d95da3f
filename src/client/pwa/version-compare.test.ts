import { describe, expect, it } from 'vitest';
import { isNewerRelease, isRelease } from './version-compare';

describe('release comparison', () => {
  it.each([
    ['1.2.41', '1.2.40'],
    ['1.3.0', '1.2.40'],
    ['2.0', '1.99.99'],
    ['1.2.40.1', '1.2.40'],
    ['1.2.10', '1.2.9'],
  ])('%s is newer than %s', (candidate, current) => {
    expect(isNewerRelease(candidate, current)).toBe(true);
  });

  it.each([
    ['1.2.40', '1.2.40'],
    ['1.2.40.0', '1.2.40'],
    ['1.2.39', '1.2.40'],
    ['1.2.9', '1.2.10'],
  ])('%s is not newer than %s', (candidate, current) => {
    expect(isNewerRelease(candidate, current)).toBe(false);
  });

  it('never treats a garbled or missing answer as a newer release', () => {
    for (const answer of [undefined, null, '', 'latest', '1.2.x', 142, '9.9.9-beta']) {
      expect(isNewerRelease(answer, '1.2.40')).toBe(false);
    }
    expect(isRelease('1.2.40')).toBe(true);
    expect(isRelease('v1.2.40')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_CACHED_VIEWS, touchCachedView } from './cached-views';

function visitAll(paths: string[]) {
  return paths.reduce<{ order: string[]; evicted: string[] }>(
    (acc, p) => {
      const next = touchCachedView(acc.order, p);
      return { order: next.order, evicted: [...acc.evicted, ...next.evicted] };
    },
    { order: [], evicted: [] },
  );
}

describe('cached views', () => {
  it('keeps the last five visited screens, dropping the least recently used', () => {
    const { order, evicted } = visitAll(['/a', '/b', '/c', '/d', '/e', '/f']);
    expect(MAX_CACHED_VIEWS).toBe(5);
    expect(order).toEqual(['/b', '/c', '/d', '/e', '/f']);
    expect(evicted).toEqual(['/a']);
  });

  it('a revisited screen becomes the most recent, so another one goes first', () => {
    const { order, evicted } = visitAll(['/a', '/b', '/c', '/d', '/e', '/a', '/f']);
    expect(order).toEqual(['/c', '/d', '/e', '/a', '/f']);
    expect(evicted).toEqual(['/b']);
  });

  it('revisiting the current screen changes nothing', () => {
    expect(touchCachedView(['/a', '/b'], '/b')).toEqual({ order: ['/a', '/b'], evicted: [] });
  });
});

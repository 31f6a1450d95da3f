import { describe, expect, it } from 'vitest';
import { unreadAnswer } from './unread-notices';

describe("the bell's unread count", () => {
  it('takes a whole count and refuses anything else', () => {
    expect(unreadAnswer({ unread: 0 })).toEqual({ unread: 0 });
    expect(unreadAnswer({ unread: 12, extra: true })).toEqual({ unread: 12 });
    for (const bad of [null, {}, { unread: '3' }, { unread: -1 }, { unread: 1.5 }])
      expect(() => unreadAnswer(bad)).toThrow('without a count');
  });
});

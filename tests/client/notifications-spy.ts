import { notifications } from '@mantine/notifications';
import { afterAll, vi } from 'vitest';

/**
 * Replaces `notifications.show` with a mock function for the calling test file (put back after its
 * tests), so a test can check what a screen announced: the app calls it through the `notifications`
 * object at each use. Not vi.mock: a file that mocks a module must run isolated (vitest.config.ts),
 * and where files share a module graph a mocked module stays bound to the files that imported it first.
 *   spyOnNotifications();                 // at the top of a test file
 *   expect(notifications.show).toHaveBeenCalledWith({ color: 'green', message: 'Saved' });
 */
export function spyOnNotifications() {
  // Mantine types the object read-only; it is a plain object at run time.
  const target = notifications as { show: typeof notifications.show };
  const original = target.show;
  const show = vi.fn<typeof notifications.show>(() => '');
  target.show = show;
  afterAll(() => {
    target.show = original;
  });
  return show;
}

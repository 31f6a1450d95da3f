/**
 * Touch targets in component tests: jsdom lays nothing out, so a target's least height is the one
 * its own style sets (TOUCH_TARGET in src/client/components/touch-target.ts).
 *   expect(tooSmallToTouch(screen.getAllByRole('button'))).toEqual([]);
 */
import { TOUCH_TARGET_PX } from '../../../src/client/components/touch-target';

const minHeight = (el: Element) => parseFloat(getComputedStyle(el).minHeight) || 0;

/** The targets under 44 px, by name (aria-label, else text). */
export function tooSmallToTouch(targets: readonly HTMLElement[]): (string | null)[] {
  return targets
    .filter((el) => minHeight(el) < TOUCH_TARGET_PX)
    .map((el) => el.getAttribute('aria-label') ?? el.textContent);
}

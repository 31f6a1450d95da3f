/**
 * Touch targets in component tests: jsdom lays nothing out, so a target's least height is the one
 * its own style sets (TOUCH_TARGET in src/client/components/touch-target.ts).
 *   expect(tooSmallToTouch(screen.getAllByRole('button'))).toEqual([]);
 *   expect(tooSmallToTouch(touchTargetsIn(document.body))).toEqual([]);   // a whole scan screen
 */
import { within } from '@testing-library/react';
import { TOUCH_TARGET_PX } from '../../../src/client/components/touch-target';

const minHeight = (el: Element) => parseFloat(getComputedStyle(el).minHeight) || 0;

/** The roles a finger acts on: buttons (pagers' pages too), tabs, links, toggles and fields. */
const TOUCH_ROLES = [
  'button',
  'tab',
  'link',
  'switch',
  'checkbox',
  'radio',
  'textbox',
  'combobox',
  'searchbox',
] as const;

/**
 * What a finger hits for one element: a switch, checkbox or radio input is hidden under its label
 * (Mantine's Switch body, a Chip), so the label is the target; anything else is its own.
 */
function touchArea(el: HTMLElement): HTMLElement {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
    return el.labels?.[0] ?? el;
  return el;
}

/** Every interactive element shown in `container` (accessible ones, by role), each once. */
export function touchTargetsIn(container: HTMLElement): HTMLElement[] {
  const found = TOUCH_ROLES.flatMap((role) => within(container).queryAllByRole(role));
  return [...new Set(found.map(touchArea))];
}

/** A target's name in a failure: aria-label, a field's label, its text, else its Mantine part. */
function nameOf(el: HTMLElement): string | null {
  const aria = el.getAttribute('aria-label');
  if (aria !== null) return aria;
  const label = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.labels?.[0] : null;
  const text = (label ?? el).textContent?.trim();
  if (text) return text;
  return (
    el.getAttribute('placeholder') ??
    [...el.classList].find((c) => /^mantine-[A-Z]/.test(c)) ??
    el.textContent
  );
}

/** The targets under 44 px, by name (aria-label, else label or text). */
export function tooSmallToTouch(targets: readonly HTMLElement[]): (string | null)[] {
  return targets.filter((el) => minHeight(el) < TOUCH_TARGET_PX).map(nameOf);
}

import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/**
 * The accessibility audit (issue 13): axe-core's WCAG 2.0 and 2.1 level A and AA rules on what the
 * page shows now, dialogs and drawers included.
 *   await expectAccessible(page, 'admin roles, dark');          // fails listing every violation
 *   const found = await accessibilityViolations(page);          // [] when clean; readable lines
 * No rule is switched off: a screen that fails is fixed in the app, not here.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * WCAG 2.1's "label in name" (2.5.3, level A): axe ships its rule as experimental, left out of a
 * run by tags, so it is asked for by name.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** Longest HTML snippet quoted per failing element. */
const SNIPPET_CHARS = 160;

/** One line per failing element: rule, impact, selector, the element's HTML and what axe says. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Mantine's transitions (modals, drawers, menus) fade in: an element caught mid-fade reads as
  // low contrast. Audit what the user sees once the page has settled.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  const results = await runAxe(page, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: EXTRA_RULES,
    // Only violations are read: axe then skips collecting the elements that pass, most of its time
    // on a large screen.
    resultTypes: ['violations'],
  });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const snippet = node.html.replace(/\s+/g, ' ').slice(0, SNIPPET_CHARS);
      const why = node.failureSummary?.replace(/\s+/g, ' ').trim() ?? violation.help;
      return `${violation.id} (${node.impact ?? violation.impact ?? 'unknown'}) at ${node.target.join(' ')}\n    ${snippet}\n    ${why}`;
    }),
  );
}

/**
 * axe-core on the page's document (or the parts `context` names), put into the page once per
 * document (the app has no frames): a screen reached through the menu is the same document, so an
 * audit of it costs the run alone.
 */
export async function runAxe(
  page: Page,
  options: RunOptions,
  context: ElementContext | null = null,
): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  type Run = (context: unknown, options: unknown) => Promise<unknown>;
  const results: unknown = await page.evaluate(
    ({ runContext, runOptions }) =>
      (window as unknown as { axe: { run: Run } }).axe.run(runContext ?? document, runOptions),
    { runContext: context as unknown, runOptions: options as unknown },
  );
  return results as AxeResults;
}

/** Fails (softly, so one run reports every screen) unless axe finds nothing on the page. */
export async function expectAccessible(page: Page, where: string) {
  const found = await accessibilityViolations(page);
  expect.soft(found, `accessibility violations on ${where}:\n${found.join('\n')}`).toEqual([]);
}

import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * The steps the accessibility audit (../accessibility.demo.spec.ts) takes on a screen, by what a user
 * reads in the language of the pass:
 *   const dialog = await byButton('skus:brand.create')(page, 'zh-CN');  // the dialog it opened
 *   await firstRow('forecast-row', 'parcel-table')(page);                // a row's detail shown
 */
export type Lang = 'en-US' | 'zh-CN';

/** A word of the app in a language, e.g. word('zh-CN', 'accounts:platform.new'). */
export function word(lang: Lang, key: string): string {
  const [ns, path] = key.split(':');
  const texts = JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as Record<string, unknown>;
  const found = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return found;
}

/** Opens a dialog or drawer on the current screen and returns it (closed again with Escape). */
export type Opener = (page: Page, lang: Lang) => Promise<Locator>;

/** The dialog the button named by the app's text `key` opens. */
export const byButton =
  (key: string): Opener =>
  async (page, lang) => {
    await page
      .getByRole('button', { name: word(lang, key), exact: true })
      .filter({ visible: true })
      .click();
    const dialog = page.getByRole('dialog').last();
    await expect(dialog).toBeVisible();
    return dialog;
  };

/** Takes the screen shown to another one, or to another state of itself (a form's errors shown). */
export type Step = (page: Page, lang: Lang) => Promise<void>;

/** Opens the first row of the list shown by its `testId`, then waits for the detail's `ready` test id. */
export const firstRow =
  (testId: string, ready: string, open: (row: Locator) => Promise<void> = (row) => row.click()): Step =>
  async (page) => {
    await open(page.getByTestId(testId).filter({ visible: true }).first());
    await expect(page.getByTestId(ready).filter({ visible: true }).first()).toBeVisible();
  };

/** Follows the link named by the app's text `key`, then waits for the `ready` test id. */
export const byLink =
  (key: string, ready: string): Step =>
  async (page, lang) => {
    await page
      .getByRole('link', { name: word(lang, key), exact: true })
      .filter({ visible: true })
      .click();
    await expect(page.getByTestId(ready).filter({ visible: true }).first()).toBeVisible();
  };

/** Presses the submit button named by `key` with the form left empty, so that its errors show. */
export const submitEmpty =
  (key: string): Step =>
  async (page, lang) => {
    await page
      .getByRole('button', { name: word(lang, key), exact: true })
      .filter({ visible: true })
      .click();
    await expect(page.locator('[aria-invalid="true"]').filter({ visible: true }).first()).toBeVisible();
  };

/** Picks the choice named by `key` of a segmented control (its label: the radio itself is hidden). */
export const choose =
  (key: string): Step =>
  async (page, lang) => {
    const name = word(lang, key);
    await page
      .getByRole('main')
      .locator('label')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .filter({ visible: true })
      .click();
    await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
  };

/** The steps one after another. */
export const steps =
  (...all: Step[]): Step =>
  async (page, lang) => {
    for (const step of all) await step(page, lang);
  };

import type { Page } from '@playwright/test';
import type { Locale } from '../../../src/domain/kernel/users';

/**
 * Reloads the page in a language without going through the header menu: screenshot loops switch
 * often, and the menu needs a logged-in user. Writes the settings store's own language key.
 * The key is written on a document of the app's origin that does not run the app, then the page is
 * opened again: a running app writes every setting, the language among them, whenever one changes
 * (the settings sync applying the account's settings just after a start, say), and so could put
 * its own language back between this write and a reload (seen once in a clean-clone run).
 */
export async function reloadInLanguage(page: Page, locale: Locale) {
  const shown = page.url();
  await page.goto(new URL('/api/system/version/web', shown).toString());
  await page.evaluate((lang) => {
    localStorage.setItem('solestack.app_language', JSON.stringify(lang));
    // The own language key is read only beside the settings record.
    if (localStorage.getItem('solestack.settings') === null) {
      localStorage.setItem('solestack.settings', JSON.stringify({ state: {}, version: 0 }));
    }
  }, locale);
  await page.goto(shown);
}

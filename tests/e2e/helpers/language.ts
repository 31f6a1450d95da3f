import type { Page } from '@playwright/test';
import type { Locale } from '../../../src/domain/kernel/users';

/**
 * Reloads the page in a language without going through the header menu: screenshot loops switch
 * often, and the menu needs a logged-in user. Writes the settings store's own language key.
 */
export async function reloadInLanguage(page: Page, locale: Locale) {
  await page.evaluate((lang) => {
    localStorage.setItem('solestack.app_language', JSON.stringify(lang));
    // The own language key is read only beside the settings record.
    if (localStorage.getItem('solestack.settings') === null) {
      localStorage.setItem('solestack.settings', JSON.stringify({ state: {}, version: 0 }));
    }
  }, locale);
  await page.reload();
}

import type { Page } from '@playwright/test';
import type { Locale } from '../../../src/domain/kernel/users';
import { writeAppStorage } from './app-storage';

/**
 * Reloads the page in a language without going through the header menu: screenshot loops switch
 * often, and the menu needs a logged-in user. Writes the settings store's own language key, off
 * the app (helpers/app-storage.ts), then opens the page again.
 */
export async function reloadInLanguage(page: Page, locale: Locale) {
  const shown = page.url();
  // The own language key is read only beside the settings record.
  await writeAppStorage(
    page,
    { entries: { language: locale }, defaults: { settings: { state: {}, version: 0 } } },
    shown,
  );
}

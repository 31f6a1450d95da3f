import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../../src/client/stores/storage-keys';

type StorageEntries = Partial<Record<keyof typeof STORAGE_KEYS, unknown>>;

/** The version endpoint: a document of the app's origin that does not start the app. */
const OFF_APP = '/api/system/version/web';

/**
 * Writes the app's local storage (its store keys, values as JSON) from a document of its origin that
 * does not run the app, then opens `then`: a running app could write its own state over an entry
 * between the write and a reload (its settings store writes every setting when one changes).
 * `defaults` are written only where their key is missing.
 *   await writeAppStorage(page, { entries: { session } }, '/');
 */
export async function writeAppStorage(
  page: Page,
  { entries = {}, defaults = {} }: { entries?: StorageEntries; defaults?: StorageEntries },
  then: string,
): Promise<void> {
  const shown = page.url();
  await page.goto(shown.startsWith('http') ? new URL(OFF_APP, shown).toString() : OFF_APP);
  const asPairs = (from: StorageEntries) =>
    Object.entries(from).map(([name, value]) => [
      STORAGE_KEYS[name as keyof typeof STORAGE_KEYS],
      JSON.stringify(value),
    ]);
  await page.evaluate(
    ({ written, missing }) => {
      for (const [key, value] of written) localStorage.setItem(key, value);
      for (const [key, value] of missing)
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    { written: asPairs(entries), missing: asPairs(defaults) },
  );
  await page.goto(then);
}

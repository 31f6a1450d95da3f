import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_STATUS_LABEL, INVENTORY_STATUSES } from '../../src/domain/kernel/product-rules';
import { initI18n, LOCALES } from '../../src/client/i18n/setup';

/**
 * One user-facing word per thing (README "Words"): a forecast is never a reservation or an
 * inbound shipment, the switch-user screen never "moves items", and no status shows its code.
 */
const LOCALES_DIR = join(__dirname, '../../locales');

/** Words another word of the glossary replaces, per language. */
const RETIRED: Record<string, RegExp> = {
  'en-US': /reservation|inbound shipment|move items/i,
  'zh-CN': /预约/,
};

function messagesOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => messagesOf(inner, path ? `${path}.${key}` : key));
}

beforeAll(() => {
  initI18n('en-US');
});

describe('glossary', () => {
  for (const lang of LOCALES) {
    it(`${lang} uses the glossary's words only`, () => {
      const files = readdirSync(join(LOCALES_DIR, lang)).filter((f) => f.endsWith('.json'));
      const retired = files.flatMap((file) =>
        messagesOf(JSON.parse(readFileSync(join(LOCALES_DIR, lang, file), 'utf8')) as unknown)
          .filter(([, text]) => RETIRED[lang]!.test(text))
          .map(([key, text]) => `${file} ${key}: ${text}`),
      );
      expect(retired).toEqual([]);
    });

    it(`${lang} gives every inventory status its own name, without a code`, () => {
      const names = INVENTORY_STATUSES.map((s) => i18next.t(INVENTORY_STATUS_LABEL[s], { lng: lang }));
      expect(new Set(names).size).toBe(INVENTORY_STATUSES.length);
      for (const name of names) expect(name).not.toMatch(/\d/);
    });
  }
});

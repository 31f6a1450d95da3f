import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every namespace of every area must say the same things in both languages. */
const LOCALES_DIR = join(__dirname, '../../locales');
const LANGUAGES = ['en-US', 'zh-CN'];

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

/** Plural forms differ by language (Chinese has only _other); compare the base key. */
function withoutPluralSuffix(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

function namespaces(lang: string): string[] {
  return readdirSync(join(LOCALES_DIR, lang))
    .filter((f) => f.endsWith('.json'))
    .sort();
}

describe('locale files', () => {
  it('exist for the same namespaces in both languages', () => {
    expect(namespaces('zh-CN')).toEqual(namespaces('en-US'));
  });

  for (const file of namespaces('en-US')) {
    it(`${file} has exactly the same keys in both languages`, () => {
      const [en, zh] = LANGUAGES.map((lang) => {
        const parsed: unknown = JSON.parse(readFileSync(join(LOCALES_DIR, lang, file), 'utf8'));
        return [...new Set(keysOf(parsed).map(withoutPluralSuffix))].sort();
      });
      expect(zh).toEqual(en);
    });

    it(`${file} has no empty message`, () => {
      for (const lang of LANGUAGES) {
        const parsed: unknown = JSON.parse(readFileSync(join(LOCALES_DIR, lang, file), 'utf8'));
        const empty = keysOf(parsed).filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], parsed);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `${lang}/${file}`).toEqual([]);
      }
    });
  }
});

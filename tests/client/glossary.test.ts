import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_STATUS_LABEL, INVENTORY_STATUSES } from '../../src/domain/kernel/product-rules';
import { initI18n, LOCALES } from '../../src/client/i18n/setup';

/**
 * One user-facing word per thing (README "Words"): a forecast is never a reservation or an
 * inbound shipment, the switch-user screen never "moves items", and no status shows its code. A
 * seller is 商家 in Chinese; an order kind has one name in every menu, list and detail; plurals are
 * i18next's plural forms, never "(s)"; the platform's bookkeeping ("charged as shipping fee") is
 * not said to the seller.
 */
const LOCALES_DIR = join(__dirname, '../../locales');

/** Words another word of the glossary replaces, per language. */
const RETIRED: Record<string, RegExp> = {
  'en-US': /reservation|inbound shipment|move items|\(s\)|charged as/i,
  'zh-CN': /预约|卖家|商户|转用户|代发（带面单）|代发审核|带标发货|回收|平台内转移|按运费收取/,
};

/** A plural form's key, and a count written before a plural noun ("{{count}} days"): "1 days" reads wrong. */
const PLURAL_KEY = /_(zero|one|two|few|many|other)$/;
const COUNTED_PLURAL = /\{\{count\}\} [a-z]+s\b/;

/** Messages that name an order kind, and the kind they name (its name is outbound:kind.<code>). */
const KIND_NAMED: [string, number][] = [
  ['common:menu.cashOutOrders', 5],
  ['common:menu.cashOutOrders', 5],
  ['outbound:menu.warehousetransfer', 7],
  ['outbound:menu.cashout', 5],
  ['outbound:menu.cashOutDetail', 5],
  ['outbound:menu.warehouseTransferDetail', 7],
  ['outbound:create.title.3', 3],
  ['outbound:create.title.4', 4],
  ['outbound:create.title.5', 5],
  ['outbound:create.title.7', 7],
  ['outbound-audit:menu.transport', 3],
  ['outbound-audit:menu.reship', 4],
  ['outbound-audit:menu.platformRecycling', 5],
  ['outbound-audit:menu.inPlatformTransfer', 7],
  ['outbound-audit:menu.saleOrder', 14],
  ['outbound-audit:menu.cashOutDetail', 5],
  ['outbound-audit:menu.switchUserDetail', 7],
  ['outbound-batches:menu.shipWithLabel', 3],
  ['outbound-batches:menu.reship', 4],
  ['outbound-batches:orders.shipWithLabel', 3],
  ['outbound-batches:orders.reship', 4],
  ['inbound:eventType.shipWithLabelApplication', 3],
  ['inbound:eventType.reshipApplication', 4],
  ['inbound:eventType.cashOutApplication', 5],
  ['inbound:eventType.switchUserApplication', 7],
];

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

    if (lang === 'en-US') {
      it('en-US counts things with plural forms: a count before a plural noun has _one and _other', () => {
        const files = readdirSync(join(LOCALES_DIR, lang)).filter((f) => f.endsWith('.json'));
        const unplural = files.flatMap((file) =>
          messagesOf(JSON.parse(readFileSync(join(LOCALES_DIR, lang, file), 'utf8')) as unknown)
            .filter(([key, text]) => !PLURAL_KEY.test(key) && COUNTED_PLURAL.test(text))
            .map(([key, text]) => `${file} ${key}: ${text}`),
        );
        expect(unplural).toEqual([]);
      });
    }

    it(`${lang} names each order kind the same in every menu, list and detail`, () => {
      const differing = KIND_NAMED.map(([key, kind]) => {
        const name = i18next.t(`outbound:kind.${kind}`, { lng: lang });
        const text = i18next.t(key, { lng: lang });
        return { key, name, text, ok: text !== key && text.toLowerCase().includes(name.toLowerCase()) };
      }).filter((m) => !m.ok);
      expect(differing).toEqual([]);
    });

    it(`${lang} gives every inventory status its own name, without a code`, () => {
      const names = INVENTORY_STATUSES.map((s) => i18next.t(INVENTORY_STATUS_LABEL[s], { lng: lang }));
      expect(new Set(names).size).toBe(INVENTORY_STATUSES.length);
      for (const name of names) expect(name).not.toMatch(/\d/);
    });
  }
});

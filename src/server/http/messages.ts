import i18next from 'i18next';
import enAccounts from '../../../locales/en-US/accounts.json';
import enAddresses from '../../../locales/en-US/addresses.json';
import enApi from '../../../locales/en-US/api.json';
import enAuth from '../../../locales/en-US/auth.json';
import enDownloads from '../../../locales/en-US/downloads.json';
import enEmail from '../../../locales/en-US/email.json';
import enFiles from '../../../locales/en-US/files.json';
import enImports from '../../../locales/en-US/imports.json';
import enInbound from '../../../locales/en-US/inbound.json';
import enInspection from '../../../locales/en-US/inspection.json';
import enInventory from '../../../locales/en-US/inventory.json';
import enLabels from '../../../locales/en-US/labels.json';
import enListing from '../../../locales/en-US/listing.json';
import enNotices from '../../../locales/en-US/notices.json';
import enSourcing from '../../../locales/en-US/sourcing.json';
import enSourcingFlex from '../../../locales/en-US/sourcing-flex.json';
import enSourcingB2b from '../../../locales/en-US/sourcing-b2b.json';
import enRepair from '../../../locales/en-US/repair.json';
import enSourcingShop from '../../../locales/en-US/sourcing-shop.json';
import enOutboundBatches from '../../../locales/en-US/outbound-batches.json';
import enOutbound from '../../../locales/en-US/outbound.json';
import enOutboundAudit from '../../../locales/en-US/outbound-audit.json';
import enOutboundBulk from '../../../locales/en-US/outbound-bulk.json';
import enPrinting from '../../../locales/en-US/printing.json';
import enReturnAccounts from '../../../locales/en-US/return-accounts.json';
import enSettings from '../../../locales/en-US/settings.json';
import enShelving from '../../../locales/en-US/shelving.json';
import enSkus from '../../../locales/en-US/skus.json';
import enSync from '../../../locales/en-US/sync.json';
import enTeams from '../../../locales/en-US/teams.json';
import enWallet from '../../../locales/en-US/wallet.json';
import enWarehouses from '../../../locales/en-US/warehouses.json';
import zhAccounts from '../../../locales/zh-CN/accounts.json';
import zhAddresses from '../../../locales/zh-CN/addresses.json';
import zhApi from '../../../locales/zh-CN/api.json';
import zhAuth from '../../../locales/zh-CN/auth.json';
import zhDownloads from '../../../locales/zh-CN/downloads.json';
import zhEmail from '../../../locales/zh-CN/email.json';
import zhFiles from '../../../locales/zh-CN/files.json';
import zhImports from '../../../locales/zh-CN/imports.json';
import zhInbound from '../../../locales/zh-CN/inbound.json';
import zhInspection from '../../../locales/zh-CN/inspection.json';
import zhInventory from '../../../locales/zh-CN/inventory.json';
import zhLabels from '../../../locales/zh-CN/labels.json';
import zhListing from '../../../locales/zh-CN/listing.json';
import zhNotices from '../../../locales/zh-CN/notices.json';
import zhSourcing from '../../../locales/zh-CN/sourcing.json';
import zhSourcingFlex from '../../../locales/zh-CN/sourcing-flex.json';
import zhSourcingB2b from '../../../locales/zh-CN/sourcing-b2b.json';
import zhRepair from '../../../locales/zh-CN/repair.json';
import zhSourcingShop from '../../../locales/zh-CN/sourcing-shop.json';
import zhOutboundBatches from '../../../locales/zh-CN/outbound-batches.json';
import zhOutbound from '../../../locales/zh-CN/outbound.json';
import zhOutboundAudit from '../../../locales/zh-CN/outbound-audit.json';
import zhOutboundBulk from '../../../locales/zh-CN/outbound-bulk.json';
import zhPrinting from '../../../locales/zh-CN/printing.json';
import zhReturnAccounts from '../../../locales/zh-CN/return-accounts.json';
import zhSettings from '../../../locales/zh-CN/settings.json';
import zhShelving from '../../../locales/zh-CN/shelving.json';
import zhSkus from '../../../locales/zh-CN/skus.json';
import zhSync from '../../../locales/zh-CN/sync.json';
import zhTeams from '../../../locales/zh-CN/teams.json';
import zhWallet from '../../../locales/zh-CN/wallet.json';
import zhWarehouses from '../../../locales/zh-CN/warehouses.json';
import type { Language } from '../../domain/kernel/users';

/**
 * Server messages (the envelope's `msg`) in the request's language. Keys are `<namespace>:<key>`;
 * a key without a namespace is looked up in `api`. Namespaces are the area files in locales/.
 * These are the namespaces they come from, in both languages.
 */
const NAMESPACES = {
  accounts: [enAccounts, zhAccounts],
  addresses: [enAddresses, zhAddresses],
  api: [enApi, zhApi],
  auth: [enAuth, zhAuth],
  downloads: [enDownloads, zhDownloads],
  email: [enEmail, zhEmail],
  files: [enFiles, zhFiles],
  imports: [enImports, zhImports],
  inbound: [enInbound, zhInbound],
  inspection: [enInspection, zhInspection],
  inventory: [enInventory, zhInventory],
  labels: [enLabels, zhLabels],
  outbound: [enOutbound, zhOutbound],
  'outbound-audit': [enOutboundAudit, zhOutboundAudit],
  'outbound-batches': [enOutboundBatches, zhOutboundBatches],
  'outbound-bulk': [enOutboundBulk, zhOutboundBulk],
  printing: [enPrinting, zhPrinting],
  'return-accounts': [enReturnAccounts, zhReturnAccounts],
  settings: [enSettings, zhSettings],
  shelving: [enShelving, zhShelving],
  skus: [enSkus, zhSkus],
  sync: [enSync, zhSync],
  teams: [enTeams, zhTeams],
  wallet: [enWallet, zhWallet],
  warehouses: [enWarehouses, zhWarehouses],
  listing: [enListing, zhListing],
  notices: [enNotices, zhNotices],
  sourcing: [enSourcing, zhSourcing],
  'sourcing-flex': [enSourcingFlex, zhSourcingFlex],
  'sourcing-b2b': [enSourcingB2b, zhSourcingB2b],
  repair: [enRepair, zhRepair],
  'sourcing-shop': [enSourcingShop, zhSourcingShop],
} as const;

const inLanguage = (index: 0 | 1) =>
  Object.fromEntries(Object.entries(NAMESPACES).map(([ns, texts]) => [ns, texts[index]]));

const server = i18next.createInstance();
void server.init({
  initAsync: false,
  showSupportNotice: false,
  resources: { en_us: inLanguage(0), zh_cn: inLanguage(1) },
  lng: 'en_us',
  fallbackLng: 'en_us',
  ns: Object.keys(NAMESPACES),
  defaultNS: 'api',
  interpolation: { escapeValue: false },
});

export function translate(lang: Language, key: string, params: Record<string, unknown> = {}): string {
  return server.t(key, { lng: lang, ...params });
}

export function hasMessage(key: string): boolean {
  return server.exists(key, { lng: 'en_us' });
}

export function languageOf(header: unknown): Language {
  return typeof header === 'string' && header.toLowerCase() === 'zh_cn' ? 'zh_cn' : 'en_us';
}

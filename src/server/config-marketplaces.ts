import { z } from 'zod';

/**
 * Each marketplace's app credentials (issue 25; README, Marketplaces): all of a marketplace's
 * variables set, outside demo mode, and sellers connect to the marketplace itself; otherwise to its
 * local simulator. A marketplace with only some of them set is a mistake, refused at start.
 */
export type MarketplaceCredentials = {
  stockx?: { apiKey: string; clientId: string; clientSecret: string };
  ebay?: { clientId: string; clientSecret: string; ruName: string };
  tiktok?: { appKey: string; appSecret: string; serviceId: string };
};

const value = z.string().trim().min(1).optional();

const GROUPS = {
  stockx: { apiKey: 'STOCKX_API_KEY', clientId: 'STOCKX_CLIENT_ID', clientSecret: 'STOCKX_CLIENT_SECRET' },
  ebay: { clientId: 'EBAY_CLIENT_ID', clientSecret: 'EBAY_CLIENT_SECRET', ruName: 'EBAY_RU_NAME' },
  tiktok: { appKey: 'TIKTOK_APP_KEY', appSecret: 'TIKTOK_APP_SECRET', serviceId: 'TIKTOK_SERVICE_ID' },
} as const;

export function marketplaceCredentials(env: NodeJS.ProcessEnv): MarketplaceCredentials {
  const credentials: Record<string, Record<string, string>> = {};
  for (const [marketplace, variables] of Object.entries(GROUPS)) {
    const read = Object.entries(variables).map(
      ([field, name]) => [field, name, value.parse(env[name])] as const,
    );
    const set = read.filter(([, , v]) => v !== undefined);
    if (set.length === 0) continue;
    if (set.length < read.length) {
      const missing = read.filter(([, , v]) => v === undefined).map(([, name]) => name);
      throw new Error(
        `Invalid settings: ${missing.join(', ')} must be set with the other ${marketplace} settings`,
      );
    }
    credentials[marketplace] = Object.fromEntries(read.map(([field, , v]) => [field, v as string]));
  }
  return credentials as MarketplaceCredentials;
}

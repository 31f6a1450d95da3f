import type { Kysely } from 'kysely';

/**
 * The marketplace's second id of a listing that its batch price call needs beside ours (eBay's offer
 * id, TikTok Shop's SKU id; MarketListing.marketRef), kept so an auto-pricing pass need not look it
 * up once per listing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('market_ref', 'text').execute();
}

import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import { createFileStore } from '../http/file-store';
import { seedBrandsFromSkus } from '../modules/skus/brand-service';
import { seedDemoAccounts } from './accounts';
import { seedDemoB2b } from './b2b';
import { seedDemoBi } from './bi';
import { seedDemoInbound } from './inbound';
import { seedDemoAddresses } from './label-addresses';
import { seedDemoEmail } from './email';
import { seedDemoHomeSettings } from './home-settings';
import { seedDemoOutbound } from './outbound';
import { seedDemoOutboundBatches } from './outbound-batches';
import { seedDemoOutboundBulk } from './outbound-bulk';
import { seedDemoLabels } from './labels';
import { seedDemoNotices } from './notices';
import { grantDemoMerchantFlags, seedDemoListing } from './listing';
import { seedDemoShop } from './shop';
import { seedDemoPriceHistory } from './sourcing';
import { seedDemoFlex } from './flex';
import { seedDemoRepair } from './repair';
import { seedDemoSelfOperated } from './self-operated';
import { seedDemoStock } from './stock';
import { seedDemoTeams } from './teams';
import { seedDemoBulk } from './wallet-bulk';
import { seedDemoLedger } from './wallet-ledger';
import { seedDemoWalletApplications } from './wallet-applications';
import { seedDemoOverview } from './wallet-overview';
import { seedDemoRates } from './wallet-rates';
import { seedDemoWarehouses } from './warehouses';

/**
 * The demo data set (npm run demo). Each area adds its part; later issues extend it. Photos go to
 * the file store of the configured data directory, as uploads do.
 */
export async function seedDemo(db: Kysely<DB>, config: AppConfig): Promise<void> {
  await seedDemoAccounts(db);
  await seedDemoWarehouses(db);
  await seedDemoInbound(db);
  await seedBrandsFromSkus(db);
  const files = createFileStore(config.dataDir);
  // Return accounts at each marketplace (before the listing demo's returned sale names one) and the demo
  // users' settings.
  await seedDemoHomeSettings(db, { config, files });
  await seedDemoStock(db, { config, files });
  await seedDemoRates(db, { config, files });
  // Applications first: their approved recharges fund the fees the ledger demo charges.
  await seedDemoWalletApplications(db, { config, files });
  await seedDemoLedger(db);
  // A bulk deposit and a bulk deduction by spreadsheet, posted by the demo admin.
  await seedDemoBulk(db, { config, files });
  // Test and internal sellers, left out of Finance/Overview's figures by its exclusion list.
  await seedDemoOverview(db, { config, files });
  // Labels in every status, paid from the wallets funded above (seller2's nearly empty one too).
  // Before anything else asks the carrier: the labels' simulator (its clock wound back) writes the
  // simulator's state file, which the app's own simulator reads once, when it first starts.
  await seedDemoLabels(db, config);
  // Address books, verified by the carrier simulator as a seller's saves are.
  await seedDemoAddresses(db, { config, files });
  // Orders of every kind in every status, paid from the demo seller's wallet; consignment is a
  // merchant programme, cross-listing another.
  await grantDemoMerchantFlags(db, { config, files });
  await seedDemoOutbound(db, { config, files });
  // Outbound batches in every status, one half picked, of further paid orders.
  await seedDemoOutboundBatches(db, { config, files });
  // A bulk dropship upload and a reship with a box.
  await seedDemoOutboundBulk(db, { config, files });
  // Marketplace connections, listings in every state and sales, through the marketplace simulators.
  await seedDemoListing(db, { config, files });
  // A month of price history for the demo seller's SKUs, read through the simulators (price search).
  await seedDemoPriceHistory(db, config);
  // Flex shipments in every state: reviewed, their box labels bought, shipped in a batch, moved on by
  // StockX's simulated Flex feed; the demo seller in the Flex programme.
  await seedDemoFlex(db, { config, files });
  // The B2B board: offers of both demo sellers, open on each other's board, one sold, one withdrawn.
  await seedDemoB2b(db, { config, files });
  // Repair orders in every state, a task in progress with before and after photos, the prices edited.
  await seedDemoRepair(db, { config, files });
  // The self-operated warehouse area: the demo admin as the platform's own seller account, its
  // inbound, shelved pairs, wallet and orders beside the pairs it bought by cash-out.
  await seedDemoSelfOperated(db, { config, files });
  // The demo seller's TikTok shop: products synced through the simulator, one refused by the shop,
  // and a Seller Center product whose barcode names two SKUs (an open conflict for the admin). Last,
  // so the stock it sends is what the demo leaves available.
  await seedDemoShop(db, { config, files });
  // The BI board's month: the demo sellers' money over the last 30 days at their own days, and the
  // board's stock view refreshed (bi.ts).
  await seedDemoBi(db);
  // The email outbox in every state: the wallet reviews above mailed their sellers; a recovery ask;
  // some delivered through a local SMTP simulator (sent, refused to failed, told to try later).
  await seedDemoEmail(db, { config, files });
  // The demo seller's team: two team roles, a member active, one disabled and one not yet logged in.
  await seedDemoTeams(db, { config, files });
  // Announcements for sellers, warehouse staff and both in every state, read and unread, one by email.
  await seedDemoNotices(db, { config, files });
}

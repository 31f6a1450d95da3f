import fs from 'node:fs';
import type { EbayInventoryItem, EbayListingPolicies } from '../ebay-shapes';
import { SimulatorStateFile } from '../../simulator-state-file';

/**
 * What the eBay simulator remembers: sellers and their grants, inventory items, offers and orders.
 * Kept in memory and, with a state file (the server's DATA_DIR), written shortly after changes and
 * read back on start, so a demo's listings survive a restart.
 */
export type SimSeller = { userId: string; username: string };
export type SimGrant = { userId: string; expiresAt: number };

export type SimOffer = {
  offerId: string;
  userId: string;
  sku: string;
  marketplaceId: string;
  availableQuantity: number;
  categoryId?: string;
  listingPolicies?: EbayListingPolicies;
  merchantLocationKey?: string;
  priceCents?: number;
  published: boolean;
  /** eBay's item number, from the first publish. */
  listingId?: string;
  listingStatus?: 'ACTIVE' | 'ENDED';
  soldQuantity: number;
  /** How many times it was published (again on a live listing: a revision of it). */
  publishCount: number;
  revisions: { day: string; count: number };
};

export type SimOrder = {
  orderId: string;
  userId: string;
  offerId: string;
  lineItemId: string;
  priceCents: number;
  createdAt: number;
  modifiedAt: number;
  cancelledAt?: number;
  /** complete(): shipped, and the held funds released once the buyer had the pair. */
  completedAt?: number;
  /** returnOrder(): the buyer sent the pair back and was refunded in full. */
  returnedAt?: number;
};

export type SimState = {
  nextSeq: number;
  sellers: Record<string, SimSeller>;
  /** Authorization codes, by code: for one RuName, used once. */
  codes: Record<string, SimGrant & { ruName: string }>;
  accessTokens: Record<string, SimGrant & { revoked?: boolean }>;
  refreshTokens: Record<string, SimGrant>;
  /** Inventory items by `${userId}/${sku}`. */
  items: Record<string, EbayInventoryItem>;
  offers: Record<string, SimOffer>;
  orders: Record<string, SimOrder>;
  /** The style codes the catalog was asked about, so their ePIDs still resolve after a restart. */
  styleCodes: string[];
};

const emptyState = (): SimState => ({
  nextSeq: 1,
  sellers: {},
  codes: {},
  accessTokens: {},
  refreshTokens: {},
  items: {},
  offers: {},
  orders: {},
  styleCodes: [],
});

export class EbayStore {
  readonly state: SimState;

  private readonly file: SimulatorStateFile;

  constructor(stateFile?: string) {
    this.state =
      stateFile && fs.existsSync(stateFile)
        ? { ...emptyState(), ...(JSON.parse(fs.readFileSync(stateFile, 'utf8')) as Partial<SimState>) }
        : emptyState();
    this.file = new SimulatorStateFile(stateFile, () => this.state);
  }

  nextSeq(): number {
    return this.state.nextSeq++;
  }

  save(): void {
    this.file.changed();
  }

  /** Writes what is not yet written (the simulator closing). */
  flush(): void {
    this.file.flush();
  }
}

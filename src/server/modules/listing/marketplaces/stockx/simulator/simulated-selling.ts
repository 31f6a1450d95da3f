import type { Clock } from '../../../../../kernel/simulator-clock';
import { centsOf } from '../stockx-mapping';
import type { SxCreateListing, SxListings, SxOperationType, SxOrder } from '../stockx-shapes';
import { apiError } from './stockx-catalogue';
import type { SimAnswer, SimulatedCatalogue } from './stockx-catalogue';
import type { SimulatedOrders } from './simulated-orders';
import { iso, listingJson, operationJson, pageOf, simulatedUuid } from './stockx-records';
import type { SimListing, SimOperation, SimState } from './stockx-records';

/** StockX carries a listing's creation out this long after it was asked (or at settle()). */
export const CREATE_SETTLES_AFTER_MS = 5_000;

const DAY_MS = 86_400_000;

/** An amount StockX takes for an ask: a positive whole number of dollars. */
const askCents = (amount: unknown) => {
  const cents = typeof amount === 'string' && /^\d+$/.test(amount) ? centsOf(amount) : null;
  return cents && cents > 0 ? cents : null;
};

/**
 * StockX's selling API as the simulator keeps it: listings whose writes answer an operation (a
 * creation stays PENDING until CREATE_SETTLES_AFTER_MS on the clock or settle(); other writes are
 * carried out at once); a buyer takes an active one with sell().
 */
export class SimulatedSelling {
  /** The simulator's own address, for the operations' poll URLs. */
  origin = '';

  constructor(
    private readonly clock: Clock,
    private readonly state: SimState,
    private readonly catalogue: SimulatedCatalogue,
    private readonly orders: SimulatedOrders,
    private readonly save: () => void,
  ) {}

  /** The listing as it is now: a creation that is due has been carried out. */
  private current(id: string): SimListing | undefined {
    const listing = this.state.listings[id];
    if (listing?.settlesAt != null && this.clock.now() >= listing.settlesAt) this.carryOut(listing);
    return listing;
  }

  private carryOut(listing: SimListing, at = listing.settlesAt ?? this.clock.now()): void {
    listing.settlesAt = null;
    listing.status = listing.activate ? 'ACTIVE' : 'INACTIVE';
    listing.ask = { id: String(13_600_000_000 + listing.seq), at };
    listing.updatedAt = at;
    Object.assign(listing.operations[0], { status: 'SUCCEEDED', at });
    this.save();
  }

  private operate(listing: SimListing, type: SxOperationType, changes: SimOperation['changes']): SimAnswer {
    const now = this.clock.now();
    const id = simulatedUuid('0be7', this.state.nextSeq++);
    const operation: SimOperation = { id, type, status: 'SUCCEEDED', at: now, error: null, changes };
    listing.operations.push(operation);
    listing.updatedAt = now;
    this.save();
    return { status: 200, body: operationJson(listing, operation, this.origin) };
  }

  private json(listing: SimListing) {
    const order = listing.orderNumber ? this.state.orders[listing.orderNumber] : undefined;
    return listingJson(listing, this.catalogue.itemOfSizeKey(listing.sizeKey), order);
  }

  /** POST /selling/listings */
  createListing(body: unknown): SimAnswer {
    const input = (body ?? {}) as Partial<SxCreateListing>;
    const amountCents = askCents(input.amount);
    if (!amountCents) return apiError(400, 'amount must be a whole number of dollars above 0');
    if ((input.currencyCode ?? 'USD') !== 'USD') return apiError(400, 'The simulator lists in USD only');
    const item = this.catalogue.item(String(input.variantId ?? ''));
    if (!item) return apiError(400, `Variant ${String(input.variantId)} not found`);
    const now = this.clock.now();
    const seq = this.state.nextSeq++;
    const askData = {
      amount: input.amount,
      currency: 'USD',
      expiresAt: input.expiresAt ?? iso(now + 999 * DAY_MS),
    };
    const activate = input.active !== false;
    const creation: SimOperation = {
      id: simulatedUuid('0be7', seq),
      type: 'CREATE',
      status: 'PENDING',
      at: now,
      error: null,
      changes: { additions: { active: activate, askData }, updates: {}, removals: {} },
    };
    const listing: SimListing = {
      id: simulatedUuid('1157', seq),
      seq,
      sizeKey: item.sizeKey,
      amountCents,
      status: 'INACTIVE',
      activate,
      createdAt: now,
      updatedAt: now,
      settlesAt: now + CREATE_SETTLES_AFTER_MS,
      ask: null,
      expiresAt: askData.expiresAt,
      operations: [creation],
      orderNumber: null,
    };
    this.state.listings[listing.id] = listing;
    this.save();
    return { status: 201, body: operationJson(listing, creation, this.origin) };
  }

  /** GET /selling/listings (list items carry no lastOperation) */
  listings(query: URLSearchParams): SimAnswer {
    const list = (name: string) => query.get(name)?.split(',').filter(Boolean);
    const sizeKeys = list('variantIds')?.map((id) => this.catalogue.item(id)?.sizeKey);
    const statuses = list('listingStatuses');
    const from = query.get('fromDate') ? Date.parse(query.get('fromDate') as string) : -Infinity;
    const found = Object.keys(this.state.listings)
      .map((id) => this.current(id) as SimListing)
      .filter(
        (l) => (!sizeKeys || sizeKeys.includes(l.sizeKey)) && (!statuses || statuses.includes(l.status)),
      )
      .filter((l) => l.createdAt >= from)
      .sort((a, b) => b.createdAt - a.createdAt);
    const { meta, items } = pageOf(found, query, 1);
    const body: SxListings = {
      ...meta,
      listings: items.map((l) => ({ ...this.json(l), lastOperation: undefined })),
    };
    return { status: 200, body };
  }

  /** GET /selling/listings/{id} */
  listing(id: string): SimAnswer {
    const listing = this.current(id);
    return listing ? { status: 200, body: this.json(listing) } : apiError(404, 'Listing not found');
  }

  /** PATCH /selling/listings/{id} */
  updateListing(id: string, body: unknown): SimAnswer {
    const listing = this.current(id);
    if (!listing) return apiError(404, 'Listing not found');
    if (!['ACTIVE', 'INACTIVE'].includes(listing.status))
      return apiError(400, `Listing can not be updated in status ${listing.status}`);
    const amount = (body as { amount?: unknown } | null)?.amount;
    const amountCents = askCents(amount);
    if (!amountCents) return apiError(400, 'amount must be a whole number of dollars above 0');
    listing.amountCents = amountCents;
    return this.operate(listing, 'UPDATE', { additions: {}, updates: { askData: { amount } }, removals: {} });
  }

  /** PUT /selling/listings/{id}/deactivate: StockX refuses a listing that is not active. */
  deactivate(id: string): SimAnswer {
    const listing = this.current(id);
    if (!listing) return apiError(404, 'Listing not found');
    if (listing.status === 'INACTIVE') return apiError(400, 'Listing is already inactive');
    if (listing.status !== 'ACTIVE')
      return apiError(400, `Listing can not be deactivated in status ${listing.status}`);
    listing.status = 'INACTIVE';
    return this.operate(listing, 'DEACTIVATE', { additions: {}, updates: { active: false }, removals: {} });
  }

  /**
   * DELETE /selling/listings/{id}. Of a sold listing whose sale is not yet shipped, the simulator
   * assumes StockX cancels the sale (operation CANCEL_ORDER): StockX documents no other way.
   */
  deleteListing(id: string): SimAnswer {
    const listing = this.current(id);
    if (!listing) return apiError(404, 'Listing not found');
    const removed = { additions: {}, updates: {}, removals: { askData: {} } };
    if (listing.status === 'DELETED' || listing.status === 'CANCELED')
      return apiError(400, 'Listing is already deleted');
    if (listing.status === 'ACTIVE' || listing.status === 'INACTIVE') {
      Object.assign(listing, { status: 'DELETED', settlesAt: null });
      return this.operate(listing, 'DELETE', removed);
    }
    const refusal = listing.orderNumber ? this.orders.cancel(listing.orderNumber) : listing.status;
    if (refusal) return apiError(400, `Listing can not be deleted: its order is ${refusal}`);
    listing.status = 'CANCELED';
    return this.operate(listing, 'CANCEL_ORDER', removed);
  }

  /** A buyer takes an active listing now (the simulator's sell()). */
  sell(listingId: string, priceCents?: number): SxOrder {
    const listing = this.current(listingId);
    if (listing?.status !== 'ACTIVE')
      throw new Error(
        `The simulated StockX cannot sell listing ${listingId}: ${listing?.status ?? 'unknown'}`,
      );
    return this.orders.open(listing, priceCents);
  }

  /** What buyers see: the active listings and the creations StockX is still carrying out. */
  shownToBuyers(): SimListing[] {
    return Object.values(this.state.listings)
      .map((l) => this.current(l.id) as SimListing)
      .filter((l) => l.status === 'ACTIVE' || l.settlesAt !== null);
  }

  /** A listing already on sale (the simulator's seedListings): active, its ask placed. */
  seed(sizeKey: string, amountCents: number): SimListing {
    const now = this.clock.now();
    const seq = this.state.nextSeq++;
    const creation: SimOperation = {
      id: simulatedUuid('0be7', seq),
      type: 'CREATE',
      status: 'SUCCEEDED',
      at: now,
      error: null,
      changes: { additions: { active: true }, updates: {}, removals: {} },
    };
    const listing: SimListing = {
      id: simulatedUuid('1157', seq),
      seq,
      sizeKey,
      amountCents,
      status: 'ACTIVE',
      activate: true,
      createdAt: now,
      updatedAt: now,
      settlesAt: null,
      ask: { id: String(13_600_000_000 + seq), at: now },
      expiresAt: iso(now + 999 * DAY_MS),
      operations: [creation],
      orderNumber: null,
    };
    this.state.listings[listing.id] = listing;
    this.save();
    return listing;
  }

  /** The ask of a listing, once placed. */
  askIdOf(listingId: string): string | null {
    return this.state.listings[listingId]?.ask?.id ?? null;
  }

  /** Every pending creation is carried out now. */
  settle(): void {
    for (const listing of Object.values(this.state.listings))
      if (listing.settlesAt !== null) this.carryOut(listing, this.clock.now());
  }
}

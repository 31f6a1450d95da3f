import type { Clock } from '../../../../../kernel/simulator-clock';
import type { SxOrder, SxOrderStatus, SxOrders } from '../stockx-shapes';
import { apiError } from './stockx-catalogue';
import type { SimAnswer, SimulatedCatalogue } from './stockx-catalogue';
import { orderJson, orderNumberOf, pageOf } from './stockx-records';
import type { SimListing, SimOrder, SimState } from './stockx-records';

/** HistoricalOrderStatus: the orders GET /selling/orders/history lists; the others are active. */
const PAST: readonly SxOrderStatus[] = ['AUTHFAILED', 'DIDNOTSHIP', 'CANCELED', 'COMPLETED', 'RETURNED'];
const DAY_MS = 86_400_000;
/** The orders a buyer's receipt of the pair can still complete. */
export const COMPLETABLE: readonly SxOrderStatus[] = ['CREATED', 'SHIPPED', 'AUTHENTICATED', 'PAYOUTPENDING'];

/** The simulated StockX's sales: made by a buyer (sell()), completed and returned, read by the seller's polling. */
export class SimulatedOrders {
  constructor(
    private readonly clock: Clock,
    private readonly state: SimState,
    private readonly catalogue: SimulatedCatalogue,
    private readonly save: () => void,
  ) {}

  private json(order: SimOrder): SxOrder {
    const listing = this.state.listings[order.listingId];
    return orderJson(order, this.catalogue.itemOfSizeKey(listing.sizeKey));
  }

  /**
   * Active orders are all listed (StockX's active list takes no date); the history takes fromDate
   * and toDate (YYYY-MM-DD, both days included), read here as the day the order was made.
   */
  private list(query: URLSearchParams, past: boolean): SimAnswer {
    const day = (name: string) => (past && query.get(name) ? Date.parse(query.get(name) as string) : NaN);
    const [from, to] = [day('fromDate'), day('toDate') + DAY_MS];
    const within = (at: number) => (Number.isNaN(from) || at >= from) && (Number.isNaN(to) || at < to);
    const found = Object.values(this.state.orders)
      .filter((o) => PAST.includes(o.status) === past && within(o.createdAt))
      .sort((a, b) => a.createdAt - b.createdAt);
    const { meta, items } = pageOf(found, query, 10);
    const body: SxOrders = { ...meta, orders: items.map((o) => this.json(o)) };
    return { status: 200, body };
  }

  /** GET /selling/orders/active (every open order) */
  active = (query: URLSearchParams) => this.list(query, false);
  /** GET /selling/orders/history?fromDate=&toDate= (the days made) */
  past = (query: URLSearchParams) => this.list(query, true);

  /** GET /selling/orders/{orderNumber} */
  order(orderNumber: string): SimAnswer {
    const order = this.state.orders[orderNumber];
    return order ? { status: 200, body: this.json(order) } : apiError(404, 'Order not found');
  }

  /** A buyer takes the (active) listing at its price or `priceCents`: the listing is MATCHED. */
  open(listing: SimListing, priceCents?: number): SxOrder {
    const now = this.clock.now();
    const order: SimOrder = {
      orderNumber: orderNumberOf(this.state.nextSeq++),
      listingId: listing.id,
      askId: listing.ask?.id ?? '',
      amountCents: priceCents ?? listing.amountCents,
      status: 'CREATED',
      createdAt: now,
      updatedAt: now,
    };
    this.state.orders[order.orderNumber] = order;
    Object.assign(listing, { status: 'MATCHED', orderNumber: order.orderNumber, updatedAt: now });
    this.save();
    return this.json(order);
  }

  /** The buyer has the pair, StockX paid the seller out: the order is COMPLETED, and so is its listing. */
  complete(orderNumber: string): SxOrder {
    const order = this.orderOf(orderNumber, COMPLETABLE);
    const now = this.clock.now();
    Object.assign(order, { status: 'COMPLETED', updatedAt: now });
    Object.assign(this.state.listings[order.listingId], { status: 'COMPLETED', updatedAt: now });
    this.save();
    return this.json(order);
  }

  /** The buyer sent the completed sale's pair back: the order is RETURNED. */
  returnOrder(orderNumber: string): SxOrder {
    const order = this.orderOf(orderNumber, ['COMPLETED']);
    Object.assign(order, { status: 'RETURNED', updatedAt: this.clock.now() });
    this.save();
    return this.json(order);
  }

  private orderOf(orderNumber: string, from: readonly SxOrderStatus[]): SimOrder {
    const order = this.state.orders[orderNumber];
    if (!order || !from.includes(order.status))
      throw new Error(`The simulated StockX cannot move order ${orderNumber}: ${order?.status ?? 'unknown'}`);
    return order;
  }

  /** Cancels a sale not yet shipped; else the status that keeps it (null when cancelled). */
  cancel(orderNumber: string): SxOrderStatus | null {
    const order = this.state.orders[orderNumber];
    if (order.status !== 'CREATED') return order.status;
    Object.assign(order, { status: 'CANCELED', updatedAt: this.clock.now() });
    return null;
  }
}

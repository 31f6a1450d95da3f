import type { Clock } from '../../../../../kernel/simulator-clock';
import type { SxOrder, SxOrderStatus, SxOrders } from '../stockx-shapes';
import { apiError } from './stockx-catalogue';
import type { SimAnswer, SimulatedCatalogue } from './stockx-catalogue';
import { orderJson, orderNumberOf, pageOf } from './stockx-records';
import type { SimListing, SimOrder, SimState } from './stockx-records';

/** HistoricalOrderStatus: the orders GET /selling/orders/history lists; the others are active. */
const PAST: readonly SxOrderStatus[] = ['AUTHFAILED', 'DIDNOTSHIP', 'CANCELED', 'COMPLETED', 'RETURNED'];

/** The simulated StockX's sales: made by a buyer (sell()), read by the seller's polling. */
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

  private list(query: URLSearchParams, past: boolean): SimAnswer {
    const from = query.get('fromDate') ? Date.parse(query.get('fromDate') as string) : -Infinity;
    const found = Object.values(this.state.orders)
      .filter((o) => PAST.includes(o.status) === past && o.createdAt >= from)
      .sort((a, b) => a.createdAt - b.createdAt);
    const { meta, items } = pageOf(found, query, 10);
    const body: SxOrders = { ...meta, orders: items.map((o) => this.json(o)) };
    return { status: 200, body };
  }

  /** GET /selling/orders/active */
  active = (query: URLSearchParams) => this.list(query, false);
  /** GET /selling/orders/history?fromDate= (the day made) */
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

  /** Cancels a sale not yet shipped; else the status that keeps it (null when cancelled). */
  cancel(orderNumber: string): SxOrderStatus | null {
    const order = this.state.orders[orderNumber];
    if (order.status !== 'CREATED') return order.status;
    Object.assign(order, { status: 'CANCELED', updatedAt: this.clock.now() });
    return null;
  }
}

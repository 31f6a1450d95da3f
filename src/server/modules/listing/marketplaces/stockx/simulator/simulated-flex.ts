import crypto from 'node:crypto';
import type { Clock } from '../../../../../kernel/simulator-clock';
import { apiError } from './stockx-catalogue';
import type { SimAnswer } from './stockx-catalogue';
import { iso, simulatedUuid } from './stockx-records';
import type {
  FlexProgramOutcome,
  FlexProgramState,
  SimFlexItem,
  SimFlexShipment,
  SimState,
} from './stockx-records';

/**
 * StockX Flex's inbound, simulated (issue 26 point 5). Flex has no public API: a program's inbound
 * shipments are made and followed on StockX's seller portal. The simulator offers them as a small
 * feed of its own under /flex/v1 (x-api-key, no seller token), for our side to make a shipment there
 * (the program answers the address its box goes to), say when the box left, and read how far each
 * shipment got. A shipment moves on the simulator's clock once its box left, as the program moves
 * boxes: picked up, delivered, checked in (or not found), authenticated, and then listed or (failed
 * authentication) sent back. Steps are recorded as they fall due, when a read comes, with the time
 * they happened, so a restart never takes a step back.
 */
/** The program's dock for inbound boxes: the simulator's own, an address no carrier delivers to for real. */
export const FLEX_INBOUND_ADDRESS = {
  name: 'StockX Flex Inbound (simulator)',
  street1: '100 Simulator Way',
  city: 'Detroit',
  state: 'MI',
  zip: '48226',
  country: 'US',
} as const;

const HOUR = 3_600_000;
/** When each step falls due after the box left, by outcome. */
const TIMELINE: Record<FlexProgramOutcome, [FlexProgramState, number][]> = {
  listed: [
    ['IN_TRANSIT', 4 * HOUR],
    ['DELIVERED', 48 * HOUR],
    ['RECEIVED', 52 * HOUR],
    ['AUTHENTICATING', 72 * HOUR],
    ['LISTED', 96 * HOUR],
  ],
  notReceived: [
    ['IN_TRANSIT', 4 * HOUR],
    ['DELIVERED', 48 * HOUR],
    ['NOT_RECEIVED', 52 * HOUR],
  ],
  authFailed: [
    ['IN_TRANSIT', 4 * HOUR],
    ['DELIVERED', 48 * HOUR],
    ['RECEIVED', 52 * HOUR],
    ['AUTHENTICATING', 72 * HOUR],
    ['RETURNED', 120 * HOUR],
  ],
};
/** From the box leaving to the program's last word on it. */
export const FLEX_PROGRAM_DAYS = 5;

/** Most boxes are listed; one in ten is not found and one in ten fails authentication (by its reference). */
function outcomeOf(reference: string): FlexProgramOutcome {
  const n = crypto.createHash('sha256').update(reference).digest()[0] % 10;
  return n === 0 ? 'notReceived' : n === 1 ? 'authFailed' : 'listed';
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : null;

function itemsOf(value: unknown): SimFlexItem[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > 100) return null;
  const items = value.map((raw: unknown) => {
    const i = (raw ?? {}) as Record<string, unknown>;
    const askCents = typeof i.askCents === 'number' && Number.isInteger(i.askCents) ? i.askCents : null;
    const [oneId, styleCode, size] = [text(i.oneId, 20), text(i.styleCode, 60), text(i.size, 10)];
    return oneId && styleCode && size && askCents && askCents > 0
      ? { oneId, styleCode, size, askCents }
      : null;
  });
  return items.every((i) => i !== null) ? (items as SimFlexItem[]) : null;
}

export class SimulatedFlexInbound {
  constructor(
    private readonly clock: Clock,
    private readonly state: SimState,
    private readonly save: () => void,
  ) {}

  private get shipments(): Record<string, SimFlexShipment> {
    return this.state.flexShipments;
  }

  private byReference(reference: string): SimFlexShipment | undefined {
    return Object.values(this.shipments).find((s) => s.reference === reference);
  }

  /** Records the steps that fell due by now. */
  private advance(shipment: SimFlexShipment): void {
    if (shipment.shippedAt === null) return;
    const now = this.clock.now();
    let moved = false;
    for (const [status, after] of TIMELINE[shipment.outcome]) {
      const at = shipment.shippedAt + after;
      if (at > now) break;
      if (shipment.events.some((e) => e.status === status)) continue;
      shipment.events.push({ status, at });
      shipment.updatedAt = at;
      moved = true;
    }
    if (moved) this.save();
  }

  private json(shipment: SimFlexShipment) {
    this.advance(shipment);
    const last = shipment.events[shipment.events.length - 1];
    return {
      id: shipment.id,
      reference: shipment.reference,
      status: last.status,
      shipTo: FLEX_INBOUND_ADDRESS,
      items: shipment.items,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      createdAt: iso(shipment.createdAt),
      updatedAt: iso(shipment.updatedAt),
      events: shipment.events.map((e) => ({ status: e.status, occurredAt: iso(e.at) })),
    };
  }

  /** POST /flex/v1/inbound-shipments: made once per reference (the same reference answers the first). */
  create(body: unknown): SimAnswer {
    const input = (body ?? {}) as Record<string, unknown>;
    const reference = text(input.reference, 40);
    const items = itemsOf(input.items);
    if (!reference || !items)
      return apiError(
        400,
        'A shipment needs a reference and 1 to 100 items with oneId, styleCode, size and askCents',
      );
    const known = this.byReference(reference);
    if (known) return { status: 200, body: this.json(known) };
    const now = this.clock.now();
    const shipment: SimFlexShipment = {
      id: simulatedUuid('f1e0', this.state.nextSeq++),
      reference,
      items,
      outcome: outcomeOf(reference),
      createdAt: now,
      updatedAt: now,
      shippedAt: null,
      carrier: null,
      trackingNumber: null,
      events: [{ status: 'READY_TO_SHIP', at: now }],
    };
    this.shipments[shipment.id] = shipment;
    this.save();
    return { status: 201, body: this.json(shipment) };
  }

  /** POST /flex/v1/inbound-shipments/{id}/ship: the box left with this tracking (again: as it is). */
  ship(id: string, body: unknown): SimAnswer {
    const shipment = this.shipments[id];
    if (!shipment) return apiError(404, 'Inbound shipment not found');
    const input = (body ?? {}) as Record<string, unknown>;
    const trackingNumber = text(input.trackingNumber, 60);
    if (!trackingNumber) return apiError(400, 'A shipped box needs its trackingNumber');
    if (shipment.shippedAt === null) {
      const now = this.clock.now();
      Object.assign(shipment, {
        shippedAt: now,
        updatedAt: now,
        carrier: text(input.carrier, 40),
        trackingNumber,
      });
      shipment.events.push({ status: 'SHIPPING', at: now });
      this.save();
    }
    return { status: 200, body: this.json(shipment) };
  }

  /** GET /flex/v1/inbound-shipments?ids=a,b (at most 100): each as the program has it now. */
  list(query: URLSearchParams): SimAnswer {
    const ids = (query.get('ids') ?? '').split(',').filter((id) => id !== '');
    if (ids.length === 0 || ids.length > 100) return apiError(400, 'Ask for 1 to 100 ids');
    const found = ids.flatMap((id) => (this.shipments[id] ? [this.json(this.shipments[id])] : []));
    return { status: 200, body: { shipments: found } };
  }

  /** The path's answer; null when the path is none of the feed's. */
  answer(method: string, path: string, query: URLSearchParams, body: unknown): SimAnswer | null {
    if (path === '/inbound-shipments' && method === 'POST') return this.create(body);
    if (path === '/inbound-shipments' && method === 'GET') return this.list(query);
    const ship = /^\/inbound-shipments\/([^/]+)\/ship$/.exec(path);
    if (ship && method === 'POST') return this.ship(decodeURIComponent(ship[1]), body);
    return null;
  }

  // ---- Not the feed: what tests and the demo set ----

  /** What becomes of the shipment of `reference` once its box is delivered. */
  plan(reference: string, outcome: FlexProgramOutcome): void {
    const shipment = this.byReference(reference);
    if (!shipment) throw new Error(`The simulated Flex has no shipment ${reference}`);
    shipment.outcome = outcome;
    this.save();
  }

  /** Lets `ms` of the program's time pass for the shipment of `reference` (its box left that much earlier). */
  backdate(reference: string, ms: number): void {
    const shipment = this.byReference(reference);
    if (!shipment?.shippedAt) throw new Error(`The simulated Flex has no shipped box ${reference}`);
    shipment.shippedAt -= ms;
    for (const event of shipment.events) event.at -= ms;
    this.save();
  }
}

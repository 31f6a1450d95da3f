import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { centsToDollars, dollarsToCents } from '../../../../domain/labels-rules';
import type { EpAddress, EpErrorBody, EpRate, EpShipment, EpTracker } from '../easypost-shapes';
import {
  addressFault,
  DELIVERY_AFTER_MS,
  FIRST_SCAN_AFTER_MS,
  isStalled,
  priceCents,
  RATE_LIFETIME_MS,
  REFUND_SETTLE_MS,
  SERVICES,
  stepsReached,
  trackingNumberOf,
  zoneOf,
} from './carrier-world';
import type { Confirmation } from './carrier-world';
import type { Clock } from './clock';

/** An answer of the simulated API: its HTTP status and JSON body, or "never answer in time". */
export type SimAnswer = { status: number; body: unknown } | { stall: true };

const addressInput = z.object({
  name: z.string().nullish(),
  company: z.string().nullish(),
  street1: z.string().min(1),
  street2: z.string().nullish(),
  city: z.string().min(1),
  state: z.string().min(1),
  zip: z.string().min(1),
  country: z.string().default('US'),
  phone: z.string().nullish(),
  email: z.string().nullish(),
});
type AddressInput = z.infer<typeof addressInput>;

const shipmentInput = z.object({
  shipment: z.object({
    from_address: addressInput,
    to_address: addressInput,
    parcel: z.object({
      weight: z.number().positive(),
      length: z.number().positive(),
      width: z.number().positive(),
      height: z.number().positive(),
    }),
    options: z
      .object({
        delivery_confirmation: z.enum(['NO_SIGNATURE', 'SIGNATURE', 'ADULT_SIGNATURE']).optional(),
      })
      .default({}),
  }),
});

const buyInput = z.object({
  rate: z.object({ id: z.string() }),
  insurance: z
    .union([z.string(), z.number()])
    .transform(String)
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), 'must be an amount in dollars')
    .optional(),
});

type SimShipment = {
  seq: number;
  createdAt: number;
  from: AddressInput;
  to: AddressInput;
  parcel: z.infer<typeof shipmentInput>['shipment']['parcel'];
  confirmation: Confirmation;
  bought?: { rateId: string; at: number; insurance: string | null };
  refund?: { at: number; status: 'submitted' | 'rejected' };
};
type SimState = { nextSeq: number; shipments: Record<string, SimShipment> };

const hex = (seq: number) => seq.toString(16).padStart(24, '0');
const shipmentId = (seq: number) => `shp_${hex(seq)}`;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function failure(status: number, code: string, message: string, errors: EpErrorBody['error']['errors'] = []) {
  const body: EpErrorBody = { error: { code, message, errors } };
  return { status, body };
}
const notFound = () => failure(404, 'NOT_FOUND', 'The requested resource could not be found.');
const badParameters = (error: z.ZodError) =>
  failure(
    422,
    'PARAMETER.INVALID',
    'Invalid parameters.',
    error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
  );

/**
 * The simulated carrier behind the simulator's HTTP server: the part of EasyPost's API the client
 * uses, answering from its own state and its clock. Deterministic: ids and tracking numbers come
 * from a counter, prices from the parcel and the ZIP codes, progress from the clock.
 */
export class SimulatedCarrier {
  private state: SimState = { nextSeq: 1, shipments: {} };

  constructor(
    private readonly clock: Clock,
    private readonly stateFile?: string,
  ) {
    if (stateFile && fs.existsSync(stateFile))
      this.state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as SimState;
  }

  private save(): void {
    if (!this.stateFile) return;
    fs.mkdirSync(path.dirname(this.stateFile), { recursive: true });
    const temporary = `${this.stateFile}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(this.state));
    fs.renameSync(temporary, this.stateFile);
  }

  private nextSeq(): number {
    return this.state.nextSeq++;
  }

  private addressOf(a: AddressInput, id: string, verified: boolean): EpAddress {
    const upper = (v: string | null | undefined) => (v ? (verified ? v.toUpperCase() : v) : null);
    return {
      id,
      object: 'Address',
      name: a.name ?? null,
      company: a.company ?? null,
      street1: upper(a.street1) ?? '',
      street2: upper(a.street2),
      city: upper(a.city) ?? '',
      state: upper(a.state) ?? '',
      zip: a.zip,
      country: a.country.toUpperCase(),
      phone: a.phone ?? null,
      email: a.email ?? null,
      verifications: verified ? { delivery: { success: true, errors: [] } } : undefined,
    };
  }

  /** POST /v2/addresses/create_and_verify */
  verifyAddress(body: unknown): SimAnswer {
    const parsed = z.object({ address: addressInput }).safeParse(body);
    if (!parsed.success) return badParameters(parsed.error);
    const address = parsed.data.address;
    if (isStalled(address)) return { stall: true };
    const fault = addressFault(address);
    if (fault) return failure(422, 'ADDRESS.VERIFY.FAILURE', 'Unable to verify address.', [fault]);
    return { status: 200, body: { address: this.addressOf(address, `adr_${hex(this.nextSeq())}`, true) } };
  }

  /** POST /v2/shipments: the shipment and its rates. */
  createShipment(body: unknown): SimAnswer {
    const parsed = shipmentInput.safeParse(body);
    if (!parsed.success) return badParameters(parsed.error);
    const { from_address: from, to_address: to, parcel, options } = parsed.data.shipment;
    if (isStalled(to) || isStalled(from)) return { stall: true };
    for (const [field, address] of [['to_address', to] as const, ['from_address', from] as const]) {
      const fault = addressFault(address);
      if (fault)
        return failure(422, 'ADDRESS.VERIFY.FAILURE', `Unable to verify ${field}.`, [
          { ...fault, field: `${field}.${fault.field}` },
        ]);
    }
    const seq = this.nextSeq();
    const confirmation = options.delivery_confirmation ?? 'NO_SIGNATURE';
    this.state.shipments[shipmentId(seq)] = {
      seq,
      createdAt: this.clock.now(),
      from,
      to,
      parcel,
      confirmation,
    };
    this.save();
    return { status: 201, body: this.shipmentJson(this.state.shipments[shipmentId(seq)]) };
  }

  /** GET /v2/shipments/:id */
  shipment(id: string): SimAnswer {
    const s = this.state.shipments[id];
    return s ? { status: 200, body: this.shipmentJson(s) } : notFound();
  }

  /** POST /v2/shipments/:id/buy: rates expire; a shipment is bought once. */
  buy(id: string, body: unknown): SimAnswer {
    const s = this.state.shipments[id];
    if (!s) return notFound();
    const parsed = buyInput.safeParse(body);
    if (!parsed.success) return badParameters(parsed.error);
    if (s.bought) return failure(422, 'SHIPMENT.POSTAGE.EXISTS', 'This shipment already has postage.');
    const rate = this.ratesOf(s).find((r) => r.id === parsed.data.rate.id);
    if (!rate) return failure(422, 'SHIPMENT.RATE.INVALID', 'The rate is not one of this shipment.');
    if (this.clock.now() - s.createdAt > RATE_LIFETIME_MS)
      return failure(422, 'SHIPMENT.RATE.EXPIRED', 'The rate has expired; get new rates for the shipment.');
    const { insurance: asked } = parsed.data;
    const insurance = asked === undefined ? null : centsToDollars(dollarsToCents(asked));
    s.bought = { rateId: rate.id, at: this.clock.now(), insurance };
    this.save();
    return { status: 200, body: this.shipmentJson(s) };
  }

  /** POST /v2/shipments/:id/refund: refused once the carrier has scanned the parcel. */
  refund(id: string): SimAnswer {
    const s = this.state.shipments[id];
    if (!s) return notFound();
    if (!s.bought)
      return failure(422, 'SHIPMENT.REFUND.UNAVAILABLE', 'The shipment has no postage to refund.');
    if (!s.refund) {
      const scanned = this.clock.now() - s.bought.at >= FIRST_SCAN_AFTER_MS;
      s.refund = { at: this.clock.now(), status: scanned ? 'rejected' : 'submitted' };
      this.save();
    }
    return { status: 200, body: this.shipmentJson(s) };
  }

  /** GET /v2/trackers/:id */
  tracker(id: string): SimAnswer {
    const s = Object.values(this.state.shipments).find((x) => `trk_${hex(x.seq)}` === id && x.bought);
    const tracker = s && this.trackerJson(s);
    return tracker ? { status: 200, body: tracker } : notFound();
  }

  /** The shipment a label file belongs to, once bought. */
  labelOf(id: string): EpShipment | null {
    const s = this.state.shipments[id];
    return s?.bought ? this.shipmentJson(s) : null;
  }

  /** Where label files are served: the server's own address, known once it listens. */
  labelBaseUrl = '';

  private refundStatusOf(s: SimShipment): EpShipment['refund_status'] {
    if (!s.refund) return null;
    if (s.refund.status === 'rejected') return 'rejected';
    return this.clock.now() - s.refund.at >= REFUND_SETTLE_MS ? 'refunded' : 'submitted';
  }

  private ratesOf(s: SimShipment): EpRate[] {
    const zone = zoneOf(s.from.zip, s.to.zip);
    return SERVICES.map((service, index) => ({
      id: `rate_${hex(s.seq)}${index}`,
      object: 'Rate',
      carrier: service.carrier,
      service: service.service,
      rate: centsToDollars(priceCents(service, s.parcel, zone, s.confirmation)),
      currency: 'USD',
      delivery_days: service.days,
      shipment_id: shipmentId(s.seq),
      created_at: iso(s.createdAt),
    }));
  }

  private trackerJson(s: SimShipment): EpTracker | null {
    if (!s.bought) return null;
    const rate = this.ratesOf(s).find((r) => r.id === s.bought?.rateId) as EpRate;
    // A voided label never travels: its journey stops at the label, and ends once refunded.
    const until = s.refund?.status === 'submitted' ? s.refund.at : this.clock.now();
    const steps = stepsReached(until - s.bought.at);
    const refunded = this.refundStatusOf(s) === 'refunded';
    const place = (a: AddressInput) => ({ city: a.city, state: a.state, zip: a.zip, country: a.country });
    const details = steps.map((step) => ({
      object: 'TrackingDetail' as const,
      message: step.message,
      status: step.status,
      datetime: iso(s.bought!.at + step.afterMs),
      tracking_location: step.at ? place(step.at === 'from' ? s.from : s.to) : null,
    }));
    if (refunded)
      details.push({
        object: 'TrackingDetail',
        message: 'Label voided; postage refunded',
        status: 'cancelled',
        datetime: iso(s.refund!.at + REFUND_SETTLE_MS),
        tracking_location: null,
      });
    const trackingCode = trackingNumberOf(rate.carrier as 'USPS', s.seq);
    return {
      id: `trk_${hex(s.seq)}`,
      object: 'Tracker',
      tracking_code: trackingCode,
      status: details[details.length - 1].status,
      carrier: rate.carrier,
      est_delivery_date: iso(s.bought.at + DELIVERY_AFTER_MS),
      shipment_id: shipmentId(s.seq),
      public_url: null,
      tracking_details: details,
    };
  }

  private shipmentJson(s: SimShipment): EpShipment {
    const rates = this.ratesOf(s);
    const tracker = this.trackerJson(s);
    const id = shipmentId(s.seq);
    return {
      id,
      object: 'Shipment',
      mode: 'test',
      created_at: iso(s.createdAt),
      to_address: this.addressOf(s.to, `adr_${hex(s.seq)}t`, false),
      from_address: this.addressOf(s.from, `adr_${hex(s.seq)}f`, false),
      parcel: { id: `prcl_${hex(s.seq)}`, object: 'Parcel', ...s.parcel },
      options: { delivery_confirmation: s.confirmation, label_format: 'PDF', label_size: '4x6' },
      rates,
      selected_rate: rates.find((r) => r.id === s.bought?.rateId) ?? null,
      postage_label: s.bought
        ? {
            id: `pl_${hex(s.seq)}`,
            object: 'PostageLabel',
            label_url: `${this.labelBaseUrl}/files/postage_label/${id}.pdf`,
            label_size: '4x6',
            label_file_type: 'application/pdf',
            label_date: iso(s.bought.at),
          }
        : null,
      tracking_code: tracker?.tracking_code ?? null,
      tracker,
      insurance: s.bought?.insurance ?? null,
      refund_status: this.refundStatusOf(s),
      status: tracker ? tracker.status : 'unknown',
    };
  }
}

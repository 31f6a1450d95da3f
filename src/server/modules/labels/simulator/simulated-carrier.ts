import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { centsToDollars, dollarsToCents } from '../../../../domain/labels/rules';
import type { EpErrorBody, EpShipment } from '../easypost-shapes';
import type { Clock } from '../../../kernel/simulator-clock';
import { addressFault, FIRST_SCAN_AFTER_MS, isStalled, RATE_LIFETIME_MS } from './carrier-world';
import {
  addressInput,
  addressJson,
  hex,
  ratesJson,
  shipmentId,
  shipmentInput,
  shipmentJson,
  trackerJson,
} from './simulated-records';
import type { SimShipment, SimState } from './simulated-records';

/** An answer of the simulated API: its HTTP status and JSON body, or "never answer in time". */
export type SimAnswer = { status: number; body: unknown } | { stall: true };

const buyInput = z.object({
  rate: z.object({ id: z.string() }),
  insurance: z
    .union([z.string(), z.number()])
    .transform(String)
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), 'must be an amount in dollars')
    .optional(),
});

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

  /** POST /v2/addresses/create_and_verify */
  verifyAddress(body: unknown): SimAnswer {
    const parsed = z.object({ address: addressInput }).safeParse(body);
    if (!parsed.success) return badParameters(parsed.error);
    const address = parsed.data.address;
    if (isStalled(address)) return { stall: true };
    const fault = addressFault(address);
    if (fault) return failure(422, 'ADDRESS.VERIFY.FAILURE', 'Unable to verify address.', [fault]);
    return { status: 200, body: { address: addressJson(address, `adr_${hex(this.nextSeq())}`, true) } };
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
    return {
      status: 201,
      body: this.json(this.state.shipments[shipmentId(seq)]),
    };
  }

  /** GET /v2/shipments/:id */
  shipment(id: string): SimAnswer {
    const s = this.state.shipments[id];
    return s ? { status: 200, body: this.json(s) } : notFound();
  }

  /** POST /v2/shipments/:id/buy: rates expire; a shipment is bought once. */
  buy(id: string, body: unknown): SimAnswer {
    const s = this.state.shipments[id];
    if (!s) return notFound();
    const parsed = buyInput.safeParse(body);
    if (!parsed.success) return badParameters(parsed.error);
    if (s.bought) return failure(422, 'SHIPMENT.POSTAGE.EXISTS', 'This shipment already has postage.');
    const rate = ratesJson(s).find((r) => r.id === parsed.data.rate.id);
    if (!rate) return failure(422, 'SHIPMENT.RATE.INVALID', 'The rate is not one of this shipment.');
    if (this.clock.now() - s.createdAt > RATE_LIFETIME_MS)
      return failure(422, 'SHIPMENT.RATE.EXPIRED', 'The rate has expired; get new rates for the shipment.');
    const { insurance: asked } = parsed.data;
    const insurance = asked === undefined ? null : centsToDollars(dollarsToCents(asked));
    s.bought = { rateId: rate.id, at: this.clock.now(), insurance };
    this.save();
    return { status: 200, body: this.json(s) };
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
    return { status: 200, body: this.json(s) };
  }

  /** GET /v2/trackers/:id */
  tracker(id: string): SimAnswer {
    const s = Object.values(this.state.shipments).find((x) => `trk_${hex(x.seq)}` === id && x.bought);
    const tracker = s && trackerJson(s, this.clock.now());
    return tracker ? { status: 200, body: tracker } : notFound();
  }

  /** The shipment a label file belongs to, once bought. */
  labelOf(id: string): EpShipment | null {
    const s = this.state.shipments[id];
    return s?.bought ? this.json(s) : null;
  }

  /** Where label files are served: the server's own address, known once it listens. */
  labelBaseUrl = '';

  private json(s: SimShipment): EpShipment {
    return shipmentJson(s, this.clock.now(), this.labelBaseUrl);
  }
}

import type EasyPostClient from '@easypost/api';
import type { z } from 'zod';
import { labelPurchaseSchema, rateRequestSchema } from '../../../domain/labels/labels';
import type {
  AddressVerification,
  CarrierMode,
  PurchasedLabel,
  ShippingAddress,
  Tracking,
} from '../../../domain/labels/labels';
import { centsToDollars, dollarsToCents, TRACKING_STATUSES } from '../../../domain/labels/rules';
import type { SignatureCode, TrackingStatus } from '../../../domain/labels/rules';
import type { CarrierAdapter, LabelFile } from './carrier-adapter';
import { CarrierError, carrierErrorOf, fieldProblems } from './carrier-errors';
import { EP_DELIVERY_CONFIRMATIONS, epAddress, epShipment, epTracker } from './easypost-shapes';
import type { EpAddress, EpShipment, EpTracker } from './easypost-shapes';

export type EasyPostSettings = {
  apiKey: string;
  /** EasyPost's own API unless set (the simulator's address, or a proxy). */
  baseUrl?: string;
  /** How long one call may take before it fails as a carrier timeout. */
  timeoutMs: number;
  mode: CarrierMode;
};

/** A request the client is about to send: superagent's, of which only the timeout is set here. */
type OutgoingRequest = { timeout(ms: number): OutgoingRequest };

function toEasyPostAddress(a: ShippingAddress) {
  return {
    name: a.name,
    company: a.company,
    street1: a.street1,
    street2: a.street2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
    phone: a.phone,
    email: a.email,
  };
}

const orUndefined = (v: string | null | undefined) => v || undefined;

function fromEasyPostAddress(a: EpAddress): ShippingAddress {
  return {
    name: a.name ?? '',
    company: orUndefined(a.company),
    street1: a.street1,
    street2: orUndefined(a.street2),
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
    phone: orUndefined(a.phone),
    email: orUndefined(a.email),
  };
}

const trackingStatusOf = (s: string): TrackingStatus =>
  (TRACKING_STATUSES as readonly string[]).includes(s) ? (s as TrackingStatus) : 'unknown';

function purchasedLabelOf(s: EpShipment): PurchasedLabel {
  if (!s.selected_rate || !s.postage_label || !s.tracker || !s.tracking_code)
    throw new CarrierError('notFound');
  const confirmation = s.options.delivery_confirmation ?? 'NO_SIGNATURE';
  return {
    shipmentId: s.id,
    trackingNumber: s.tracking_code,
    trackerId: s.tracker.id,
    carrier: s.selected_rate.carrier,
    service: s.selected_rate.service,
    postageCents: dollarsToCents(s.selected_rate.rate),
    insuranceCents: s.insurance ? dollarsToCents(s.insurance) : 0,
    signature: EP_DELIVERY_CONFIRMATIONS.indexOf(confirmation) as SignatureCode,
    labelUrl: s.postage_label.label_url,
    refundStatus: s.refund_status ?? 'none',
  };
}

function trackingOf(t: EpTracker): Tracking {
  return {
    trackerId: t.id,
    trackingNumber: t.tracking_code,
    carrier: t.carrier,
    status: trackingStatusOf(t.status),
    estimatedDelivery: t.est_delivery_date,
    events: t.tracking_details.map((d) => ({
      status: trackingStatusOf(d.status),
      message: d.message,
      at: d.datetime,
      location: d.tracking_location
        ? [d.tracking_location.city, d.tracking_location.state].filter(Boolean).join(', ') || null
        : null,
    })),
  };
}

/** Answers of the client are class instances holding the JSON's fields: read them as that JSON. */
async function ask<T extends z.ZodTypeAny>(schema: T, call: () => Promise<unknown>): Promise<z.infer<T>> {
  let answer: unknown;
  try {
    answer = await call();
  } catch (error) {
    throw carrierErrorOf(error);
  }
  return schema.parse(answer) as z.infer<T>;
}

/** The carrier adapter over EasyPost's official client, pointed at EasyPost or at the simulator. */
export function easyPostAdapter(settings: EasyPostSettings): CarrierAdapter {
  // The client (and the HTTP library under it) is loaded on the first call to the carrier rather
  // than at every start of the server.
  let made: Promise<InstanceType<typeof EasyPostClient>> | undefined;
  const client = () =>
    (made ??= import('@easypost/api').then(
      ({ default: Client }) =>
        new Client(settings.apiKey, {
          baseUrl: settings.baseUrl,
          timeout: settings.timeoutMs,
          // The client keeps `timeout` but never applies it to a request: apply it here.
          requestMiddleware: (request: OutgoingRequest) => request.timeout(settings.timeoutMs),
        }),
    ));

  return {
    mode: settings.mode,

    async verifyAddress(address): Promise<AddressVerification> {
      try {
        const verified = await ask(epAddress, async () =>
          (await client()).Address.createAndVerify(toEasyPostAddress(address)),
        );
        return { valid: true, address: fromEasyPostAddress(verified) };
      } catch (error) {
        if (error instanceof CarrierError && error.failure === 'addressInvalid')
          return { valid: false, problems: fieldProblems((error.data as { problems: unknown }).problems) };
        throw error;
      }
    },

    async rates(request) {
      const { from, to, parcel, signature } = rateRequestSchema.parse(request);
      const shipment = await ask(epShipment, async () =>
        (await client()).Shipment.create({
          from_address: toEasyPostAddress(from),
          to_address: toEasyPostAddress(to),
          parcel: {
            weight: parcel.weightOz,
            length: parcel.lengthIn,
            width: parcel.widthIn,
            height: parcel.heightIn,
          },
          options: {
            delivery_confirmation: EP_DELIVERY_CONFIRMATIONS[signature],
            label_format: 'PDF',
            label_size: '4x6',
          },
        }),
      );
      const rates = shipment.rates.map((r) => ({
        id: r.id,
        carrier: r.carrier,
        service: r.service,
        amountCents: dollarsToCents(r.rate),
        currency: r.currency,
        deliveryDays: r.delivery_days,
      }));
      rates.sort((a, b) => a.amountCents - b.amountCents);
      return { shipmentId: shipment.id, rates };
    },

    async buyLabel(purchase) {
      const { shipmentId, rateId, insuranceCents } = labelPurchaseSchema.parse(purchase);
      // Sent as EasyPost's decimal-dollar string ("150.00"), never a float; the typings say number.
      const insurance = insuranceCents > 0 ? centsToDollars(insuranceCents) : undefined;
      const bought = await ask(epShipment, async () =>
        (await client()).Shipment.buy(shipmentId, rateId, insurance as unknown as number | undefined),
      );
      return purchasedLabelOf(bought);
    },

    async voidLabel(shipmentId) {
      const shipment = await ask(epShipment, async () => (await client()).Shipment.refund(shipmentId));
      return shipment.refund_status ?? 'none';
    },

    async label(shipmentId) {
      return purchasedLabelOf(
        await ask(epShipment, async () => (await client()).Shipment.retrieve(shipmentId)),
      );
    },

    async tracking(trackerId) {
      return trackingOf(await ask(epTracker, async () => (await client()).Tracker.retrieve(trackerId)));
    },

    async labelFile(shipmentId): Promise<LabelFile> {
      const { labelUrl } = await this.label(shipmentId);
      let response: Response;
      try {
        response = await fetch(labelUrl, { signal: AbortSignal.timeout(settings.timeoutMs) });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new CarrierError(timedOut ? 'timeout' : 'unavailable');
      }
      if (response.status === 404) throw new CarrierError('notFound');
      if (!response.ok) throw new CarrierError('unavailable');
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/pdf',
      };
    },
  };
}

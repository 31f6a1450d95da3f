import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierOf, isValidTrackingNumber } from '../../src/domain/kernel/tracking';
import { loadConfig } from '../../src/server/config';
import { translate } from '../../src/server/http/messages';
import type { CarrierAdapter } from '../../src/server/modules/labels/carrier-adapter';
import { carrierFor, carrierModeOf, closeCarrier } from '../../src/server/modules/labels/carrier-connection';
import { CarrierError } from '../../src/server/modules/labels/carrier-errors';
import { easyPostAdapter } from '../../src/server/modules/labels/easypost-adapter';
import {
  FIRST_SCAN_AFTER_MS,
  RATE_LIFETIME_MS,
  REFUND_SETTLE_MS,
  SIMULATOR_TRIGGERS,
} from '../../src/server/modules/labels/simulator/carrier-world';
import { ManualClock } from '../../src/server/kernel/simulator-clock';
import { startCarrierSimulator } from '../../src/server/modules/labels/simulator/simulator-server';
import type { CarrierSimulator } from '../../src/server/modules/labels/simulator/simulator-server';
import { aRateRequest, aShippingAddress } from '../fixtures/labels';

/**
 * The carrier adapter's contract, run through EasyPost's official client against the simulator:
 * what the label center relies on, and each failure as the error a route shows.
 */
const HOUR = 3_600_000;
/** Long enough for a first label PDF on a busy machine, short beside the simulator's stall. */
const CLIENT_TIMEOUT_MS = 3_000;
const clock = new ManualClock(Date.parse('2026-03-02T15:00:00Z'));
let simulator: CarrierSimulator;
let carrier: CarrierAdapter;

beforeAll(async () => {
  simulator = await startCarrierSimulator({ clock, stallMs: 20_000 });
  carrier = easyPostAdapter({
    apiKey: 'contract-test',
    baseUrl: simulator.baseUrl,
    timeoutMs: CLIENT_TIMEOUT_MS,
    mode: 'simulator',
  });
});
afterAll(() => simulator.close());

/** The CarrierError a call fails with (the test fails if it succeeds). */
async function failureOf(call: Promise<unknown>): Promise<CarrierError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}

async function aBoughtLabel(insuranceCents = 0) {
  const quote = await carrier.rates(aRateRequest({ signature: 1 }));
  return carrier.buyLabel({ shipmentId: quote.shipmentId, rateId: quote.rates[0].id, insuranceCents });
}

describe('addresses', () => {
  it('verifies a deliverable address and returns it as the carrier normalised it', async () => {
    const result = await carrier.verifyAddress(aShippingAddress());
    expect(result).toMatchObject({
      valid: true,
      address: { street1: '417 MONTGOMERY ST', city: 'SAN FRANCISCO', zip: '94104' },
    });
  });

  it('names the field at fault and offers the correction the carrier suggests', async () => {
    const result = await carrier.verifyAddress(aShippingAddress({ street1: '12 Mian St' }));
    expect(result).toEqual({
      valid: false,
      problems: [{ field: 'street1', message: 'Street name not found', suggestion: '12 Main St' }],
    });
  });

  it('reports an address not found without a suggestion', async () => {
    const result = await carrier.verifyAddress(
      aShippingAddress({ zip: SIMULATOR_TRIGGERS.undeliverableZip }),
    );
    expect(result).toEqual({
      valid: false,
      problems: [{ field: 'zip', message: 'Address not found', suggestion: null }],
    });
  });
});

describe('rates', () => {
  it('quotes every service in cents, cheapest first', async () => {
    const quote = await carrier.rates(aRateRequest());
    expect(quote.shipmentId).toMatch(/^shp_/);
    expect(quote.rates).toHaveLength(5);
    expect(quote.rates.map((r) => r.carrier)).toEqual(expect.arrayContaining(['USPS', 'UPS', 'FedEx']));
    for (const rate of quote.rates) {
      expect(rate.id).toMatch(/^rate_/);
      expect(Number.isInteger(rate.amountCents)).toBe(true);
      expect(rate.currency).toBe('USD');
    }
    const amounts = quote.rates.map((r) => r.amountCents);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('prices the signature option and the weight into every rate', async () => {
    const cheapest = async (overrides: Parameters<typeof aRateRequest>[0]) =>
      (await carrier.rates(aRateRequest(overrides))).rates[0].amountCents;
    const plain = await cheapest({ signature: 0 });
    expect(await cheapest({ signature: 1 })).toBe(plain + 3_65);
    expect(await cheapest({ signature: 2 })).toBe(plain + 8_30);
    expect(
      await cheapest({ parcel: { weightOz: 160, lengthIn: 14, widthIn: 10, heightIn: 5 } }),
    ).toBeGreaterThan(plain);
  });
});

describe('buying a label', () => {
  it('buys at the chosen rate, insured and with the signature option, with a tracking number of its carrier', async () => {
    const quote = await carrier.rates(aRateRequest({ signature: 2 }));
    const rate = quote.rates.find((r) => r.carrier === 'UPS')!;
    const label = await carrier.buyLabel({
      shipmentId: quote.shipmentId,
      rateId: rate.id,
      insuranceCents: 250_00,
    });
    expect(label).toMatchObject({
      shipmentId: quote.shipmentId,
      carrier: 'UPS',
      service: rate.service,
      postageCents: rate.amountCents,
      insuranceCents: 250_00,
      signature: 2,
      refundStatus: 'none',
    });
    expect(isValidTrackingNumber(label.trackingNumber)).toBe(true);
    expect(carrierOf(label.trackingNumber)).toBe('UPS');
    expect(label.trackerId).toMatch(/^trk_/);
    expect(await carrier.label(quote.shipmentId)).toEqual(label);
  });

  it('serves the label as a 4in x 6in PDF that says it comes from the simulator', async () => {
    const label = await aBoughtLabel();
    const file = await carrier.labelFile(label.shipmentId);
    expect(file.contentType).toBe('application/pdf');
    const pdf = await PDFDocument.load(file.bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    expect(pdf.getTitle()).toBe(`Simulated label ${label.trackingNumber}`);
  });

  it('buys no insurance unless asked', async () => {
    expect((await aBoughtLabel(0)).insuranceCents).toBe(0);
  });

  it('refuses to buy a second label for the same shipment', async () => {
    const label = await aBoughtLabel();
    const quote = await carrier.label(label.shipmentId);
    const error = await failureOf(carrier.buyLabel({ shipmentId: quote.shipmentId, rateId: 'rate_x' }));
    expect(error).toMatchObject({ failure: 'alreadyBought', code: 409 });
  });
});

describe('voiding and refunds', () => {
  it('submits the refund at once and settles it as refunded two days later', async () => {
    const label = await aBoughtLabel();
    expect(await carrier.voidLabel(label.shipmentId)).toBe('submitted');
    clock.advance(REFUND_SETTLE_MS - HOUR);
    expect((await carrier.label(label.shipmentId)).refundStatus).toBe('submitted');
    clock.advance(HOUR);
    expect((await carrier.label(label.shipmentId)).refundStatus).toBe('refunded');
    const tracking = await carrier.tracking(label.trackerId);
    expect(tracking.status).toBe('cancelled');
    expect(tracking.events.map((e) => e.status)).toEqual(['pre_transit', 'cancelled']);
  });

  it('a voided label never travels', async () => {
    const label = await aBoughtLabel();
    await carrier.voidLabel(label.shipmentId);
    clock.advance(FIRST_SCAN_AFTER_MS + HOUR);
    expect((await carrier.tracking(label.trackerId)).status).toBe('pre_transit');
  });

  it('rejects the refund once the carrier has scanned the parcel', async () => {
    const label = await aBoughtLabel();
    clock.advance(FIRST_SCAN_AFTER_MS);
    expect((await carrier.tracking(label.trackerId)).status).toBe('in_transit');
    expect(await carrier.voidLabel(label.shipmentId)).toBe('rejected');
    clock.advance(REFUND_SETTLE_MS);
    expect((await carrier.label(label.shipmentId)).refundStatus).toBe('rejected');
  });
});

describe('tracking', () => {
  it('progresses from the label to delivery as time passes', async () => {
    const label = await aBoughtLabel();
    const statusAfter = async (hours: number) => {
      clock.advance(hours * HOUR);
      return carrier.tracking(label.trackerId);
    };
    const created = await statusAfter(0);
    expect(created).toMatchObject({
      status: 'pre_transit',
      trackingNumber: label.trackingNumber,
      carrier: label.carrier,
    });
    expect(Date.parse(created.estimatedDelivery!)).toBe(Date.parse(created.events[0].at) + 60 * HOUR);
    const accepted = await statusAfter(6);
    expect(accepted.status).toBe('in_transit');
    expect(accepted.events[1]).toMatchObject({
      message: 'Accepted at origin facility',
      location: 'Los Angeles, CA',
    });
    expect((await statusAfter(48)).status).toBe('out_for_delivery');
    const delivered = await statusAfter(6);
    expect(delivered.status).toBe('delivered');
    expect(delivered.events.map((e) => e.status)).toEqual([
      'pre_transit',
      'in_transit',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
  });
});

describe('failures, each as an error a route can show', () => {
  it('a carrier that does not answer in time fails at the client timeout as a carrier timeout', async () => {
    const started = Date.now();
    const error = await failureOf(
      carrier.rates(aRateRequest({ to: aShippingAddress({ street2: SIMULATOR_TRIGGERS.timeoutStreet2 }) })),
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(error).toMatchObject({ failure: 'timeout', code: 503, msgKey: 'labels:carrier.timeout' });
    expect(translate('en_us', error.msgKey)).toBe(
      'The carrier did not answer in time; nothing was charged, try again',
    );
  });

  it('a rate bought after it expired is refused: get new rates', async () => {
    const quote = await carrier.rates(aRateRequest());
    clock.advance(RATE_LIFETIME_MS + 1);
    const error = await failureOf(
      carrier.buyLabel({ shipmentId: quote.shipmentId, rateId: quote.rates[0].id }),
    );
    expect(error).toMatchObject({ failure: 'rateExpired', code: 409 });
    expect(translate('en_us', error.msgKey)).toBe('These rates have expired; get new rates and choose again');
  });

  it('a shipment to a bad address is refused with the field at fault', async () => {
    const error = await failureOf(
      carrier.rates(aRateRequest({ to: aShippingAddress({ zip: SIMULATOR_TRIGGERS.undeliverableZip }) })),
    );
    expect(error).toMatchObject({
      failure: 'addressInvalid',
      code: 400,
      data: { problems: [{ field: 'to_address.zip', message: 'Address not found', suggestion: null }] },
    });
    expect(translate('zh_cn', error.msgKey)).toBe('承运商无法投递到此地址，请检查其指出的字段');
  });

  it("a rate of another shipment is refused with the carrier's message", async () => {
    const [one, other] = [await carrier.rates(aRateRequest()), await carrier.rates(aRateRequest())];
    const error = await failureOf(
      carrier.buyLabel({ shipmentId: one.shipmentId, rateId: other.rates[0].id }),
    );
    expect(error).toMatchObject({ failure: 'rejected', code: 400 });
    expect(translate('en_us', error.msgKey, error.params)).toBe(
      'The carrier refused the request: The rate is not one of this shipment.',
    );
  });

  it('an unknown shipment or tracker is not found', async () => {
    expect(await failureOf(carrier.label('shp_0000'))).toMatchObject({ failure: 'notFound', code: 404 });
    expect(await failureOf(carrier.tracking('trk_0000'))).toMatchObject({ failure: 'notFound', code: 404 });
  });

  it('a carrier that cannot be reached is unavailable', async () => {
    const down = await startCarrierSimulator({ clock });
    await down.close();
    const offline = easyPostAdapter({
      apiKey: 'k',
      baseUrl: down.baseUrl,
      timeoutMs: CLIENT_TIMEOUT_MS,
      mode: 'simulator',
    });
    expect(await failureOf(offline.rates(aRateRequest()))).toMatchObject({
      failure: 'unavailable',
      code: 503,
    });
  });

  it('refuses bad parcels before calling the carrier', async () => {
    await expect(
      carrier.rates(aRateRequest({ parcel: { weightOz: 2000, lengthIn: 14, widthIn: 10, heightIn: 5 } })),
    ).rejects.toThrow('must be at most 1120 oz');
  });
});

describe('settings', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solestack-carrier-'));

  it('uses the simulator, started in the process, when no EasyPost key is set', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(carrierModeOf(config)).toBe('simulator');
    const adapter = await carrierFor(config);
    expect(adapter.mode).toBe('simulator');
    const quote = await adapter.rates(aRateRequest());
    const label = await adapter.buyLabel({ shipmentId: quote.shipmentId, rateId: quote.rates[0].id });
    expect(label.labelUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(fs.existsSync(path.join(dataDir, 'carrier-simulator.json'))).toBe(true);
    await closeCarrier(config);
  });

  it('keeps the simulated shipments across a restart', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const quote = await (await carrierFor(first)).rates(aRateRequest());
    await closeCarrier(first);
    const second = loadConfig({ DATA_DIR: dataDir });
    const label = await (
      await carrierFor(second)
    ).buyLabel({ shipmentId: quote.shipmentId, rateId: quote.rates[0].id });
    expect(label.shipmentId).toBe(quote.shipmentId);
    await closeCarrier(second);
  });

  it('uses the simulator in demo mode even with an EasyPost key', () => {
    expect(carrierModeOf(loadConfig({ DATA_DIR: dataDir, DEMO: 'true', EASYPOST_API_KEY: 'EZTK123' }))).toBe(
      'simulator',
    );
  });

  it('uses EasyPost, at EASYPOST_BASE_URL when set, once EASYPOST_API_KEY is set', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      EASYPOST_API_KEY: 'EZTK123',
      EASYPOST_BASE_URL: simulator.baseUrl,
    });
    expect(carrierModeOf(config)).toBe('easypost');
    const adapter = await carrierFor(config);
    expect(adapter.mode).toBe('easypost');
    expect((await adapter.rates(aRateRequest())).rates).toHaveLength(5);
    await closeCarrier(config);
  });
});

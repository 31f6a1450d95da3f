import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { RateRequest } from '../../domain/labels/labels';
import { FeeType } from '../../domain/wallet/wallet';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { CarrierAdapter } from '../modules/labels/carrier-adapter';
import { carrierModeOf, simulatorStateFile } from '../modules/labels/carrier-connection';
import { easyPostAdapter } from '../modules/labels/easypost-adapter';
import { selfOperatedAccountId } from '../kernel/self-operated-account';
import { openPurchase } from '../modules/labels/label-purchase';
import { runLabelPurchase } from '../modules/labels/label-purchase-job';
import { recordRefundAnswer, recordVoid } from '../modules/labels/label-refunds';
import { ManualClock } from '../kernel/simulator-clock';
import { startCarrierSimulator } from '../modules/labels/simulator/simulator-server';
import { credit } from '../modules/wallet/ledger-service';

/**
 * Demo labels (issue 15) for seller, seller2 and the platform's self-operated account, in every
 * status, bought through the label center's own steps from the carrier simulator, whose clock is
 * wound back three days so parcels have travelled and refunds have settled by now. The simulator
 * keeps them in DATA_DIR like the app's, so reprints and refund checks work after the start.
 * Money: seller pays from its wallet; seller2, close to empty, keeps $2.30; the self-operated
 * account gets a $100.00 opening deposit.
 */

const HOUR = 3_600_000;
const WAREHOUSE = {
  name: 'SoleStack LA',
  street1: '1200 E 7th St',
  city: 'Los Angeles',
  state: 'CA',
  zip: '90021',
  country: 'US',
};
const BUYERS = [
  { name: 'Alex Buyer', street1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118', country: 'US' },
  {
    name: 'Sam Collector',
    street1: '233 S Wacker Dr',
    city: 'Chicago',
    state: 'IL',
    zip: '60606',
    country: 'US',
  },
  {
    name: 'Riley Kicks',
    street1: '417 Montgomery St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94104',
    country: 'US',
  },
];
const SHOEBOX = { weightOz: 48, lengthIn: 14, widthIn: 10, heightIn: 5 };
/** seller2's small pouch, the cheapest label (zone 1, 1 lb): what its nearly empty wallet can pay. */
const POUCH = { weightOz: 16, lengthIn: 6, widthIn: 4, heightIn: 3 };

type Owner = { name: string; sellerId: number };
type Purchase = { owner: Owner; n: number; request: RateRequest; insuranceCents?: number };

type Demo = { db: Kysely<DB>; carrier: CarrierAdapter; clock: ManualClock; start: number };

const moveTo = (d: Demo, hoursAgo: number) => d.clock.advance(d.start - hoursAgo * HOUR - d.clock.now());

/** Rates quoted and the purchase opened (fee held), at the clock's time; the label's id. */
async function open(d: Demo, p: Purchase): Promise<number> {
  const quote = await d.carrier.rates(p.request);
  const rate = quote.rates[0];
  await d.db
    .insertInto('label_quotes')
    .values({
      shipment_id: quote.shipmentId,
      seller_id: p.owner.sellerId,
      mode: d.carrier.mode,
      request: JSON.stringify(p.request),
      rates: JSON.stringify(quote.rates),
    })
    .execute();
  const id = await d.db.transaction().execute((trx) =>
    openPurchase(trx, {
      sellerId: p.owner.sellerId,
      operatorId: null,
      key: `demo:label:${p.owner.name}:${p.n}`,
      fingerprint: JSON.stringify([quote.shipmentId, rate.id, p.insuranceCents ?? 0]),
      quote: { shipmentId: quote.shipmentId, mode: d.carrier.mode, request: p.request, rate },
      insuranceCents: p.insuranceCents ?? 0,
    }),
  );
  if (id === null) throw new Error(`demo label ${p.owner.name}:${p.n} exists`);
  // Bought when the story says, not at the seed's start (created_at is not updatable through the types).
  await sql`update shipping_labels set created_at = ${new Date(d.clock.now())} where id = ${id}`.execute(
    d.db,
  );
  return id;
}

async function bought(d: Demo, p: Purchase): Promise<{ id: number; shipmentId: string }> {
  const id = await open(d, p);
  await runLabelPurchase(d.db, d.carrier, id);
  const row = await d.db
    .updateTable('shipping_labels')
    .set({ purchased_at: new Date(d.clock.now()) })
    .where('id', '=', id)
    .returning('shipment_id')
    .executeTakeFirstOrThrow();
  return { id, shipmentId: row.shipment_id };
}

async function voided(d: Demo, label: { id: number; shipmentId: string }): Promise<void> {
  await recordVoid(d.db, label.id, await d.carrier.voidLabel(label.shipmentId));
}

async function settle(d: Demo, label: { id: number; shipmentId: string }): Promise<void> {
  await recordRefundAnswer(d.db, label.id, (await d.carrier.label(label.shipmentId)).refundStatus);
}

async function demoOwner(db: Kysely<DB>, username: string): Promise<Owner | null> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  return row ? { name: username, sellerId: row.id } : null;
}

const request = (to: number, parcel = SHOEBOX, signature: 0 | 1 | 2 = 0): RateRequest => ({
  from: WAREHOUSE,
  to: BUYERS[to],
  parcel,
  signature,
});

async function story(d: Demo, seller: Owner, seller2: Owner, platform: Owner): Promise<void> {
  const cheap = request(2, POUCH);
  moveTo(d, 72);
  const sellerRefunded = await bought(d, {
    owner: seller,
    n: 1,
    request: request(0, SHOEBOX, 1),
    insuranceCents: 150_00,
  });
  const sellerRejected = await bought(d, { owner: seller, n: 2, request: request(1) });
  const seller2Refunded = await bought(d, { owner: seller2, n: 1, request: cheap });
  const seller2Rejected = await bought(d, { owner: seller2, n: 2, request: cheap });
  moveTo(d, 71);
  await voided(d, sellerRefunded);
  await voided(d, seller2Refunded);
  // Voided after the carrier's first scan: the carrier refuses the refund.
  moveTo(d, 60);
  await voided(d, sellerRejected);
  await voided(d, seller2Rejected);
  moveTo(d, 20);
  await settle(d, sellerRefunded);
  await settle(d, seller2Refunded);
  // Rates quoted, bought an hour later: expired, so the purchase fails and its hold is released.
  moveTo(d, 3);
  const failed = [
    await open(d, { owner: seller, n: 3, request: request(1) }),
    await open(d, { owner: seller2, n: 3, request: cheap }),
    await open(d, { owner: platform, n: 1, request: request(0) }),
  ];
  moveTo(d, 2);
  for (const id of failed) await runLabelPurchase(d.db, d.carrier, id);
  const sellerPending = await bought(d, {
    owner: seller,
    n: 4,
    request: request(2, SHOEBOX, 2),
    insuranceCents: 400_00,
  });
  const platformPending = await bought(d, { owner: platform, n: 2, request: request(1) });
  moveTo(d, 1);
  await voided(d, sellerPending);
  await voided(d, platformPending);
  moveTo(d, 0.5);
  await bought(d, { owner: seller, n: 5, request: request(0, SHOEBOX, 1), insuranceCents: 80_00 });
  await bought(d, { owner: seller2, n: 4, request: cheap });
  await bought(d, { owner: platform, n: 3, request: request(2, SHOEBOX, 1) });
  // Opened now: the app's purchase job buys it from the app's simulator once the server runs.
  moveTo(d, 0);
  await open(d, { owner: seller, n: 6, request: request(1) });
}

export async function seedDemoLabels(db: Kysely<DB>, config: AppConfig): Promise<void> {
  if (carrierModeOf(config) !== 'simulator') return;
  const seeded = await db
    .selectFrom('shipping_labels')
    .select('id')
    .where('idempotency_key', 'like', 'demo:label:%')
    .executeTakeFirst();
  if (seeded) return;
  const [seller, seller2] = [await demoOwner(db, 'seller'), await demoOwner(db, 'seller2')];
  if (!seller || !seller2) return;
  const platform = { name: 'self-operated', sellerId: await selfOperatedAccountId(db) };
  await db.transaction().execute((trx) =>
    credit(trx, {
      key: 'demo:label:self-operated:opening',
      sellerId: platform.sellerId,
      amountCents: 100_00,
      feeType: FeeType.userRecharge,
      relation: { type: 'manual', ref: 'demo-opening-self-operated' },
      operatorId: null,
    }),
  );
  const start = Date.now();
  const clock = new ManualClock(start - 72 * HOUR);
  const simulator = await startCarrierSimulator({ clock, stateFile: simulatorStateFile(config) });
  const carrier = easyPostAdapter({
    apiKey: 'simulator',
    baseUrl: simulator.baseUrl,
    timeoutMs: config.carrierTimeoutMs,
    mode: 'simulator',
  });
  try {
    await story({ db, carrier, clock, start }, seller, seller2, platform);
  } finally {
    await simulator.close();
  }
}

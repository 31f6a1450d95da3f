import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingView } from '../../src/domain/listing/listing-requests';
import { requestOrderPoll } from '../../src/server/modules/listing/sale-jobs';
import { recordSale } from '../../src/server/modules/listing/sale-service';
import { jobEnvOf, platformActor } from '../../src/server/kernel/self-operated-account';
import { marketplaceSimulatorOf } from '../../src/server/modules/listing/marketplace-connection';
import { webhookSignature } from '../../src/server/modules/listing/marketplaces/tiktok/tiktok-signing';
import type { InboundWorld } from '../fixtures/inbound';
import { anInspectedItem } from '../fixtures/inventory';
import {
  aListingWorld,
  eventually,
  listingsOf,
  marketsMovedOn,
  orderReadAsked,
  paceLetPass,
  shipConsignment,
} from './support/listing-world';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Sales coming in (issue 25 points 4 and 5): a pair listed on two marketplaces sells on one; the sale
 * is recorded once, the listing is sold and the other one delisted at its marketplace. Two sales of
 * one pair at the same moment: exactly one is kept, the other is an exception, 100 times over. The
 * webhook route checks the short-video shop's signature and counts an event sent twice once.
 */
describe.each(testEngines())('sales of listed pairs on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;

  const seller = (path: string, body: unknown = {}) =>
    call(t.app, { url: `/api/business${path}`, token: w.seller.token, body });

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await aListingWorld(t, ['stockx', 'ebay']);
  });
  afterAll(async () => {
    await t.close();
  });

  const movedOn = () => marketsMovedOn(t, ['stockx', 'ebay'])();
  const until = (oneId: string, done: (rows: ListingView[]) => boolean) =>
    paceLetPass(t, () =>
      eventually(
        `the listings of ${oneId}`,
        async () => {
          await movedOn();
          return listingsOf(t, w.seller.token, oneId);
        },
        done,
      ),
    );
  const terms = (marketplace: string) => ({
    marketplace,
    priceCents: 20_000,
    bottomLineCents: 15_000,
    minimumPayoutCents: 15_000,
    autoPricing: true,
  });

  it('a sale on one marketplace is recorded once, and the pair is delisted on the other', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w, { grade: 1 });
    const created = await seller('/listing/create', {
      requestKey: `sale-${item.oneId}`,
      items: [{ oneId: item.oneId, listings: [terms('stockx'), terms('ebay')] }],
    });
    expect(created.status, created.msg).toBe(200);
    const active = await until(item.oneId, (rows) => rows.every((r) => r.state === 'active'));
    const ebay = active.find((l) => l.marketplace === 'ebay')!;
    const simulator = await marketplaceSimulatorOf(t.config, 'ebay');
    const order = await simulator!.sell(ebay.externalId!);
    await requestOrderPoll(t.database.db);
    await requestOrderPoll(t.database.db);
    const after = await until(item.oneId, (rows) =>
      rows.every((r) => r.state === 'sold' || r.state === 'inactive'),
    );
    expect(after.map((l) => [l.marketplace, l.state])).toEqual([
      ['ebay', 'sold'],
      ['stockx', 'inactive'],
    ]);
    const sales = await t.database.db
      .selectFrom('market_orders')
      .select(['external_id', 'kept', 'status', 'price_cents'])
      .where('product_id', '=', item.id)
      .execute();
    expect(sales).toEqual([
      { external_id: order.orderId, kept: true, status: 'pending', price_cents: 20_000 },
    ]);
  });

  it('a kept sale leaves as a consignment: shipped by a tablet, paid on completion less fees 11 and 22, taken back as fee 17 on a return', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w, { grade: 1, shelve: true });
    await seller('/listing/create', {
      requestKey: `payout-${item.oneId}`,
      items: [{ oneId: item.oneId, listings: [terms('stockx'), terms('ebay')] }],
    });
    const active = await until(item.oneId, (rows) => rows.every((r) => r.state === 'active'));
    const simulator = await marketplaceSimulatorOf(t.config, 'stockx');
    const sold = await simulator!.sell(active.find((l) => l.marketplace === 'stockx')!.externalId!);
    await requestOrderPoll(t.database.db);
    const consignment = async () => {
      await movedOn();
      await orderReadAsked(t);
      return consignmentRow();
    };
    const consignmentRow = () =>
      t.database.db
        .selectFrom('outbound_orders')
        .innerJoin('outbound_order_items as i', 'i.order_id', 'outbound_orders.id')
        .selectAll('outbound_orders')
        .where('i.product_id', '=', item.id)
        .executeTakeFirst();
    const waiting = await paceLetPass(t, () =>
      eventually('the sale to become a consignment', consignment, (o) => o?.status === 2),
    );
    expect(waiting).toMatchObject({ kind: 6, plat_name: 'stockx', plat_order_no: sold.orderId });
    const pair = await t.database.db
      .selectFrom('products')
      .select('status')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(pair.status, 'held for its buyer').toBe(2);

    await shipConsignment(t, w, waiting!, item.oneId);

    await simulator!.complete(sold.orderId);
    await requestOrderPoll(t.database.db);
    const completed = await paceLetPass(t, () =>
      eventually('the completed sale to pay out', consignment, (o) => o?.status === 5),
    );
    const payout = 20_000 - completed!.consignment_fee_cents! - completed!.platform_fee_cents!;
    const entries = () =>
      t.database.db
        .selectFrom('ledger_entries')
        .select(['fee_type', 'amount_cents'])
        .where('relation_ref', '=', completed!.odd_no)
        .orderBy('id')
        .execute();
    expect((await entries()).map((e) => e.fee_type)).toEqual([6, 11, 22]);

    await simulator!.returnOrder(sold.orderId);
    await requestOrderPoll(t.database.db);
    const returned = await paceLetPass(t, () =>
      eventually('the return to take the payout back', consignment, (o) => o?.return_entry_id !== null),
    );
    expect(returned!.status).toBe(5);
    expect((await entries()).at(-1)).toEqual({ fee_type: 17, amount_cents: payout });
    const sale = await t.database.db
      .selectFrom('market_orders')
      .select('status')
      .where('external_id', '=', sold.orderId)
      .executeTakeFirstOrThrow();
    expect(sale.status, 'on its way back until Return to Warehouse receives it').toBe('returning');
  });

  it('delists a listed pair everywhere the moment the seller asks for a cash-out of it', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w, { grade: 1 });
    await seller('/listing/create', {
      requestKey: `cashout-${item.oneId}`,
      items: [{ oneId: item.oneId, listings: [terms('stockx'), terms('ebay')] }],
    });
    await until(item.oneId, (rows) => rows.every((r) => r.state === 'active'));
    const cashOut = await seller('/outbound/cashOut/create', {
      oneIds: [item.oneId],
      requestKey: `co-${item.oneId}`,
    });
    expect(cashOut.status, cashOut.msg).toBe(200);
    const reasons = await t.database.db
      .selectFrom('listings')
      .select('delist_reason')
      .where('product_id', '=', item.id)
      .execute();
    expect(reasons.map((r) => r.delist_reason)).toEqual(['picked_for_order', 'picked_for_order']);
    const after = await until(item.oneId, (rows) => rows.every((r) => r.state === 'inactive'));
    expect(after.map((l) => l.state)).toEqual(['inactive', 'inactive']);
  });

  it('keeps exactly one of two sales of one pair arriving together, 100 times', async () => {
    const item = await anInspectedItem(t.app, t.database.db, w, { grade: 1 });
    const db = t.database.db;
    const connections = await db
      .selectFrom('marketplace_connections')
      .select(['id', 'marketplace'])
      .where('seller_id', '=', w.seller.id)
      .execute();
    const listingOn = async (marketplace: 'stockx' | 'ebay', round: number) => {
      const row = await db
        .insertInto('listings')
        .values({
          seller_id: w.seller.id,
          product_id: item.id,
          marketplace,
          connection_id: connections.find((c) => c.marketplace === marketplace)!.id,
          state: 'active',
          request_key: `race-${round}-${marketplace}`,
          external_id: `race-${round}-${marketplace}`,
          price_cents: 20_000,
          original_price_cents: 20_000,
          bottom_line_cents: 15_000,
          minimum_payout_cents: 15_000,
          fee_bp: 900,
          created_by: w.seller.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const platform = await platformActor(jobEnvOf({ db, config: t.config, log: t.app.log }), 'race');
    const sale = (
      marketplace: 'stockx' | 'ebay',
      round: number,
      state: 'created' | 'cancelled' = 'created',
    ) =>
      db.transaction().execute((trx) =>
        recordSale(platform, trx, marketplace, w.seller.id, {
          orderId: `order-${round}-${marketplace}`,
          listingId: `race-${round}-${marketplace}`,
          state,
          priceCents: 20_000,
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        }),
      );
    for (let round = 0; round < 100; round++) {
      await listingOn('stockx', round);
      await listingOn('ebay', round);
      const results = await Promise.all([sale('stockx', round), sale('ebay', round)]);
      expect(results.filter((r) => r?.kept).length, `round ${round}`).toBe(1);
      const kept = await db
        .selectFrom('market_orders')
        .select(['id', 'exception'])
        .where('product_id', '=', item.id)
        .where('kept', '=', true)
        .execute();
      expect(kept).toHaveLength(1);
      const consignments = await db
        .selectFrom('outbound_orders')
        .select(['status', 'sold_price_cents'])
        .where('market_order_id', '=', kept[0].id)
        .execute();
      expect(consignments, 'the kept sale waits to leave as a consignment').toEqual([
        { status: 2, sold_price_cents: 20_000 },
      ]);
      // The next round starts from a pair not sold yet: its marketplace cancels the kept sale.
      const winner = results.findIndex((r) => r?.kept);
      await sale(winner === 0 ? 'stockx' : 'ebay', round, 'cancelled');
      await db.updateTable('listings').set({ state: 'inactive' }).where('product_id', '=', item.id).execute();
      await db.deleteFrom('jobs').where('kind', 'in', ['listing.delist', 'listing.cancel-sale']).execute();
    }
  });

  it('checks the webhook signature over the raw body, and counts an event sent twice once', async () => {
    const push = JSON.stringify({
      type: 1,
      tts_notification_id: `push-${engine}`,
      shop_id: 'shop-1',
      timestamp: Math.floor(Date.now() / 1000),
      data: {
        order_id: '5770000001',
        order_status: 'AWAITING_SHIPMENT',
        is_on_hold_order: false,
        update_time: Math.floor(Date.now() / 1000),
      },
    });
    const deliver = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/system/listing/webhooks/tiktok',
        headers: { 'content-type': 'application/json', authorization: signature },
        payload: push,
      });
    const forged = await deliver(webhookSignature('solestack-simulator', 'another-secret', push));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().msg).toBe('The webhook signature does not verify');
    const signed = webhookSignature('solestack-simulator', 'simulator-secret', push);
    const first = await deliver(signed);
    expect(first.json()).toMatchObject({ code: 200, data: { received: 1, fresh: 1 } });
    const again = await deliver(signed);
    expect(again.json()).toMatchObject({ code: 200, data: { received: 1, fresh: 0 } });
  });
});

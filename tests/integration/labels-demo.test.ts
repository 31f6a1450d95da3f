import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_STATUSES } from '../../src/domain/labels/label-center';
import { DEMO_PASSWORD } from '../../src/server/demo/accounts';
import { DEMO_B2B_SALE_CENTS } from '../../src/server/demo/b2b';
import { seedDemoLabels } from '../../src/server/demo/labels';
import { balanceOf } from '../../src/server/modules/wallet/ledger-service';
import { loginAs } from '../fixtures/users';
import { expectJournalKept, ledgerInvariants } from './support/ledger-invariants';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testEngines())('demo labels on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { DEMO: 'true' });
  }, 120_000);
  afterAll(() => t.close());

  const statusesOf = async (username: string) => {
    const rows = await t.database.db
      .selectFrom('shipping_labels as l')
      .innerJoin('users as u', 'u.id', 'l.seller_id')
      .select('l.status')
      .where('u.username', '=', username)
      .execute();
    return new Set(rows.map((r) => r.status));
  };

  it('gives seller, seller2 and the self-operated account labels in every status, their money consistent, once', async () => {
    // The label opened at the seed's end (buying) is bought by the purchase job once the app runs.
    for (let i = 0; i < 100 && (await statusesOf('seller')).has('buying'); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect([...(await statusesOf('seller'))].sort()).toEqual(
      LABEL_STATUSES.filter((s) => s !== 'buying').sort(),
    );
    expect([...(await statusesOf('seller2'))].sort()).toEqual([
      'failed',
      'purchased',
      'refund_rejected',
      'refunded',
    ]);
    expect([...(await statusesOf('self-operated'))].sort()).toEqual([
      'failed',
      'purchased',
      'refund_pending',
    ]);
    const seller2 = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'seller2')
      .executeTakeFirstOrThrow();
    // What the labels left it, and the price of the pair the demo seller bought of it on the B2B board.
    expect(await balanceOf(t.database.db, seller2.id)).toEqual({
      availableCents: 230 + DEMO_B2B_SALE_CENTS,
      heldCents: 0,
    });

    const before = await ledgerInvariants(t.database.db);
    await seedDemoLabels(t.database.db, t.config);
    expectJournalKept(before, await ledgerInvariants(t.database.db));
  });

  it("leaves the app's carrier simulator knowing the demo's shipments: a seller's new quote is a new shipment", async () => {
    const token = await loginAs(t.app, 'business', 'seller', DEMO_PASSWORD);
    const quoted = await t.database.db.selectFrom('label_quotes').select('shipment_id').execute();
    const answer = await call(t.app, {
      url: '/api/business/label_center/rates',
      token,
      body: {
        from: {
          name: 'Demo Seller',
          street1: '1200 E 7th St',
          city: 'Los Angeles',
          state: 'CA',
          zip: '90021',
        },
        to: { name: 'Jordan Buyer', street1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118' },
        parcel: { weightOz: 48, lengthIn: 14, widthIn: 10, heightIn: 5 },
      },
    });
    expect(answer.status, answer.msg).toBe(200);
    const { shipmentId } = answer.data as { shipmentId: string };
    expect(quoted.map((q) => q.shipment_id)).not.toContain(shipmentId);
  });
});

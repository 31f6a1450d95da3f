import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_B2B_SALE_CENTS } from '../../src/server/demo/b2b';
import { seedDemoLedger } from '../../src/server/demo/wallet-ledger';
import { balanceOf } from '../../src/server/modules/wallet/ledger-service';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';
import { expectJournalKept, ledgerInvariants } from './support/ledger-invariants';

describe.each(testEngines())('demo money on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Demo mode seeds the whole demo at start: pairs, applications, then the ledger's fees.
    t = await createTestApp(engine, { DEMO: 'true' });
  });
  afterAll(() => t.close());

  const idOf = async (username: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  it('gives the demo sellers fees of many types on their own pairs, one seller close to empty, once across restarts', async () => {
    const seller = await idOf('seller');
    const seller2 = await idOf('seller2');
    // $1.50 left by the ledger demo, then the bulk demo's $15.00 deposit and $2.00 deduction, then the
    // label demo's two $6.10 labels kept (one bought, one whose refund the carrier refused), then the
    // price of the pair the demo seller bought of it on the B2B board.
    expect(await balanceOf(t.database.db, seller2)).toEqual({
      availableCents: 230 + DEMO_B2B_SALE_CENTS,
      heldCents: 0,
    });
    const feeTypes = await t.database.db
      .selectFrom('ledger_entries')
      .select('fee_type')
      .distinct()
      .where('seller_id', '=', seller)
      .execute();
    expect(feeTypes.length).toBeGreaterThanOrEqual(10);

    // Every entry the ledger demo posts points at a pair of that seller, or is seller2's opening deposit.
    const entries = await t.database.db
      .selectFrom('ledger_entries')
      .leftJoin('products', (join) =>
        join
          .onRef('products.one_id', '=', 'ledger_entries.relation_ref')
          .onRef('products.shop_user_id', '=', 'ledger_entries.seller_id'),
      )
      .select(['ledger_entries.relation_type', 'ledger_entries.relation_ref', 'products.id as pair'])
      .where('ledger_entries.idempotency_key', 'like', 'demo:ledger:%')
      .execute();
    expect(entries.length).toBeGreaterThanOrEqual(10);
    for (const e of entries) {
      if (e.relation_type === 'oneId') expect(e.pair, e.relation_ref).not.toBeNull();
      else expect(e).toMatchObject({ relation_type: 'manual', relation_ref: 'demo-opening-seller2' });
    }

    const balance = await balanceOf(t.database.db, seller);
    const before = await ledgerInvariants(t.database.db);
    await seedDemoLedger(t.database.db);
    const after = await ledgerInvariants(t.database.db);
    expectJournalKept(before, after);
    expect(after.size).toBe(before.size);
    expect(await balanceOf(t.database.db, seller)).toEqual(balance);
  });
});

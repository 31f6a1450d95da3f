import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../src/server/demo/accounts';
import { seedDemoLedger } from '../../src/server/demo/wallet-ledger';
import { balanceOf } from '../../src/server/modules/wallet/ledger-service';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';
import { expectJournalKept, ledgerInvariants } from './support/ledger-invariants';

describe.each(testEngines())('demo money on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedDemoAccounts(t.database.db);
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

  it('gives the demo sellers a history through the service, one close to empty, once across restarts', async () => {
    await seedDemoLedger(t.database.db);
    const seller = await idOf('seller');
    const seller2 = await idOf('seller2');
    expect(await balanceOf(t.database.db, seller)).toEqual({ availableCents: 189_651, heldCents: 15_000 });
    expect(await balanceOf(t.database.db, seller2)).toEqual({ availableCents: 150, heldCents: 0 });
    const feeTypes = await t.database.db
      .selectFrom('ledger_entries')
      .select('fee_type')
      .distinct()
      .where('seller_id', '=', seller)
      .execute();
    expect(feeTypes.length).toBeGreaterThanOrEqual(10);
    const before = await ledgerInvariants(t.database.db);

    await seedDemoLedger(t.database.db);
    const after = await ledgerInvariants(t.database.db);
    expectJournalKept(before, after);
    expect(after.size).toBe(before.size);
    expect(await balanceOf(t.database.db, seller)).toEqual({ availableCents: 189_651, heldCents: 15_000 });
  });
});

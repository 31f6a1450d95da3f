import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STAGES } from '../../src/domain/wallet/applications';
import type { ApplicationRow } from '../../src/domain/wallet/applications';
import { seedDemoWalletApplications } from '../../src/server/demo/wallet-applications';
import { createFileStore } from '../../src/server/http/file-store';
import { balanceOf } from '../../src/server/modules/wallet/ledger-service';
import { loginAs } from '../fixtures/users';
import { walletClient } from '../fixtures/wallet-applications';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testEngines())('demo recharges and withdrawals on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    // Demo mode seeds the whole demo at start, wallet applications included (src/server/demo/seed.ts).
    t = await createTestApp(engine, { DEMO: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the demo sellers applications in every stage, with the money they moved, once however often it runs', async () => {
    const env = { config: t.config, files: createFileStore(t.config.dataDir) };
    await seedDemoWalletApplications(t.database.db, env);
    await seedDemoWalletApplications(t.database.db, env);
    const w = walletClient(t.app);
    const seller = { token: await loginAs(t.app, 'business', 'seller', 'demo1234') };
    const list = await w.seller<{ totalCount: number; data: ApplicationRow[] }>(
      seller,
      '/wallet/application/list',
      {
        size: 50,
      },
    );
    expect(list.data.totalCount).toBe(10);
    expect(new Set(list.data.data.map((a) => a.stage))).toEqual(new Set(APPLICATION_STAGES));
    const ids = await t.database.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('is_demo', '=', true)
      .execute();
    const id = (name: string) => ids.find((u) => u.username === name)?.id ?? 0;
    // What the applications moved, by the keys they post with (the ledger demo posts its own history).
    const moved = async (sellerId: number) => {
      const rows = await t.database.db
        .selectFrom('ledger_entries')
        .select(['kind', (eb) => eb.fn.sum<number>('amount_cents').as('cents')])
        .where('idempotency_key', 'like', 'application:%')
        .where('seller_id', '=', sellerId)
        .groupBy('kind')
        .execute();
      return Object.fromEntries(rows.map((r) => [r.kind, Number(r.cents)]));
    };
    // seller: 2,000 + 500 credited; 200 + 120 + 80 + 60 + 100 + 90 held; 200 paid out; 100 + 90 released.
    expect(await moved(id('seller'))).toEqual({
      credit: 250000,
      hold: 65000,
      capture: 20000,
      release: 19000,
    });
    // seller2 stays close to empty: nothing of its applications moved money.
    expect(await moved(id('seller2'))).toEqual({});
    const held = (await balanceOf(t.database.db, id('seller'))).heldCents;
    expect(held).toBeGreaterThanOrEqual(26000);
  });
});

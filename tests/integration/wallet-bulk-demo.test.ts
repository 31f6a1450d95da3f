import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../../src/server/http/file-store';
import { seedDemoBulk } from '../../src/server/demo/wallet-bulk';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';
import { expectJournalKept, ledgerInvariants } from './support/ledger-invariants';

describe.each(testEngines())('demo bulk batches on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('posts a bulk deposit and a bulk deduction for the demo sellers, audited, once across restarts', async () => {
    const batches = await t.database.db
      .selectFrom('wallet_bulk_batches')
      .select(['id', 'kind', 'row_count', 'total_cents', 'file_name'])
      .orderBy('id')
      .execute();
    expect(batches.map((b) => [b.kind, b.row_count, Number(b.total_cents)])).toEqual([
      ['deposit', 2, 5_500],
      ['deduction', 2, 850],
    ]);
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name'])
      .where('entity', '=', 'wallet_bulk_batch')
      .orderBy('id')
      .execute();
    expect(audited).toEqual([
      { action: 'wallet.bulkDeposit', actor_name: 'admin' },
      { action: 'wallet.bulkDeduction', actor_name: 'admin' },
    ]);
    const rowAudits = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['wallet.deposit', 'wallet.deduction'])
      .where('after', 'is not', null)
      .execute();
    expect(rowAudits.length).toBeGreaterThanOrEqual(4);

    const before = await ledgerInvariants(t.database.db);
    await seedDemoBulk(t.database.db, { config: t.config, files: createFileStore(t.config.dataDir) });
    const after = await ledgerInvariants(t.database.db);
    expectJournalKept(before, after);
    expect(after.size).toBe(before.size);
    const count = await t.database.db
      .selectFrom('wallet_bulk_batches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BiBoard } from '../../src/domain/bi/bi';
import { seedDemoBi } from '../../src/server/demo/bi';
import { loginAs } from '../fixtures/users';
import { ledgerInvariants } from './support/ledger-invariants';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testEngines())('the demo BI board on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { DEMO: 'true' });
  });
  afterAll(() => t.close());

  const board = async () => {
    const admin = await loginAs(t.app, 'admin', 'admin', 'demo1234');
    const r = await call(t.app, { url: '/api/admin/bi/board', token: admin });
    expect(r.code, r.msg).toBe(200);
    return r.data as BiBoard;
  };

  it('lands the demo admin on a month with shape: money and pairs moving on many days, stock of every age', async () => {
    const b = await board();
    const moneyDays = b.wallet.cashByDay.filter((d) => d.inCents > 0 || d.outCents > 0);
    expect(moneyDays.length).toBeGreaterThanOrEqual(12);
    expect(b.wallet.cashByDay.filter((d) => d.outCents > 0).length).toBeGreaterThanOrEqual(4);
    expect(b.sales.feesByType.map((f) => f.feeType)).toEqual(expect.arrayContaining([3, 22, 25]));
    expect(b.inventory.flowByDay.filter((d) => d.inPairs > 0).length).toBeGreaterThanOrEqual(5);
    expect(b.inventory.storageDays.filter((x) => x.pairs > 0).length).toBeGreaterThanOrEqual(3);
    expect(b.inventory.asOf).not.toBeNull();
    expect(b.sales.pairs).toBeGreaterThan(0);
    // The listing demo's sales, made on the seed's day, spread over the month.
    expect(b.sales.byDay.filter((d) => d.pairs > 0).length).toBeGreaterThanOrEqual(4);
    expect(b.toShip.length).toBeGreaterThan(0);
    expect(b.waiting.some((w) => w.count > 0)).toBe(true);
  });

  it('posts its month once: a second seed adds nothing, and the ledger still balances', async () => {
    const before = await board();
    await seedDemoBi(t.database.db);
    const after = await board();
    expect(after.wallet).toEqual(before.wallet);
    await ledgerInvariants(t.database.db);
  });
});

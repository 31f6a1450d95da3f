import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeeType } from '../../src/domain/wallet';
import { rootToken } from '../fixtures/accounts';
import { loggedInUser } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The statements one money command sends to the database over HTTP, from the session lookup to the
 * answer (bench:ledger measures their cost): pinned so that a lookup added on this path is noticed.
 * Transaction control (begin, commit) is not counted: PGlite's dialect does not log it.
 */
describe.each(testEngines())('wallet round trips on %s', (engine) => {
  let t: TestApp;
  let root: string;
  let seller: { id: number; token: string };
  let statements: string[] | null = null;
  const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

  const onQuery = (event: LogEvent) => {
    if (statements && !TRANSACTION_CONTROL.test(event.query.sql)) statements.push(event.query.sql);
  };
  async function statementsOf(request: () => Promise<{ code: number; msg: string }>): Promise<string[]> {
    statements = [];
    try {
      const answer = await request();
      expect(answer.code, answer.msg).toBe(200);
      return statements;
    } finally {
      statements = null;
    }
  }

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { log: onQuery });
    root = await rootToken(t.app);
    seller = await loggedInUser(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const deposit = (requestKey: string, direction = 'deposit') =>
    call(t.app, {
      url: '/api/admin/finance/charge_deduction',
      token: root,
      body: {
        sellerId: seller.id,
        direction,
        amount: '1.00',
        feeType: direction === 'deposit' ? FeeType.userRecharge : FeeType.platformFee,
        reason: 'Round trips',
        requestKey,
      },
    });

  it('posts a deposit or deduction in 7 statements: session, lock, entry, postings, 2 balances, audit', async () => {
    await deposit('round-trip-warm-up'); // the seller's accounts are opened on first use
    expect(await statementsOf(() => deposit('round-trip-counted'))).toHaveLength(7);
    expect(await statementsOf(() => deposit('round-trip-deduction', 'deduction'))).toHaveLength(7);
  });

  it('answers a repeated form with its first entry, posting nothing', async () => {
    const again = await statementsOf(() => deposit('round-trip-counted'));
    expect(again.filter((s) => /^\s*(insert|update)/i.test(s) && !/ledger_entries/.test(s))).toEqual([]);
  });

  it("reads the seller's wallet summary in 2 statements: session and balances", async () => {
    const read = await statementsOf(() =>
      call(t.app, { url: '/api/business/wallet/summary', token: seller.token }),
    );
    expect(read).toHaveLength(2);
  });
});

import { AsyncLocalStorage } from 'node:async_hooks';
import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeeType } from '../../src/domain/wallet/wallet';
import { rootToken } from '../fixtures/accounts';
import { loggedInUser } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The statements one money command sends to the database over HTTP, from the session lookup to the
 * answer (bench:ledger measures their cost): pinned so that a lookup added on this path is noticed.
 * Transaction control (begin, commit) is not counted: PGlite's dialect does not log it. Neither is
 * what the job worker does beside the request (its polls and jobs run in contexts of their own).
 */
describe.each(testEngines())('wallet round trips on %s', (engine) => {
  let t: TestApp;
  let root: string;
  let seller: { id: number; token: string };
  let statements: string[] | null = null;
  const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

  // Only the request's own statements: the job worker's polls and jobs (an order poll, an auto-pricing
  // pass) run beside it, in contexts of their own.
  const request = new AsyncLocalStorage<true>();
  const onQuery = (event: LogEvent) => {
    const text = event.query.sql;
    if (statements && request.getStore() && !TRANSACTION_CONTROL.test(text)) statements.push(text);
  };
  async function statementsOf(send: () => Promise<{ code: number; msg: string }>): Promise<string[]> {
    statements = [];
    try {
      const answer = await request.run(true, send);
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

  it('posts a deposit or deduction in 3 statements: session, lock, the entry with its postings, balances and audit', async () => {
    await deposit('round-trip-warm-up'); // the seller's accounts are opened on first use
    const fresh = await statementsOf(() => deposit('round-trip-counted'));
    expect(fresh, fresh.join('\n')).toHaveLength(3);
    const deduction = await statementsOf(() => deposit('round-trip-deduction', 'deduction'));
    expect(deduction, deduction.join('\n')).toHaveLength(3);
  });

  it('answers a repeated form with its first entry, posting nothing', async () => {
    const again = await statementsOf(() => deposit('round-trip-counted'));
    const writes = again.filter((s) => /^\s*(insert|update)/i.test(s) && !/ledger_entries/.test(s));
    expect(writes, again.join('\n')).toEqual([]);
    expect(again.some((s) => /^\s*with postings/i.test(s))).toBe(false);
  });

  it("reads the seller's wallet summary in 2 statements: session and balances", async () => {
    const read = await statementsOf(() =>
      call(t.app, { url: '/api/business/wallet/summary', token: seller.token }),
    );
    expect(read, read.join('\n')).toHaveLength(2);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeeType } from '../../src/domain/wallet/wallet';
import * as ledger from '../../src/server/modules/wallet/ledger-service';
import { InsufficientFunds, LedgerConflict } from '../../src/server/modules/wallet/ledger-service';
import type { LedgerEntry } from '../../src/server/modules/wallet/ledger-service';
import { BulkLedgerModel, MODEL_SELLERS, stepSequenceWithBulk } from '../fixtures/ledger-model';
import type { BulkSheet, Outcome, Sent } from '../fixtures/ledger-model';
import { rootToken } from '../fixtures/accounts';
import { aWorkbook, multipartFile } from '../fixtures/imports';
import { createUser } from '../fixtures/users';
import type { CreatedUser } from '../fixtures/users';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';
import { expectJournalKept, ledgerInvariants } from './support/ledger-invariants';

/**
 * The model test end to end: the same random sequences as the pure core's 10,000 (src/domain/
 * wallet-ledger.test.ts), fewer of them, through the real service and database, checked after every
 * step against the model and the database's own invariants. The sequences here also hold bulk
 * sheets (deposits and deductions by spreadsheet, all rows or none, a sheet once), sent through the
 * bulk route itself.
 */
const SEQUENCES = 120;

describe.each(testEngines())('the ledger service against the model on %s', (engine) => {
  let t: TestApp;
  let run = 0;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    root = await rootToken(t.app);
  });
  afterAll(() => t.close());

  /** Sends one command through the service in its own transaction; the outcome as the model names it. */
  async function send(
    s: Sent,
    sellers: number[],
    holds: LedgerEntry[],
    charges: LedgerEntry[],
    prefix: string,
  ): Promise<Outcome> {
    const key = `${prefix}:${s.key}`;
    const money = {
      key,
      sellerId: sellers[s.seller],
      amountCents: s.cents,
      feeType: s.feeType as FeeType,
      relation: { type: 'order' as const, ref: s.key },
      operatorId: null,
    };
    try {
      const { entry, fresh } = await t.database.db.transaction().execute(async (trx) => {
        const countBefore = await trx
          .selectFrom('ledger_entries')
          .select('id')
          .where('idempotency_key', '=', key)
          .executeTakeFirst();
        let e: LedgerEntry;
        switch (s.op) {
          case 'credit':
            e = await ledger.credit(trx, money);
            break;
          case 'charge':
            e = await ledger.charge(trx, money);
            break;
          case 'hold':
            e = await ledger.hold(trx, money);
            break;
          case 'capture':
            e = await ledger.capture(trx, {
              key,
              holdEntryId: holds[s.target].id,
              operatorId: null,
              feeType: s.feeType,
            });
            break;
          case 'release':
          case 'expire':
            e = await ledger[s.op](trx, {
              key,
              holdEntryId: holds[s.target].id,
              operatorId: null,
              feeType: s.feeType,
            });
            break;
          case 'refund':
            e = await ledger.refund(trx, { ...money, refundsEntryId: charges[s.target].id });
            break;
        }
        return { entry: e, fresh: countBefore === undefined };
      });
      if (!fresh) return 'replayed';
      if (s.op === 'hold') holds.push(entry);
      if (s.op === 'charge' || s.op === 'capture') charges.push(entry);
      return 'posted';
    } catch (error) {
      if (error instanceof InsufficientFunds) return 'insufficientFunds';
      if (error instanceof LedgerConflict) return error.reason as Outcome;
      throw error;
    }
  }

  /** Uploads a bulk sheet to the bulk route; the outcome as the model names it. */
  async function sendSheet(sheet: BulkSheet, sellers: CreatedUser[]): Promise<Outcome> {
    const rows = sheet.rows.map((r) => [sellers[r.seller].uid, (r.cents / 100).toFixed(2), 'model']);
    const body = multipartFile(await aWorkbook([['User code', 'Amount (USD)', 'Reason'], ...rows]));
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/admin/finance/bulk/post?kind=${sheet.kind}`,
      headers: { token: root, 'content-type': body.contentType },
      payload: body.payload,
    });
    const answer = r.json() as { msg: string; data: { fresh: boolean } | null };
    if (r.statusCode === 400 && answer.msg.includes('short')) return 'insufficientFunds';
    expect(r.statusCode, answer.msg).toBe(200);
    return answer.data?.fresh ? 'posted' : 'replayed';
  }

  it(`keeps every invariant over ${SEQUENCES} random sequences`, async () => {
    await fc.assert(
      fc.asyncProperty(stepSequenceWithBulk(12), async (commands) => {
        run += 1;
        const users: CreatedUser[] = [];
        for (let i = 0; i < MODEL_SELLERS; i += 1) users.push(await createUser(t.database.db));
        const sellers = users.map((u) => u.id);
        const model = new BulkLedgerModel();
        const holds: LedgerEntry[] = [];
        const charges: LedgerEntry[] = [];
        let journal = await ledgerInvariants(t.database.db, sellers);
        for (const command of commands) {
          if (command.op === 'bulk' || command.op === 'bulkAgain') {
            const sheet = model.resolveSheet(command);
            if (!sheet) continue;
            const expected = model.applySheet(sheet);
            expect(await sendSheet(sheet, users), JSON.stringify(sheet)).toBe(expected);
          } else {
            const sent = model.resolve(command);
            if (!sent) continue;
            const expected = model.apply(sent);
            expect(await send(sent, sellers, holds, charges, `${engine}-${run}`), JSON.stringify(sent)).toBe(
              expected,
            );
          }
          const next = await ledgerInvariants(t.database.db, sellers);
          expectJournalKept(journal, next);
          journal = next;
          for (let i = 0; i < MODEL_SELLERS; i += 1) {
            expect(await ledger.balanceOf(t.database.db, sellers[i])).toEqual({
              availableCents: model.available[i],
              heldCents: model.held[i],
            });
          }
        }
      }),
      { numRuns: SEQUENCES },
    );
  }, 600_000);
});

import { describe, expect, it } from 'vitest';
import { aLedgerRow } from '../../../tests/fixtures/ledger-rows';
import { statementRowsOf } from './statement';
import { FeeType, TransactionStatus } from './wallet';

const summary = (rows: ReturnType<typeof statementRowsOf>) =>
  rows.map((r) => ({
    id: r.id,
    life: r.life.map((s) => s.step),
    amount: r.signedAmountCents,
    available: r.availableDeltaCents,
    held: r.heldDeltaCents,
    status: r.status,
  }));

describe('the wallet statement', () => {
  it('shows a captured charge as one row: held, then charged, -$8.30 available and nothing left held', () => {
    const rows = statementRowsOf([
      aLedgerRow(2, 'capture', 830, { linkedEntryId: 1 }),
      aLedgerRow(1, 'hold', 830, { status: TransactionStatus.completed }),
    ]);
    expect(summary(rows)).toEqual([
      { id: 1, life: ['held', 'charged'], amount: -830, available: -830, held: 0, status: 2 },
    ]);
    expect(rows[0].relation).toEqual({ type: 'order', ref: 'RS00000004' });
    expect(rows[0].settledAt).toBe('2026-12-02T10:00:00.000Z');
    expect(rows[0].life.map((s) => s.entryId)).toEqual([1, 2]);
  });

  it('shows a released hold as held, then released, with no money taken', () => {
    const rows = statementRowsOf([
      aLedgerRow(3, 'release', 500, { linkedEntryId: 1 }),
      aLedgerRow(2, 'credit', 2_000, { feeType: FeeType.userRecharge }),
      aLedgerRow(1, 'hold', 500),
    ]);
    expect(summary(rows)).toEqual([
      { id: 2, life: ['credited'], amount: 2_000, available: 2_000, held: 0, status: 2 },
      { id: 1, life: ['held', 'released'], amount: -500, available: 0, held: 0, status: 3 },
    ]);
  });

  it('keeps a hold that is not settled yet in transaction, with its held effect', () => {
    expect(summary(statementRowsOf([aLedgerRow(1, 'hold', 830)]))).toEqual([
      { id: 1, life: ['held'], amount: -830, available: -830, held: 830, status: 1 },
    ]);
  });

  it("pairs each settlement with its own hold, whatever the entries' order", () => {
    const rows = statementRowsOf([
      aLedgerRow(1, 'hold', 250),
      aLedgerRow(2, 'hold', 80, { feeType: FeeType.shippingFee }),
      aLedgerRow(3, 'hold', 750, { feeType: FeeType.labelFee }),
      aLedgerRow(6, 'capture', 750, { linkedEntryId: 3, feeType: FeeType.labelFee }),
      aLedgerRow(4, 'capture', 250, { linkedEntryId: 1 }),
      aLedgerRow(5, 'expire', 80, { linkedEntryId: 2, feeType: FeeType.shippingFee }),
    ]);
    expect(rows.map((r) => [r.id, r.feeType, r.life.map((s) => s.entryId)])).toEqual([
      [1, FeeType.transshipmentFee, [1, 4]],
      [2, FeeType.shippingFee, [2, 5]],
      [3, FeeType.labelFee, [3, 6]],
    ]);
    expect(rows.map((r) => r.status)).toEqual([2, 4, 2]);
    expect(rows.reduce((sum, r) => sum + r.availableDeltaCents, 0)).toBe(-1_000);
  });

  it('says a withdrawal is paid out, not charged', () => {
    const rows = statementRowsOf([
      aLedgerRow(1, 'hold', 5_500, { feeType: FeeType.cashWithdrawal }),
      aLedgerRow(2, 'capture', 5_500, { linkedEntryId: 1, feeType: FeeType.cashWithdrawal }),
    ]);
    expect(rows[0].life.map((s) => s.step)).toEqual(['held', 'paidOut']);
  });

  it('keeps a settlement whose hold was not read as a row of its own, so no money goes missing', () => {
    const rows = statementRowsOf([
      aLedgerRow(7, 'capture', 830, { linkedEntryId: 1 }),
      aLedgerRow(6, 'refund', 100),
    ]);
    expect(summary(rows)).toEqual([
      { id: 7, life: ['charged'], amount: -830, available: 0, held: -830, status: 2 },
      { id: 6, life: ['refunded'], amount: 100, available: 100, held: 0, status: 2 },
    ]);
  });

  it('adds up to what the entries did to the balances', () => {
    const entries = [
      aLedgerRow(1, 'credit', 10_000),
      aLedgerRow(2, 'hold', 830),
      aLedgerRow(3, 'charge', 120),
      aLedgerRow(4, 'capture', 830, { linkedEntryId: 2 }),
      aLedgerRow(5, 'hold', 300),
      aLedgerRow(6, 'release', 300, { linkedEntryId: 5 }),
      aLedgerRow(7, 'hold', 45),
    ];
    const rows = statementRowsOf(entries);
    expect(rows).toHaveLength(5);
    const sum = (list: { availableDeltaCents: number; heldDeltaCents: number }[]) => [
      list.reduce((s, r) => s + r.availableDeltaCents, 0),
      list.reduce((s, r) => s + r.heldDeltaCents, 0),
    ];
    expect(sum(rows)).toEqual(sum(entries));
  });
});

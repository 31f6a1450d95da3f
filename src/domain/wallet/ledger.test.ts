import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandSequence, LedgerModel, MODEL_SELLERS } from '../../../tests/fixtures/ledger-model';
import type { Outcome, Sent } from '../../../tests/fixtures/ledger-model';
import { FeeType, TransactionStatus } from './wallet';
import type { EntryKind } from './wallet';
import {
  accountKey,
  applyPostings,
  available,
  chargeTarget,
  creditSource,
  entryStatus,
  held,
  planEntry,
  sellerDeltas,
  sellerDeltasOf,
} from './ledger';
import type { CoreCommand, HoldView, Posting } from './ledger';

/** The pure core driven like the service drives it: idempotency by key, holds settled once. */
class CoreLedger {
  balances = new Map<string, number>();
  readonly entries: { key: string; content: string; kind: EntryKind; postings: Posting[]; frozen: string }[] =
    [];
  readonly holds: HoldView[] = [];
  readonly charges: { seller: number; cents: number; refunded: number; kind: EntryKind }[] = [];
  private readonly byKey = new Map<string, string>();

  send(s: Sent): Outcome {
    const content = JSON.stringify(s);
    const first = this.byKey.get(s.key);
    if (first !== undefined) return first === content ? 'replayed' : 'keyReused';
    const core = this.command(s);
    const plan = planEntry(core, this.balances.get(accountKey(available(s.seller))) ?? 0);
    if (!plan.ok) return plan.refusal as Outcome;
    this.balances = applyPostings(this.balances, plan.postings);
    const entry = { key: s.key, content, kind: s.op, postings: plan.postings, frozen: '' };
    entry.frozen = JSON.stringify([entry.key, entry.content, entry.kind, entry.postings]);
    this.entries.push(entry);
    this.byKey.set(s.key, content);
    if (s.op === 'hold')
      this.holds.push({ sellerId: s.seller, amountCents: s.cents, feeType: s.feeType, settled: false });
    if (s.op === 'charge' || s.op === 'capture') {
      this.charges.push({ seller: plan.sellerId, cents: plan.amountCents, refunded: 0, kind: s.op });
    }
    if (s.op === 'capture' || s.op === 'release' || s.op === 'expire') this.holds[s.target].settled = true;
    if (s.op === 'refund') this.charges[s.target].refunded += s.cents;
    return 'posted';
  }

  private command(s: Sent): CoreCommand {
    switch (s.op) {
      case 'credit':
      case 'charge':
      case 'hold':
        return { kind: s.op, sellerId: s.seller, amountCents: s.cents, feeType: s.feeType };
      case 'capture':
        return { kind: 'capture', hold: { ...this.holds[s.target] }, feeType: s.feeType };
      case 'release':
      case 'expire':
        return { kind: s.op, hold: { ...this.holds[s.target] } };
      case 'refund': {
        const ch = this.charges[s.target];
        return {
          kind: 'refund',
          sellerId: s.seller,
          amountCents: s.cents,
          feeType: s.feeType,
          charge: { sellerId: ch.seller, amountCents: ch.cents, refundedCents: ch.refunded, kind: ch.kind },
        };
      }
    }
  }

  /** The invariants after every step (plain checks: this runs some 100,000 times). */
  check(model: LedgerModel): void {
    const fail = (what: string) => {
      throw new Error(what);
    };
    const recomputed = new Map<string, number>();
    for (const e of this.entries) {
      if (e.postings.length < 2) fail(`entry ${e.key} has ${e.postings.length} postings`);
      if (e.postings.reduce((sum, p) => sum + p.amountCents, 0) !== 0)
        fail(`entry ${e.key} does not balance`);
      if (JSON.stringify([e.key, e.content, e.kind, e.postings]) !== e.frozen) fail(`entry ${e.key} changed`);
      for (const p of e.postings) {
        const k = accountKey(p.account);
        recomputed.set(k, (recomputed.get(k) ?? 0) + p.amountCents);
      }
    }
    for (const [k, v] of this.balances) {
      if (v !== (recomputed.get(k) ?? 0))
        fail(`balance of ${k} is ${v}, its postings sum to ${recomputed.get(k)}`);
    }
    for (let i = 0; i < MODEL_SELLERS; i += 1) {
      const a = this.balances.get(accountKey(available(i))) ?? 0;
      const h = this.balances.get(accountKey(held(i))) ?? 0;
      if (a < 0) fail(`seller ${i} available ${a}`);
      if (a !== model.available[i] || h !== model.held[i]) {
        fail(`seller ${i}: ${a}/${h}, the model says ${model.available[i]}/${model.held[i]}`);
      }
    }
  }
}

describe('the pure ledger core against the model', () => {
  it('keeps every invariant over 10,000 random command sequences', () => {
    fc.assert(
      fc.property(commandSequence(24), (commands) => {
        const model = new LedgerModel();
        const core = new CoreLedger();
        for (const command of commands) {
          const sent = model.resolve(command);
          if (!sent) continue;
          const expected = model.apply(sent);
          const actual = core.send(sent);
          if (actual !== expected)
            throw new Error(`${JSON.stringify(sent)}: ${actual}, expected ${expected}`);
          core.check(model);
        }
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);
});

describe('planEntry', () => {
  const base = { sellerId: 7, amountCents: 500 };

  it('moves a credit from the fee type source to available, a charge to its target, a hold to held', () => {
    expect(planEntry({ kind: 'credit', ...base, feeType: FeeType.userRecharge }, 0)).toEqual({
      ok: true,
      sellerId: 7,
      amountCents: 500,
      postings: [
        { account: { kind: 'cash_clearing' }, amountCents: -500 },
        { account: available(7), amountCents: 500 },
      ],
    });
    const fee = planEntry({ kind: 'charge', ...base, feeType: FeeType.consignmentFee }, 500);
    expect(fee.ok && fee.postings[1].account).toEqual({ kind: 'revenue', feeType: FeeType.consignmentFee });
    const h = planEntry({ kind: 'hold', ...base, feeType: FeeType.cashWithdrawal }, 900);
    expect(h.ok && h.postings.map((p) => [accountKey(p.account), p.amountCents])).toEqual([
      ['seller_available:7', -500],
      ['seller_held:7', 500],
    ]);
  });

  it('refuses a charge or hold past available with the exact shortfall; a credit never lacks funds', () => {
    expect(planEntry({ kind: 'charge', ...base, feeType: FeeType.labelFee }, 499)).toEqual({
      ok: false,
      refusal: 'insufficientFunds',
      shortfallCents: 1,
    });
    expect(planEntry({ kind: 'hold', ...base, feeType: FeeType.cashWithdrawal }, 0)).toMatchObject({
      shortfallCents: 500,
    });
    expect(planEntry({ kind: 'charge', ...base, feeType: FeeType.labelFee }, 500).ok).toBe(true);
    expect(planEntry({ kind: 'credit', ...base, feeType: FeeType.labelRefund }, 0).ok).toBe(true);
  });

  it('refuses amounts that are not positive whole cents', () => {
    for (const amountCents of [0, -1, 0.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
      expect(planEntry({ kind: 'credit', sellerId: 1, amountCents, feeType: 1 }, 0)).toEqual({
        ok: false,
        refusal: 'badAmount',
      });
    }
  });

  it('settles a hold once, to the platform (capture) or back to available (release, expire)', () => {
    const hold = { sellerId: 3, amountCents: 250, feeType: FeeType.cashWithdrawal, settled: false };
    const cap = planEntry({ kind: 'capture', hold }, 0);
    expect(cap.ok && cap.postings.map((p) => accountKey(p.account))).toEqual([
      'seller_held:3',
      'cash_clearing',
    ]);
    const rel = planEntry({ kind: 'release', hold }, 0);
    expect(rel.ok && rel.postings.map((p) => accountKey(p.account))).toEqual([
      'seller_held:3',
      'seller_available:3',
    ]);
    expect(planEntry({ kind: 'expire', hold: { ...hold, settled: true } }, 0)).toEqual({
      ok: false,
      refusal: 'holdSettled',
    });
  });

  it('refunds only a charge or capture of the same seller, up to what is left', () => {
    const charge = { sellerId: 1, amountCents: 300, refundedCents: 100, kind: 'charge' as EntryKind };
    const refund = (amountCents: number, c = charge): CoreCommand => ({
      kind: 'refund',
      sellerId: 1,
      amountCents,
      feeType: FeeType.labelRefund,
      charge: c,
    });
    expect(planEntry(refund(200), 0).ok).toBe(true);
    expect(planEntry(refund(201), 0)).toEqual({ ok: false, refusal: 'refundTooLarge', refundableCents: 200 });
    expect(planEntry(refund(1, { ...charge, sellerId: 2 }), 0)).toMatchObject({ refusal: 'notRefundable' });
    expect(planEntry(refund(1, { ...charge, kind: 'credit' }), 0)).toMatchObject({
      refusal: 'notRefundable',
    });
  });

  it("books each fee type to one platform account, and sellerDeltasOf agrees with every plan's postings", () => {
    expect(creditSource(FeeType.consignmentCollection)).toEqual({ kind: 'marketplace_receivable' });
    expect(chargeTarget(FeeType.labelFee)).toEqual({ kind: 'carrier_payable' });
    expect(chargeTarget(FeeType.cashWithdrawal)).toEqual({ kind: 'cash_clearing' });
    const hold = { sellerId: 1, amountCents: 40, feeType: FeeType.cashWithdrawal, settled: false };
    const commands: CoreCommand[] = [
      { kind: 'credit', sellerId: 1, amountCents: 40, feeType: 1 },
      { kind: 'charge', sellerId: 1, amountCents: 40, feeType: 22 },
      { kind: 'hold', sellerId: 1, amountCents: 40, feeType: 2 },
      { kind: 'capture', hold },
      { kind: 'release', hold },
      { kind: 'expire', hold },
      {
        kind: 'refund',
        sellerId: 1,
        amountCents: 40,
        feeType: 24,
        charge: { sellerId: 1, amountCents: 40, refundedCents: 0, kind: 'charge' },
      },
    ];
    for (const c of commands) {
      const plan = planEntry(c, 1_000);
      if (!plan.ok) throw new Error(c.kind);
      expect(sellerDeltas(plan.postings, 1), c.kind).toEqual(sellerDeltasOf(c.kind, 40));
    }
  });

  it('passes a B2B board purchase from the buyer to the seller through the board, leaving the platform nothing', () => {
    const purchase = planEntry(
      { kind: 'charge', sellerId: 2, amountCents: 25_000, feeType: FeeType.b2bPurchase },
      30_000,
    );
    const sale = planEntry({ kind: 'credit', sellerId: 1, amountCents: 25_000, feeType: FeeType.b2bSale }, 0);
    if (!purchase.ok || !sale.ok) throw new Error('refused');
    const after = applyPostings(new Map(), [...purchase.postings, ...sale.postings]);
    expect(Object.fromEntries([...after].filter(([, cents]) => cents !== 0))).toEqual({
      [accountKey(available(1))]: 25_000,
      [accountKey(available(2))]: -25_000,
    });
  });

  it("derives a hold's status from its settling entry; other entries are completed", () => {
    expect(entryStatus('hold', null)).toBe(TransactionStatus.inTransaction);
    expect(entryStatus('hold', 'capture')).toBe(TransactionStatus.completed);
    expect(entryStatus('hold', 'release')).toBe(TransactionStatus.cancelled);
    expect(entryStatus('hold', 'expire')).toBe(TransactionStatus.expired);
    expect(entryStatus('charge', null)).toBe(TransactionStatus.completed);
    expect(applyPostings(new Map([['x', 1]]), []).get('x')).toBe(1);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTRY_KINDS, FEE_TYPES, FeeType } from './wallet';
import {
  CASH_MOVES,
  cashByDay,
  cashDirection,
  daysOf,
  feesByType,
  feeSide,
  financeOverviewQuery,
  lastDays,
  OVERVIEW_MAX_DAYS,
  overDays,
  PENDING_STAGES,
  periodBounds,
  periodOf,
  periodProblem,
  statisticsExclusionsRequest,
  withoutExcluded,
} from './overview';
import type { FlowTotal } from './overview';

describe('overview periods (GMT days)', () => {
  it('defaults to the last 30 GMT days, today included, whatever the local time', () => {
    expect(lastDays(new Date('2026-11-28T23:59:59Z'))).toEqual({
      beginDate: '2026-10-30',
      endDate: '2026-11-28',
    });
    // 07:30 in Shanghai on 1 March is still 28 February in GMT.
    expect(lastDays(new Date('2026-03-01T07:30:00+08:00')).endDate).toBe('2026-02-28');
    expect(daysOf(lastDays(new Date('2026-11-28T12:00:00Z')))).toHaveLength(30);
    expect(periodOf({}, new Date('2026-01-05T00:00:00Z'))).toEqual({
      beginDate: '2025-12-07',
      endDate: '2026-01-05',
    });
  });

  it('lists every day of a period and bounds it from 00:00 GMT to 00:00 GMT after its last day', () => {
    const period = { beginDate: '2024-02-27', endDate: '2024-03-01' };
    expect(daysOf(period)).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(periodBounds(period)).toEqual({
      from: new Date('2024-02-27T00:00:00Z'),
      until: new Date('2024-03-02T00:00:00Z'),
    });
  });

  it('refuses a reversed period and one longer than the limit, accepting one day and the limit itself', () => {
    expect(periodProblem({ beginDate: '2026-01-02', endDate: '2026-01-01' })).toMatch(/must not be after/);
    expect(periodProblem({ beginDate: '2026-01-01', endDate: '2026-01-01' })).toBeNull();
    expect(periodProblem({ beginDate: '2024-01-01', endDate: '2024-12-31' })).toBeNull();
    expect(OVERVIEW_MAX_DAYS).toBe(366);
    expect(periodProblem({ beginDate: '2025-01-01', endDate: '2026-01-02' })).toMatch(/at most 366 days/);
  });

  it('reads a query of both days or neither, naming what is wrong', () => {
    const problem = (q: unknown) => {
      const r = financeOverviewQuery.safeParse(q);
      return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    };
    expect(problem({})).toBeNull();
    expect(problem({ beginDate: '2026-01-01', endDate: '2026-01-31' })).toBeNull();
    expect(problem({ beginDate: '2026-01-01' })).toMatch(/endDate: both beginDate and endDate, or neither/);
    expect(problem({ beginDate: '2026-02-30', endDate: '2026-03-01' })).toMatch(/not a day of the calendar/);
    expect(problem({ beginDate: '01/02/2026', endDate: '2026-03-01' })).toMatch(/YYYY-MM-DD/);
    expect(problem({ beginDate: '2026-03-02', endDate: '2026-03-01' })).toMatch(/must not be after/);
    expect(problem({ beginDate: '2026-01-01', endDate: '2026-01-31', seller: 'x' })).toMatch(/seller/);
  });
});

describe('which entries count where', () => {
  it('counts cash in for recharges credited and cash out for withdrawals paid, nothing else', () => {
    expect(cashDirection('credit', FeeType.userRecharge)).toBe('in');
    expect(cashDirection('capture', FeeType.cashWithdrawal)).toBe('out');
    expect(cashDirection('charge', FeeType.cashWithdrawal)).toBe('out');
    expect(cashDirection('hold', FeeType.cashWithdrawal)).toBeNull();
    expect(cashDirection('release', FeeType.cancelCashWithdrawal)).toBeNull();
    expect(cashDirection('credit', FeeType.consignmentCollection)).toBeNull();
    expect(cashDirection('refund', FeeType.labelRefund)).toBeNull();
    expect(cashDirection('charge', FeeType.labelFee)).toBeNull();
    expect(CASH_MOVES).toEqual([
      { kind: 'credit', feeType: 1, direction: 'in' },
      { kind: 'charge', feeType: 2, direction: 'out' },
      { kind: 'capture', feeType: 2, direction: 'out' },
    ]);
  });

  it('counts a hold only through what settles it', () => {
    expect(ENTRY_KINDS.map((k) => [k, feeSide(k)])).toEqual([
      ['credit', 'credited'],
      ['charge', 'charged'],
      ['hold', null],
      ['capture', 'charged'],
      ['release', 'credited'],
      ['expire', 'credited'],
      ['refund', 'credited'],
    ]);
  });

  it('takes the waiting stages from the transition table: those an admin can act on', () => {
    expect(PENDING_STAGES).toEqual([
      { kind: 1, stage: 1 },
      { kind: 2, stage: 1 },
      { kind: 2, stage: 2 },
      { kind: 2, stage: 3 },
    ]);
  });
});

describe('figures from daily totals', () => {
  const day = (
    d: string,
    feeType: number,
    kind: FlowTotal['kind'],
    entries: number,
    amountCents: number,
  ) => ({
    day: d,
    feeType,
    kind,
    entries,
    amountCents,
  });

  it('leaves out the excluded sellers exactly and lists every fee type in the spec order', () => {
    const all = [
      day('2026-01-01', 1, 'credit', 3, 30_000),
      day('2026-01-01', 2, 'hold', 1, 5_500),
      day('2026-01-02', 2, 'capture', 1, 5_500),
      day('2026-01-02', 25, 'charge', 2, 5_000),
      day('2026-01-02', 24, 'refund', 1, 2_500),
    ];
    const excluded = [day('2026-01-01', 1, 'credit', 1, 10_000), day('2026-01-02', 25, 'charge', 2, 5_000)];
    const net = withoutExcluded(all, excluded);
    const fees = feesByType(overDays(net));
    expect(fees.map((f) => f.feeType)).toEqual([...FEE_TYPES]);
    const of = (t: number) => fees.find((f) => f.feeType === t);
    expect(of(FeeType.userRecharge)).toEqual({
      feeType: 1,
      entries: 2,
      chargedCents: 0,
      creditedCents: 20_000,
    });
    expect(of(FeeType.cashWithdrawal)).toEqual({
      feeType: 2,
      entries: 1,
      chargedCents: 5_500,
      creditedCents: 0,
    });
    expect(of(FeeType.labelFee)).toEqual({ feeType: 25, entries: 0, chargedCents: 0, creditedCents: 0 });
    expect(of(FeeType.labelRefund)?.creditedCents).toBe(2_500);

    const period = { beginDate: '2025-12-31', endDate: '2026-01-02' };
    expect(cashByDay(net, period)).toEqual([
      { day: '2025-12-31', inCents: 0, outCents: 0 },
      { day: '2026-01-01', inCents: 20_000, outCents: 0 },
      { day: '2026-01-02', inCents: 0, outCents: 5_500 },
    ]);
  });

  it('gives the figures of the counted sellers alone, whatever the split (property)', () => {
    const total = fc.record({
      day: fc.constantFrom('2026-01-01', '2026-01-02'),
      feeType: fc.constantFrom(...FEE_TYPES),
      kind: fc.constantFrom(...ENTRY_KINDS),
      entries: fc.integer({ min: 1, max: 5 }),
      amountCents: fc.integer({ min: 1, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(total), fc.array(total), (counted, excluded) => {
        const sum = (rows: FlowTotal[]) => {
          const m = new Map<string, FlowTotal>();
          for (const r of rows) {
            const k = `${r.day}|${r.feeType}|${r.kind}`;
            const s = m.get(k);
            m.set(
              k,
              s ? { ...s, entries: s.entries + r.entries, amountCents: s.amountCents + r.amountCents } : r,
            );
          }
          return [...m.values()];
        };
        const net = withoutExcluded(sum([...counted, ...excluded]), sum(excluded));
        expect(feesByType(overDays(net))).toEqual(feesByType(overDays(sum(counted))));
        const period = { beginDate: '2026-01-01', endDate: '2026-01-02' };
        expect(cashByDay(net, period)).toEqual(cashByDay(sum(counted), period));
      }),
    );
  });
});

describe('the statistics exclusion list', () => {
  const problem = (userCodes: unknown) => {
    const r = statisticsExclusionsRequest.safeParse({ userCodes });
    return r.success ? null : r.error.issues.map((i) => i.message).join('; ');
  };

  it('takes up to 50 codes, each once, trimmed', () => {
    expect(statisticsExclusionsRequest.parse({ userCodes: [' T900001 ', 'I900005'] })).toEqual({
      userCodes: ['T900001', 'I900005'],
    });
    expect(problem([])).toBeNull();
    expect(problem(['T1', 'T2', ' T1'])).toBe('each user code once (repeated: T1)');
    expect(problem(['  '])).toBe('a user code cannot be empty');
    expect(problem(Array.from({ length: 51 }, (_, i) => `U${i}`))).toBe('at most 50 user codes');
    expect(problem('T900001')).not.toBeNull();
  });
});

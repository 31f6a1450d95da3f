import { describe, expect, it } from 'vitest';
import { RepairStatus } from './codes';
import {
  REPAIR_EVENT_STEPS,
  repairEventFlowStatus,
  repairStepOfEvent,
  repairStepOfFlowStatus,
} from './events';
import {
  REPAIRS_PER_DAY,
  daysWaiting,
  estimatedDays,
  orderEstimate,
  pairEstimate,
  repairCostCents,
  settlementOf,
} from './pricing';
import type { RepairPrice } from './pricing';

const PRICES: RepairPrice[] = [
  { item: 'cleanStain', priceCents: 1500, days: 2 },
  { item: 'repairBox', priceCents: 2000, days: 5 },
];

describe('repair estimates', () => {
  it("prices a pair at its repair items' prices together, and takes the longest item's days", () => {
    expect(pairEstimate([{ item: 'cleanStain' }], PRICES)).toEqual({ cents: 1500, days: 2 });
    expect(pairEstimate([{ item: 'cleanStain' }, { item: 'repairBox', boxColour: 'black' }], PRICES)).toEqual(
      {
        cents: 3500,
        days: 5,
      },
    );
  });

  it('adds a day for every full day of repairs waiting ahead', () => {
    expect(estimatedDays(2, 0)).toBe(2);
    expect(estimatedDays(2, REPAIRS_PER_DAY - 1)).toBe(2);
    expect(estimatedDays(2, REPAIRS_PER_DAY)).toBe(3);
    expect(estimatedDays(2, REPAIRS_PER_DAY * 3 + 1)).toBe(5);
  });

  it("totals an order's pairs and counts its days from the slowest pair and the queue", () => {
    const estimate = orderEstimate(
      [[{ item: 'cleanStain' }], [{ item: 'repairBox', boxColour: 'white' }]],
      PRICES,
      45,
    );
    expect(estimate).toEqual({
      perPair: [
        { cents: 1500, days: 2 },
        { cents: 2000, days: 5 },
      ],
      totalCents: 3500,
      days: 7,
    });
  });
});

describe('settling a repair order', () => {
  const item = (status: RepairStatus, estimateCents: number) => ({ status, estimateCents });

  it('charges the successful pairs only, at their estimates', () => {
    expect(
      repairCostCents([
        item(RepairStatus.success, 1500),
        item(RepairStatus.failure, 2000),
        item(RepairStatus.lostParcel, 3500),
        item(RepairStatus.cancelled, 1000),
        item(RepairStatus.success, 2000),
      ]),
    ).toBe(3500);
  });

  it('captures the cost and refunds the rest, or releases the whole hold when nothing was repaired', () => {
    expect(settlementOf(5000, 3500)).toEqual({ kind: 'capture', refundCents: 1500 });
    expect(settlementOf(5000, 5000)).toEqual({ kind: 'capture', refundCents: 0 });
    expect(settlementOf(5000, 0)).toEqual({ kind: 'release' });
    expect(() => settlementOf(5000, 5001)).toThrow(/over its hold/);
  });

  it('counts whole days waited', () => {
    const created = new Date('2025-03-01T10:00:00Z');
    expect(daysWaiting(created, new Date('2025-03-01T23:59:59Z'))).toBe(0);
    expect(daysWaiting(created, new Date('2025-03-04T10:00:00Z'))).toBe(3);
    expect(daysWaiting(created, new Date('2025-02-28T10:00:00Z'))).toBe(0);
  });
});

describe('repair events', () => {
  it('names each step by its flow status, from 1, and nothing else', () => {
    for (const step of REPAIR_EVENT_STEPS)
      expect(repairStepOfFlowStatus(repairEventFlowStatus(step))).toBe(step);
    expect(repairEventFlowStatus('create')).toBe(1);
    for (const code of [null, 0, -1, 1.5, REPAIR_EVENT_STEPS.length + 1])
      expect(repairStepOfFlowStatus(code)).toBeNull();
  });

  it("reads the step of the repair events only (17 and 1712), not another event's flow status", () => {
    expect(repairStepOfEvent({ type: 17, flowStatus: 1 })).toBe('create');
    expect(repairStepOfEvent({ type: 1712, flowStatus: repairEventFlowStatus('succeed') })).toBe('succeed');
    expect(repairStepOfEvent({ type: 1612, flowStatus: 1 })).toBeNull();
    expect(repairStepOfEvent({ type: 312, flowStatus: 3 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { orderSteps } from './events';

const event = (type: number, gmtCreate: string, flowStatus: number | null = 1, operator = 'ann') => ({
  type,
  flowStatus,
  operator,
  gmtCreate,
});

describe("an order's steps", () => {
  it('counts the pairs one step wrote an event on as one entry', () => {
    const at = '2026-03-01T10:00:00.000Z';
    expect(orderSteps([event(9, at), event(9, at), event(9, at)])).toEqual([
      { type: 9, flowStatus: 1, operator: 'ann', gmtCreate: at, pairs: 3 },
    ]);
  });

  it('keeps apart the events of another moment, type, status or operator', () => {
    const at = '2026-03-01T10:00:00.000Z';
    const steps = orderSteps([
      event(9, at),
      event(9, '2026-03-01T10:00:00.001Z'),
      event(10, at),
      event(9, at, 2),
      event(9, at, 1, 'bob'),
    ]);
    expect(steps).toHaveLength(5);
    expect(steps.every((s) => s.pairs === 1)).toBe(true);
  });

  it('lists the steps oldest first, and of one moment by event type', () => {
    const steps = orderSteps([
      event(11, '2026-03-02T08:00:00.000Z', 6),
      event(10, '2026-03-01T09:00:00.000Z', 2),
      event(9, '2026-03-01T09:00:00.000Z', 1),
      event(10, '2026-03-01T09:00:00.000Z', 2),
    ]);
    expect(steps.map((s) => [s.type, s.pairs])).toEqual([
      [9, 1],
      [10, 2],
      [11, 1],
    ]);
  });

  it('has no steps for an order without events', () => {
    expect(orderSteps([])).toEqual([]);
  });
});

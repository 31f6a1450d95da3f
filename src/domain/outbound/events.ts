import { z } from 'zod';
import { productEvent } from '../kernel/products';
import type { OrderEventView } from './outbound';

/**
 * GET /outbound/events: the events an order wrote on its pairs (application, result, exit), oldest
 * first. The admin reads them as they are; the seller reads them as steps (orderSteps).
 */
export const orderEvents = z.array(productEvent);

type StepEvent = Pick<OrderEventView, 'type' | 'flowStatus' | 'operator' | 'gmtCreate'>;

/**
 * The order's steps: every pair of the order gets a step's event at the same moment, so the events of
 * one type, status, operator and moment are one step, on as many pairs. Oldest first.
 */
export function orderSteps(events: readonly StepEvent[]): OrderEventView[] {
  const steps = new Map<string, OrderEventView>();
  for (const { type, flowStatus, operator, gmtCreate } of events) {
    const key = JSON.stringify([type, flowStatus, operator, gmtCreate]);
    const step = steps.get(key);
    if (step) step.pairs += 1;
    else steps.set(key, { type, flowStatus, operator, gmtCreate, pairs: 1 });
  }
  return [...steps.values()].sort(
    (a, b) => Date.parse(a.gmtCreate) - Date.parse(b.gmtCreate) || a.type - b.type,
  );
}

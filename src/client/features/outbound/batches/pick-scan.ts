import { ONE_ID_PATTERN } from '../../../../domain/kernel/one-id';
import type { PickLine } from '../../../../domain/outbound/batches';

/**
 * What a scan on the pick screen means, decided on the tablet's copy of the batch so it answers at
 * once, offline too. The server decides again when the op arrives (a pair of another batch is refused
 * there as well); here a wrong pair is a loud error and nothing is queued.
 */
export type PickDecision =
  | { kind: 'pick'; line: PickLine }
  | { kind: 'alreadyPicked'; line: PickLine }
  | { kind: 'orderClosed'; line: PickLine }
  | { kind: 'notInBatch'; oneId: string }
  | { kind: 'notAOneId'; code: string };

export function decidePick(lines: readonly PickLine[], code: string): PickDecision {
  const oneId = code.trim();
  if (!ONE_ID_PATTERN.test(oneId)) return { kind: 'notAOneId', code: oneId };
  const line = lines.find((l) => l.oneId === oneId);
  if (!line) return { kind: 'notInBatch', oneId };
  if (line.orderState !== 'open') return { kind: 'orderClosed', line };
  if (line.picked) return { kind: 'alreadyPicked', line };
  return { kind: 'pick', line };
}

export type OrderProgress = {
  orderId: number;
  oddNo: string;
  kind: number;
  state: PickLine['orderState'];
  pairs: number;
  picked: number;
  /** Every pair picked and the order still to ship: the "confirm shipped" button. */
  readyToShip: boolean;
};

/** The batch's orders with their picks, in the order their first pair comes on the walk. */
export function ordersOf(lines: readonly PickLine[]): OrderProgress[] {
  const byOrder = new Map<number, OrderProgress>();
  for (const l of lines) {
    const o = byOrder.get(l.orderId) ?? {
      orderId: l.orderId,
      oddNo: l.oddNo,
      kind: l.kind,
      state: l.orderState,
      pairs: 0,
      picked: 0,
      readyToShip: false,
    };
    o.pairs += 1;
    if (l.picked) o.picked += 1;
    byOrder.set(l.orderId, o);
  }
  return [...byOrder.values()].map((o) => ({
    ...o,
    readyToShip: o.state === 'open' && o.picked === o.pairs,
  }));
}

import type { InventoryStatus } from '../kernel/product-rules';
import { ORDER_KIND_TABLES } from './kind-tables';
import type { OrderActor, OrderAction, OrderKind, Transition } from './kind-codes';

/** The steps of outbound orders, read from the kinds' tables (outbound-kind-tables.ts). */

export function orderOddNo(kind: OrderKind, id: number): string {
  return `${ORDER_KIND_TABLES[kind].prefix}${String(id).padStart(8, '0')}`;
}

export function isOpenStatus(kind: OrderKind, status: number): boolean {
  return ORDER_KIND_TABLES[kind].open.includes(status);
}

/** Every status code of a kind. */
export function statusesOf(kind: OrderKind): number[] {
  return Object.keys(ORDER_KIND_TABLES[kind].statuses).map(Number);
}

export type StepRefusal = 'notAllowedNow' | 'notYourStep';
export type StepResult = { ok: true; transition: Transition } | { ok: false; refusal: StepRefusal };

/**
 * The transition an actor takes with an action from a status (null: the order does not exist yet).
 * 'notAllowedNow': the action does not apply in this status (409); 'notYourStep': it does, by someone
 * else (also 409: the order is not in a state this actor may move).
 */
export function stepOf(
  kind: OrderKind,
  from: number | null,
  action: OrderAction,
  actor: OrderActor,
): StepResult {
  const candidates = ORDER_KIND_TABLES[kind].transitions.filter(
    (t) => t.from === from && t.action === action,
  );
  if (candidates.length === 0) return { ok: false, refusal: 'notAllowedNow' };
  const transition = candidates.find((t) => t.actors.includes(actor));
  return transition ? { ok: true, transition } : { ok: false, refusal: 'notYourStep' };
}

/** The actions an actor may take on an order in a status (the client's buttons). */
export function actionsFor(kind: OrderKind, status: number, actor: OrderActor): OrderAction[] {
  return ORDER_KIND_TABLES[kind].transitions
    .filter((t) => t.from === status && t.actors.includes(actor))
    .map((t) => t.action);
}

/** The item status an order of a kind holds its items in while it is being reviewed (create's). */
export function runningItemStatus(kind: OrderKind): InventoryStatus {
  const create = ORDER_KIND_TABLES[kind].transitions.find((t) => t.from === null);
  return (create as Transition).itemStatus;
}

/**
 * The shortest run of steps from the kind's application (its first create) to a status (the demo data
 * and the tests walk it).
 */
export function pathTo(kind: OrderKind, status: number): Transition[] {
  const table = ORDER_KIND_TABLES[kind].transitions;
  const application = table.find((t) => t.from === null) as Transition;
  const queue = [{ at: application.to, path: [] as Transition[] }];
  const seen = new Set<number>();
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (next.at === status) return next.path;
    if (seen.has(next.at)) continue;
    seen.add(next.at);
    for (const t of table.filter((x) => x.from === next?.at))
      queue.push({ at: t.to, path: [...next.path, t] });
  }
  throw new Error(`status ${status} of kind ${kind} cannot be reached`);
}

/** The order an order number names: its kind by the prefix, its id by the digits (orderOddNo's inverse). */
export function parseOddNo(oddNo: string): { kind: OrderKind; id: number } | null {
  const match = /^([A-Z]{2})(\d{8,10})$/.exec(oddNo.trim().toUpperCase());
  if (!match) return null;
  const table = Object.values(ORDER_KIND_TABLES).find((t) => t.prefix === match[1]);
  const id = Number(match[2]);
  return table && id > 0 ? { kind: table.kind, id } : null;
}

/** The id of an order of this kind from its number, or null when the number is another kind's or no order's. */
export function orderIdOfOddNo(kind: OrderKind, oddNo: string): number | null {
  const order = parseOddNo(oddNo);
  return order?.kind === kind ? order.id : null;
}

import { describe, expect, it } from 'vitest';
import { APPLICATION_RESULT_EVENT, ProductEventType } from '../kernel/events';
import { InventoryStatus } from '../kernel/product-rules';
import { actionsFor, isOpenStatus, orderOddNo, pathTo, statusesOf, stepOf } from './kinds';
import { ORDER_KIND_TABLES } from './kind-tables';
import { ORDER_ACTIONS, ORDER_ACTORS, ORDER_KINDS } from './kind-codes';

const APPLICATION_EVENT: Record<number, number | null> = { 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 14: null, 16: 16 };

describe('status names', () => {
  it('an order waiting for review reads the same for every kind', () => {
    const waiting = ORDER_KINDS.flatMap((kind) =>
      Object.values(ORDER_KIND_TABLES[kind].statuses).filter((key) => /review/i.test(key)),
    );
    expect(new Set(waiting)).toEqual(new Set(['outbound:status.reviewing']));
  });
});

describe.each(ORDER_KINDS)('order kind %i as a transition table', (kind) => {
  const table = ORDER_KIND_TABLES[kind];
  const froms: (number | null)[] = [null, ...statusesOf(kind)];

  it('every allowed step is taken by its actors, to its status', () => {
    for (const t of table.transitions) {
      for (const actor of t.actors) {
        const r = stepOf(kind, t.from, t.action, actor);
        expect(r, `${t.from} ${t.action} ${actor}`).toEqual({ ok: true, transition: t });
        expect(r.ok && r.transition.to).toBe(t.to);
      }
    }
  });

  it('every other (status, action, actor) is refused', () => {
    let refused = 0;
    for (const from of froms) {
      for (const action of ORDER_ACTIONS) {
        for (const actor of ORDER_ACTORS) {
          const allowed = table.transitions.some(
            (t) => t.from === from && t.action === action && t.actors.includes(actor),
          );
          if (allowed) continue;
          const r = stepOf(kind, from, action, actor);
          expect(r.ok, `${from} ${action} ${actor}`).toBe(false);
          refused += 1;
        }
      }
    }
    expect(refused).toBeGreaterThan(froms.length * ORDER_ACTIONS.length);
  });

  it('uses only the spec codes of the kind and one transition per (from, action, actor)', () => {
    const codes = statusesOf(kind);
    for (const t of table.transitions) {
      expect(codes).toContain(t.to);
      if (t.from !== null) expect(codes).toContain(t.from);
    }
    const keys = table.transitions.flatMap((t) => t.actors.map((a) => `${t.from}:${t.action}:${a}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('creates with the application event (a direct create, done at once, with the result event), leaves with 11, and answers with the result event', () => {
    for (const t of table.transitions) {
      if (t.action === 'create' && !isOpenStatus(kind, t.to))
        expect(t.event).toBe(APPLICATION_RESULT_EVENT[kind as 7]);
      else if (t.action === 'create') expect(t.event).toBe(APPLICATION_EVENT[kind]);
      else if (t.item === 'leave') {
        expect(t.event).toBe(ProductEventType.outbound);
        expect(t.itemStatus).toBe(InventoryStatus.outOfWarehouse);
      } else if (kind !== 14) {
        expect(t.event).toBe(APPLICATION_RESULT_EVENT[kind as 3 | 4 | 5 | 6 | 7 | 16]);
      }
    }
  });

  it('holds its items in exactly the open statuses, and frees them when the order closes', () => {
    for (const t of table.transitions) {
      if (isOpenStatus(kind, t.to)) expect(t.itemStatus).not.toBe(InventoryStatus.available);
    }
    // A closed order stays closed: what starts from a closed status only follows pairs that left
    // ('close' out of warehouse -> completed, a flex program's steps), never holds a pair again.
    const closed = statusesOf(kind).filter((s) => !isOpenStatus(kind, s));
    const fromClosed = table.transitions.filter((t) => t.from !== null && closed.includes(t.from));
    for (const t of fromClosed) {
      expect(t.itemStatus, `${t.from} ${t.action}`).toBe(InventoryStatus.outOfWarehouse);
      expect(isOpenStatus(kind, t.to)).toBe(false);
      if (kind !== 16) expect(t.action).toBe('close');
    }
  });
});

describe('the order kinds', () => {
  it('an approved ship-with-label order is paid by the seller, never approved twice', () => {
    expect(actionsFor(3, 1, 'admin')).toEqual(['approve', 'reject']);
    expect(actionsFor(3, 3, 'seller')).toEqual(['recall', 'pay']);
    expect(stepOf(3, 3, 'approve', 'admin')).toEqual({ ok: false, refusal: 'notAllowedNow' });
  });

  it('a seller cannot approve its own order, an admin cannot pay for it', () => {
    expect(stepOf(4, 1, 'approve', 'seller')).toEqual({ ok: false, refusal: 'notYourStep' });
    expect(stepOf(7, 3, 'pay', 'admin')).toEqual({ ok: false, refusal: 'notYourStep' });
  });

  it('an approval after the seller recalled is refused', () => {
    expect(stepOf(5, 5, 'quote', 'admin')).toEqual({ ok: false, refusal: 'notAllowedNow' });
    expect(stepOf(4, 6, 'approve', 'admin')).toEqual({ ok: false, refusal: 'notAllowedNow' });
  });

  it('runs items in the spec statuses: 9/10 dropshipping, 3 outbounding, 4 cashing out, 2 consignment, 7 switch user', () => {
    expect(stepOf(3, null, 'create', 'seller')).toMatchObject({ transition: { itemStatus: 9 } });
    expect(stepOf(3, 3, 'pay', 'seller')).toMatchObject({ transition: { itemStatus: 10 } });
    expect(stepOf(4, null, 'create', 'seller')).toMatchObject({ transition: { itemStatus: 3 } });
    expect(stepOf(5, null, 'create', 'seller')).toMatchObject({ transition: { itemStatus: 4 } });
    expect(stepOf(7, null, 'create', 'seller')).toMatchObject({ transition: { itemStatus: 7 } });
    expect(stepOf(6, null, 'create', 'seller')).toMatchObject({ transition: { to: 1, itemStatus: 2 } });
    expect(stepOf(6, null, 'create', 'system'), 'a kept sale').toMatchObject({
      transition: { to: 2, itemStatus: 2 },
    });
  });

  it('fixes a consignment once sold: only the platform sells, the seller recalls only before the sale', () => {
    expect(stepOf(6, 3, 'sell', 'seller')).toEqual({ ok: false, refusal: 'notYourStep' });
    expect(stepOf(6, 1, 'sell', 'admin')).toEqual({ ok: false, refusal: 'notAllowedNow' });
    expect(stepOf(6, 2, 'recall', 'seller')).toEqual({ ok: false, refusal: 'notYourStep' });
    expect(stepOf(6, 4, 'close', 'system')).toMatchObject({ transition: { money: 'creditConsignment' } });
  });

  it('numbers orders with the kind prefix and eight digits', () => {
    expect(orderOddNo(4, 12)).toBe('RS00000012');
    expect(orderOddNo(5, 12345678)).toBe('CO12345678');
  });
});

describe('pathTo', () => {
  it('reaches every status of every kind by allowed steps, starting from creation', () => {
    for (const kind of ORDER_KINDS) {
      for (const status of statusesOf(kind)) {
        let at: number = ORDER_KIND_TABLES[kind].transitions.find((t) => t.from === null)?.to ?? -1;
        for (const step of pathTo(kind, status)) {
          expect(step.from).toBe(at);
          at = step.to;
        }
        expect(at).toBe(status);
      }
    }
  });
});

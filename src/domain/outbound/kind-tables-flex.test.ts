import { describe, expect, it } from 'vitest';
import { ProductEventType } from '../kernel/events';
import { InventoryStatus } from '../kernel/product-rules';
import {
  FLEX_ACTIONS,
  FLEX_ACTORS,
  FLEX_CANCELLED,
  FLEX_STATES,
  FLEX_STATUS_CODE,
  flexOutcomeOf,
  flexStep,
} from '../sourcing/flex';
import type { FlexOutcome } from '../sourcing/flex';
import { SHIPPABLE_STATUS, SHIPPED_STATUS } from './batch-rules';
import { OrderKind } from './kind-codes';
import { actionsFor, isOpenStatus, orderOddNo, parseOddNo, stepOf } from './kinds';

const OUTCOMES: FlexOutcome[] = [...FLEX_STATES, FLEX_CANCELLED];
const code = (o: FlexOutcome) => FLEX_STATUS_CODE[o];

describe('the flex kind on the outbound engine', () => {
  it.each(OUTCOMES)('from %s takes exactly the steps of the flex machine, for the same actors', (state) => {
    for (const action of FLEX_ACTIONS)
      for (const actor of FLEX_ACTORS) {
        const flexTo = flexStep(state, action, actor);
        const step = stepOf(OrderKind.flex, code(state), action, actor);
        expect(step.ok ? flexOutcomeOf(step.transition.to) : null, `${action} by ${actor}`).toBe(flexTo);
      }
    expect(actionsFor(OrderKind.flex, code(state), 'admin')).toEqual(
      FLEX_ACTIONS.filter((a) => flexStep(state, a, 'admin') !== null),
    );
  });

  it('is created by the seller only, pending create, holding the pairs with the flex application event', () => {
    expect(stepOf(OrderKind.flex, null, 'create', 'seller')).toMatchObject({
      ok: true,
      transition: {
        to: code('PENDING_CREATE'),
        itemStatus: InventoryStatus.outbounding,
        event: ProductEventType.flexApplication,
      },
    });
    for (const actor of ['admin', 'warehouse', 'system', 'program'] as const)
      expect(stepOf(OrderKind.flex, null, 'create', actor).ok).toBe(false);
  });

  it('holds the pairs until the box leaves through a batch, frees them on a cancel, and keeps them out after', () => {
    expect(
      [code('PENDING_CREATE'), code('READY_TO_SHIP')].every((s) => isOpenStatus(OrderKind.flex, s)),
    ).toBe(true);
    for (const state of OUTCOMES.filter((s) => s !== 'PENDING_CREATE' && s !== 'READY_TO_SHIP'))
      expect(isOpenStatus(OrderKind.flex, code(state)), state).toBe(false);
    expect(SHIPPABLE_STATUS[OrderKind.flex]).toBe(code('READY_TO_SHIP'));
    expect(SHIPPED_STATUS[OrderKind.flex]).toBe(code('SHIPPING'));
    const ship = stepOf(OrderKind.flex, code('READY_TO_SHIP'), 'ship', 'warehouse');
    expect(ship).toMatchObject({
      transition: {
        item: 'leave',
        event: ProductEventType.outbound,
        itemStatus: InventoryStatus.outOfWarehouse,
      },
    });
    const cancel = stepOf(OrderKind.flex, code('READY_TO_SHIP'), 'cancel', 'seller');
    expect(cancel).toMatchObject({ transition: { itemStatus: InventoryStatus.available } });
    const listed = stepOf(OrderKind.flex, code('AUTHENTICATING'), 'list', 'program');
    expect(listed).toMatchObject({
      transition: { event: ProductEventType.flexResult, itemStatus: InventoryStatus.outOfWarehouse },
    });
  });

  it('numbers its shipments FX and the order number reads back as the flex kind', () => {
    expect(orderOddNo(OrderKind.flex, 42)).toBe('FX00000042');
    expect(parseOddNo('FX00000042')).toEqual({ kind: OrderKind.flex, id: 42 });
  });
});

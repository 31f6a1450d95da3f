import { describe, expect, it } from 'vitest';
import { InventoryStatus } from '../kernel/product-rules';
import { REPAIR_ACTORS } from './approval';
import type { RepairActor } from './approval';
import { REPAIR_STATUSES, REPAIR_STATUS_LABEL, REPAIR_TABS, RepairShopStatus, RepairStatus } from './codes';
import {
  REPAIR_ITEM_ACTIONS,
  REPAIR_ITEM_STEPS,
  foundAction,
  holdsPair,
  isCharged,
  isRepairOpen,
  repairItemActionsOf,
  repairItemStep,
  repairStatusesOfTab,
  shopStatusOf,
} from './item-steps';
import type { RepairItemAction } from './item-steps';

const R = RepairStatus;
const HANDLING = InventoryStatus.repairingAndHandling;
const AVAILABLE = InventoryStatus.available;

/** Every repair status against every action by hand: a cell not written here is forbidden to everyone. */
const TABLE: Record<
  RepairStatus,
  Partial<Record<RepairItemAction, { to: RepairStatus; by: RepairActor[]; item: number }>>
> = {
  [R.pending]: {
    pick: { to: R.processing, by: ['warehouse'], item: HANDLING },
    notRepaired: { to: R.failure, by: ['warehouse'], item: AVAILABLE },
    markLost: { to: R.lostParcel, by: ['admin'], item: HANDLING },
    reject: { to: R.cancelled, by: ['admin'], item: AVAILABLE },
    cancel: { to: R.cancelled, by: ['system'], item: AVAILABLE },
  },
  [R.processing]: {
    succeed: { to: R.success, by: ['warehouse'], item: AVAILABLE },
    fail: { to: R.failure, by: ['warehouse'], item: AVAILABLE },
    notRepaired: { to: R.failure, by: ['warehouse'], item: AVAILABLE },
    markLost: { to: R.lostParcel, by: ['admin'], item: HANDLING },
  },
  [R.failure]: {},
  [R.success]: {},
  [R.lostParcel]: {
    cancelLost: { to: R.pending, by: ['admin'], item: HANDLING },
    foundAfterClose: { to: R.cancelled, by: ['admin'], item: AVAILABLE },
  },
  [R.cancelled]: {},
};

const cells = REPAIR_STATUSES.flatMap((state) => REPAIR_ACTORS.map((actor) => [state, actor] as const));

describe("a pair's repair steps", () => {
  it.each(cells)('repair status %s offers %s exactly the steps of the table', (state, actor) => {
    for (const action of REPAIR_ITEM_ACTIONS) {
      const cell = TABLE[state][action];
      expect(repairItemStep(state, action, actor), action).toBe(cell?.by.includes(actor) ? cell.to : null);
      if (cell) expect(REPAIR_ITEM_STEPS[action].itemStatus, action).toBe(cell.item);
    }
    expect(repairItemActionsOf(state, actor)).toEqual(
      REPAIR_ITEM_ACTIONS.filter((action) => TABLE[state][action]?.by.includes(actor)),
    );
  });

  it('keeps a pair "repairing and handling" exactly while the repair holds it (open or lost), and available after', () => {
    expect(REPAIR_STATUSES.filter(holdsPair)).toEqual([R.pending, R.processing, R.lostParcel]);
    for (const action of REPAIR_ITEM_ACTIONS) {
      const { to, itemStatus } = REPAIR_ITEM_STEPS[action];
      expect(itemStatus, action).toBe(holdsPair(to) ? HANDLING : AVAILABLE);
    }
  });

  it('cancels a lost box back to waiting while its order is open, and frees it once the order was settled', () => {
    expect(foundAction(true)).toBe('cancelLost');
    expect(foundAction(false)).toBe('foundAfterClose');
    expect(repairItemStep(R.lostParcel, foundAction(true), 'admin')).toBe(R.pending);
    expect(repairItemStep(R.lostParcel, foundAction(false), 'admin')).toBe(R.cancelled);
  });

  it('charges only a successful repair, and leaves open only pending and processing pairs', () => {
    expect(REPAIR_STATUSES.filter(isCharged)).toEqual([R.success]);
    expect(REPAIR_STATUSES.filter(isRepairOpen)).toEqual([R.pending, R.processing]);
  });

  it('lets the warehouse record an outcome only of a pair it picked', () => {
    for (const action of ['succeed', 'fail'] as const)
      expect(REPAIR_ITEM_STEPS[action].from).toEqual([R.processing]);
  });
});

describe('the repair shop status and the tabs, read from the repair status', () => {
  it('is pending while open, completed with an outcome, cancel when lost or cancelled', () => {
    expect(REPAIR_STATUSES.map(shopStatusOf)).toEqual([
      RepairShopStatus.pending,
      RepairShopStatus.pending,
      RepairShopStatus.completed,
      RepairShopStatus.completed,
      RepairShopStatus.cancel,
      RepairShopStatus.cancel,
    ]);
  });

  it('puts every repair status in exactly one tab', () => {
    expect(REPAIR_TABS.map(repairStatusesOfTab)).toEqual([
      [R.pending],
      [R.processing],
      [R.failure, R.success],
      [R.lostParcel, R.cancelled],
    ]);
  });

  it('every step between shop statuses goes forward, but a found box goes back to pending', () => {
    for (const action of REPAIR_ITEM_ACTIONS) {
      const { from, to } = REPAIR_ITEM_STEPS[action];
      for (const f of from) {
        const [a, b] = [shopStatusOf(f), shopStatusOf(to)];
        if (action === 'cancelLost')
          expect([a, b]).toEqual([RepairShopStatus.cancel, RepairShopStatus.pending]);
        else expect(a === b || a === RepairShopStatus.pending, `${action} from ${f}`).toBe(true);
      }
    }
  });

  it('labels every repair status with its own key', () => {
    const keys = Object.values(REPAIR_STATUS_LABEL);
    expect(new Set(keys).size).toBe(REPAIR_STATUSES.length);
  });
});

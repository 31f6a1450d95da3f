import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FLEX_ACTIONS,
  FLEX_ACTION_LABEL,
  FLEX_ACTORS,
  FLEX_CANCELLED,
  FLEX_STATES,
  FLEX_HOLDING,
  FLEX_OUTCOME_LABEL,
  FLEX_STATE_LABEL,
  FLEX_STATUS_CODE,
  FLEX_STEPS,
  flexActionTo,
  flexActionsOf,
  flexOutcomeOf,
  flexStep,
  isFlexTerminal,
} from './flex';
import type { FlexAction, FlexActor, FlexOutcome } from './flex';

const PROGRAM_OR_ADMIN: FlexActor[] = ['admin', 'program'];

/**
 * Every state against every action by hand, with who may take it: a cell not written here is
 * forbidden to everyone, so adding, dropping or moving any step fails the table test.
 */
const TABLE: Record<FlexOutcome, Partial<Record<FlexAction, { to: FlexOutcome; by: FlexActor[] }>>> = {
  PENDING_CREATE: {
    approve: { to: 'READY_TO_SHIP', by: PROGRAM_OR_ADMIN },
    cancel: { to: 'cancelled', by: ['seller', 'admin'] },
  },
  READY_TO_SHIP: {
    cancel: { to: 'cancelled', by: ['seller', 'admin'] },
    ship: { to: 'SHIPPING', by: ['admin', 'warehouse'] },
  },
  SHIPPING: { pickUp: { to: 'IN_TRANSIT', by: PROGRAM_OR_ADMIN } },
  IN_TRANSIT: { deliver: { to: 'DELIVERED', by: PROGRAM_OR_ADMIN } },
  DELIVERED: {
    receive: { to: 'RECEIVED', by: PROGRAM_OR_ADMIN },
    reportMissing: { to: 'NOT_RECEIVED', by: PROGRAM_OR_ADMIN },
  },
  RECEIVED: { authenticate: { to: 'AUTHENTICATING', by: PROGRAM_OR_ADMIN } },
  NOT_RECEIVED: {
    receive: { to: 'RECEIVED', by: PROGRAM_OR_ADMIN },
    returnToSeller: { to: 'RETURNED', by: PROGRAM_OR_ADMIN },
  },
  RETURNED: {},
  AUTHENTICATING: {
    list: { to: 'LISTED', by: PROGRAM_OR_ADMIN },
    returnToSeller: { to: 'RETURNED', by: PROGRAM_OR_ADMIN },
  },
  LISTED: {},
  cancelled: {},
};

const OUTCOMES: FlexOutcome[] = [...FLEX_STATES, FLEX_CANCELLED];
const cells = OUTCOMES.flatMap((state) => FLEX_ACTORS.map((actor) => [state, actor] as const));

describe('flex shipment steps', () => {
  it("keeps the spec's states in the spec's order, and the actions and actors the table covers", () => {
    expect(FLEX_STATES).toEqual([
      'PENDING_CREATE',
      'READY_TO_SHIP',
      'SHIPPING',
      'IN_TRANSIT',
      'DELIVERED',
      'RECEIVED',
      'NOT_RECEIVED',
      'RETURNED',
      'AUTHENTICATING',
      'LISTED',
    ]);
    expect(FLEX_STATES).not.toContain(FLEX_CANCELLED);
    expect(FLEX_ACTIONS).toHaveLength(10);
    expect(FLEX_ACTORS).toEqual(['seller', 'admin', 'warehouse', 'program']);
  });

  it.each(cells)('%s offers %s exactly the steps of the table', (state, actor) => {
    for (const action of FLEX_ACTIONS) {
      const cell = TABLE[state][action];
      expect(flexStep(state, action, actor), action).toBe(cell?.by.includes(actor) ? cell.to : null);
    }
    expect(flexActionsOf(state, actor)).toEqual(
      FLEX_ACTIONS.filter((action) => TABLE[state][action]?.by.includes(actor)),
    );
  });

  it('lets nobody move a listed, returned or cancelled shipment', () => {
    for (const state of ['LISTED', 'RETURNED', FLEX_CANCELLED] as const) {
      expect(isFlexTerminal(state)).toBe(true);
      for (const actor of FLEX_ACTORS) {
        expect(flexActionsOf(state, actor)).toEqual([]);
        for (const action of FLEX_ACTIONS) expect(flexStep(state, action, actor)).toBeNull();
      }
    }
  });

  it('strands no shipment in flight: an admin can always move it on, as the feed could', () => {
    for (const state of FLEX_STATES.filter((s) => !isFlexTerminal(s))) {
      const admin = flexActionsOf(state, 'admin');
      expect(admin.length, state).toBeGreaterThan(0);
      for (const actor of FLEX_ACTORS)
        expect(admin).toEqual(expect.arrayContaining(flexActionsOf(state, actor)));
    }
  });

  it('lets a seller only cancel, and only before the box leaves the warehouse', () => {
    const sellers = FLEX_STATES.filter((state) => flexActionsOf(state, 'seller').length > 0);
    expect(sellers).toEqual(['PENDING_CREATE', 'READY_TO_SHIP']);
    for (const state of sellers) expect(flexActionsOf(state, 'seller')).toEqual(['cancel']);
  });

  it('reaches every state from PENDING_CREATE', () => {
    const seen = new Set<FlexOutcome>(['PENDING_CREATE']);
    for (let grew = true; grew;) {
      grew = false;
      for (const state of [...seen])
        for (const actor of FLEX_ACTORS)
          for (const action of flexActionsOf(state, actor)) {
            const next = flexStep(state, action, actor);
            if (next === null || seen.has(next)) continue;
            seen.add(next);
            grew = true;
          }
    }
    expect([...seen].sort()).toEqual([...OUTCOMES].sort());
  });

  it('labels every state and action with its own key (cancel with the common word)', () => {
    const states = Object.values(FLEX_STATE_LABEL);
    const actions = Object.values(FLEX_ACTION_LABEL);
    expect(Object.keys(FLEX_STATE_LABEL)).toEqual([...FLEX_STATES]);
    expect(Object.keys(FLEX_ACTION_LABEL)).toEqual([...FLEX_ACTIONS]);
    expect(new Set([...states, ...actions]).size).toBe(states.length + actions.length);
    for (const key of states) expect(key).toMatch(/^sourcing-flex:state\.[a-zA-Z]+$/);
    for (const key of actions)
      expect(key).toMatch(
        key === FLEX_ACTION_LABEL.cancel ? /^common:actions\.cancel$/ : /^sourcing-flex:action\.[a-zA-Z]+$/,
      );
    expect(FLEX_OUTCOME_LABEL.cancelled).toBe('sourcing-flex:state.cancelled');
    expect(new Set(Object.values(FLEX_OUTCOME_LABEL)).size).toBe(OUTCOMES.length);
  });

  it('a random walk of allowed steps visits only flex states and ends, within 8 steps, where it stays', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 20 }), (picks) => {
        let state: FlexOutcome = 'PENDING_CREATE';
        let steps = 0;
        for (const pick of picks) {
          const allowed = FLEX_ACTORS.flatMap((actor) =>
            flexActionsOf(state, actor).map((action) => ({ actor, action })),
          );
          if (allowed.length === 0) break;
          expect(isFlexTerminal(state)).toBe(false);
          const { actor, action } = allowed[pick % allowed.length];
          const next = flexStep(state, action, actor);
          if (next === null) throw new Error(`${actor} was offered ${action} from ${state} but refused`);
          expect(next === FLEX_CANCELLED || FLEX_STATES.some((s) => s === next)).toBe(true);
          state = next;
          steps += 1;
        }
        expect(steps).toBeLessThanOrEqual(8);
        if (steps < picks.length) expect(isFlexTerminal(state)).toBe(true);
        if (isFlexTerminal(state))
          for (const actor of FLEX_ACTORS)
            for (const action of FLEX_ACTIONS) expect(flexStep(state, action, actor)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});

describe('flex shipments as outbound orders', () => {
  it("numbers the spec's states from 1 in the spec's order, and a cancel 11, each read back", () => {
    expect(FLEX_STATES.map((s) => FLEX_STATUS_CODE[s])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(FLEX_STATUS_CODE.cancelled).toBe(11);
    for (const outcome of OUTCOMES) expect(flexOutcomeOf(FLEX_STATUS_CODE[outcome])).toBe(outcome);
    for (const code of [0, 12, -1, 2.5]) expect(flexOutcomeOf(code)).toBeNull();
  });

  it('holds the pairs exactly until the box leaves: in the states a seller may still cancel from', () => {
    expect(FLEX_HOLDING).toEqual(FLEX_STEPS.cancel.from);
    expect(FLEX_STEPS.ship.from).toEqual([FLEX_HOLDING[FLEX_HOLDING.length - 1]]);
    expect(FLEX_STEPS.ship.to).not.toBeOneOf([...FLEX_HOLDING]);
  });
});

describe("the program's feed, read as steps", () => {
  it.each(cells)('from %s, %s reaches a state only by the step of the table', (state, actor) => {
    for (const to of OUTCOMES) {
      const step = FLEX_ACTIONS.find(
        (action) => TABLE[state][action]?.by.includes(actor) && TABLE[state][action]?.to === to,
      );
      expect(flexActionTo(state, to, actor), `${state} -> ${to}`).toBe(step ?? null);
    }
  });

  it('walks a whole feed of the program, and takes no step for a state already reached', () => {
    const feed = ['IN_TRANSIT', 'DELIVERED', 'RECEIVED', 'AUTHENTICATING', 'LISTED'] as const;
    let state: FlexOutcome = 'SHIPPING';
    for (const next of feed) {
      const action = flexActionTo(state, next, 'program');
      expect(action, next).not.toBeNull();
      state = flexStep(state, action as FlexAction, 'program') as FlexOutcome;
    }
    expect(state).toBe('LISTED');
    expect(flexActionTo('DELIVERED', 'IN_TRANSIT', 'program')).toBeNull();
    expect(flexActionTo('DELIVERED', 'DELIVERED', 'program')).toBeNull();
    expect(flexActionTo('cancelled', 'IN_TRANSIT', 'program')).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planBurst } from '../../../../tests/client/support/scanner-timing';
import type { BurstPlan } from '../../../../tests/client/support/scanner-timing';
import { BURST_BREAK_MS, IDLE, scanKeyStep, SLOW_SCAN_GAP_MS } from './burst-detector';
import type { BurstState, BurstStep, KeyInput } from './burst-detector';

/** Feeds keys with the given gap (ms) between them, starting at t=1000; returns every step. */
function type(
  text: string,
  gapMs: number,
  opts: { enter?: boolean; enterGap?: number; minLength?: number; noField?: boolean } = {},
): BurstStep[] {
  const where = { noField: opts.noField ?? false };
  let state: BurstState = IDLE;
  let at = 1000;
  const steps: BurstStep[] = [];
  const keys: KeyInput[] = [...text].map((key) => ({ key }));
  keys.forEach((k, i) => {
    if (i > 0) at += gapMs;
    const step = scanKeyStep(state, k, at, opts.minLength, where);
    steps.push(step);
    state = step.state;
  });
  if (opts.enter) {
    at += opts.enterGap ?? gapMs;
    steps.push(scanKeyStep(state, { key: 'Enter' }, at, opts.minLength, where));
  }
  return steps;
}

const last = (steps: BurstStep[]) => steps[steps.length - 1];

describe('scanner burst detection', () => {
  it('takes characters 5 ms apart ending in Enter as a scan of the whole code', () => {
    const steps = type('1Z999AA10123456784', 5, { enter: true });
    expect(last(steps).code).toBe('1Z999AA10123456784');
    expect(last(steps).suppress).toBe(true);
  });

  it('accepts gaps just under 30 ms and refuses a gap of 30 ms', () => {
    expect(last(type('ABCDEFGH', 29, { enter: true })).code).toBe('ABCDEFGH');
    expect(last(type('ABCDEFGH', 30, { enter: true })).code).toBeUndefined();
  });

  it('leaves slower human typing alone: nothing held back, Enter passes through', () => {
    const steps = type('ABCDEFGH', 120, { enter: true });
    expect(steps.every((s) => !s.suppress)).toBe(true);
    expect(last(steps).code).toBeUndefined();
  });

  it('needs at least six characters (or the given minimum)', () => {
    expect(last(type('ABCDE', 5, { enter: true })).code).toBeUndefined();
    expect(last(type('ABCDEF', 5, { enter: true })).code).toBe('ABCDEF');
    expect(last(type('ABCDEFG', 5, { enter: true, minLength: 8 })).code).toBeUndefined();
  });

  it('lets the first three fast characters land, then holds the rest back', () => {
    const steps = type('ABCDEFGH', 5, { enter: true });
    expect(steps.slice(0, 3).map((s) => s.suppress)).toEqual([false, false, false]);
    expect(steps.slice(3, 8).every((s) => s.suppress)).toBe(true);
    expect(last(steps).landed).toBe('ABC');
  });

  it('an Enter after a pause ends the burst without a scan and gives the held characters back', () => {
    const steps = type('ABCDEFGH', 5, { enter: true, enterGap: 200 });
    expect(last(steps).code).toBeUndefined();
    expect(last(steps).suppress).toBe(false);
    expect(last(steps).giveBack).toBe('DEFGH');
  });

  it('a pause in the middle starts a new burst from the next character', () => {
    let steps = type('ABCDEF', 5);
    let state = last(steps).state;
    const resumed = scanKeyStep(state, { key: 'X' }, 5000);
    expect(resumed.giveBack).toBe('DEF');
    expect(resumed.suppress).toBe(false);
    state = resumed.state;
    steps = [];
    let at = 5000;
    for (const key of 'YZ12345') {
      at += 5;
      const step = scanKeyStep(state, { key }, at);
      steps.push(step);
      state = step.state;
    }
    expect(scanKeyStep(state, { key: 'Enter' }, at + 5).code).toBe('XYZ12345');
  });

  it('ignores Shift between characters (scanners shift for capitals)', () => {
    let state = IDLE;
    let at = 0;
    for (const key of ['A', 'Shift', 'B', 'C', 'Shift', 'D', 'E', 'F', 'Enter']) {
      at += 3;
      const step = scanKeyStep(state, { key }, at);
      state = step.state;
      if (key === 'Enter') expect(step.code).toBe('ABCDEF');
    }
  });

  it('a shortcut or a non-character key breaks the burst', () => {
    const steps = type('ABCDEF', 5);
    const broken = scanKeyStep(last(steps).state, { key: 'a', ctrlKey: true }, 1030);
    expect(broken.state).toEqual(IDLE);
    expect(broken.giveBack).toBe('DEF');
    expect(scanKeyStep(broken.state, { key: 'Enter' }, 1031).code).toBeUndefined();
    expect(scanKeyStep(last(steps).state, { key: 'Backspace' }, 1030).state).toEqual(IDLE);
  });

  it('an Enter with nothing before it is left alone', () => {
    const step = scanKeyStep(IDLE, { key: 'Enter' }, 10);
    expect(step).toMatchObject({ suppress: false, state: IDLE });
    expect(step.code).toBeUndefined();
  });

  it('takes a burst that slowed down before its Enter as unsure, with everything read', () => {
    let state: BurstState = IDLE;
    let at = 0;
    let last: BurstStep | undefined;
    [...'SCAN00', ...'0123'].forEach((key, i) => {
      at += i < 6 ? 5 : 60;
      last = scanKeyStep(state, { key }, at);
      state = last.state;
    });
    const enter = scanKeyStep(state, { key: 'Enter' }, at + 60);
    expect(enter.code).toBeUndefined();
    expect(enter.unsure).toBe('SCAN000123');
  });

  it('reports a scanner-paced burst that ends without Enter as unsure when the next key starts anew', () => {
    const steps = type('SCAN000123', 5);
    const next = scanKeyStep(last(steps).state, { key: 'X' }, 1045 + BURST_BREAK_MS);
    expect(next.unsure).toBe('SCAN000123');
    expect(next.giveBack).toBe('N000123');
  });

  it('never calls human typing unsure', () => {
    const steps = type('HELLOWORLD', 110, { enter: true });
    expect(steps.some((s) => s.unsure !== undefined || s.suppress)).toBe(false);
  });
});

describe('a slow scanner with no field focused', () => {
  it.each([20, 50, 80])('takes a steady burst %i ms a key ended by Enter as a scan', (gap) => {
    const enter = last(type('1Z999AA101', gap, { enter: true, noField: true }));
    expect(enter.code).toBe('1Z999AA101');
    expect(enter.suppress).toBe(true);
  });

  it("leaves the same burst to a focused field: it is typing there, and its Enter is the field's", () => {
    const steps = type('1Z999AA101', 50, { enter: true });
    expect(steps.some((s) => s.suppress || s.code !== undefined || s.unsure !== undefined)).toBe(false);
  });

  it('never takes a person typing 150 ms a key, or averaging the slow pace or slower, as a scan', () => {
    for (const gap of [150, 200, SLOW_SCAN_GAP_MS]) {
      const steps = type('HELLOWORLD', gap, { enter: true, noField: true });
      expect(steps.some((s) => s.suppress || s.code !== undefined || s.unsure !== undefined)).toBe(false);
    }
  });

  it('never takes a slow burst without Enter: nothing held, no scan, nothing to confirm', () => {
    const steps = type('1Z999AA101', 50, { noField: true });
    const next = scanKeyStep(last(steps).state, { key: 'X' }, 5000, undefined, { noField: true });
    expect([...steps, next].some((s) => s.suppress || s.code !== undefined || s.unsure !== undefined)).toBe(
      false,
    );
  });

  it('answers a slow burst too short to be a code as unsure rather than dropping it', () => {
    const enter = last(type('N001', 60, { enter: true, noField: true }));
    expect(enter.code).toBeUndefined();
    expect(enter.unsure).toBe('N001');
  });
});

/** Feeds a planned burst's keys by their timestamps; returns every step. */
function feed(plan: BurstPlan, from: BurstState = IDLE, offset = 0): BurstStep[] {
  let state = from;
  return plan.keys.map((k) => {
    const step = scanKeyStep(state, { key: k.key }, offset + k.timeStamp);
    state = step.state;
    return step;
  });
}

const codeArb = fc.stringMatching(/^[A-Z0-9]{6,24}$/);
/** Numbers in [0, 1) from fast-check, for the plan's jitter. */
const unitsArb = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
  minLength: 25,
  maxLength: 25,
});
const fromList = (units: number[]) => {
  let i = 0;
  return () => units[i++ % units.length];
};

describe('scanner bursts with jittered key timing', () => {
  it('takes the whole code once however each key is held up 20-100 ms (a Bluetooth link)', () => {
    fc.assert(
      fc.property(codeArb, unitsArb, (code, units) => {
        const steps = feed(planBurst(code, { jitter: { minMs: 20, maxMs: 100 }, random: fromList(units) }));
        expect(steps.filter((s) => s.code !== undefined).map((s) => s.code)).toEqual([code]);
        expect(steps.some((s) => s.unsure !== undefined)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('takes the whole code once when an 80 ms long task holds up keys that carry their own time', () => {
    fc.assert(
      fc.property(codeArb, fc.nat(), (code, where) => {
        const atKey = 1 + (where % code.length);
        const steps = feed(planBurst(code, { longTask: { atKey, ms: 80 } }));
        expect(steps.map((s) => s.code).filter(Boolean)).toEqual([code]);
      }),
    );
  });

  it('loses and doubles nothing: what lands in the field, what is given back and the code add up to what was typed', () => {
    // Any timing at all (a person, a scanner, both mixed): gaps 0-250 ms between keys.
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...'AB12 x'), fc.integer({ min: 0, max: 250 })), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.integer({ min: 0, max: 250 }),
        (keys, enterGap) => {
          let state: BurstState = IDLE;
          let at = 0;
          let field = '';
          let code = '';
          for (const [key, gap] of keys) {
            at += gap;
            const step = scanKeyStep(state, { key }, at);
            state = step.state;
            field += step.giveBack ?? '';
            if (!step.suppress) field += key;
          }
          const enter = scanKeyStep(state, { key: 'Enter' }, at + enterGap);
          field += enter.giveBack ?? '';
          if (enter.code !== undefined) {
            expect(field.endsWith(enter.landed ?? '')).toBe(true);
            field = field.slice(0, field.length - (enter.landed ?? '').length);
            code = enter.code;
          }
          expect(field + code).toBe(keys.map(([key]) => key).join(''));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('leaves a person typing 80-400 ms a key alone: nothing held, no scan, nothing to confirm', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 80, max: 400 }), { minLength: 6, maxLength: 20 }), (gaps) => {
        let state: BurstState = IDLE;
        let at = 0;
        for (const gap of [...gaps, 100]) {
          at += gap;
          const step = scanKeyStep(state, { key: state.chars.length === gaps.length ? 'Enter' : 'a' }, at);
          expect(step.suppress || step.code !== undefined || step.unsure !== undefined).toBe(false);
          state = step.state;
        }
      }),
    );
  });
});

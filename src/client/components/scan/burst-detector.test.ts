import { describe, expect, it } from 'vitest';
import { IDLE, scanKeyStep } from './burst-detector';
import type { BurstState, BurstStep, KeyInput } from './burst-detector';

/** Feeds keys with the given gap (ms) between them, starting at t=1000; returns every step. */
function type(
  text: string,
  gapMs: number,
  opts: { enter?: boolean; enterGap?: number; minLength?: number } = {},
): BurstStep[] {
  let state: BurstState = IDLE;
  let at = 1000;
  const steps: BurstStep[] = [];
  const keys: KeyInput[] = [...text].map((key) => ({ key }));
  keys.forEach((k, i) => {
    if (i > 0) at += gapMs;
    const step = scanKeyStep(state, k, at, opts.minLength);
    steps.push(step);
    state = step.state;
  });
  if (opts.enter) {
    at += opts.enterGap ?? gapMs;
    steps.push(scanKeyStep(state, { key: 'Enter' }, at, opts.minLength));
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
});

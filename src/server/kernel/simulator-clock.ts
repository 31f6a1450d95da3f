import fs from 'node:fs';

/** The simulator's time: the system's in the server, one a test moves by hand. */
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that stands still until moved: tracking and refunds advance only when a test says so. */
export class ManualClock implements Clock {
  constructor(private time: number) {}
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

/**
 * The system's time moved ahead by what was advanced: a simulator's past that a seed lets pass at
 * once (the demo's marketplace simulators wait out their own pace in no time while it is seeded).
 */
export class AdvancingClock implements Clock {
  private offsetMs = 0;
  private passing = 0;
  now(): number {
    return Date.now() + this.offsetMs;
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  /** A wait on this clock (an adapter's pace): real time, or no time while a seed lets waits pass. */
  sleep(ms: number): Promise<void> {
    if (this.passing > 0) {
      this.advance(ms);
      return Promise.resolve();
    }
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
  /** Runs `work` with every wait on this clock passed at once, the clock moved on by it instead. */
  async passingWaits<T>(work: () => Promise<T>): Promise<T> {
    this.passing += 1;
    try {
      return await work();
    } finally {
      this.passing -= 1;
    }
  }
}

/** The offset a test wrote ({ "offsetMs": n }); 0 when there is no file yet. */
function offsetOf(file: string): number {
  try {
    return Number((JSON.parse(fs.readFileSync(file, 'utf8')) as { offsetMs?: unknown }).offsetMs) || 0;
  } catch {
    return 0;
  }
}

/**
 * The system's time moved ahead by the offset a test writes to `file`, read at each call so a test in
 * another process can move it (CARRIER_SIMULATOR_CLOCK_FILE, tests only).
 */
export function fileOffsetClock(file: string): Clock {
  return { now: () => Date.now() + offsetOf(file) };
}

/** Moves a fileOffsetClock ahead by `ms` (tests). */
export function advanceFileClock(file: string, ms: number): void {
  fs.writeFileSync(file, JSON.stringify({ offsetMs: offsetOf(file) + ms }));
}

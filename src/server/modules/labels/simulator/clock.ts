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

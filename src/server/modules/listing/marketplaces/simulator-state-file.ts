import fs from 'node:fs';
import path from 'node:path';

/** A change is written this long after it at the soonest, and after 10 times the last write's time. */
const QUIET_MS = 200;

/**
 * A marketplace simulator's state file (the server's DATA_DIR), so a demo's sellers, listings and
 * orders survive a restart. Each write is the whole state as JSON: written after every change, a bulk
 * pass (thousands of price changes in batches) would spend its time rewriting it, so changes are
 * written together shortly after they happen, and at once when the simulator closes.
 */
export class SimulatorStateFile {
  private timer: NodeJS.Timeout | null = null;
  private lastWriteMs = 0;

  constructor(
    private readonly file: string | undefined,
    private readonly snapshot: () => unknown,
  ) {}

  /** Something changed: it is written soon. */
  changed(): void {
    if (!this.file || this.timer) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.write();
      },
      Math.max(QUIET_MS, 10 * this.lastWriteMs),
    );
    this.timer.unref();
  }

  /** Writes what is not written yet (the simulator closing). */
  flush(): void {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.write();
  }

  private write(): void {
    if (!this.file) return;
    const started = performance.now();
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(this.snapshot()));
    fs.renameSync(temporary, this.file);
    this.lastWriteMs = performance.now() - started;
  }
}

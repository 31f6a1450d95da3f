import { cmp, Dexie } from 'dexie';
import type { IntervalTree, ObservabilitySet } from 'dexie';

/**
 * The rows of one table that a screen needs (those passing `keep`), held in memory and kept current
 * from Dexie's change notices, re-reading only the keys a write touched:
 *   const mirror = new TableMirror({ table, load, keep, keyOf });
 *   const stop = mirror.subscribe(() => render(mirror.snapshot()));
 * A live query would re-read the whole selection after every write; at 20 scans a second, with a
 * thousand forecasts and a growing outbox, that re-reading alone kept the main thread busy. A
 * write whose keys Dexie does not list (a range delete, a bulk write of 50 rows or more, another
 * tab's clear) makes the mirror read its selection again, once.
 */
export type MirrorSnapshot<K, T> = {
  readonly version: number;
  readonly loaded: boolean;
  readonly rows: ReadonlyMap<K, T>;
};

/** What the mirror uses of a Dexie table. */
type MirroredTable<T, K> = {
  name: string;
  db: { name: string };
  bulkGet(keys: K[]): PromiseLike<(T | undefined)[]>;
};

type MirrorSpec<T, K> = {
  table: MirroredTable<T, K>;
  keyOf: (row: T) => K;
  /** The whole selection (an index query); rows it returns are still checked with `keep`. */
  load: () => Promise<T[]>;
  keep: (row: T) => boolean;
};

/** The single keys in a changed-keys tree, or 'all' when it holds a range. */
function changedKeys(tree: IntervalTree | undefined): unknown[] | 'all' {
  const keys: unknown[] = [];
  const stack: IntervalTree[] = tree ? [tree] : [];
  while (stack.length > 0) {
    const node = stack.pop() as IntervalTree;
    if (!('from' in node)) continue;
    if (cmp(node.from, node.to) !== 0) return 'all';
    keys.push(node.from);
    if (node.l) stack.push(node.l);
    if (node.r) stack.push(node.r);
  }
  return keys;
}

export class TableMirror<T, K> {
  private current: MirrorSnapshot<K, T> = { version: 0, loaded: false, rows: new Map() };
  private readonly listeners = new Set<() => void>();
  private readonly dirty = new Set<K>();
  private reloadAll = true;
  private working = false;
  private readonly part: string;

  constructor(private readonly spec: MirrorSpec<T, K>) {
    this.part = `idb://${spec.table.db.name}/${spec.table.name}/`;
  }

  snapshot(): MirrorSnapshot<K, T> {
    return this.current;
  }

  /** Starts following the table with the first subscriber; stops (and forgets) with the last. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) {
      Dexie.on('storagemutated', this.onMutated);
      this.reloadAll = true;
      this.work();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      Dexie.on.storagemutated.unsubscribe(this.onMutated);
      this.current = { version: this.current.version + 1, loaded: false, rows: new Map() };
      this.dirty.clear();
    };
  }

  private readonly onMutated = (parts: ObservabilitySet): void => {
    if (!(this.part in parts)) return;
    const keys = changedKeys(parts[this.part]);
    if (keys === 'all') this.reloadAll = true;
    else for (const key of keys) this.dirty.add(key as K);
    this.work();
  };

  /** One read at a time; notices that arrive meanwhile are read after it, so the newest write always wins. */
  private work(): void {
    if (this.working || this.listeners.size === 0) return;
    if (!this.reloadAll && this.dirty.size === 0) return;
    this.working = true;
    let read = true;
    void this.readChanges()
      .catch((error: unknown) => {
        // The database went away (closed, deleted): the next write reads everything again.
        read = false;
        this.reloadAll = true;
        console.warn('offline cache mirror could not read', this.part, error);
      })
      .finally(() => {
        this.working = false;
        if (read) this.work();
      });
  }

  private async readChanges(): Promise<void> {
    const { table, keyOf, load, keep } = this.spec;
    let rows: Map<K, T>;
    if (this.reloadAll) {
      this.reloadAll = false;
      this.dirty.clear();
      rows = new Map();
      for (const row of await load()) if (keep(row)) rows.set(keyOf(row), row);
    } else {
      const keys = [...this.dirty];
      this.dirty.clear();
      const found = await table.bulkGet(keys);
      rows = new Map(this.current.rows);
      keys.forEach((key, i) => {
        const row = found[i];
        if (row !== undefined && keep(row)) rows.set(key, row);
        else rows.delete(key);
      });
    }
    if (this.listeners.size === 0) return;
    this.current = { version: this.current.version + 1, loaded: true, rows };
    for (const listener of [...this.listeners]) listener();
  }
}

// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aForecast } from '../../../tests/client/support/offline-rows';
import { freshTablet } from '../../../tests/client/support/offline-fake-server';
import { offlineDb } from './db';
import { TableMirror } from './table-mirror';
import type { LocalForecast } from './types';

beforeEach(async () => {
  await freshTablet();
});

/** A mirror of warehouse 3's forecasts, with its whole-selection reads and its by-key reads counted. */
function warehouseMirror() {
  const load = vi.fn(() => offlineDb.forecasts.where('wareId').equals(3).toArray());
  const bulkGet = vi.fn((keys: number[]) => offlineDb.forecasts.bulkGet(keys));
  const mirror = new TableMirror<LocalForecast, number>({
    table: { name: offlineDb.forecasts.name, db: offlineDb, bulkGet },
    keyOf: (f) => f.id,
    load,
    keep: (f) => f.wareId === 3,
  });
  const changes = vi.fn();
  const stop = mirror.subscribe(changes);
  const ids = () => [...mirror.snapshot().rows.keys()].sort((a, b) => a - b);
  return { mirror, load, bulkGet, changes, stop, ids };
}

describe('an in-memory mirror of a cache table', () => {
  it('loads the selection once, then re-reads only the rows a write touched', async () => {
    await offlineDb.forecasts.bulkPut([
      aForecast({ id: 1 }),
      aForecast({ id: 2 }),
      aForecast({ id: 9, wareId: 4 }),
    ]);
    const { mirror, load, bulkGet, ids } = warehouseMirror();
    await vi.waitFor(() => expect(mirror.snapshot().loaded).toBe(true));
    expect(ids()).toEqual([1, 2]);
    const untouched = mirror.snapshot().rows.get(1);

    await offlineDb.forecasts.put(aForecast({ id: 2, remark: 'changed' }));
    await vi.waitFor(() => expect(mirror.snapshot().rows.get(2)?.remark).toBe('changed'));
    // Rows nobody wrote keep their objects, so memoised rows on screen do not re-render.
    expect(mirror.snapshot().rows.get(1)).toBe(untouched);
    await offlineDb.forecasts.delete(1);
    await offlineDb.forecasts.put(aForecast({ id: 10, wareId: 4 }));
    await vi.waitFor(() => expect(ids()).toEqual([2]));

    expect(load).toHaveBeenCalledTimes(1);
    expect(bulkGet.mock.calls.flat(2).sort((a, b) => a - b)).toEqual([1, 2, 10]);
  });

  it('reads the whole selection again after a write whose keys it is not told (a clear, a bulk write of 50 or more)', async () => {
    const { mirror, load, ids } = warehouseMirror();
    await vi.waitFor(() => expect(mirror.snapshot().loaded).toBe(true));
    await offlineDb.forecasts.bulkPut(Array.from({ length: 60 }, (_, i) => aForecast({ id: i + 1 })));
    await vi.waitFor(() => expect(ids()).toHaveLength(60));
    expect(load).toHaveBeenCalledTimes(2);

    await offlineDb.forecasts.clear();
    await vi.waitFor(() => expect(ids()).toEqual([]));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('tells its subscribers after each read and stops following the table with the last of them', async () => {
    const { mirror, changes, stop, bulkGet } = warehouseMirror();
    await vi.waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
    await offlineDb.forecasts.put(aForecast({ id: 5 }));
    await vi.waitFor(() => expect(changes).toHaveBeenCalledTimes(2));

    stop();
    expect(mirror.snapshot().loaded).toBe(false);
    await offlineDb.forecasts.put(aForecast({ id: 6 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changes).toHaveBeenCalledTimes(2);
    expect(bulkGet.mock.calls.flat(2)).toEqual([5]);
  });
});

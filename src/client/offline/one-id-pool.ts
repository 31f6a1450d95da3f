import { useLiveQuery } from 'dexie-react-hooks';
import { formatOneId, parseOneId } from '../../domain/kernel/one-id';
import { ONE_ID_LEASE_MAX } from '../../domain/sync/rules';
import { offlineDb } from './db';
import { getDeviceId } from './device';

/**
 * ONE IDs leased to this device (POST /oneid/lease), so an inspection can print its label offline.
 * The engine keeps at least POOL_LOW_WATER unused while online, leasing POOL_LEASE_COUNT at a time.
 */
export const POOL_LOW_WATER = 100;
export const POOL_LEASE_COUNT = Math.min(200, ONE_ID_LEASE_MAX);

/** The message key screens show when the device has no ONE ID left (offline too long). */
export class OneIdPoolEmptyError extends Error {
  readonly messageKey = 'sync:oneIdPool.empty';
  constructor() {
    super('No ONE ID left on this device: connect to the network to lease more');
    this.name = 'OneIdPoolEmptyError';
  }
}

export type OneIdLease = { start: string; end: string; count: number; leasedAt: string };

/** Marks the lowest unused leased ONE ID as used and returns it. */
export async function takeOneId(): Promise<string> {
  const deviceId = await getDeviceId();
  return offlineDb.transaction('rw', offlineDb.oneIds, async () => {
    // Within the index the rows are in key order: the lowest ONE ID first.
    const first = await offlineDb.oneIds.where('[deviceId+used]').equals([deviceId, 0]).first();
    if (!first) throw new OneIdPoolEmptyError();
    await offlineDb.oneIds.update(first.oneId, { used: 1 });
    return first.oneId;
  });
}

export async function unusedOneIdCount(deviceId: string): Promise<number> {
  return offlineDb.oneIds.where('[deviceId+used]').equals([deviceId, 0]).count();
}

/** Keeps a leased block. */
export async function storeLease(deviceId: string, lease: OneIdLease): Promise<void> {
  const start = parseOneId(lease.start);
  const end = parseOneId(lease.end);
  if (start === null || end === null || end < start)
    throw new Error(`bad ONE ID lease ${lease.start}..${lease.end}`);
  const rows = [];
  for (let n = start; n <= end; n += 1)
    rows.push({ oneId: formatOneId(n), deviceId, leasedAt: lease.leasedAt, used: 0 as const });
  await offlineDb.oneIds.bulkPut(rows);
}

export function useOneIdPoolSize(): number | undefined {
  return useLiveQuery(async () => unusedOneIdCount(await getDeviceId()), []);
}

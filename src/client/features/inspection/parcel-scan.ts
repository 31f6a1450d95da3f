import type { LocalForecast, LocalParcel, QueuedOp } from '../../offline/types';
import { ParcelStatus } from '../../../domain/inbound/rules';
import { findParcel, parcelsAwaitingInspection, parcelStatusShown } from './awaiting-parcels';

/**
 * What a scanned code on the inspection screen says about a parcel, from the tablet's caches:
 *   - awaiting: a received parcel with items left to inspect (the screen chooses it);
 *   - fullyInspected: every expected item is inspected, as the cache shows it before the sync, or
 *     after it, when the server has the parcel checked and it has left the cache: this tablet
 *     queued or synced its inspections, or it is the parcel just finished (`lastSeen`);
 *   - notAwaiting: a parcel here in another status (scheduled, say);
 *   - none: no parcel of this warehouse that the tablet knows (maybe a SKU or a ONE ID).
 */
export type ParcelScan =
  | { kind: 'awaiting'; forecast: LocalForecast; parcel: LocalParcel }
  | { kind: 'fullyInspected' }
  | { kind: 'notAwaiting'; status: number }
  | { kind: 'none' };

const KEPT_STATES: readonly QueuedOp['state'][] = ['pending', 'sending', 'applied'];

export function parcelScan(
  code: string,
  forecasts: readonly LocalForecast[],
  ops: readonly QueuedOp[],
  lastSeen?: { parcel: LocalParcel },
): ParcelScan {
  const hit = findParcel(forecasts, code);
  if (hit) {
    if (parcelsAwaitingInspection([hit.forecast]).some((p) => p.logNo === code))
      return { kind: 'awaiting', ...hit };
    const status = parcelStatusShown(hit.forecast, hit.parcel);
    return status === ParcelStatus.checked ? { kind: 'fullyInspected' } : { kind: 'notAwaiting', status };
  }
  const inspectedHere = ops.some(
    (op) => op.type === 'inspectItem' && op.payload.logNo === code && KEPT_STATES.includes(op.state),
  );
  if (inspectedHere || lastSeen?.parcel.logNo === code) return { kind: 'fullyInspected' };
  return { kind: 'none' };
}

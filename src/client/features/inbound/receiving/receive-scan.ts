import { ParcelStatus, normalizeTrackingNumber } from '../../../../domain/inbound/rules';
import { isValidTrackingNumber } from '../../../../domain/kernel/tracking';
import type { LocalForecast, LocalParcel, QueuedOp } from '../../../offline/types';

/**
 * What a receiving scan means, decided from local data only (the tablet's caches and outbox), so
 * the answer is on screen at once, online or not. The server decides again when the op arrives:
 * a parcel another tablet received first comes back as a conflict in the session list.
 *   classifyScan(raw, lookup) -> ScanOutcome; only 'matched' and 'unforecast' queue a receiveParcel op.
 */

export type ParcelMatch = { forecast: LocalForecast; parcel: LocalParcel };

/** The local answers a scan needs: a parcel of a forecast of this warehouse, and this tablet's receipts. */
export type ScanLookup = {
  parcel: (logNo: string) => ParcelMatch | undefined;
  /** This tablet's receiveParcel op for the tracking number that still stands (not rejected or discarded). */
  ownReceipt: (logNo: string) => Pick<QueuedOp, 'opId' | 'createdAt' | 'state'> | undefined;
};

export type ScanOutcome =
  | { kind: 'invalid'; logNo: string }
  | { kind: 'matched'; logNo: string; match: ParcelMatch }
  | { kind: 'unforecast'; logNo: string }
  | {
      kind: 'alreadyReceived';
      logNo: string;
      match?: ParcelMatch;
      /** When it was received: this tablet's scan time, or the server's receipt time. */
      at: string | null;
      /** Received by a scan on this tablet (waiting to sync while `waiting`). */
      onThisTablet: boolean;
      waiting: boolean;
      /** The operator, when the cache knows it. */
      by?: string;
    };

/** Who received a parcel: the pull rows name them (receivedBy); rows made by a local effect do not. */
export function receivedByOf(parcel: LocalParcel): string | undefined {
  const by = (parcel as LocalParcel & { receivedBy?: unknown }).receivedBy;
  return typeof by === 'string' && by ? by : undefined;
}

export function classifyScan(raw: string, lookup: ScanLookup): ScanOutcome {
  const logNo = normalizeTrackingNumber(raw);
  if (!isValidTrackingNumber(logNo)) return { kind: 'invalid', logNo };

  const own = lookup.ownReceipt(logNo);
  const match = lookup.parcel(logNo);
  if (own) {
    const waiting = own.state === 'pending' || own.state === 'sending';
    return { kind: 'alreadyReceived', logNo, match, at: own.createdAt, onThisTablet: true, waiting };
  }
  // A cancelled forecast's parcel no longer reserves its tracking number: the server records it as unforecast.
  if (!match || match.parcel.cancelled) return { kind: 'unforecast', logNo };
  if (match.parcel.status !== ParcelStatus.scheduled) {
    return {
      kind: 'alreadyReceived',
      logNo,
      match,
      at: match.parcel.gmtReceived,
      onThisTablet: false,
      waiting: false,
      by: receivedByOf(match.parcel),
    };
  }
  return { kind: 'matched', logNo, match };
}

/** Whether the outcome becomes a receiveParcel op. */
export function queuesReceipt(outcome: ScanOutcome): boolean {
  return outcome.kind === 'matched' || outcome.kind === 'unforecast';
}

/** Tracking number -> parcel of the warehouse's forecasts, built once per cache change for O(1) scans. */
export function indexParcels(forecasts: readonly LocalForecast[]): Map<string, ParcelMatch> {
  const index = new Map<string, ParcelMatch>();
  for (const forecast of forecasts) {
    for (const parcel of forecast.parcels) {
      // A live parcel wins over a cancelled one with the same number (re-forecast after a cancel).
      const seen = index.get(parcel.logNo);
      if (!seen || (seen.parcel.cancelled && !parcel.cancelled))
        index.set(parcel.logNo, { forecast, parcel });
    }
  }
  return index;
}

/** This tablet's standing receipt per tracking number (the newest, if a rejected one was resent). */
export function indexOwnReceipts(ops: readonly QueuedOp[]): Map<string, QueuedOp> {
  const index = new Map<string, QueuedOp>();
  for (const op of ops) {
    if (op.type !== 'receiveParcel' || op.state === 'rejected' || op.state === 'discarded') continue;
    const logNo = typeof op.payload.logNo === 'string' ? normalizeTrackingNumber(op.payload.logNo) : '';
    const seen = index.get(logNo);
    if (logNo && (!seen || seen.seq < op.seq)) index.set(logNo, op);
  }
  return index;
}

import { normalizeTrackingNumber, RETURN_ONE_IDS_MAX } from '../../../../domain/inbound/rules';
import { parseOneId } from '../../../../domain/kernel/one-id';
import { isInWarehouse } from '../../../../domain/kernel/product-rules';
import { isValidTrackingNumber } from '../../../../domain/kernel/tracking';

/**
 * The ReturnWarehouse scan state machine, pure: the first scan is the returned parcel's tracking
 * number, every later scan one of the ONE IDs it holds (at most RETURN_ONE_IDS_MAX, each once).
 * A ONE ID looks like a tracking number too, so the order decides what a scan is.
 *
 * The server refuses a tracking number already in use by any parcel, so one this tablet knows
 * (expected, or already returned here and waiting to sync) is refused at once. A ONE ID the cache
 * shows still in this warehouse gets a warning only: the cache may be older than the outbound.
 */
export type ReturnDraft = { logNo: string | null; oneIds: string[]; warnings: Record<string, string> };

export const emptyReturn: ReturnDraft = { logNo: null, oneIds: [], warnings: {} };

export type ReturnTone = 'ok' | 'warn' | 'error';
export type ReturnFeedback = { tone: ReturnTone; key: string; values?: Record<string, string | number> };
export type ReturnStep = { draft: ReturnDraft; feedback: ReturnFeedback };

/** What the tablet knows of a tracking number: a parcel in its caches or a return queued here. */
export type KnownParcel = 'expectedParcel' | 'queuedHere' | undefined;

export function onTrackingScanned(draft: ReturnDraft, raw: string, known: KnownParcel): ReturnStep {
  const logNo = normalizeTrackingNumber(raw);
  if (!isValidTrackingNumber(logNo))
    return { draft, feedback: { tone: 'error', key: 'scan.badTracking', values: { code: logNo } } };
  if (known === 'expectedParcel')
    return { draft, feedback: { tone: 'error', key: 'scan.trackingExpected', values: { logNo } } };
  if (known === 'queuedHere')
    return { draft, feedback: { tone: 'error', key: 'scan.trackingQueued', values: { logNo } } };
  return { draft: { ...draft, logNo }, feedback: { tone: 'ok', key: 'scan.trackingSet', values: { logNo } } };
}

/** `status` is the item's status in this warehouse's cache, or undefined when the cache has no such item. */
export function onOneIdScanned(draft: ReturnDraft, raw: string, status: number | undefined): ReturnStep {
  const oneId = raw.trim();
  if (!draft.logNo) return { draft, feedback: { tone: 'error', key: 'scan.trackingFirst' } };
  if (parseOneId(oneId) === null)
    return { draft, feedback: { tone: 'error', key: 'scan.notOneId', values: { code: oneId } } };
  if (draft.oneIds.includes(oneId))
    return { draft, feedback: { tone: 'warn', key: 'scan.oneIdTwice', values: { oneId } } };
  if (draft.oneIds.length >= RETURN_ONE_IDS_MAX) {
    return { draft, feedback: { tone: 'error', key: 'scan.tooMany', values: { max: RETURN_ONE_IDS_MAX } } };
  }
  const stillHere = status !== undefined && isInWarehouse(status);
  const warnings = stillHere ? { ...draft.warnings, [oneId]: 'scan.oneIdStillHere' } : draft.warnings;
  const next = { ...draft, oneIds: [...draft.oneIds, oneId], warnings };
  const values = { oneId, count: next.oneIds.length, max: RETURN_ONE_IDS_MAX };
  return {
    draft: next,
    feedback: stillHere
      ? { tone: 'warn', key: 'scan.oneIdStillHere', values }
      : { tone: 'ok', key: 'scan.oneIdAdded', values },
  };
}

/** A scan, routed by the step the draft is in. */
export function isTrackingStep(draft: ReturnDraft): boolean {
  return draft.logNo === null;
}

export function removeOneId(draft: ReturnDraft, oneId: string): ReturnDraft {
  const warnings = { ...draft.warnings };
  delete warnings[oneId];
  return { ...draft, oneIds: draft.oneIds.filter((o) => o !== oneId), warnings };
}

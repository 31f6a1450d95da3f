import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createStore } from 'zustand';
import type { StoreApi } from 'zustand';
import { scanFeedback } from '../../../components/scan/scan-feedback';
import {
  findOpsForParcel,
  findParcelByLogNo,
  useLocalForecasts,
  useLocalOps,
} from '../../../offline/local-queries';
import { enqueueOp, OpInputError } from '../../../offline/outbox';
import type { QueuedOp } from '../../../offline/types';
import { classifyScan, indexOwnReceipts, indexParcels, queuesReceipt } from './receive-scan';
import type { ScanLookup, ScanOutcome } from './receive-scan';
import { queuedInSession, useSessionScans } from './session-scans';

const STANDING: ReadonlySet<QueuedOp['state']> = new Set(['pending', 'sending', 'applied']);

/** The last scan's result: its own little store, so painting the banner re-renders the banner only. */
export type OutcomeStore = StoreApi<{ outcome: ScanOutcome | null }>;

/**
 * The receiving scan of the WarehousingAppoint screen:
 *   const { outcomeStore, receive, forecasts, opsById } = useReceiveScan(wareId);
 * receive(code) answers from in-memory indexes synchronously and paints the banner before it
 * returns (flushSync: the result is on screen in the Enter key's own task, before any IndexedDB
 * write), records it in this session's scans, then queues a receiveParcel op through the outbox
 * (in the next task) when the scan is a forecast parcel or an unknown one. Before the caches have loaded it asks Dexie directly. A parcel scanned twice
 * before the cache shows the first scan's effect is caught by this session's scans (updated in the
 * same task), so it is never queued twice.
 */
export function useReceiveScan(wareId: number) {
  const forecasts = useLocalForecasts(wareId);
  const ops = useLocalOps({ type: 'receiveParcel', wareId });
  const parcelIndex = useMemo(() => (forecasts ? indexParcels(forecasts) : undefined), [forecasts]);
  const ownIndex = useMemo(() => (ops ? indexOwnReceipts(ops) : undefined), [ops]);
  const opsById = useMemo(() => new Map((ops ?? []).map((op) => [op.opId, op])), [ops]);
  const [outcomeStore] = useState<OutcomeStore>(() => createStore(() => ({ outcome: null })));

  // The scan handler is attached once; it reads the newest indexes through a ref.
  const latest = useRef({ parcelIndex, ownIndex, opsById, wareId });
  useLayoutEffect(() => {
    latest.current = { parcelIndex, ownIndex, opsById, wareId };
  }, [parcelIndex, ownIndex, opsById, wareId]);

  const show = useCallback(
    (next: ScanOutcome) => {
      flushSync(() => outcomeStore.setState({ outcome: next }));
      if (next.kind === 'matched') scanFeedback.success();
      else if (next.kind === 'invalid') scanFeedback.error();
      else scanFeedback.warn();
    },
    [outcomeStore],
  );

  const queue = useCallback((next: ScanOutcome, ware: number) => {
    const { add, update } = useSessionScans.getState();
    const key = add({ wareId: ware, at: new Date().toISOString(), outcome: next });
    if (!queuesReceipt(next)) return;
    // In a task of its own, after the banner's paint: the op's validation and IndexedDB transaction
    // are not the scan's answer. Tasks run in order, so ops keep the order of the scans.
    setTimeout(() => {
      enqueueOp('receiveParcel', { logNo: next.logNo })
        .then((op) => update(key, { opId: op.opId }))
        .catch((error: unknown) => {
          const reason =
            error instanceof OpInputError || error instanceof Error ? error.message : String(error);
          update(key, { queueError: reason });
        });
    }, 0);
  }, []);

  const receive = useCallback(
    (code: string) => {
      const { parcelIndex: parcels, ownIndex: own, opsById: byId, wareId: ware } = latest.current;
      // Read when asked, not when scanned: a Dexie lookup answers after later scans were queued.
      const sessionReceipt = (logNo: string) => {
        const row = queuedInSession(useSessionScans.getState().scans, ware, logNo);
        if (!row) return undefined;
        const op = row.opId ? byId.get(row.opId) : undefined;
        if (op && !STANDING.has(op.state)) return undefined;
        return { opId: row.opId ?? '', createdAt: row.at, state: op?.state ?? ('pending' as const) };
      };
      if (parcels && own) {
        const lookup: ScanLookup = {
          parcel: (logNo) => parcels.get(logNo),
          ownReceipt: (logNo) => own.get(logNo) ?? sessionReceipt(logNo),
        };
        const next = classifyScan(code, lookup);
        show(next);
        queue(next, ware);
        return;
      }
      void receiveFromDexie(code, ware, sessionReceipt).then((next) => {
        show(next);
        queue(next, ware);
      });
    },
    [queue, show],
  );

  return { outcomeStore, receive, forecasts, opsById };
}

/** The same decision before the caches have loaded: a direct lookup in Dexie. */
async function receiveFromDexie(
  code: string,
  wareId: number,
  sessionReceipt: ScanLookup['ownReceipt'],
): Promise<ScanOutcome> {
  const draft = classifyScan(code, { parcel: () => undefined, ownReceipt: () => undefined });
  if (draft.kind === 'invalid') return draft;
  const [match, ops] = await Promise.all([
    findParcelByLogNo(wareId, draft.logNo),
    findOpsForParcel(draft.logNo),
  ]);
  const own = indexOwnReceipts(ops.filter((op) => op.wareId === wareId));
  return classifyScan(code, {
    parcel: () => match,
    ownReceipt: (logNo) => own.get(logNo) ?? sessionReceipt(logNo),
  });
}

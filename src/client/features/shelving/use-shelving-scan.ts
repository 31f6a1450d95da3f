import { useCallback, useRef, useState } from 'react';
import { scanFeedback } from '../../components/scan/scan-feedback';
import { findItemByOneId, findShelfByCode } from '../../offline/local-queries';
import { enqueueOp, OpInputError } from '../../offline/outbox';
import { selectedWareId } from '../../stores/session';
import { findInspectionOf } from './inspection-of';
import {
  classifyScan,
  initialShelvingState,
  onItemScanned,
  onShelfChosen,
  setBatchMode,
  shelfProblem,
} from './shelving-scan';
import type { Feedback, KnownShelf, ShelvingState, Step } from './shelving-scan';

/**
 * Runs the shelving scan machine on this tablet: looks each scan up in the local caches, decides
 * with shelving-scan.ts, queues the shelveItem op (online too: the engine sends it at once) and
 * gives the sound. One scan is handled at a time, in the order they came, so a fast batch never
 * reorders items.
 */
export type ShelvingScan = {
  state: ShelvingState;
  feedback: Feedback | null;
  handleScan: (code: string) => Promise<void>;
  chooseShelf: (shelf: KnownShelf) => Promise<void>;
  setBatch: (batch: boolean) => void;
};

export function useShelvingScan(): ShelvingScan {
  const [state, setState] = useState<ShelvingState>(initialShelvingState);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const stateRef = useRef(state);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const show = useCallback((next: Feedback) => {
    setFeedback(next);
    if (next.tone === 'error') scanFeedback.error();
    else if (next.tone === 'warn') scanFeedback.warn();
    else scanFeedback.success();
  }, []);

  const apply = useCallback(
    async (step: Step) => {
      if (step.shelve) {
        const { oneId, shelf, dependsOn } = step.shelve;
        try {
          await enqueueOp('shelveItem', { oneId, shelfId: shelf.id }, dependsOn ? { dependsOn } : {});
        } catch (error) {
          // Nothing was queued: keep the item waiting for its shelf so the scan is not lost.
          const reason = error instanceof OpInputError ? error.message : String(error);
          show({ tone: 'error', key: 'scan.notQueued', values: { oneId, reason } });
          return;
        }
      }
      stateRef.current = step.state;
      setState(step.state);
      show(step.feedback);
    },
    [show],
  );

  const serially = useCallback((work: () => Promise<void>) => {
    const next = queue.current.then(work, work);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  const handleScan = useCallback(
    (code: string) =>
      serially(async () => {
        const wareId = selectedWareId();
        if (wareId === null) return show({ tone: 'error', key: 'scan.noWarehouse' });
        const scan = classifyScan(code);
        if (scan.kind === 'unknown')
          return show({ tone: 'error', key: 'scan.notUnderstood', values: { code: code.trim() } });
        if (scan.kind === 'oneId') {
          const known = await findItemByOneId(wareId, scan.oneId);
          const inspection = await findInspectionOf(scan.oneId);
          return apply(onItemScanned(stateRef.current, scan.oneId, known, inspection));
        }
        const shelf = scan.wareId === wareId ? await findShelfByCode(wareId, scan.code) : undefined;
        const problem = shelfProblem(scan, wareId, shelf);
        if (problem || !shelf)
          return show(problem ?? { tone: 'error', key: 'scan.shelfUnknown', values: { code: scan.code } });
        return apply(onShelfChosen(stateRef.current, shelf));
      }),
    [apply, serially, show],
  );

  const chooseShelf = useCallback(
    (shelf: KnownShelf) => serially(() => apply(onShelfChosen(stateRef.current, shelf))),
    [apply, serially],
  );

  const setBatch = useCallback((batch: boolean) => {
    const next = setBatchMode(batch);
    stateRef.current = next;
    setState(next);
    setFeedback({ tone: 'ok', key: batch ? 'scan.batchOn' : 'scan.batchOff' });
  }, []);

  return { state, feedback, handleScan, chooseShelf, setBatch };
}

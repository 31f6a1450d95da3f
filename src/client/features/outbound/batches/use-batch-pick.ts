import { useCallback, useEffect, useRef, useState } from 'react';
import type { PickLine } from '../../../../domain/outbound/batches';
import { scanFeedback } from '../../../components/scan/scan-feedback';
import { discardOp, enqueueOp, OpInputError, releaseHeldOp } from '../../../offline/outbox';
import { offlineDb } from '../../../offline/db';
import { decidePick } from './pick-scan';

/**
 * Picking one batch on this tablet: each scan is decided on the tablet's copy of the pick list
 * (pick-scan.ts), queued as an outbound.pick op (online too: the engine sends it at once) and
 * answered with a sound and the large banner. Shipping and exceptions are ops too. One scan at a
 * time, in the order they came.
 *
 * "Confirm shipped" asks nothing (scanning speed matters) but may be undone for SHIP_UNDO_MS: its op
 * is queued at once, with the tablet's copy showing the order shipped, and held back from the server
 * (with every later op) until the window ends; Undo discards it on the tablet, online or not.
 */
export type PickFeedback = { tone: 'ok' | 'warn' | 'error'; key: string; values: Record<string, string> };
export type UndoableShip = { opId: string; oddNo: string };

export const SHIP_UNDO_MS = 6000;

export function useBatchPick(batchId: number) {
  const [feedback, setFeedback] = useState<PickFeedback | null>(null);
  const [undoable, setUndoable] = useState<UndoableShip | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const held = useRef<{ opId: string; timer: ReturnType<typeof setTimeout> } | null>(null);

  /** Ends the undo window of the ship op held now, if any: it goes to the server. */
  const release = useCallback(() => {
    const now = held.current;
    if (!now) return;
    held.current = null;
    clearTimeout(now.timer);
    setUndoable(null);
    void releaseHeldOp(now.opId);
  }, []);
  // Leaving the screen ends the window (the op would go at its hold time anyway, even after a reload).
  useEffect(() => release, [release]);

  const show = useCallback((next: PickFeedback) => {
    setFeedback(next);
    if (next.tone === 'error') scanFeedback.error();
    else if (next.tone === 'warn') scanFeedback.warn();
    else scanFeedback.success();
  }, []);

  const queued = useCallback(
    async (run: () => Promise<unknown>, ok: PickFeedback) => {
      try {
        await run();
        show(ok);
      } catch (error) {
        const reason = error instanceof OpInputError ? error.message : String(error);
        show({ tone: 'error', key: 'pick.notQueued', values: { reason } });
      }
    },
    [show],
  );

  const handleScan = useCallback(
    (code: string) => {
      const work = async () => {
        const batch = await offlineDb.batches.get(batchId);
        const lines: PickLine[] = batch?.lines ?? [];
        const d = decidePick(lines, code);
        const batchNo = batch?.batchNo ?? '';
        if (d.kind === 'notAOneId')
          return show({ tone: 'error', key: 'pick.notAOneId', values: { code: d.code } });
        if (d.kind === 'notInBatch')
          return show({ tone: 'error', key: 'pick.notInBatch', values: { oneId: d.oneId, batchNo } });
        const values = { oneId: d.line.oneId, shelf: d.line.shelfName, oddNo: d.line.oddNo };
        if (d.kind === 'orderClosed') return show({ tone: 'error', key: 'pick.orderClosed', values });
        if (d.kind === 'alreadyPicked') return show({ tone: 'warn', key: 'pick.alreadyPicked', values });
        return queued(() => enqueueOp('outbound.pick', { batchId, oneId: d.line.oneId }), {
          tone: 'ok',
          // A pair on no shelf (not shelved yet, or ready for listing) was picked from wherever it lay.
          key: d.line.shelfName ? 'pick.picked' : 'pick.pickedNoShelf',
          values,
        });
      };
      const next = queue.current.then(work, work);
      queue.current = next.catch(() => undefined);
      return next;
    },
    [batchId, queued, show],
  );

  const confirmShipped = useCallback(
    async (order: { orderId: number; oddNo: string }) => {
      release();
      let opId = '';
      await queued(
        async () => {
          opId = (
            await enqueueOp('outbound.ship', { batchId, orderId: order.orderId }, { holdMs: SHIP_UNDO_MS })
          ).opId;
        },
        { tone: 'ok', key: 'pick.shipped', values: { oddNo: order.oddNo } },
      );
      if (!opId) return;
      held.current = { opId, timer: setTimeout(release, SHIP_UNDO_MS) };
      setUndoable({ opId, oddNo: order.oddNo });
    },
    [batchId, queued, release],
  );

  /** Takes the held ship back: the order is open again on the tablet and nothing reaches the server. */
  const undoShipped = useCallback(async () => {
    const now = held.current;
    if (!now) return;
    held.current = null;
    clearTimeout(now.timer);
    const oddNo = undoable?.oddNo ?? '';
    setUndoable(null);
    try {
      await discardOp(now.opId);
      show({ tone: 'warn', key: 'pick.shipUndone', values: { oddNo } });
    } catch (error) {
      show({ tone: 'error', key: 'pick.notQueued', values: { reason: String(error) } });
    }
  }, [show, undoable]);

  const markException = useCallback(
    (order: { orderId: number; oddNo: string }, remark: string) =>
      queued(() => enqueueOp('outbound.exception', { batchId, orderId: order.orderId, remark }), {
        tone: 'warn',
        key: 'pick.exception',
        values: { oddNo: order.oddNo },
      }),
    [batchId, queued],
  );

  return { feedback, handleScan, confirmShipped, markException, undoable, undoShipped };
}

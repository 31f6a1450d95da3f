import { useCallback, useRef, useState } from 'react';
import type { PickLine } from '../../../../domain/outbound/batches';
import { scanFeedback } from '../../../components/scan/scan-feedback';
import { enqueueOp, OpInputError } from '../../../offline/outbox';
import { offlineDb } from '../../../offline/db';
import { decidePick } from './pick-scan';

/**
 * Picking one batch on this tablet: each scan is decided on the tablet's copy of the pick list
 * (pick-scan.ts), queued as an outbound.pick op (online too: the engine sends it at once) and
 * answered with a sound and the large banner. Shipping and exceptions are ops too. One scan at a
 * time, in the order they came.
 */
export type PickFeedback = { tone: 'ok' | 'warn' | 'error'; key: string; values: Record<string, string> };

export function useBatchPick(batchId: number) {
  const [feedback, setFeedback] = useState<PickFeedback | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

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
    (order: { orderId: number; oddNo: string }) =>
      queued(() => enqueueOp('outbound.ship', { batchId, orderId: order.orderId }), {
        tone: 'ok',
        key: 'pick.shipped',
        values: { oddNo: order.oddNo },
      }),
    [batchId, queued],
  );

  const markException = useCallback(
    (order: { orderId: number; oddNo: string }, remark: string) =>
      queued(() => enqueueOp('outbound.exception', { batchId, orderId: order.orderId, remark }), {
        tone: 'warn',
        key: 'pick.exception',
        values: { oddNo: order.oddNo },
      }),
    [batchId, queued],
  );

  return { feedback, handleScan, confirmShipped, markException };
}

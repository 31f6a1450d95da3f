import { useCallback, useRef, useState } from 'react';
import { REPAIR_PHOTO_KINDS } from '../../../../domain/repair/codes';
import type { QcResult } from '../../../../domain/repair/codes';
import { scanFeedback } from '../../../components/scan/scan-feedback';
import { offlineDb } from '../../../offline/db';
import { enqueueOp, OpInputError } from '../../../offline/outbox';
import type { LocalRepairWork } from '../../../offline/types';
import type { TakenPhotos } from './bench-photos';
import { decideScan } from './work-scan';

/**
 * Repair work on this tablet: each scan decided on the tablet's copy of the work (work-scan.ts), a
 * pick queued as a repair.pick op (online too: the engine sends it at once), the bench's photos (a
 * before photo first where the pair had none) and result as repair.photo and repair.result ops, a task's end as repair.completeBatch; each answered
 * with a sound and the large banner. One scan at a time, in the order they came.
 */
export type WorkFeedback = { tone: 'ok' | 'warn' | 'error'; key: string; values: Record<string, string> };

export type BenchResult = {
  result: 'success' | 'failure';
  qc: QcResult;
  remark: string;
  photos: TakenPhotos;
};

export function useRepairWork(wareId: number | null, onBench: (work: LocalRepairWork) => void) {
  const [feedback, setFeedback] = useState<WorkFeedback | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const show = useCallback((next: WorkFeedback) => {
    setFeedback(next);
    if (next.tone === 'error') scanFeedback.error();
    else if (next.tone === 'warn') scanFeedback.warn();
    else scanFeedback.success();
  }, []);

  const failed = useCallback(
    (error: unknown) =>
      show({
        tone: 'error',
        key: 'warehouse.notQueued',
        values: { reason: error instanceof OpInputError ? error.message : String(error) },
      }),
    [show],
  );

  const handleScan = useCallback(
    (code: string) => {
      const work = async () => {
        const rows =
          wareId === null ? [] : await offlineDb.repairWork.where('wareId').equals(wareId).toArray();
        const d = decideScan(rows, code);
        if (d.kind === 'notAOneId')
          return show({ tone: 'error', key: 'warehouse.scan.notAOneId', values: { code: d.code } });
        if (d.kind === 'notInTasks')
          return show({ tone: 'error', key: 'warehouse.scan.notInTasks', values: { oneId: d.oneId } });
        const values = { oneId: d.work.oneId, batchNo: d.work.batchNo, oddNo: d.work.oddNo };
        if (d.kind === 'done') return show({ tone: 'warn', key: 'warehouse.scan.done', values });
        if (d.kind === 'taskClosed') return show({ tone: 'error', key: 'warehouse.scan.taskClosed', values });
        if (d.kind === 'onBench') {
          show({ tone: 'warn', key: 'warehouse.scan.onBench', values });
          return onBench(d.work);
        }
        try {
          await enqueueOp('repair.pick', { batchId: d.work.batchId, oneId: d.work.oneId });
          show({ tone: 'ok', key: 'warehouse.scan.picked', values });
          onBench(d.work);
        } catch (error) {
          failed(error);
        }
      };
      const next = queue.current.then(work, work);
      queue.current = next.catch(() => undefined);
      return next;
    },
    [wareId, show, failed, onBench],
  );

  /** The bench's photos then its result, the result depending on the photos reaching the server first. */
  const recordResult = useCallback(
    async (work: LocalRepairWork, r: BenchResult): Promise<boolean> => {
      const key = { batchId: work.batchId, oneId: work.oneId };
      try {
        let last: string | undefined;
        for (const kind of REPAIR_PHOTO_KINDS) {
          const photos = r.photos[kind];
          if (photos.length === 0) continue;
          last = (await enqueueOp('repair.photo', { ...key, kind, photos }, { dependsOn: last })).opId;
        }
        await enqueueOp(
          'repair.result',
          { ...key, result: r.result, qc: r.qc, remark: r.remark },
          { dependsOn: last },
        );
        show({
          tone: r.result === 'success' ? 'ok' : 'warn',
          key: r.result === 'success' ? 'warehouse.bench.succeeded' : 'warehouse.bench.failed',
          values: { oneId: work.oneId },
        });
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
    [show, failed],
  );

  const completeTask = useCallback(
    async (task: { batchId: number; batchNo: string }, confirmUnrepaired: boolean) => {
      try {
        await enqueueOp('repair.completeBatch', { batchId: task.batchId, confirmUnrepaired });
        show({ tone: 'ok', key: 'warehouse.complete.done', values: { batchNo: task.batchNo } });
      } catch (error) {
        failed(error);
      }
    },
    [show, failed],
  );

  return { feedback, handleScan, recordResult, completeTask };
}

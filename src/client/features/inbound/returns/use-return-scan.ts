import { useCallback, useRef, useState } from 'react';
import { ForecastKind, normalizeTrackingNumber } from '../../../../domain/inbound/rules';
import { scanFeedback } from '../../../components/scan/scan-feedback';
import { findItemByOneId, findOpsForParcel, findParcelByLogNo } from '../../../offline/local-queries';
import { enqueueOp, OpInputError } from '../../../offline/outbox';
import { selectedWareId } from '../../../stores/session';
import { emptyReturn, isTrackingStep, onOneIdScanned, onTrackingScanned, removeOneId } from './return-scan';
import type { KnownParcel, ReturnDraft, ReturnFeedback } from './return-scan';

/**
 * Runs the returns scan machine on this tablet: the tracking number, then the ONE IDs, a remark, and
 * one receiveReturn op in the outbox. A refused submit keeps the whole draft so nothing is scanned twice.
 */
export function useReturnScan() {
  const [draft, setDraftState] = useState<ReturnDraft>(emptyReturn);
  const [remark, setRemark] = useState('');
  const [feedback, setFeedback] = useState<ReturnFeedback | null>(null);
  const draftRef = useRef(draft);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const setDraft = useCallback((next: ReturnDraft) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);

  const show = useCallback((next: ReturnFeedback) => {
    setFeedback(next);
    if (next.tone === 'error') scanFeedback.error();
    else if (next.tone === 'warn') scanFeedback.warn();
    else scanFeedback.success();
  }, []);

  const knownParcel = async (wareId: number, logNo: string): Promise<KnownParcel> => {
    const queued = await findOpsForParcel(logNo);
    if (queued.some((op) => op.type === 'receiveReturn')) return 'queuedHere';
    const found = await findParcelByLogNo(wareId, logNo);
    if (!found) return queued.length > 0 ? 'expectedParcel' : undefined;
    return found.forecast.kind === ForecastKind.platformReturn ? 'queuedHere' : 'expectedParcel';
  };

  const handleScan = useCallback(
    (code: string) => {
      const work = async () => {
        const wareId = selectedWareId();
        if (wareId === null) return show({ tone: 'error', key: 'scan.noWarehouse' });
        const current = draftRef.current;
        const step = isTrackingStep(current)
          ? onTrackingScanned(current, code, await knownParcel(wareId, normalizeTrackingNumber(code)))
          : onOneIdScanned(current, code, (await findItemByOneId(wareId, code.trim()))?.status);
        setDraft(step.draft);
        show(step.feedback);
      };
      const next = queue.current.then(work, work);
      queue.current = next.catch(() => undefined);
      return next;
    },
    [setDraft, show],
  );

  const submit = useCallback(async () => {
    const current = draftRef.current;
    if (!current.logNo) return show({ tone: 'error', key: 'scan.trackingFirst' });
    if (current.oneIds.length === 0) return show({ tone: 'error', key: 'scan.noOneIds' });
    try {
      await enqueueOp('receiveReturn', { logNo: current.logNo, oneIds: current.oneIds, remark });
    } catch (error) {
      const reason = error instanceof OpInputError ? error.message : String(error);
      return show({ tone: 'error', key: 'submit.refused', values: { reason } });
    }
    show({
      tone: 'ok',
      key: 'submit.queued',
      values: { logNo: current.logNo, count: current.oneIds.length },
    });
    setDraft(emptyReturn);
    setRemark('');
  }, [remark, setDraft, show]);

  const startOver = useCallback(() => {
    setDraft(emptyReturn);
    setRemark('');
    setFeedback(null);
  }, [setDraft]);

  const remove = useCallback((oneId: string) => setDraft(removeOneId(draftRef.current, oneId)), [setDraft]);

  return { draft, remark, setRemark, feedback, handleScan, submit, startOver, remove };
}

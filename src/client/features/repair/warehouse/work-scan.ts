import { ONE_ID_PATTERN } from '../../../../domain/kernel/one-id';
import { isRepairOpen } from '../../../../domain/repair/item-steps';
import type { RepairStatus, TaskStatus } from '../../../../domain/repair/codes';
import { isLiveTask } from '../../../../domain/repair/task';
import type { RepairWorkItem } from '../../../../domain/repair/views';

/**
 * What a scan on RepireManage means, decided on the tablet's copy of the work so it answers at once,
 * offline too. The server decides again when the op arrives (a pair of another task, a pair another
 * tablet finished); here a wrong pair is a loud error and nothing is queued.
 */
export type WorkDecision<W extends RepairWorkItem> =
  | { kind: 'pick'; work: W }
  | { kind: 'onBench'; work: W }
  | { kind: 'done'; work: W }
  | { kind: 'taskClosed'; work: W }
  | { kind: 'notInTasks'; oneId: string }
  | { kind: 'notAOneId'; code: string };

export function decideScan<W extends RepairWorkItem>(work: readonly W[], code: string): WorkDecision<W> {
  const oneId = code.trim();
  if (!ONE_ID_PATTERN.test(oneId)) return { kind: 'notAOneId', code: oneId };
  const mine = work.filter((w) => w.oneId === oneId);
  // A pair in two tasks (one reverted, then given again): the live task's line counts.
  const line = mine.find((w) => isLiveTask(w.batchStatus as TaskStatus)) ?? mine[0];
  if (!line) return { kind: 'notInTasks', oneId };
  if (!isRepairOpen(line.status as RepairStatus)) return { kind: 'done', work: line };
  if (!isLiveTask(line.batchStatus as TaskStatus)) return { kind: 'taskClosed', work: line };
  return line.tab === 'pendingPick' ? { kind: 'pick', work: line } : { kind: 'onBench', work: line };
}

export type TaskProgress = {
  batchId: number;
  batchNo: string;
  operator: string;
  live: boolean;
  pairs: number;
  /** Pairs still to be repaired (pending pick or on the bench): completing needs a confirmation. */
  notRepaired: number;
};

/** The tasks the tablet holds, with how far each has come. */
export function tasksOf(work: readonly RepairWorkItem[]): TaskProgress[] {
  const byTask = new Map<number, TaskProgress>();
  for (const w of work) {
    const task = byTask.get(w.batchId) ?? {
      batchId: w.batchId,
      batchNo: w.batchNo,
      operator: w.operator,
      live: isLiveTask(w.batchStatus as TaskStatus),
      pairs: 0,
      notRepaired: 0,
    };
    task.pairs += 1;
    if (isRepairOpen(w.status as RepairStatus)) task.notRepaired += 1;
    byTask.set(w.batchId, task);
  }
  return [...byTask.values()];
}

import type { RepairActor } from './approval';
import { TaskStatus } from './codes';

/**
 * A repair batch task (TaskManage RepairBatchTask; spec section 4, "task pending, completed", and 3
 * reverted, ours): approved orders given to one operator of their warehouse.
 * - create: an admin makes it from approved orders, with the operator (an operator must be selected).
 * - complete: the warehouse finishes it; pairs never repaired are confirmed as such (item-steps.ts).
 * - revert: an admin closes it so its unfinished orders can be given to another operator; the work
 *   done so far stays done.
 */

export const TASK_ACTIONS = ['create', 'complete', 'revert'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

export type TaskStepRule = {
  from: readonly (TaskStatus | null)[];
  to: TaskStatus;
  actors: readonly RepairActor[];
};

export const TASK_STEPS: Record<TaskAction, TaskStepRule> = {
  create: { from: [null], to: TaskStatus.pending, actors: ['admin'] },
  complete: { from: [TaskStatus.pending], to: TaskStatus.completed, actors: ['warehouse'] },
  revert: { from: [TaskStatus.pending], to: TaskStatus.reverted, actors: ['admin'] },
};

export function taskStep(from: TaskStatus | null, action: TaskAction, actor: RepairActor): TaskStatus | null {
  const step = TASK_STEPS[action];
  return step.actors.includes(actor) && step.from.includes(from) ? step.to : null;
}

export const taskActionsOf = (state: TaskStatus, actor: RepairActor): TaskAction[] =>
  TASK_ACTIONS.filter((action) => taskStep(state, action, actor) !== null);

/** A task the warehouse is working on: its orders are in no other task. */
export const isLiveTask = (status: TaskStatus): boolean => status === TaskStatus.pending;

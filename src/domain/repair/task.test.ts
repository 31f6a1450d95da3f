import { describe, expect, it } from 'vitest';
import { REPAIR_ACTORS } from './approval';
import type { RepairActor } from './approval';
import { TASK_STATUSES, TASK_STATUS_LABEL, TaskStatus } from './codes';
import { TASK_ACTIONS, isLiveTask, taskActionsOf, taskStep } from './task';
import type { TaskAction } from './task';

const T = TaskStatus;

const TABLE: Record<
  'new' | TaskStatus,
  Partial<Record<TaskAction, { to: TaskStatus; by: RepairActor[] }>>
> = {
  new: { create: { to: T.pending, by: ['admin'] } },
  [T.pending]: {
    complete: { to: T.completed, by: ['warehouse'] },
    revert: { to: T.reverted, by: ['admin'] },
  },
  [T.completed]: {},
  [T.reverted]: {},
};

const FROMS = ['new', ...TASK_STATUSES] as const;
const cells = FROMS.flatMap((from) => REPAIR_ACTORS.map((actor) => [from, actor] as const));

describe('repair batch task steps', () => {
  it.each(cells)('from %s, %s may take exactly the steps of the table', (from, actor) => {
    const state = from === 'new' ? null : from;
    for (const action of TASK_ACTIONS) {
      const cell = TABLE[from][action];
      expect(taskStep(state, action, actor), action).toBe(cell?.by.includes(actor) ? cell.to : null);
    }
    if (state !== null)
      expect(taskActionsOf(state, actor)).toEqual(
        TASK_ACTIONS.filter((action) => TABLE[from][action]?.by.includes(actor)),
      );
  });

  it('is live only while pending: a completed or reverted task holds no order', () => {
    expect(TASK_STATUSES.filter(isLiveTask)).toEqual([T.pending]);
  });

  it('labels every task status with its own key', () => {
    expect(new Set(Object.values(TASK_STATUS_LABEL)).size).toBe(TASK_STATUSES.length);
  });
});

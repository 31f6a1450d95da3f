import { TaskStatus } from '../../domain/repair/codes';
import type { RepairStatus } from '../../domain/repair/codes';
import {
  repairItemActionsOf,
  repairItemStep,
  shopStatusOf,
  TAB_OF_REPAIR,
} from '../../domain/repair/item-steps';
import type { RepairItemAction } from '../../domain/repair/item-steps';
import type { RepairWorkItem } from '../../domain/repair/views';
import { offlineDb } from './db';
import type { EffectUndo, LocalRepairWork, QueuedOp } from './types';

/**
 * What the repair ops (repair.pick, repair.photo, repair.result, repair.completeBatch; issue 27) show
 * at once on the tablet's cached repair work (RepireManage), so a tablet working offline sees its own
 * picks, photos and results ("waiting to sync"). The steps are the domain's (item-steps.ts): a pair
 * moves only where its machine allows, to the tab and shop status the machine names. A fresh copy of
 * the work from the server gets the effects of the ops still waiting laid over it (withPendingRepairOps).
 */
type Payload = Record<string, unknown>;
type EffectOp = Pick<QueuedOp, 'opId' | 'type' | 'payload'>;

export const REPAIR_OP_TYPES = [
  'repair.pick',
  'repair.photo',
  'repair.result',
  'repair.completeBatch',
] as const;
type RepairOpType = (typeof REPAIR_OP_TYPES)[number];

const isRepairOp = (op: Pick<QueuedOp, 'type'>): op is QueuedOp & { type: RepairOpType } =>
  (REPAIR_OP_TYPES as readonly string[]).includes(op.type);

/** The pair after the warehouse's step, or null where its machine does not allow the step. */
function stepped<W extends RepairWorkItem>(
  row: W,
  action: RepairItemAction,
  changes: Partial<W> = {},
): W | null {
  const to = repairItemStep(row.status as RepairStatus, action, 'warehouse');
  if (to === null) return null;
  return {
    ...row,
    ...changes,
    status: to,
    shopStatus: shopStatusOf(to),
    tab: TAB_OF_REPAIR[to],
    actions: repairItemActionsOf(to, 'warehouse'),
  };
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const added = (had: readonly string[], more: readonly string[]) => [...new Set([...had, ...more])];
const PHOTO_FIELD = { before: 'beforePhotos', after: 'afterPhotos', qc: 'qcPhotos' } as const;

/** One row as the op leaves it, or null when the op does not change it. */
export function workAfter<W extends RepairWorkItem>(type: RepairOpType, p: Payload, row: W): W | null {
  if (row.batchId !== p.batchId) return null;
  if (type === 'repair.completeBatch') {
    const done = stepped(row, 'notRepaired') ?? row;
    return row.batchStatus === TaskStatus.pending || done !== row
      ? { ...done, batchStatus: TaskStatus.completed }
      : null;
  }
  if (row.oneId !== p.oneId) return null;
  if (type === 'repair.pick') {
    const photos = strings(p.photos);
    return stepped(row, 'pick', photos.length > 0 ? ({ beforePhotos: photos } as Partial<W>) : {});
  }
  if (type === 'repair.photo') {
    const field = PHOTO_FIELD[p.kind as keyof typeof PHOTO_FIELD];
    return field ? { ...row, [field]: added(row[field], strings(p.photos)) } : null;
  }
  return stepped(row, p.result === 'success' ? 'succeed' : 'fail', {
    qcResult: p.qc === 'pass' ? 'pass' : 'fail',
    resultRemark: typeof p.remark === 'string' ? p.remark : '',
  } as Partial<W>);
}

/** The server's rows with this tablet's repair ops that have not reached it yet laid over them, in queue order. */
export function withPendingRepairOps<W extends RepairWorkItem>(rows: W[], ops: readonly QueuedOp[]): W[] {
  return ops
    .filter((op) => isRepairOp(op) && (op.state === 'pending' || op.state === 'sending'))
    .sort((a, b) => a.seq - b.seq)
    .reduce((acc, op) => acc.map((row) => workAfter(op.type as RepairOpType, op.payload, row) ?? row), rows);
}

function effectOf(type: RepairOpType) {
  return async (op: EffectOp): Promise<EffectUndo> => {
    const rows = await offlineDb.repairWork.where('batchId').equals(Number(op.payload.batchId)).toArray();
    const before: LocalRepairWork[] = [];
    for (const row of rows) {
      const after = workAfter(type, op.payload, row);
      if (after === null) continue;
      before.push(row);
      await offlineDb.repairWork.put({ ...after, touchedBy: op.opId });
    }
    return before.length > 0 ? { repairWorkBefore: before } : {};
  };
}

/** Takes a repair op's effect back on the rows it was the last to touch. */
export async function revertRepairEffect(
  op: Pick<QueuedOp, 'opId'>,
  before: readonly LocalRepairWork[],
): Promise<void> {
  for (const row of before) {
    const now = await offlineDb.repairWork.get([row.batchId, row.oneId]);
    if (now?.touchedBy === op.opId) await offlineDb.repairWork.put(row);
  }
}

export const repairEffects: Record<RepairOpType, (op: EffectOp) => Promise<EffectUndo>> = {
  'repair.pick': effectOf('repair.pick'),
  'repair.photo': effectOf('repair.photo'),
  'repair.result': effectOf('repair.result'),
  'repair.completeBatch': effectOf('repair.completeBatch'),
};

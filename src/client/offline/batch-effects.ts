import dayjs from 'dayjs';
import type { PickLine } from '../../domain/outbound/batches';
import { DISPLAY_TIME_FORMAT } from '../api/response';
import { offlineDb } from './db';
import type { EffectUndo, LocalBatch, QueuedOp } from './types';

/**
 * What the batch ops (outbound.pick, outbound.ship, outbound.exception) show at once on the cached
 * pick list, so a tablet picking offline sees its own picks and ships ("waiting to sync"). A fresh
 * copy of the batch from the server gets the effects of the ops still waiting laid over it again
 * (withPendingOps), so a fetch never hides a pick the server has not had yet.
 */
type Payload = Record<string, unknown>;
type EffectOp = Pick<QueuedOp, 'opId' | 'type' | 'payload'>;

export const BATCH_OP_TYPES = ['outbound.pick', 'outbound.ship', 'outbound.exception'] as const;
type BatchOpType = (typeof BATCH_OP_TYPES)[number];

/** The order a ship or exception op names: by its id, or by one of its ONE IDs. */
function orderOf(p: Payload, lines: readonly PickLine[]): number | null {
  if (typeof p.orderId === 'number') return p.orderId;
  return lines.find((l) => l.oneId === p.oneId)?.orderId ?? null;
}

/** A line as the op leaves it, or null when the op does not change it. */
function changeOf(type: BatchOpType, p: Payload, lines: readonly PickLine[]) {
  const now = dayjs().format(DISPLAY_TIME_FORMAT);
  if (type === 'outbound.pick')
    return (line: PickLine): PickLine | null =>
      line.oneId === p.oneId && !line.picked ? { ...line, picked: true, gmtPicked: now } : null;
  const orderId = orderOf(p, lines);
  const state = type === 'outbound.ship' ? 'shipped' : 'exception';
  return (line: PickLine): PickLine | null =>
    line.orderId === orderId && line.orderState === 'open'
      ? { ...line, orderState: state, gmtShipped: state === 'shipped' ? now : line.gmtShipped }
      : null;
}

/** The pick list after one op; the same array when the op changes nothing. */
export function linesAfter(type: BatchOpType, payload: Payload, lines: PickLine[]): PickLine[] {
  const change = changeOf(type, payload, lines);
  let changed = false;
  const next = lines.map((line) => {
    const after = change(line);
    if (after === null) return line;
    changed = true;
    return after;
  });
  return changed ? next : lines;
}

export function isBatchOp(op: Pick<QueuedOp, 'type'>): op is QueuedOp & { type: BatchOpType } {
  return (BATCH_OP_TYPES as readonly string[]).includes(op.type);
}

/** The server's pick list with this tablet's ops that have not reached it yet laid over it, in queue order. */
export function withPendingOps(batchId: number, lines: PickLine[], ops: readonly QueuedOp[]): PickLine[] {
  return ops
    .filter((op) => isBatchOp(op) && op.payload.batchId === batchId)
    .filter((op) => op.state === 'pending' || op.state === 'sending')
    .sort((a, b) => a.seq - b.seq)
    .reduce((acc, op) => linesAfter(op.type as BatchOpType, op.payload, acc), lines);
}

function effectOf(type: BatchOpType) {
  return async (op: EffectOp, p: Payload): Promise<EffectUndo> => {
    const batch = await offlineDb.batches.get(Number(p.batchId));
    if (!batch) return {};
    const lines = linesAfter(type, p, batch.lines);
    if (lines === batch.lines) return {};
    await offlineDb.batches.put({ ...batch, lines, touchedBy: op.opId });
    return { batchesBefore: [batch] };
  };
}

/**
 * Takes a batch op's effect back line by line: the lines it changed return to what they were while
 * they still read as the op left them, so a later pick on another order of the batch stays.
 */
export async function revertBatchEffect(op: EffectOp, before: LocalBatch): Promise<void> {
  if (!isBatchOp(op)) return;
  const current = await offlineDb.batches.get(before.id);
  if (!current) return;
  const after = linesAfter(op.type, op.payload, before.lines);
  const undone = new Map(
    before.lines.flatMap((line, i) => (after[i] === line ? [] : [[line.oneId, [line, after[i]]] as const])),
  );
  const lines = current.lines.map((line) => {
    const [was, left] = undone.get(line.oneId) ?? [];
    return was && left && line.picked === left.picked && line.orderState === left.orderState ? was : line;
  });
  await offlineDb.batches.put({ ...current, lines });
}

export const batchEffects = {
  'outbound.pick': effectOf('outbound.pick'),
  'outbound.ship': effectOf('outbound.ship'),
  'outbound.exception': effectOf('outbound.exception'),
} as const;

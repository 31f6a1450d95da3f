import type { OpState, QueuedOp } from './types';

/**
 * Which ops a screen marks "waiting to sync": pending or being sent. Screens read the op's state
 * live (useLocalOps), never a flag kept from the moment it was queued, so the mark goes when the
 * server has taken the op (issue 13's stale label).
 */
export const WAITING_OP_STATES: readonly OpState[] = ['pending', 'sending'];

export const isWaitingState = (state: OpState): boolean => WAITING_OP_STATES.includes(state);

/**
 * Whether `opId` still waits, among the user's ops as useLocalOps reads them. An op not read yet
 * (the outbox mirror is loading, or catching up with the write that queued it) counts as waiting:
 * a mark may stay a moment too long, never go before the server has the op.
 */
export function isOpWaiting(ops: readonly QueuedOp[] | undefined, opId: string): boolean {
  const op = ops?.find((o) => o.opId === opId);
  return op === undefined || isWaitingState(op.state);
}

/** The ids of the ops in `ops` that still wait (for lists that mark rows by the op that touched them). */
export function waitingOpIds(ops: readonly QueuedOp[] | undefined): ReadonlySet<string> {
  return new Set((ops ?? []).filter((op) => isWaitingState(op.state)).map((op) => op.opId));
}

import type { QueuedOp } from './types';

/**
 * True while the op waits out its undo window (sync-push sends nothing from it on). Its own module:
 * the sync engine starts with every warehouse screen and must not pull the outbox (and zod) in.
 */
export function isHeld(op: Pick<QueuedOp, 'state' | 'holdUntil'>, now = Date.now()): boolean {
  return op.state === 'pending' && op.holdUntil !== undefined && Date.parse(op.holdUntil) > now;
}

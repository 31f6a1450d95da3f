import { offlineDb } from '../../offline/db';
import { currentUserId } from '../../stores/session';
import type { KnownInspection } from './shelving-scan';

/**
 * The logged-in user's inspection on this tablet that minted `oneId` (its newest version, when it
 * was fixed and resent), or undefined when this tablet did not inspect it. Only the user's own ops:
 * they are the ones their sync sends, so a shelving can depend on them.
 */
export async function findInspectionOf(oneId: string): Promise<KnownInspection | undefined> {
  const userId = currentUserId();
  if (userId === null) return undefined;
  const wanted = oneId.trim();
  const ops = await offlineDb.outbox
    .where('type')
    .equals('inspectItem')
    .filter((op) => op.userId === userId && op.payload.oneId === wanted && !op.replacedBy)
    .sortBy('seq');
  const op = ops[ops.length - 1];
  if (!op) return undefined;
  return { opId: op.opId, state: op.state, conflict: op.conflict, reason: op.lastError?.reason };
}

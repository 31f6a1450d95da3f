import type { z } from 'zod';
import { isSyncOpType, OP_INPUT, opWareIdSchema } from '../../../domain/sync/sync';
import type { SyncOp, SyncOpType } from '../../../domain/sync/sync';
import type { AuthedContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import type { ActionMeta } from '../../kernel/action-context';
import type { Db } from '../../kernel/db-helpers';
import { receiveParcel } from '../inbound/receiving-service';
import { receiveReturn } from '../inbound/returns-service';
import { inspectItem } from '../inspection/inspection-service';
import { markBatchOrderException, pickBatchItem, shipBatchOrder } from '../outbound/batch-ops';
import { shelveItem } from '../shelving/shelving-service';
import { completeRepairTask } from '../repair/task-complete';
import { addRepairPhotos, pickRepairItem, recordRepairResult } from '../repair/work-ops';

/**
 * Each op type runs the same service function as its online route: there is one implementation of
 * each warehouse action.
 */
const HANDLERS: {
  [T in SyncOpType]: (ctx: AuthedContext, trx: Db, meta: ActionMeta, input: never) => Promise<unknown>;
} = {
  receiveParcel,
  inspectItem,
  shelveItem,
  receiveReturn,
  'outbound.pick': pickBatchItem,
  'outbound.ship': shipBatchOrder,
  'outbound.exception': markBatchOrderException,
  'repair.pick': pickRepairItem,
  'repair.photo': addRepairPhotos,
  'repair.result': recordRepairResult,
  'repair.completeBatch': completeRepairTask,
};

function invalid(field: string, issue: z.core.$ZodIssue): never {
  const path = [field, ...issue.path.map(String)].join('.');
  throw badRequest('errors.invalidField', { field: path, reason: issue.message });
}

/** The warehouse an op names, if it names one validly (recorded with the op even when it is rejected). */
export function wareIdOf(op: SyncOp): number | null {
  const parsed = opWareIdSchema.safeParse(op.payload.wareId);
  return parsed.success ? parsed.data : null;
}

/** Validates an op's payload against its type's schema and runs the action in `trx`. */
export async function runOp(ctx: AuthedContext, trx: Db, meta: ActionMeta, op: SyncOp): Promise<unknown> {
  if (!isSyncOpType(op.type)) throw badRequest('sync:op.unknownType', { type: op.type });
  const { wareId: rawWareId, ...rest } = op.payload;
  const wareId = opWareIdSchema.safeParse(rawWareId);
  if (!wareId.success) invalid('payload.wareId', wareId.error.issues[0]);
  const input = OP_INPUT[op.type].safeParse(rest);
  if (!input.success) invalid('payload', input.error.issues[0]);
  const handler = HANDLERS[op.type] as (
    ctx: AuthedContext,
    trx: Db,
    meta: ActionMeta,
    input: unknown,
  ) => Promise<unknown>;
  return handler(ctx, trx, meta, { ...input.data, wareId: wareId.data });
}

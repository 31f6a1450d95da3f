import { z } from 'zod';
import { rowId } from '../kernel/request-fields';
import { QC_RESULTS, REPAIR_PHOTO_KINDS } from './codes';
import { REPAIR_PHOTOS_MAX, REPAIR_REMARK_MAX, repairOneId } from './requests';

/**
 * The warehouse's repair work (RepireManage) as sync ops (ARCHITECTURE.md section 4), so a tablet
 * queues them offline; each payload also names its warehouse (wareId). Photos are uploaded by content
 * hash (POST /upload: pictures only, at most 10M) before the op that names them, in `photos`, the
 * field the tablet's outbox uploads first.
 *
 *   repair.pick           repairPickInput          -> RepairPickResult
 *   repair.photo          repairPhotoInput         -> RepairPhotoResult
 *   repair.result         repairResultInput        -> RepairResultAnswer
 *   repair.completeBatch  repairCompleteBatchInput -> RepairCompleteBatchResult
 */

const hash = z.string().regex(/^[a-f0-9]{64}$/, 'a content hash of an uploaded picture');
const photoList = z
  .array(hash)
  .max(REPAIR_PHOTOS_MAX)
  .refine((list) => new Set(list).size === list.length, { message: 'the same photo twice' });

/** A ONE ID scanned for repair: the pair goes to the bench, with the before photos (the guide for the after). */
export const repairPickInput = z.strictObject({
  batchId: rowId,
  oneId: repairOneId,
  /** Before photos; none taken: the pair's inspection photos serve as the guide. */
  photos: photoList.default([]),
});
export type RepairPickInput = z.infer<typeof repairPickInput>;

/** Photos of a pair on the bench: after the repair (same angle as before) or of its QC. */
export const repairPhotoInput = z.strictObject({
  batchId: rowId,
  oneId: repairOneId,
  kind: z.enum(REPAIR_PHOTO_KINDS),
  photos: photoList.min(1, 'at least one photo'),
});
export type RepairPhotoInput = z.infer<typeof repairPhotoInput>;

/** The pair's outcome with its QC: a success passed QC and has an after photo. */
export const repairResultInput = z.strictObject({
  batchId: rowId,
  oneId: repairOneId,
  result: z.enum(['success', 'failure']),
  qc: z.enum(QC_RESULTS),
  remark: z.string().trim().max(REPAIR_REMARK_MAX).default(''),
});
export type RepairResultInput = z.infer<typeof repairResultInput>;

/** The task finished; pairs never repaired need the operator's confirmation (spec section 5). */
export const repairCompleteBatchInput = z.strictObject({
  batchId: rowId,
  confirmUnrepaired: z.boolean().default(false),
});
export type RepairCompleteBatchInput = z.infer<typeof repairCompleteBatchInput>;

export type RepairPickResult = {
  batchId: number;
  oneId: string;
  oddNo: string;
  /** False when the pair was picked before (another tablet, a replay): the first pick stands. */
  newlyPicked: boolean;
  pickedBy: string;
  status: number;
};

export type RepairPhotoResult = { batchId: number; oneId: string; kind: string; photos: number };

export type RepairResultAnswer = {
  batchId: number;
  oneId: string;
  oddNo: string;
  /** RepairStatus recorded. */
  status: number;
  /** False when another tablet recorded the same outcome first. */
  newlyRecorded: boolean;
  recordedBy: string;
  /** The order's approval after the step (3 completed once its last pair has its outcome). */
  approval: number;
  /** "Repair successfully" or "Repair failed", in the tablet's language. */
  message: string;
};

export type RepairCompleteBatchResult = {
  batchId: number;
  batchNo: string;
  status: number;
  newlyCompleted: boolean;
  /** The pairs confirmed as not repaired. */
  notRepaired: string[];
};

import { z } from 'zod';
import { sizeSchema, skuCodeSchema, trackingNumberSchema } from '../inbound/inbound';
import { ONE_ID_PATTERN } from '../kernel/one-id';
import { CHECK_REMARK_MAX, INSPECTION_GRADES, INSPECTION_PHOTOS_MAX } from './rules';

/**
 * Inspection of inbound items (spec sections 4 and 8). The grade is the product's checkResult.
 * Once an inspection is completed it cannot be modified: a second inspection of the same item is a 409.
 */

// The grades, reject reasons and limits live in inspection-rules.ts (no zod), for the client.
export * from './rules';

const hash = z.string().regex(/^[a-f0-9]{64}$/, 'a content hash of an uploaded picture');

/**
 * One item inspected on a received parcel (online body; the sync op adds wareId).
 * - A forecast parcel's item: packItemId names the expected line (or none, for an extra item the
 *   seller did not announce), sku and size what the inspector found, oneId the device-minted ID.
 * - A returned item: oneId is its original ONE ID and the item is graded again.
 */
export const inspectItemInput = z.strictObject({
  logNo: trackingNumberSchema,
  packItemId: z.number().int().positive().max(2_147_483_647).optional(),
  sku: skuCodeSchema.optional(),
  size: sizeSchema.optional(),
  grade: z.union(INSPECTION_GRADES.map((g) => z.literal(g))),
  checkRemark: z.string().trim().max(CHECK_REMARK_MAX).default(''),
  photos: z
    .array(hash)
    .max(INSPECTION_PHOTOS_MAX)
    .default([])
    .refine((list) => new Set(list).size === list.length, { message: 'the same photo twice' }),
  /** Minted on the device from its leased block. Online, the server mints one when it is left out. */
  oneId: z.string().trim().regex(ONE_ID_PATTERN, 'a ONE ID').optional(),
});
export type InspectItemInput = z.infer<typeof inspectItemInput>;

/** POST /inspection/submit: the item made, its grade, and the statuses its parcel and forecast reached. */
export const inspectionResult = z.object({
  productId: z.number(),
  oneId: z.string(),
  grade: z.number(),
  parcelStatus: z.number(),
  forecastStatus: z.number(),
});
export type InspectionResult = z.infer<typeof inspectionResult>;

/** POST /oneid/lease: the block of ONE IDs (start..end) a device may mint from. */
export const oneIdLease = z.object({
  start: z.string(),
  end: z.string(),
  count: z.number(),
  leasedAt: z.string(),
});
export type OneIdLease = z.infer<typeof oneIdLease>;

import { z } from 'zod';
import { printOptionFields } from '../kernel/printing';
import { pagingFields, rowId, rowIdList } from '../kernel/request-fields';
import { RACK_NAME_MAX_LENGTH, SHELF_BATCH_MAX, SHELF_NAME_MAX_LENGTH } from './rules';

/**
 * Warehouses, racks and shelves (spec sections 3, 5 and 9), defined once for server, client and tests.
 *
 *   POST /sys_ware/list            (admin)   warehouseListRequest -> page of WarehouseRow
 *   POST /sys_ware/listAll         (all)     empty body -> WarehouseOption[], the first is the default
 *   POST /sys_ware/create|update|enable|disable            (admin)
 *   POST /sys_ware_rack/list|create|update|enable|disable  (admin)
 *   POST /sys_ware_shelves/create|batchCreate|update|enable|disable (admin)
 *   POST /sys_ware_shelves/list    (admin, warehouse) shelfListRequest -> page of ShelfRow
 *   GET  /sys_ware_shelves/label?ids=1,2,3[&format=pdf|zpl][&copies=n] (admin, warehouse) a 4in x 6in
 *        label per shelf, one PDF page or one ZPL format each
 */

// The levels, statuses, pseudo shelf and label rules live in warehouses-rules.ts (no zod), for the client.
export * from './rules';

const id = rowId;
const statusField = z.union([z.literal(1), z.literal(2)]);
const warehouseName = z.string().trim().min(1).max(64);
const labelName = (max: number) => z.string().trim().min(1).max(max);

export const warehouseListRequest = z.strictObject({
  name: z.string().trim().max(64).optional(),
  level: z.union([z.literal(1), z.literal(2)]).optional(),
  status: statusField.optional(),
  ...pagingFields,
});
export type WarehouseListRequest = z.infer<typeof warehouseListRequest>;

export const warehouseCreateRequest = z.strictObject({
  name: warehouseName,
  level: z.union([z.literal(1), z.literal(2)]),
  address: z.string().trim().max(255).default(''),
});
export type WarehouseCreateRequest = z.infer<typeof warehouseCreateRequest>;

export const warehouseUpdateRequest = z.strictObject({
  id,
  name: warehouseName.optional(),
  level: z.union([z.literal(1), z.literal(2)]).optional(),
  address: z.string().trim().max(255).optional(),
});
export type WarehouseUpdateRequest = z.infer<typeof warehouseUpdateRequest>;

export const idRequest = z.strictObject({ id });

export const rackListRequest = z.strictObject({ wareId: id });
export const rackCreateRequest = z.strictObject({ wareId: id, name: labelName(RACK_NAME_MAX_LENGTH) });
export const rackUpdateRequest = z.strictObject({ id, name: labelName(RACK_NAME_MAX_LENGTH) });

export const shelfCreateRequest = z.strictObject({ rackId: id, name: labelName(SHELF_NAME_MAX_LENGTH) });
export const shelfUpdateRequest = z.strictObject({ id, name: labelName(SHELF_NAME_MAX_LENGTH) });
export const shelfBatchCreateRequest = z
  .strictObject({
    rackId: id,
    prefix: z.string().max(SHELF_NAME_MAX_LENGTH - 6),
    from: z.coerce.number().int().min(0).max(999_999),
    to: z.coerce.number().int().min(0).max(999_999),
  })
  .refine((v) => v.to >= v.from, { message: 'must not be below from', path: ['to'] })
  .refine((v) => v.to - v.from < SHELF_BATCH_MAX, {
    message: `at most ${SHELF_BATCH_MAX} shelves per batch`,
    path: ['to'],
  });
export type ShelfBatchCreateRequest = z.infer<typeof shelfBatchCreateRequest>;

export const shelfListRequest = z.strictObject({
  wareId: id.optional(),
  wareIdList: z.array(id).max(100).optional(),
  /** A shelf's name or its scanned code. */
  nameEq: z.string().trim().min(1).max(64).optional(),
  rackId: id.optional(),
  status: statusField.optional(),
  ...pagingFields,
});
export type ShelfListRequest = z.infer<typeof shelfListRequest>;

export const shelfLabelQuery = z.strictObject({ ids: rowIdList, ...printOptionFields });
export type ShelfLabelQuery = z.infer<typeof shelfLabelQuery>;

export const warehouseRow = z.object({
  id: z.number(),
  name: z.string(),
  level: z.number(),
  address: z.string(),
  status: z.number(),
  rackCount: z.number(),
  shelfCount: z.number(),
  gmtCreate: z.string(),
});
export type WarehouseRow = z.infer<typeof warehouseRow>;

export const warehouseOption = z.object({ id: z.number(), name: z.string(), level: z.number() });
export type WarehouseOption = z.infer<typeof warehouseOption>;

export const rackRow = z.object({
  id: z.number(),
  wareId: z.number(),
  name: z.string(),
  status: z.number(),
  shelfCount: z.number(),
  gmtCreate: z.string(),
});
export type RackRow = z.infer<typeof rackRow>;

export const shelfRow = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  rackId: z.number().nullable(),
  rackName: z.string(),
  wareId: z.number().nullable(),
  wareName: z.string(),
  /** 1 when the shelf, its rack and its warehouse are all enabled. */
  status: z.number(),
});
export type ShelfRow = z.infer<typeof shelfRow>;

/** The answer of a change to a warehouse, rack or shelf status, a warehouse or a rack: its id. */
export const warehouseIdAnswer = z.object({ id: z.number() });

/** A shelf made or renamed: its id, name and code (the code its label carries). */
export const shelfAnswer = z.object({ id: z.number(), name: z.string(), code: z.string() });
export type ShelfAnswer = z.infer<typeof shelfAnswer>;

/** POST /sys_ware_shelves/batchCreate: how many shelves were made, and each of them. */
export const shelfBatchAnswer = z.object({ count: z.number(), shelves: z.array(shelfAnswer) });

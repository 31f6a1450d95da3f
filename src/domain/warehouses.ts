import { z } from 'zod';

/**
 * Warehouses, racks and shelves (spec sections 3, 5 and 9), defined once for server, client and tests.
 *
 *   POST /sys_ware/list            (admin)   warehouseListRequest -> page of WarehouseRow
 *   POST /sys_ware/listAll         (all)     empty body -> WarehouseOption[], the first is the default
 *   POST /sys_ware/create|update|enable|disable            (admin)
 *   POST /sys_ware_rack/list|create|update|enable|disable  (admin)
 *   POST /sys_ware_shelves/create|batchCreate|update|enable|disable (admin)
 *   POST /sys_ware_shelves/list    (admin, warehouse) shelfListRequest -> page of ShelfRow
 *   GET  /sys_ware_shelves/label?ids=1,2,3 (admin, warehouse) a 4in x 6in PDF page per shelf
 */

export const WarehouseLevel = { base: 1, premium: 2 } as const;
export type WarehouseLevel = (typeof WarehouseLevel)[keyof typeof WarehouseLevel];
export const WAREHOUSE_LEVELS: readonly WarehouseLevel[] = [1, 2];
export const WAREHOUSE_LEVEL_LABEL: Record<WarehouseLevel, string> = {
  1: 'warehouses:level.base',
  2: 'warehouses:level.premium',
};

/** One status set for warehouses, racks and shelves. */
export const WarehouseStatus = { enabled: 1, disabled: 2 } as const;
export type WarehouseStatus = (typeof WarehouseStatus)[keyof typeof WarehouseStatus];
export const WAREHOUSE_STATUS_LABEL: Record<WarehouseStatus, string> = {
  1: 'warehouses:status.enabled',
  2: 'warehouses:status.disabled',
};

/** Items inspected but not yet on a real shelf sit on this pseudo shelf (spec section 3). */
export const PSEUDO_SHELF_READY_FOR_LISTING = -2;
export const PSEUDO_SHELF_LABEL = 'warehouses:shelf.readyForListing';

export const SHELF_NAME_MAX_LENGTH = 32;
export const RACK_NAME_MAX_LENGTH = 32;
export const SHELF_BATCH_MAX = 500;
export const SHELF_LABELS_MAX = 200;

/**
 * Han ideographs in every plane, CJK radicals, CJK symbols and punctuation (、。「」), the
 * vertical and compatibility forms, and the full-width forms (，！？：（）) that Chinese input
 * methods type instead of ASCII punctuation.
 */
const CHINESE =
  /[\p{Script=Han}\u2E80-\u2FDF\u3000-\u303F\u31C0-\u31EF\uFE10-\uFE1F\uFE30-\uFE4F\uFF00-\uFFEF]/u;

export function containsChinese(text: string): boolean {
  return CHINESE.test(text);
}

/** Space to tilde: what a Code 128 label and the label's standard font can print. */
export function isPrintableAscii(text: string): boolean {
  return /^[\x20-\x7E]*$/.test(text);
}

export type LabelNameProblem = 'chinese' | 'notPrintable' | null;

/**
 * Rack and shelf names end up on printed labels: Chinese cannot be printed (spec section 5), and
 * neither can anything else outside printable ASCII.
 */
export function labelNameProblem(name: string): LabelNameProblem {
  if (containsChinese(name)) return 'chinese';
  if (!isPrintableAscii(name)) return 'notPrintable';
  return null;
}

/**
 * The printed, scanned code of a shelf: warehouse id and shelf name, upper case. Shelf names are
 * unique within a warehouse (the drawer shows only wareName and shelvesName), so codes are unique
 * everywhere. Runs of spaces become one dash so a keyboard-wedge scan reads the same code back.
 */
export function shelfCode(wareId: number, shelfName: string): string {
  return `W${wareId}-${shelfName.trim().replace(/\s+/g, '-').toUpperCase()}`;
}

/** Names of a batch: prefix + number padded to at least two digits (A-01 .. A-40). */
export function batchShelfNames(prefix: string, from: number, to: number): string[] {
  const width = Math.max(2, String(to).length);
  const names: string[] = [];
  for (let n = from; n <= to; n += 1) names.push(`${prefix}${String(n).padStart(width, '0')}`);
  return names;
}

/** Whether the pseudo shelf belongs in a shelf list with these filters. */
export function pseudoShelfListed(
  filter: { nameEq?: string; rackId?: number; status?: number },
  labels: readonly string[],
): boolean {
  if (filter.rackId !== undefined) return false;
  if (filter.status !== undefined && filter.status !== WarehouseStatus.enabled) return false;
  if (filter.nameEq === undefined) return true;
  const wanted = filter.nameEq.trim().toLowerCase();
  return wanted === String(PSEUDO_SHELF_READY_FOR_LISTING) || labels.some((l) => l.toLowerCase() === wanted);
}

const id = z.coerce.number().int().positive().max(2_147_483_647);
const statusField = z.union([z.literal(1), z.literal(2)]);
const pageFields = {
  current: z.coerce.number().int().min(1).optional(),
  size: z.coerce.number().int().min(1).optional(),
  pageNo: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).optional(),
};
const warehouseName = z.string().trim().min(1).max(64);
const labelName = (max: number) => z.string().trim().min(1).max(max);

export const warehouseListRequest = z.strictObject({
  name: z.string().trim().max(64).optional(),
  level: z.union([z.literal(1), z.literal(2)]).optional(),
  status: statusField.optional(),
  ...pageFields,
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
  ...pageFields,
});
export type ShelfListRequest = z.infer<typeof shelfListRequest>;

export const shelfLabelQuery = z.strictObject({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'a comma-separated list of shelf ids')
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});

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

import { z } from 'zod';
import { COST_CENTS_MAX } from '../inbound/inbound';
import {
  ONE_ID_PATTERN,
  PRODUCT_EDITABLE_STATUS,
  InventoryStatus,
  productEvent,
  shopInfo,
} from '../kernel/products';
import { PortalId } from '../kernel/users';
import { printOptionFields } from '../kernel/printing';
import { pagingFields } from '../kernel/request-fields';

/**
 * The product record behind the one-ID drawer (spec sections 3, 6 and 7): who may see which parts of
 * it, who may change its cost, source and owner, the request schemas of GET /sys_prod/get,
 * POST /sys_prod/save and POST /shop_user/list, and the warehouse's switch-user moves (ChangeWarehouse).
 * The server enforces these rules and the drawer reads the same ones to hide what does not apply.
 */

/** "userType 5 is business seller, 4 is warehouse staff, otherwise admin" (spec section 6). */
export type DrawerViewer = 'business' | 'warehouse' | 'admin';

export function drawerViewerOf(userType: number): DrawerViewer {
  if (userType === PortalId.seller) return 'business';
  if (userType === PortalId.warehouse) return 'warehouse';
  return 'admin';
}

/** Which parts of the record a viewer sees (spec section 6 "Drawer"). */
export type DrawerVisibility = {
  shelf: boolean;
  operator: boolean;
  pku: boolean;
  storageFee: boolean;
  platOrderNo: boolean;
};

export const DRAWER_VISIBILITY: Record<DrawerViewer, DrawerVisibility> = {
  business: { shelf: false, operator: false, pku: false, storageFee: true, platOrderNo: false },
  warehouse: { shelf: true, operator: true, pku: true, storageFee: false, platOrderNo: false },
  admin: { shelf: true, operator: true, pku: true, storageFee: true, platOrderNo: true },
};

/** Cost and source: admins or business users, while the product status is 1. */
export function canEditCostAndSource(viewer: DrawerViewer, status: number): boolean {
  return status === PRODUCT_EDITABLE_STATUS && (viewer === 'admin' || viewer === 'business');
}

/**
 * Owner reassignment: admins only, status 1, and not from the admin warehouse area (/admin/warehouse,
 * the self-operated warehouse, which works as a seller would).
 */
export function canReassignOwner(
  viewer: DrawerViewer,
  status: number,
  onAdminWarehousePath: boolean,
): boolean {
  return viewer === 'admin' && status === PRODUCT_EDITABLE_STATUS && !onAdminWarehousePath;
}

export const ADMIN_WAREHOUSE_PATH = '/admin/warehouse';

/** Case as written: the admin's Warehouse/Overview (capital W) is no part of the area. */
export function isAdminWarehousePath(pathname: string): boolean {
  return pathname === ADMIN_WAREHOUSE_PATH || pathname.startsWith(`${ADMIN_WAREHOUSE_PATH}/`);
}

export const productGetQuery = z.strictObject({
  oneId: z.string().trim().regex(ONE_ID_PATTERN, 'a ONE ID is 8 to 15 digits'),
});

/** GET /sys_prod/label: an inspected pair's ONE ID label again, as a PDF or ZPL. */
export const productLabelQuery = productGetQuery.extend(printOptionFields);
export type ProductLabelQuery = z.infer<typeof productLabelQuery>;

export const SUPPLY_MAX = 64;

/** Cost in integer cents: a number, never text, never negative. */
const costCents = z
  .number({ error: 'the cost must be a number of cents, not text' })
  .int('the cost must be a whole number of cents')
  .min(0, 'the cost cannot be negative')
  .max(COST_CENTS_MAX, `the cost cannot exceed ${COST_CENTS_MAX} cents`);

/** POST /sys_prod/save: { id, shopId } changes the owner; { id, costPrice, supply } the cost and source. */
export const productSaveInput = z
  .strictObject({
    id: z.number().int().positive().max(2_147_483_647),
    shopId: z.number().int().positive().max(2_147_483_647).optional(),
    costPrice: costCents.optional(),
    supply: z.string().trim().max(SUPPLY_MAX, `the source is at most ${SUPPLY_MAX} characters`).optional(),
  })
  .refine((v) => (v.shopId !== undefined) !== (v.costPrice !== undefined || v.supply !== undefined), {
    message: 'give shopId to change the owner, or costPrice and supply to change cost and source',
    path: ['shopId'],
  });
export type ProductSaveInput = z.infer<typeof productSaveInput>;

export function isOwnerChange(input: ProductSaveInput): input is ProductSaveInput & { shopId: number } {
  return input.shopId !== undefined;
}

export const shopUserListRequest = z.strictObject({ uid: z.string().trim().max(32).optional() });

/** The entry appended to the shop user list for items that belong to no seller (a filter value only). */
export const UNOWNED_SHOP_USER_ID = 0;

/** Switch user (spec section 4): the warehouse moves items to another owner. */
export const SwitchUserStatus = {
  reviewing: 1,
  rejected: 2,
  toBeConfirmed: 3,
  completed: 4,
  cancelled: 5,
} as const;

/**
 * Items the warehouse may move to another owner: available ones (1). An item in an open order (a
 * seller's switch user application among them, status 7) moves with its order. It ends available (1).
 */
export const SWITCHABLE_STATUSES: readonly number[] = [InventoryStatus.available];
export const SWITCH_ITEMS_MAX = 50;
export const SWITCH_REASON_MAX = 200;

export const switchUserInput = z.strictObject({
  oneIds: z
    .array(z.string().trim().regex(ONE_ID_PATTERN, 'a ONE ID is 8 to 15 digits'))
    .min(1, 'give at least one ONE ID')
    .max(SWITCH_ITEMS_MAX, `at most ${SWITCH_ITEMS_MAX} ONE IDs at a time`),
  toUserId: z.number().int().positive().max(2_147_483_647),
  reason: z.string().trim().min(1, 'a reason is required').max(SWITCH_REASON_MAX),
});
export type SwitchUserInput = z.infer<typeof switchUserInput>;

export const switchRecordListRequest = z.strictObject({
  oneId: z.string().trim().max(20).optional(),
  oddNo: z.string().trim().max(32).optional(),
  ...pagingFields,
});
export type SwitchRecordListRequest = z.infer<typeof switchRecordListRequest>;

/** The switch record's number, also the 712 event's oddNo. */
export function switchOddNo(id: number): string {
  return `SW${String(id).padStart(8, '0')}`;
}

/**
 * An event in the drawer: what the viewer may not see (operator, pku, shelf, storage fee, platform
 * order number; DRAWER_VISIBILITY) is left out.
 */
export const drawerEvent = productEvent.partial({
  operator: true,
  pku: true,
  shelvesName: true,
  wareFee: true,
  platOrderNo: true,
});
export type DrawerEvent = z.infer<typeof drawerEvent>;

/**
 * GET /sys_prod/get (spec sections 3 and 7): the product behind the one-ID drawer. The parts a viewer
 * may not see (spec section 6 "Drawer") are left out by the server, hence the optional fields.
 */
export const productRecord = z.object({
  id: z.number(),
  oneId: z.string(),
  img: z.string(),
  brand: z.string(),
  remarks: z.string(),
  sku: z.string(),
  spec: z.string(),
  costPrice: z.number(),
  supply: z.string(),
  status: z.number(),
  wareId: z.number(),
  gmtOut: z.string().nullable(),
  oneidRelated: z.string(),
  imageList: z.array(z.string()),
  shopInfo,
  packInfo: z
    .object({ packId: z.number().nullable(), logNo: z.string(), gmtModify: z.string().nullable() })
    .nullable(),
  inProdInfo: z.object({
    batchNo: z.string(),
    gmtCreate: z.string(),
    type: z.number().nullable(),
    checkResult: z.number().nullable(),
    checkRemark: z.string(),
    gmtCheck: z.string().nullable(),
    wareName: z.string(),
    shelvesName: z.string().optional(),
    shelvesUserName: z.string().optional(),
    gmtShelvesCreate: z.string().nullable().optional(),
    wareDays: z.number(),
    wareFee: z.number().nullable().optional(),
  }),
  outInfo: z
    .object({
      oddNo: z.string(),
      type: z.number(),
      platName: z.string(),
      platOrderNo: z.string().optional(),
      soldPrice: z.number().nullable(),
    })
    .nullable(),
  eventList: z.array(drawerEvent),
});
export type ProductRecord = z.infer<typeof productRecord>;

/** POST /sys_prod/save: which of the two changes was made. */
export const productSaveResult = z.object({ kind: z.enum(['owner', 'cost']) });

/** A seller to choose in the owner change and ChangeWarehouse; `unowned` marks the entry for items of no seller. */
export const shopUserOption = z.object({
  id: z.number(),
  uid: z.string(),
  realname: z.string(),
  status: z.number(),
  unowned: z.boolean(),
});
export type ShopUserOption = z.infer<typeof shopUserOption>;

/** POST /shop_user/list. */
export const shopUserList = z.object({ records: z.array(shopUserOption) });
export type ShopUserList = z.infer<typeof shopUserList>;

/** A row of POST /switch_user/list: the move, its target seller and each item's former owner. */
export const switchRecord = z.object({
  id: z.number(),
  oddNo: z.string(),
  reason: z.string(),
  status: z.number(),
  operator: z.string(),
  gmtCreate: z.string(),
  toUser: shopInfo,
  /** Each item's former owner and the switch user order (kind 7) that moved it (null: a record made before). */
  items: z.array(z.object({ oneId: z.string(), fromUser: shopInfo, orderNo: z.string().nullable() })),
});
export type SwitchRecord = z.infer<typeof switchRecord>;

/** POST /switch_user/create: the record made and the items moved. */
export const switchResult = z.object({ id: z.number(), oddNo: z.string(), oneIds: z.array(z.string()) });
export type SwitchResult = z.infer<typeof switchResult>;

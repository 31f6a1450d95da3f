/**
 * Repairs' codes (spec sections 3 and 4), defined once for server, client and tests. The spec gives
 * the codes and their order ("the full repair transition graph: not shown"); the numbers are ours, in
 * the spec's order from 1. The machines that move between them are approval.ts, item-steps.ts and
 * task.ts.
 */

/** Repair order status (spec: pending, completed, cancel): a projection of the approval (approval.ts). */
export const RepairOrderStatus = { pending: 1, completed: 2, cancel: 3 } as const;
export type RepairOrderStatus = (typeof RepairOrderStatus)[keyof typeof RepairOrderStatus];
export const REPAIR_ORDER_STATUSES: readonly RepairOrderStatus[] = [1, 2, 3];

/** Approval status (spec: pending, approve, completed, refuse, cancel): the order's machine. */
export const ApprovalStatus = { pending: 1, approve: 2, completed: 3, refuse: 4, cancel: 5 } as const;
export type ApprovalStatus = (typeof ApprovalStatus)[keyof typeof ApprovalStatus];
export const APPROVAL_STATUSES: readonly ApprovalStatus[] = [1, 2, 3, 4, 5];

/**
 * Task status of a repair batch task (spec: pending, completed), and 3 reverted: ours, for a task an
 * admin closed so its orders can be given to another operator (spec section 4, "reverting closes a
 * task so it can be reassigned").
 */
export const TaskStatus = { pending: 1, completed: 2, reverted: 3 } as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];
export const TASK_STATUSES: readonly TaskStatus[] = [1, 2, 3];

/** Repair shop status of a pair (spec: pending, completed, cancel): a projection of its repair status. */
export const RepairShopStatus = { pending: 1, completed: 2, cancel: 3 } as const;
export type RepairShopStatus = (typeof RepairShopStatus)[keyof typeof RepairShopStatus];
export const REPAIR_SHOP_STATUSES: readonly RepairShopStatus[] = [1, 2, 3];

/**
 * Repair status of one pair (spec: pending, processing, failure, success, lost parcel), and 6
 * cancelled: ours, for a pair taken out before any work (its order refused or cancelled, or the pair
 * rejected by an admin). The spec's codes say nothing of a pair nobody worked on.
 */
export const RepairStatus = {
  pending: 1,
  processing: 2,
  failure: 3,
  success: 4,
  lostParcel: 5,
  cancelled: 6,
} as const;
export type RepairStatus = (typeof RepairStatus)[keyof typeof RepairStatus];
export const REPAIR_STATUSES: readonly RepairStatus[] = [1, 2, 3, 4, 5, 6];

export const REPAIR_ORDER_STATUS_LABEL: Record<RepairOrderStatus, string> = {
  1: 'repair:orderStatus.pending',
  2: 'repair:orderStatus.completed',
  3: 'repair:orderStatus.cancel',
};
export const APPROVAL_STATUS_LABEL: Record<ApprovalStatus, string> = {
  1: 'repair:approval.pending',
  2: 'repair:approval.approve',
  3: 'repair:approval.completed',
  4: 'repair:approval.refuse',
  5: 'repair:approval.cancel',
};
export const TASK_STATUS_LABEL: Record<TaskStatus, string> = {
  1: 'repair:taskStatus.pending',
  2: 'repair:taskStatus.completed',
  3: 'repair:taskStatus.reverted',
};
export const REPAIR_SHOP_STATUS_LABEL: Record<RepairShopStatus, string> = {
  1: 'repair:shopStatus.pending',
  2: 'repair:shopStatus.completed',
  3: 'repair:shopStatus.cancel',
};
export const REPAIR_STATUS_LABEL: Record<RepairStatus, string> = {
  1: 'repair:repairStatus.pending',
  2: 'repair:repairStatus.processing',
  3: 'repair:repairStatus.failure',
  4: 'repair:repairStatus.success',
  5: 'repair:repairStatus.lostParcel',
  6: 'repair:repairStatus.cancelled',
};

/** What is wrong with a pair (spec section 3, "repair item issues"). */
export const REPAIR_ISSUES = [
  'stained',
  'soleDirty',
  'minorDamage',
  'boxCrush',
  'boxDamage',
  'notOriginal',
] as const;
export type RepairIssue = (typeof REPAIR_ISSUES)[number];

/** What the warehouse does to a pair (spec section 3, "repair items"); each has a price in Fee/RepairMange. */
export const REPAIR_ITEMS = ['cleanStain', 'repairBox'] as const;
export type RepairItem = (typeof REPAIR_ITEMS)[number];

/**
 * The colour of the replacement box a box repair uses (spec section 3: "three box colour variants
 * exist", unnamed): the three colours sneaker boxes come in most, ours to name.
 */
export const BOX_COLOURS = ['orange', 'black', 'white'] as const;
export type BoxColour = (typeof BOX_COLOURS)[number];

/** The quality check after a repair. */
export const QC_RESULTS = ['pass', 'fail'] as const;
export type QcResult = (typeof QC_RESULTS)[number];
export const QC_RESULT_LABEL = (qc: QcResult) => `repair:qc.${qc}`;

/** The warehouse's RepireManage tabs (spec section 4). */
export const REPAIR_TABS = ['pendingPick', 'pendingRepair', 'completed', 'cancelled'] as const;
export type RepairTab = (typeof REPAIR_TABS)[number];

/** The photos of a repair: before (the guide for the same angle), after the repair, and of the QC. */
export const REPAIR_PHOTO_KINDS = ['before', 'after', 'qc'] as const;
export type RepairPhotoKind = (typeof REPAIR_PHOTO_KINDS)[number];

export const REPAIR_ISSUE_LABEL = (issue: RepairIssue) => `repair:issue.${issue}`;
export const REPAIR_ITEM_LABEL = (item: RepairItem) => `repair:item.${item}`;
export const BOX_COLOUR_LABEL = (colour: BoxColour) => `repair:boxColour.${colour}`;
export const REPAIR_TAB_LABEL = (tab: RepairTab) => `repair:tab.${tab}`;

/** Order numbers: RP and the id padded to 8 digits; batch task numbers RB. Apart from every other prefix. */
export const REPAIR_ORDER_PREFIX = 'RP';
export const REPAIR_BATCH_PREFIX = 'RB';
export const repairOrderNo = (id: number): string => `${REPAIR_ORDER_PREFIX}${String(id).padStart(8, '0')}`;
export const repairBatchNo = (id: number): string => `${REPAIR_BATCH_PREFIX}${String(id).padStart(8, '0')}`;
export const isRepairOrderNo = (no: string): boolean => /^RP\d{8,10}$/.test(no.trim().toUpperCase());

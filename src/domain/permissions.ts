/**
 * Permission codes and actions (spec section 6), defined once.
 *
 * - Named codes: 'dashboard', 'business' (the merchant area), 'admin' (the download center).
 * - Admin modules: 101, 200, ... 1500. Pages are 7-digit sub-codes, page actions 8-digit ones
 *   (page code * 10 + the action's index + 1).
 * - Warehouse codes: 700101-700110 and 7001010, granted per warehouse.
 */
export const ACTIONS = ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

export type PermissionGrant = { permissionId: string; actionList: Action[] };

export type PermissionPage = { code: string; titleKey: string; actions: readonly Action[] };
export type PermissionModule = { code: string; titleKey: string; pages: readonly PermissionPage[] };

const ALL: readonly Action[] = ACTIONS;
const READ: readonly Action[] = ['query', 'get', 'export'];

/** Page code of an admin module: the module number followed by a page number, 7 digits. */
export function adminPageCode(moduleCode: number, page: number): string {
  const digits = String(moduleCode).length;
  const pagePart = String(page).padStart(7 - digits, '0');
  return `${moduleCode}${pagePart}`;
}

/** 8-digit sub-code of one action on one page. */
export function actionCode(pageCode: string, action: Action): string {
  return `${pageCode}${ACTIONS.indexOf(action) + 1}`;
}

function adminModule(code: number, titleKey: string, pages: [string, readonly Action[]][]): PermissionModule {
  return {
    code: String(code),
    titleKey,
    pages: pages.map(([pageKey, actions], i) => ({ code: adminPageCode(code, i + 1), titleKey: pageKey, actions })),
  };
}

export const ADMIN_MODULES: readonly PermissionModule[] = [
  adminModule(101, 'permissions.admin.bi', [['permissions.admin.biBoard', READ]]),
  adminModule(200, 'permissions.admin.forecast', [['permissions.admin.busiForecast', ALL]]),
  adminModule(300, 'permissions.admin.selfOperated', [['permissions.admin.selfOperatedWarehouse', ALL]]),
  adminModule(400, 'permissions.admin.warehouse', [
    ['permissions.admin.warehouseOverview', READ],
    ['permissions.admin.stock', ALL],
    ['permissions.admin.stockSetting', ALL],
  ]),
  adminModule(500, 'permissions.admin.audit', [['permissions.admin.auditOrders', ALL]]),
  adminModule(600, 'permissions.admin.tasks', [['permissions.admin.taskManage', ALL]]),
  adminModule(700, 'permissions.admin.warehouseOps', [['permissions.admin.warehouseStaff', ALL]]),
  adminModule(800, 'permissions.admin.consignment', [['permissions.admin.consignmentManage', ALL]]),
  adminModule(900, 'permissions.admin.crossListing', [['permissions.admin.crossListingManage', ALL]]),
  adminModule(1000, 'permissions.admin.finance', [['permissions.admin.financeFlow', ALL]]),
  adminModule(1100, 'permissions.admin.account', [
    ['permissions.admin.businessAccount', ALL],
    ['permissions.admin.platformAccount', ALL],
    ['permissions.admin.returnAccount', ALL],
    ['permissions.admin.roles', ALL],
    ['permissions.admin.auditLog', READ],
  ]),
  adminModule(1200, 'permissions.admin.fee', [['permissions.admin.feeManage', ALL]]),
  adminModule(1300, 'permissions.admin.sku', [['permissions.admin.skuManage', ALL]]),
  adminModule(1400, 'permissions.admin.changeWarehouse', [['permissions.admin.switchUser', ALL]]),
  adminModule(1500, 'permissions.admin.notice', [
    ['permissions.admin.notices', ALL],
    ['permissions.admin.labelCenter', ALL],
  ]),
];

/** Admin page codes used by the foundation's routes. */
export const AdminPage = {
  stockSetting: adminPageCode(400, 3),
  businessAccount: adminPageCode(1100, 1),
  platformAccount: adminPageCode(1100, 2),
  roles: adminPageCode(1100, 4),
  auditLog: adminPageCode(1100, 5),
} as const;

/** Warehouse permission codes, granted per warehouse to warehouse staff. */
export const WarehousePermission = {
  workplace: '700101',
  appointment: '700102',
  inspection: '700103',
  returns: '700104',
  shelving: '700105',
  outbound: '700106',
  outboundBatch: '700107',
  repair: '700108',
  inventoryView: '700109',
  skuManage: '700110',
  changeWarehouse: '7001010',
} as const;
export type WarehousePermissionCode = (typeof WarehousePermission)[keyof typeof WarehousePermission];

export const WAREHOUSE_PERMISSION_TITLES: Record<WarehousePermissionCode, string> = {
  '700101': 'permissions.warehouse.workplace',
  '700102': 'permissions.warehouse.appointment',
  '700103': 'permissions.warehouse.inspection',
  '700104': 'permissions.warehouse.returns',
  '700105': 'permissions.warehouse.shelving',
  '700106': 'permissions.warehouse.outbound',
  '700107': 'permissions.warehouse.outboundBatch',
  '700108': 'permissions.warehouse.repair',
  '700109': 'permissions.warehouse.inventoryView',
  '700110': 'permissions.warehouse.skuManage',
  '7001010': 'permissions.warehouse.changeWarehouse',
};
export const WAREHOUSE_PERMISSION_CODES = Object.keys(WAREHOUSE_PERMISSION_TITLES) as WarehousePermissionCode[];

export const NamedPermission = { dashboard: 'dashboard', business: 'business', downloadCenter: 'admin' } as const;

/** Every code a role may hold, with the actions that exist for it. */
export function permissionCatalogue(): { permissionId: string; titleKey: string; actions: readonly Action[] }[] {
  const named = [
    { permissionId: NamedPermission.dashboard, titleKey: 'permissions.named.dashboard', actions: READ },
    { permissionId: NamedPermission.business, titleKey: 'permissions.named.business', actions: ALL },
    { permissionId: NamedPermission.downloadCenter, titleKey: 'permissions.named.downloadCenter', actions: READ },
  ];
  const admin = ADMIN_MODULES.flatMap((m) => [
    { permissionId: m.code, titleKey: m.titleKey, actions: ALL },
    ...m.pages.map((p) => ({ permissionId: p.code, titleKey: p.titleKey, actions: p.actions })),
  ]);
  const warehouse = WAREHOUSE_PERMISSION_CODES.map((code) => ({
    permissionId: code,
    titleKey: WAREHOUSE_PERMISSION_TITLES[code],
    actions: ALL,
  }));
  return [...named, ...admin, ...warehouse];
}

export function isKnownPermission(code: string): boolean {
  return permissionCatalogue().some((p) => p.permissionId === code);
}

/** A page code is covered by a grant of the page itself or of its module. */
export function moduleOfPage(pageCode: string): string | undefined {
  return ADMIN_MODULES.find((m) => m.pages.some((p) => p.code === pageCode))?.code;
}

export function grantsAllow(grants: readonly PermissionGrant[], code: string, action: Action): boolean {
  const moduleCode = moduleOfPage(code);
  return grants.some(
    (g) => (g.permissionId === code || (moduleCode !== undefined && g.permissionId === moduleCode)) &&
      g.actionList.includes(action),
  );
}

export function fullGrant(code: string, actions: readonly Action[] = ALL): PermissionGrant {
  return { permissionId: code, actionList: [...actions] };
}

/** The session user info's permission shape (spec section 3). */
export function toSessionPermission(g: PermissionGrant) {
  return {
    permissionId: g.permissionId,
    actionList: g.actionList,
    actionEntitySet: g.actionList.map((action) => ({ action, describe: action, defaultCheck: false })),
  };
}

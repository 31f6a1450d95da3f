/**
 * Permission codes and actions (spec section 6), defined once.
 *
 * - Named codes: 'dashboard', 'business' (the merchant area), 'admin' (the download center).
 * - Admin modules: 101, 200, ... 1500. Pages are 7-digit sub-codes, page actions 8-digit ones
 *   (page code * 10 + the action's index + 1).
 * - Warehouse codes: 700101-700110 and 7001010, granted per warehouse.
 */
export const ACTIONS = [
  'add',
  'delete',
  'edit',
  'query',
  'get',
  'enable',
  'disable',
  'import',
  'export',
] as const;
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
    pages: pages.map(([pageKey, actions], i) => ({
      code: adminPageCode(code, i + 1),
      titleKey: pageKey,
      actions,
    })),
  };
}

export const ADMIN_MODULES: readonly PermissionModule[] = [
  adminModule(101, 'accounts:permissions.admin.bi', [['accounts:permissions.admin.biBoard', READ]]),
  adminModule(200, 'accounts:permissions.admin.forecast', [['accounts:permissions.admin.busiForecast', ALL]]),
  adminModule(300, 'accounts:permissions.admin.selfOperated', [
    ['accounts:permissions.admin.selfOperatedWarehouse', ALL],
  ]),
  adminModule(400, 'accounts:permissions.admin.warehouse', [
    ['accounts:permissions.admin.warehouseOverview', READ],
    ['accounts:permissions.admin.stock', ALL],
    ['accounts:permissions.admin.stockSetting', ALL],
  ]),
  adminModule(500, 'accounts:permissions.admin.audit', [
    ['accounts:permissions.admin.auditOrders', ALL],
    ['accounts:permissions.admin.auditFlex', ALL],
    ['accounts:permissions.admin.auditRepair', ALL],
  ]),
  adminModule(600, 'accounts:permissions.admin.tasks', [
    ['accounts:permissions.admin.taskManage', ALL],
    ['accounts:permissions.admin.repairTask', ALL],
    ['accounts:permissions.admin.repairBatchTask', ALL],
  ]),
  adminModule(700, 'accounts:permissions.admin.warehouseOps', [
    ['accounts:permissions.admin.warehouseStaff', ALL],
  ]),
  adminModule(800, 'accounts:permissions.admin.consignment', [
    ['accounts:permissions.admin.consignmentManage', ALL],
  ]),
  adminModule(900, 'accounts:permissions.admin.crossListing', [
    ['accounts:permissions.admin.crossListingManage', ALL],
  ]),
  // Finance (issue 14): page 1 is the platform's flow (PlatformFlow with its Withdrawal and Charge details);
  // page 2, the overview, is read, and its 'edit' changes the statistics exclusion list.
  adminModule(1000, 'accounts:permissions.admin.finance', [
    ['accounts:permissions.admin.financeFlow', ALL],
    ['accounts:permissions.admin.financeOverview', [...READ, 'edit']],
    ['accounts:permissions.admin.merchantFlow', READ],
    ['accounts:permissions.admin.selfOperatedFlow', READ],
    ['accounts:permissions.admin.chargeDeduction', ['add', 'query']],
    ['accounts:permissions.admin.bulkChargeDeduction', ['import', 'query']],
  ]),
  adminModule(1100, 'accounts:permissions.admin.account', [
    ['accounts:permissions.admin.businessAccount', ALL],
    ['accounts:permissions.admin.platformAccount', ALL],
    ['accounts:permissions.admin.returnAccount', ALL],
    ['accounts:permissions.admin.roles', ALL],
    ['accounts:permissions.admin.auditLog', READ],
  ]),
  adminModule(1200, 'accounts:permissions.admin.fee', [
    ['accounts:permissions.admin.feePlatform', ALL],
    ['accounts:permissions.admin.feeAccount', ALL],
    ['accounts:permissions.admin.repairManage', ALL],
  ]),
  // SKU management (issue 26 point 3): page 2 the shops' products (TikTokProduct), page 3 the SKU and
  // size mapping with its conflicts (TikTokSKUManage).
  adminModule(1300, 'accounts:permissions.admin.sku', [
    ['accounts:permissions.admin.skuManage', ALL],
    ['accounts:permissions.admin.tiktokProduct', ALL],
    ['accounts:permissions.admin.tiktokSkuManage', ALL],
  ]),
  adminModule(1400, 'accounts:permissions.admin.changeWarehouse', [
    ['accounts:permissions.admin.switchUser', ALL],
  ]),
  adminModule(1500, 'accounts:permissions.admin.notice', [
    ['accounts:permissions.admin.notices', ALL],
    ['accounts:permissions.admin.labelCenter', ALL],
    ['accounts:permissions.admin.email', ALL],
  ]),
];

/** Admin page codes used by the foundation's routes. */
/** The admin's BI board (module 101 page 1), where admins land. */
export const BiPage = { board: adminPageCode(101, 1) } as const;

/** Admin pages of module 400 "Warehouse": Overview (page 1) and Stock (page 2). */
export const StockPage = { overview: adminPageCode(400, 1), stock: adminPageCode(400, 2) } as const;

/** Admin pages of module 1200 "Fee": Platform (page 1), Account (page 2) and RepairMange (page 3), in the spec's order. */
export const FeePage = {
  platform: adminPageCode(1200, 1),
  account: adminPageCode(1200, 2),
  repairManage: adminPageCode(1200, 3),
} as const;

/** Admin module 1300 "SKU management": the marketplace catalogue's pages (TikTokProduct, TikTokSKUManage). */
export const CataloguePage = {
  tiktokProduct: adminPageCode(1300, 2),
  tiktokSkuManage: adminPageCode(1300, 3),
} as const;

/**
 * Admin module 500 "Audit": the outbound, cash-out and switch user reviews (Audit/Outbound,
 * PlatformRecycling, InPlatformTransfer), the flex shipments' (Audit/StockXFlex) and the repair
 * orders' (Audit/RepairOrder).
 */
export const AuditPage = {
  orders: adminPageCode(500, 1),
  flex: adminPageCode(500, 2),
  repair: adminPageCode(500, 3),
} as const;

/**
 * Admin module 600 "Task management": OutboundTask and BatchTask (the outbound batches and their
 * labels), RepairTask (the pairs of repair tasks) and RepairBatchTask (the tasks and their operators).
 */
export const TaskPage = {
  taskManage: adminPageCode(600, 1),
  repairTask: adminPageCode(600, 2),
  repairBatchTask: adminPageCode(600, 3),
} as const;

/**
 * Admin module 300 "Self-operated": the self-operated warehouse (warehouse/*), where admins act for
 * the platform's own account (its address book, platform direct outbound).
 */
export const SelfOperatedPage = { warehouse: adminPageCode(300, 1) } as const;

export const AdminPage = {
  busiForecast: adminPageCode(200, 1),
  skuManage: adminPageCode(1300, 1),
  stockSetting: adminPageCode(400, 3),
  businessAccount: adminPageCode(1100, 1),
  platformAccount: adminPageCode(1100, 2),
  returnAccount: adminPageCode(1100, 3),
  roles: adminPageCode(1100, 4),
  auditLog: adminPageCode(1100, 5),
} as const;

/** Admin pages of module 1000 "Finance" (spec section 2: Finance/Overview, PlatformFlow, MerchantFlow, SelfOperated). */
export const FinancePage = {
  platformFlow: adminPageCode(1000, 1),
  overview: adminPageCode(1000, 2),
  merchantFlow: adminPageCode(1000, 3),
  selfOperated: adminPageCode(1000, 4),
  chargeDeduction: adminPageCode(1000, 5),
  bulkChargeDeduction: adminPageCode(1000, 6),
} as const;

/** The admin's LabelCenter (module 1500 page 2): every seller's labels, and buying for the self-operated account. */
export const LABEL_CENTER_PAGE = adminPageCode(1500, 2);

/** The admin's announcements, Notice/:pageNo? (module 1500 page 1): write, schedule, publish and withdraw notices. */
export const NOTICES_PAGE = adminPageCode(1500, 1);

/** The admin's email outbox (module 1500 page 3): every message the platform sent or keeps, and retries. */
export const EMAIL_PAGE = adminPageCode(1500, 3);

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
  '700101': 'accounts:permissions.warehouse.workplace',
  '700102': 'accounts:permissions.warehouse.appointment',
  '700103': 'accounts:permissions.warehouse.inspection',
  '700104': 'accounts:permissions.warehouse.returns',
  '700105': 'accounts:permissions.warehouse.shelving',
  '700106': 'accounts:permissions.warehouse.outbound',
  '700107': 'accounts:permissions.warehouse.outboundBatch',
  '700108': 'accounts:permissions.warehouse.repair',
  '700109': 'accounts:permissions.warehouse.inventoryView',
  '700110': 'accounts:permissions.warehouse.skuManage',
  '7001010': 'accounts:permissions.warehouse.changeWarehouse',
};
export const WAREHOUSE_PERMISSION_CODES = Object.keys(
  WAREHOUSE_PERMISSION_TITLES,
) as WarehousePermissionCode[];

export const NamedPermission = {
  dashboard: 'dashboard',
  business: 'business',
  downloadCenter: 'admin',
} as const;

/**
 * The parts of the seller portal (issue 28 point 4): each seller screen and its server routes need
 * 'business.<part>'. 'business' is the module of every part, so a merchant's grant of 'business'
 * covers them all, while a team member's role holds only the parts the seller gave it. 'team' (the
 * team screen itself) is the owner's alone: no team role may hold it.
 */
export const BusinessPart = {
  home: 'business.home',
  inbound: 'business.inbound',
  inventory: 'business.inventory',
  orders: 'business.orders',
  listing: 'business.listing',
  sourcing: 'business.sourcing',
  repair: 'business.repair',
  wallet: 'business.wallet',
  labels: 'business.labels',
  addresses: 'business.addresses',
  downloads: 'business.downloads',
  team: 'business.team',
} as const;
export type BusinessPartCode = (typeof BusinessPart)[keyof typeof BusinessPart];
export const BUSINESS_PART_CODES = Object.values(BusinessPart) as BusinessPartCode[];
/** The parts a seller may give a team role: every part but the team screen. */
export const TEAM_ROLE_PART_CODES: readonly BusinessPartCode[] = BUSINESS_PART_CODES.filter(
  (c) => c !== BusinessPart.team,
);
export const BUSINESS_PART_TITLES: Record<BusinessPartCode, string> = {
  'business.home': 'teams:parts.home',
  'business.inbound': 'teams:parts.inbound',
  'business.inventory': 'teams:parts.inventory',
  'business.orders': 'teams:parts.orders',
  'business.listing': 'teams:parts.listing',
  'business.sourcing': 'teams:parts.sourcing',
  'business.repair': 'teams:parts.repair',
  'business.wallet': 'teams:parts.wallet',
  'business.labels': 'teams:parts.labels',
  'business.addresses': 'teams:parts.addresses',
  'business.downloads': 'teams:parts.downloads',
  'business.team': 'teams:parts.team',
};
const BUSINESS_PART_SET: ReadonlySet<string> = new Set(BUSINESS_PART_CODES);
export function isBusinessPart(code: string): code is BusinessPartCode {
  return BUSINESS_PART_SET.has(code);
}

/** Every code a role may hold, with the actions that exist for it. */
export function permissionCatalogue(): {
  permissionId: string;
  titleKey: string;
  actions: readonly Action[];
}[] {
  const named = [
    {
      permissionId: NamedPermission.dashboard,
      titleKey: 'accounts:permissions.named.dashboard',
      actions: READ,
    },
    { permissionId: NamedPermission.business, titleKey: 'accounts:permissions.named.business', actions: ALL },
    {
      permissionId: NamedPermission.downloadCenter,
      titleKey: 'accounts:permissions.named.downloadCenter',
      actions: READ,
    },
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
  const parts = BUSINESS_PART_CODES.map((code) => ({
    permissionId: code,
    titleKey: BUSINESS_PART_TITLES[code],
    actions: ALL,
  }));
  return [...named, ...admin, ...warehouse, ...parts];
}

export function isKnownPermission(code: string): boolean {
  return permissionCatalogue().some((p) => p.permissionId === code);
}

/**
 * A page code is covered by a grant of the page itself or of its module: an admin page's module,
 * or 'business' for a part of the seller portal.
 */
export function moduleOfPage(pageCode: string): string | undefined {
  if (isBusinessPart(pageCode)) return NamedPermission.business;
  return ADMIN_MODULES.find((m) => m.pages.some((p) => p.code === pageCode))?.code;
}

export function grantsAllow(grants: readonly PermissionGrant[], code: string, action: Action): boolean {
  const moduleCode = moduleOfPage(code);
  return grants.some(
    (g) =>
      (g.permissionId === code || (moduleCode !== undefined && g.permissionId === moduleCode)) &&
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

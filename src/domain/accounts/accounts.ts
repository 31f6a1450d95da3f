import { z } from 'zod';
import { passwordSchema, usernameSchema } from '../auth/auth';
import {
  ACTIONS,
  ADMIN_MODULES,
  NamedPermission,
  permissionCatalogue,
  WAREHOUSE_PERMISSION_CODES,
} from '../kernel/permissions';
import type { Action, PermissionGrant } from '../kernel/permissions';
import { AccountStatus, PortalId } from '../kernel/users';
import type { MerchantFlagName } from './merchant-flags';
import { MERCHANT_FLAG_NAMES } from './merchant-flags';

/**
 * Account administration (admin portal: BusinessAccount, PlatformAccount, roles, audit log):
 * request schemas and the pure rules the server enforces and the client mirrors.
 */

// ---- Account status transitions --------------------------------------------------------------

export type AccountAction = 'approve' | 'enable' | 'disable';

/** Who may move where: self-registered merchants wait for approval; suspension is reversible. */
export const ACCOUNT_TRANSITIONS: Record<
  AccountAction,
  { from: readonly AccountStatus[]; to: AccountStatus; refusal: string }
> = {
  approve: { from: [AccountStatus.pending], to: AccountStatus.active, refusal: 'accounts:errors.notPending' },
  enable: {
    from: [AccountStatus.suspended],
    to: AccountStatus.active,
    refusal: 'accounts:errors.notSuspended',
  },
  disable: {
    from: [AccountStatus.active],
    to: AccountStatus.suspended,
    refusal: 'accounts:errors.notActive',
  },
};

/** The status an action leads to, or null when the account's status does not allow it. */
export function nextAccountStatus(action: AccountAction, status: number): AccountStatus | null {
  const t = ACCOUNT_TRANSITIONS[action];
  return (t.from as readonly number[]).includes(status) ? t.to : null;
}

/** Platform accounts are admins and warehouse staff; merchants are business accounts. */
export const PLATFORM_USER_TYPES = [PortalId.admin, PortalId.warehouse] as const;
export type PlatformUserType = (typeof PLATFORM_USER_TYPES)[number];

// ---- Permission grants -----------------------------------------------------------------------

/** The codes a role of each portal may hold. Warehouse codes are granted per warehouse, not by role. */
export function grantableCodes(userType: number): Set<string> {
  if (userType === PortalId.admin) {
    return new Set([
      NamedPermission.dashboard,
      NamedPermission.downloadCenter,
      ...ADMIN_MODULES.flatMap((m) => [m.code, ...m.pages.map((p) => p.code)]),
    ]);
  }
  if (userType === PortalId.seller) {
    return new Set([NamedPermission.dashboard, NamedPermission.business, NamedPermission.downloadCenter]);
  }
  return new Set([NamedPermission.dashboard, NamedPermission.downloadCenter]);
}

export const WAREHOUSE_CODES: ReadonlySet<string> = new Set(WAREHOUSE_PERMISSION_CODES);

export type GrantProblem = { key: string; params: Record<string, string> };

/**
 * Checks grants against the catalogue and the codes allowed in this place, and returns them
 * merged per code with their actions in catalogue order (empty grants dropped).
 */
export function normalizeGrants(
  grants: readonly { permissionId: string; actionList: readonly string[] }[],
  allowed: ReadonlySet<string>,
  outsideKey: string,
): { grants: PermissionGrant[] } | { problem: GrantProblem } {
  const catalogue = new Map(permissionCatalogue().map((p) => [p.permissionId, p.actions]));
  const merged = new Map<string, Set<Action>>();
  for (const g of grants) {
    const actions = catalogue.get(g.permissionId);
    if (!actions)
      return { problem: { key: 'accounts:errors.unknownPermission', params: { code: g.permissionId } } };
    if (!allowed.has(g.permissionId))
      return { problem: { key: outsideKey, params: { code: g.permissionId } } };
    const set = merged.get(g.permissionId) ?? new Set<Action>();
    for (const a of g.actionList) {
      if (!(actions as readonly string[]).includes(a)) {
        return {
          problem: { key: 'accounts:errors.unknownAction', params: { code: g.permissionId, action: a } },
        };
      }
      set.add(a as Action);
    }
    merged.set(g.permissionId, set);
  }
  const out: PermissionGrant[] = [];
  for (const [permissionId, set] of merged) {
    if (set.size > 0) out.push({ permissionId, actionList: ACTIONS.filter((a) => set.has(a)) });
  }
  return { grants: out };
}

export function normalizeRoleGrants(grants: readonly GrantInput[], userType: number) {
  return normalizeGrants(grants, grantableCodes(userType), 'accounts:errors.permissionNotForUserType');
}

export function normalizeWarehouseGrants(grants: readonly GrantInput[]) {
  return normalizeGrants(grants, WAREHOUSE_CODES, 'accounts:errors.notWarehousePermission');
}

/** How a catalogue entry sits in the tree the role editor draws. */
export function permissionKind(code: string): 'named' | 'module' | 'page' | 'warehouse' {
  if ((Object.values(NamedPermission) as string[]).includes(code)) return 'named';
  if (WAREHOUSE_CODES.has(code)) return 'warehouse';
  return ADMIN_MODULES.some((m) => m.code === code) ? 'module' : 'page';
}

// ---- Guards around super administrators ------------------------------------------------------

export type AccountChange = {
  actorId: number;
  targetId: number;
  targetIsActiveSuperAdmin: boolean;
  /** Does the change take the target out of the active super administrators? */
  removesSuperAdmin: boolean;
  /** Does the change disable the target or give it another role? */
  disablesOrDemotes: boolean;
  activeSuperAdmins: number;
};

/** Nobody locks themselves out, and the installation always keeps one active super administrator. */
export function refuseAccountChange(c: AccountChange): string | null {
  if (c.disablesOrDemotes && c.actorId === c.targetId) return 'accounts:errors.cannotChangeSelf';
  if (c.targetIsActiveSuperAdmin && c.removesSuperAdmin && c.activeSuperAdmins <= 1) {
    return 'accounts:errors.lastSuperAdmin';
  }
  return null;
}

// ---- Audit vocabulary ------------------------------------------------------------------------

export const AuditAction = {
  businessApprove: 'account.business.approve',
  businessEnable: 'account.business.enable',
  businessDisable: 'account.business.disable',
  businessResetPassword: 'account.business.resetPassword',
  businessFlags: 'account.business.flags',
  platformCreate: 'account.platform.create',
  platformUpdate: 'account.platform.update',
  platformEnable: 'account.platform.enable',
  platformDisable: 'account.platform.disable',
  platformResetPassword: 'account.platform.resetPassword',
  roleCreate: 'role.create',
  roleUpdate: 'role.update',
  roleDelete: 'role.delete',
  feeDefaultUpdate: 'fee.default.update',
  feeOverrideCreate: 'fee.override.create',
  feeOverrideUpdate: 'fee.override.update',
  feePlatformUpdate: 'fee.platform.update',
  statisticsExclusionsUpdate: 'wallet.statisticsExclusions.update',
} as const;

export const AuditEntity = {
  user: 'user',
  merchantAuth: 'merchant_auth',
  role: 'role',
  rateCard: 'rate_card',
  marketplaceFee: 'marketplace_fee',
  statisticsExclusions: 'wallet_statistics_exclusions',
} as const;

// ---- Request schemas -------------------------------------------------------------------------

const id = z.coerce.number().int().positive().max(2_147_483_647);
const keyword = z.string().trim().max(64).optional();
const statusFilter = z.union([z.literal(0), z.literal(1), z.literal(2)]).nullish();
const platformUserType = z.union([z.literal(PortalId.admin), z.literal(PortalId.warehouse)]);
const realname = z.string().trim().min(1).max(64);
const email = z.union([z.literal(''), z.email().max(128)]).default('');

export const grantInput = z.strictObject({
  permissionId: z.string().trim().min(1).max(16),
  actionList: z.array(z.string().trim().max(16)).max(ACTIONS.length * 2),
});
export type GrantInput = z.infer<typeof grantInput>;

export const warehouseAssignmentInput = z.strictObject({
  wareId: id,
  permissions: z.array(grantInput).max(50),
});
export type WarehouseAssignmentInput = z.infer<typeof warehouseAssignmentInput>;

export const accountIdRequest = z.strictObject({ id });

export const businessAccountFilter = z.strictObject({ keyword, status: statusFilter });

export const merchantFlags = z.object(
  Object.fromEntries(MERCHANT_FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<
    MerchantFlagName,
    z.ZodBoolean
  >,
);
export type { MerchantFlags } from './merchant-flags';
export { NO_MERCHANT_FLAGS } from './merchant-flags';
export const merchantFlagsRequest = z.strictObject({ id, ...merchantFlags.shape });

export const platformAccountFilter = z.strictObject({
  keyword,
  userType: platformUserType.nullish(),
  status: statusFilter,
  roleId: id.nullish(),
});

export const createPlatformAccountRequest = z.strictObject({
  username: usernameSchema,
  password: passwordSchema,
  realname,
  email,
  userType: platformUserType,
  roleId: id,
  warehouses: z.array(warehouseAssignmentInput).max(100).optional(),
});
export type CreatePlatformAccountRequest = z.infer<typeof createPlatformAccountRequest>;

export const updatePlatformAccountRequest = z.strictObject({
  id,
  realname,
  email,
  roleId: id,
  warehouses: z.array(warehouseAssignmentInput).max(100).optional(),
});
export type UpdatePlatformAccountRequest = z.infer<typeof updatePlatformAccountRequest>;

export const roleFilter = z.strictObject({
  keyword,
  userType: z.union([z.literal(1), z.literal(4), z.literal(5)]).nullish(),
});

const roleName = z.string().trim().min(1).max(64);
export const createRoleRequest = z.strictObject({
  name: roleName,
  userType: z.union([z.literal(PortalId.admin), z.literal(PortalId.warehouse), z.literal(PortalId.seller)]),
  permissions: z.array(grantInput).max(200),
});
export const updateRoleRequest = z.strictObject({
  id,
  name: roleName,
  permissions: z.array(grantInput).max(200),
});

export const auditFilter = z.strictObject({
  actor: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  entity: z.string().trim().max(64).optional(),
  beginTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
});

/** A time range is usable when it is open on a side or its start is not after its end. */
export function isTimeRangeOrdered(beginTime?: string, endTime?: string): boolean {
  if (!beginTime || !endTime) return true;
  return new Date(beginTime).getTime() <= new Date(endTime).getTime();
}

// Answers. The account state answers keep only the fields below (the audit log keeps more of the row).

/** A grant as answers show it. */
export const permissionGrant = z.object({ permissionId: z.string(), actionList: z.array(z.string()) });

/** A row of POST /audit/list: who did what and when, with the state before and after. */
export const auditEntry = z.object({
  id: z.number(),
  actorName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string(),
  gmtCreate: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /role/catalogue: every permission code, titled in the request language, with its actions. */
export const catalogueEntry = z.object({
  permissionId: z.string(),
  title: z.string(),
  kind: z.enum(['named', 'module', 'page', 'warehouse']),
  /** The module of a page; null for everything else. */
  parentId: z.string().nullable(),
  actions: z.array(z.string()),
});
export type CatalogueEntry = z.infer<typeof catalogueEntry>;

/** A role after a change (create, update). */
export const roleState = z.object({
  id: z.number(),
  name: z.string(),
  userType: z.number(),
  isSystem: z.boolean(),
  permissions: z.array(permissionGrant),
});
/** A row of POST /role/list: the role and how many accounts hold it. */
export const roleRow = roleState.extend({
  userCount: z.number(),
  gmtCreate: z.string(),
  gmtModify: z.string(),
});
export type RoleRow = z.infer<typeof roleRow>;
export const roleDeleteAnswer = z.object({ id: z.number() });

/** A row of POST /account/business/list: a merchant with its authorization flags. */
export const businessAccountRow = z.object({
  id: z.number(),
  uid: z.string(),
  username: z.string(),
  realname: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.number(),
  gmtCreate: z.string(),
  flags: merchantFlags,
});
export type BusinessAccountRow = z.infer<typeof businessAccountRow>;

/** A merchant account after a status change. */
export const businessAccountState = z.object({
  id: z.number(),
  uid: z.string(),
  username: z.string(),
  status: z.number(),
});
export type BusinessAccountState = z.infer<typeof businessAccountState>;

/** POST /account/business/flags: the merchant's flags as set. */
export const merchantFlagsAnswer = merchantFlags.extend({ id: z.number() });

/** A row of POST /account/platform/list: an admin or warehouse account with role and warehouse grants. */
export const platformAccountRow = z.object({
  id: z.number(),
  uid: z.string(),
  username: z.string(),
  realname: z.string(),
  email: z.string(),
  phone: z.string(),
  userType: z.number(),
  roleId: z.number(),
  roleName: z.string(),
  status: z.number(),
  gmtCreate: z.string(),
  gmtModify: z.string(),
  warehouses: z.array(
    z.object({ wareId: z.number(), wareName: z.string(), permissions: z.array(permissionGrant) }),
  ),
});
export type PlatformAccountRow = z.infer<typeof platformAccountRow>;

/** A platform account after a change (create, update, status). */
export const platformAccountState = z.object({
  id: z.number(),
  uid: z.string(),
  username: z.string(),
  realname: z.string(),
  email: z.string(),
  userType: z.number(),
  roleId: z.number(),
  status: z.number(),
  warehouses: z.array(z.object({ wareId: z.number(), permissions: z.array(permissionGrant) })).optional(),
});

/** POST /account/{business,platform}/resetPassword: the temporary password, answered only this once. */
export const passwordResetAnswer = z.object({ id: z.number(), username: z.string(), password: z.string() });
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswer>;

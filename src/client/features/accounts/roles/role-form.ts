import type { TFunction } from 'i18next';
import { createRoleRequest, grantableCodes } from '../../../../domain/accounts/accounts';
import type { PermissionGrant } from '../../../../domain/kernel/permissions';
import { PortalId, RoleId } from '../../../../domain/kernel/users';
import type { RoleRow } from '../api/role-list';

/** The role editor's values, validation (the domain's role name rule) and what each kind of role allows. */
export type RoleValues = { name: string; userType: string; permissions: PermissionGrant[] };

export const ROLE_USER_TYPES = [PortalId.admin, PortalId.warehouse, PortalId.seller] as const;

export function initialRoleValues(role: RoleRow | null): RoleValues {
  return {
    name: role?.name ?? '',
    userType: String(role?.userType ?? PortalId.admin),
    permissions: (role?.permissions ?? []).map((g) => ({ ...g, actionList: [...g.actionList] })),
  };
}

export function roleValidation(t: TFunction) {
  return {
    name: (v: string) => (createRoleRequest.shape.name.safeParse(v).success ? null : t('form.required')),
  };
}

/** Switching the kind of a new role drops the grants that kind cannot hold. */
export function grantsForUserType(grants: readonly PermissionGrant[], userType: number): PermissionGrant[] {
  const allowed = grantableCodes(userType);
  return grants.filter((g) => allowed.has(g.permissionId));
}

/**
 * What the server lets an admin change: the super administrator role holds everything and
 * cannot be edited; other system roles keep their name (start-up restores it).
 */
export function roleEditability(role: RoleRow | null): { readOnly: boolean; nameLocked: boolean } {
  if (!role) return { readOnly: false, nameLocked: false };
  return { readOnly: role.id === RoleId.superAdmin, nameLocked: role.isSystem };
}

import {
  ACTIONS,
  ADMIN_MODULES,
  fullGrant,
  NamedPermission,
  WAREHOUSE_PERMISSION_CODES,
} from './permissions';
import type { Action, PermissionGrant } from './permissions';
import { PortalId, RoleId } from './users';

export type SystemRole = { id: number; name: string; userType: PortalId; permissions: PermissionGrant[] };

const READ_ONLY: Action[] = ['query', 'get', 'export'];

/** The roles every installation starts with. Admins may add more. */
export const SYSTEM_ROLES: readonly SystemRole[] = [
  {
    id: RoleId.superAdmin,
    name: 'Super administrator',
    userType: PortalId.admin,
    permissions: [
      fullGrant(NamedPermission.dashboard),
      fullGrant(NamedPermission.downloadCenter),
      ...ADMIN_MODULES.map((m) => fullGrant(m.code)),
    ],
  },
  {
    id: RoleId.warehouse,
    name: 'Warehouse',
    userType: PortalId.warehouse,
    permissions: [fullGrant(NamedPermission.dashboard, READ_ONLY)],
  },
  {
    id: RoleId.manager,
    name: 'Manager',
    userType: PortalId.admin,
    permissions: [
      fullGrant(NamedPermission.dashboard),
      fullGrant(NamedPermission.downloadCenter),
      ...ADMIN_MODULES.filter((m) => m.code !== '1100').map((m) => fullGrant(m.code)),
    ],
  },
  {
    id: RoleId.merchant,
    name: 'Merchant',
    userType: PortalId.seller,
    permissions: [
      fullGrant(NamedPermission.dashboard),
      fullGrant(NamedPermission.business),
      fullGrant(NamedPermission.downloadCenter, READ_ONLY),
    ],
  },
  {
    id: RoleId.employee,
    name: 'Employee',
    userType: PortalId.admin,
    permissions: [
      fullGrant(NamedPermission.dashboard, READ_ONLY),
      ...ADMIN_MODULES.filter((m) => m.code !== '1100' && m.code !== '1000').map((m) =>
        fullGrant(m.code, READ_ONLY),
      ),
    ],
  },
];

/** All warehouse codes with every action: what a new warehouse assignment grants by default. */
export function fullWarehouseGrants(): PermissionGrant[] {
  return WAREHOUSE_PERMISSION_CODES.map((code) => fullGrant(code, ACTIONS));
}

import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../domain/auth/auth';
import { AdminPage, WarehousePermission } from '../../domain/kernel/permissions';
import type { PermissionGrant } from '../../domain/kernel/permissions';
import { RoleId } from '../../domain/kernel/users';
import { holdsPermission, mayDo } from './permissions';

function session(roleId: number, role: PermissionGrant[], warehouse: PermissionGrant[] = []) {
  const permissions = role.map((g) => ({ ...g, actionEntitySet: [] }));
  return {
    userInfo: { roleId, role: { id: roleId, name: 'r', permissions } } as unknown as UserInfo,
    warePermissions: warehouse,
  };
}

describe('may this user do X', () => {
  it('reads an admin page against the role, a module grant covering its pages', () => {
    const pageOnly = session(9, [{ permissionId: AdminPage.stockSetting, actionList: ['query', 'add'] }]);
    expect(mayDo(pageOnly, AdminPage.stockSetting, 'add')).toBe(true);
    expect(mayDo(pageOnly, AdminPage.stockSetting, 'edit')).toBe(false);
    const wholeModule = session(9, [{ permissionId: '400', actionList: ['edit'] }]);
    expect(mayDo(wholeModule, AdminPage.stockSetting, 'edit')).toBe(true);
    expect(mayDo(wholeModule, AdminPage.skuManage, 'edit')).toBe(false);
  });

  it('reads a warehouse screen against the selected warehouse, never the role', () => {
    const grants: PermissionGrant[] = [{ permissionId: WarehousePermission.shelving, actionList: ['edit'] }];
    expect(mayDo(session(2, [], grants), WarehousePermission.shelving, 'edit')).toBe(true);
    expect(mayDo(session(2, grants, []), WarehousePermission.shelving, 'edit')).toBe(false);
    expect(mayDo({ userInfo: null, warePermissions: grants }, WarehousePermission.shelving, 'edit')).toBe(
      true,
    );
  });

  it('lets the super administrator do everything, and nobody signed out anything', () => {
    expect(mayDo(session(RoleId.superAdmin, []), AdminPage.roles, 'delete')).toBe(true);
    expect(mayDo({ userInfo: null, warePermissions: [] }, AdminPage.roles, 'query')).toBe(false);
  });

  it('shows a screen to holders of its code or of its admin module', () => {
    expect(holdsPermission(new Set([AdminPage.roles]), AdminPage.roles)).toBe(true);
    expect(holdsPermission(new Set(['1100']), AdminPage.roles)).toBe(true);
    expect(holdsPermission(new Set(['400']), AdminPage.roles)).toBe(false);
  });
});

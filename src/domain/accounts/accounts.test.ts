import { describe, expect, it } from 'vitest';
import { keysWithoutMessage } from '../../../tests/fixtures/locale-messages';
import {
  AuditAction,
  AuditEntity,
  isTimeRangeOrdered,
  nextAccountStatus,
  normalizeRoleGrants,
  normalizeWarehouseGrants,
  permissionKind,
  refuseAccountChange,
} from './accounts';

describe('account status transitions', () => {
  it('approves only pending, enables only suspended and disables only active accounts', () => {
    expect([0, 1, 2].map((s) => nextAccountStatus('approve', s))).toEqual([1, null, null]);
    expect([0, 1, 2].map((s) => nextAccountStatus('enable', s))).toEqual([null, null, 1]);
    expect([0, 1, 2].map((s) => nextAccountStatus('disable', s))).toEqual([null, 2, null]);
  });
});

describe('grants', () => {
  it('merges repeated codes, orders actions as the catalogue does and drops empty grants', () => {
    const r = normalizeRoleGrants(
      [
        { permissionId: '1100', actionList: ['query'] },
        { permissionId: '1100', actionList: ['add', 'query'] },
        { permissionId: 'dashboard', actionList: [] },
      ],
      1,
    );
    expect(r).toEqual({ grants: [{ permissionId: '1100', actionList: ['add', 'query'] }] });
  });

  it('names the code that is unknown, has no such action or belongs to another portal', () => {
    expect(normalizeRoleGrants([{ permissionId: '42', actionList: [] }], 1)).toEqual({
      problem: { key: 'accounts:errors.unknownPermission', params: { code: '42' } },
    });
    expect(normalizeRoleGrants([{ permissionId: '1010001', actionList: ['add'] }], 1)).toMatchObject({
      problem: { key: 'accounts:errors.unknownAction', params: { code: '1010001', action: 'add' } },
    });
    expect(normalizeRoleGrants([{ permissionId: '1100', actionList: ['query'] }], 5)).toMatchObject({
      problem: { key: 'accounts:errors.permissionNotForUserType' },
    });
    expect(normalizeWarehouseGrants([{ permissionId: 'dashboard', actionList: ['query'] }])).toMatchObject({
      problem: { key: 'accounts:errors.notWarehousePermission' },
    });
  });

  it('tells modules, pages, named and warehouse codes apart', () => {
    expect(['dashboard', '1100', '1100001', '7001010'].map(permissionKind)).toEqual([
      'named',
      'module',
      'page',
      'warehouse',
    ]);
  });
});

describe('super administrator guard', () => {
  const base = {
    actorId: 1,
    targetId: 2,
    targetIsActiveSuperAdmin: true,
    removesSuperAdmin: true,
    disablesOrDemotes: true,
  };
  it('refuses to remove the last active super administrator but not one of two', () => {
    expect(refuseAccountChange({ ...base, activeSuperAdmins: 1 })).toBe('accounts:errors.lastSuperAdmin');
    expect(refuseAccountChange({ ...base, activeSuperAdmins: 2 })).toBeNull();
  });
  it('refuses anyone disabling or re-roling themselves, but allows editing their own name', () => {
    expect(refuseAccountChange({ ...base, targetId: 1, activeSuperAdmins: 5 })).toBe(
      'accounts:errors.cannotChangeSelf',
    );
    expect(
      refuseAccountChange({
        ...base,
        targetId: 1,
        removesSuperAdmin: false,
        disablesOrDemotes: false,
        activeSuperAdmins: 1,
      }),
    ).toBeNull();
  });
});

describe('time ranges', () => {
  it('accepts open and ordered ranges only', () => {
    expect(isTimeRangeOrdered(undefined, '2025-01-01T00:00:00Z')).toBe(true);
    expect(isTimeRangeOrdered('2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z')).toBe(true);
    expect(isTimeRangeOrdered('2025-01-02T00:00:00Z', '2025-01-01T00:00:00Z')).toBe(false);
  });
});

describe('audit log vocabulary', () => {
  it('labels every audited action and entity, the fee actions too, in both languages', () => {
    expect(Object.values(AuditAction)).toEqual(
      expect.arrayContaining([
        'fee.default.update',
        'fee.override.create',
        'fee.override.update',
        'fee.platform.update',
      ]),
    );
    expect(Object.values(AuditEntity)).toEqual(expect.arrayContaining(['rate_card', 'marketplace_fee']));
    const keys = [
      ...Object.values(AuditAction).map((a) => `accounts:audit.actions.${a}`),
      ...Object.values(AuditEntity).map((e) => `accounts:audit.entities.${e}`),
    ];
    expect(keysWithoutMessage(keys)).toEqual([]);
  });
});

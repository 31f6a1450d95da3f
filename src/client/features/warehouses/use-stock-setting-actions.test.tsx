import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../domain/auth/auth';
import { useSession } from '../../stores/session';
import { useStockSettingActions } from './use-stock-setting-actions';

function signInWith(permissions: { permissionId: string; actionList: string[] }[]) {
  const role = { id: 9, name: 'Stock', permissions: permissions.map((p) => ({ ...p, actionEntitySet: [] })) };
  useSession.setState({ userInfo: { role, roles: [role] } as unknown as UserInfo });
}

afterEach(() => useSession.setState({ userInfo: null }));

describe('warehouse settings buttons', () => {
  it('follow the actions granted on the stock settings page', () => {
    signInWith([{ permissionId: '4000003', actionList: ['query', 'add'] }]);
    expect(renderHook(() => useStockSettingActions()).result.current).toEqual({
      add: true,
      edit: false,
      enable: false,
      disable: false,
    });
  });

  it('are all there for a grant of the whole warehouse module (400)', () => {
    signInWith([{ permissionId: '400', actionList: ['add', 'edit', 'enable', 'disable', 'query'] }]);
    expect(renderHook(() => useStockSettingActions()).result.current).toEqual({
      add: true,
      edit: true,
      enable: true,
      disable: true,
    });
  });

  it('are all hidden for another page of the module', () => {
    signInWith([{ permissionId: '4000001', actionList: ['add', 'edit', 'enable', 'disable'] }]);
    expect(renderHook(() => useStockSettingActions()).result.current).toEqual({
      add: false,
      edit: false,
      enable: false,
      disable: false,
    });
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../domain/auth/auth';
import { TOKEN_LIFETIME_MS } from '../../domain/kernel/users';
import { readCookie } from '../api/cookies';
import { activeToken, apiHost, permissionIds, selectedWareId, useSession } from './session';
import { STORAGE_KEYS } from './storage-keys';

const info = {
  id: 1,
  uid: 'U1',
  username: 'ware',
  realname: 'Ware',
  nickname: '',
  ename: '',
  email: '',
  headImg: '',
  userType: 4,
  name: 'Ware',
  avatar: '',
  roleId: 2,
  status: 1,
  language: 'en_us',
  role: {
    id: 2,
    name: 'Warehouse',
    permissions: [{ permissionId: 'dashboard', actionList: ['query'], actionEntitySet: [] }],
  },
  roles: [{ id: 2, name: 'Warehouse' }],
} satisfies UserInfo;

function logIn(now = Date.now()) {
  useSession.getState().startSession({
    token: 't',
    roles: [{ id: 2, name: 'Warehouse' }],
    name: 'Ware',
    avatar: '',
    userType: 4,
    expiresAt: now + TOKEN_LIFETIME_MS,
  });
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().logout();
  useSession.setState({ storedUserType: 'business' });
});

describe('session', () => {
  it('keeps the token for the seven days the server gave it', () => {
    const now = Date.now();
    logIn(now);
    const state = useSession.getState();
    expect(activeToken(state, now + TOKEN_LIFETIME_MS - 1)).toBe('t');
    expect(activeToken(state, now + TOKEN_LIFETIME_MS)).toBeNull();
  });

  it('persists the token and the stored user info, but not the roles or routes', () => {
    logIn();
    useSession.getState().setUserInfo(info);
    useSession
      .getState()
      .setRoutes({ userType: 'warehouse', prefix: '/warehouse', routes: [], defaultPath: '/warehouse/x' });
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!) as {
      state: Record<string, unknown>;
    };
    expect(saved.state.token).toBe('t');
    expect(saved.state.userInfo).toMatchObject({ username: 'ware' });
    expect(saved.state.roles).toBeUndefined();
    expect(saved.state.routes).toBeUndefined();
  });

  it('logout clears token, roles, routes, stored user info and the header warehouse', () => {
    useSession.getState().setStoredUserType('warehouse');
    logIn();
    useSession.getState().setUserInfo(info);
    useSession.getState().selectWarehouse(3);
    useSession.getState().setWarePermissions([{ permissionId: '700101', actionList: ['query'] }]);
    expect(readCookie('wareId')).toBe('3');
    expect(selectedWareId()).toBe(3);
    useSession.getState().logout();
    const s = useSession.getState();
    expect([s.token, s.userInfo, s.routes, s.headerWareId]).toEqual([null, null, null, null]);
    expect(s.roles).toEqual([]);
    expect(s.warePermissions).toEqual([]);
    expect(readCookie('wareId')).toBeUndefined();
    // The portal choice of the login page stays for the next login.
    expect(s.storedUserType).toBe('warehouse');
  });

  it('picks the API host from the stored user type', () => {
    expect(apiHost({ storedUserType: 'business' })).toBe('business');
    expect(apiHost({ storedUserType: 'warehouse' })).toBe('warehouse');
    expect(apiHost({ storedUserType: 'admin' })).toBe('admin');
    expect(apiHost({ storedUserType: 'user' })).toBe('system');
  });

  it("joins the role's and the warehouse's permission ids", () => {
    expect(
      permissionIds({ userInfo: info, warePermissions: [{ permissionId: '700101', actionList: [] }] }),
    ).toEqual(['dashboard', '700101']);
  });
});

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LoginResult, UserInfo } from '../../domain/auth/auth';
import type { PermissionGrant } from '../../domain/kernel/permissions';
import { STORED_USER_TYPE_HOST } from '../../domain/kernel/users';
import type { ApiHost, StoredUserType } from '../../domain/kernel/users';
import type { WarehouseOption } from '../../domain/warehouses/warehouses';
import { readCookie, removeCookie, writeCookie } from '../api/cookies';
import type { UserRoutes } from '../routing/route-types';
import { COOKIE_KEYS, STORAGE_KEYS } from './storage-keys';

/**
 * The logged-in session (spec sections 3 and 4 "Session").
 * API: useSession(selector) in components, useSession.getState() elsewhere.
 * - startSession(loginResult): keeps the token until loginResult.expiresAt (7 days).
 * - setUserInfo(info): roles and permissions from GET /user/info (the stored USER_INFO).
 * - setRoutes(routes): the route tree generated for this user (in memory only).
 * - setWarehouses(list) / selectWarehouse(id) / setWarePermissions(grants): the header warehouse.
 * - setStoredUserType(type): the login screen's choice; picks the API host and the route prefix.
 * - logout(): clears token, roles, routes, stored user info and the header warehouse.
 * Helpers: activeToken() (null once expired), apiHost(), permissionIds().
 * Roles and routes live in memory so every page load asks the server again (the guard's
 * "token but no roles" step); user info is kept so a tablet reopened offline still knows its user.
 */
export type SessionState = {
  token: string | null;
  tokenExpiresAt: number | null;
  name: string;
  avatar: string;
  storedUserType: StoredUserType;
  userInfo: UserInfo | null;
  roles: UserInfo['roles'];
  routes: UserRoutes | null;
  headerWareId: number | null;
  headerWareList: WarehouseOption[];
  warePermissions: PermissionGrant[];
};

type SessionActions = {
  startSession: (result: LoginResult) => void;
  setUserInfo: (info: UserInfo) => void;
  setRoutes: (routes: UserRoutes) => void;
  setWarehouses: (list: WarehouseOption[]) => void;
  selectWarehouse: (id: number) => void;
  setWarePermissions: (grants: PermissionGrant[]) => void;
  setStoredUserType: (type: StoredUserType) => void;
  logout: () => void;
};

const signedOut = {
  token: null,
  tokenExpiresAt: null,
  name: '',
  avatar: '',
  userInfo: null,
  roles: [],
  routes: null,
  headerWareId: null,
  headerWareList: [],
  warePermissions: [],
} satisfies Omit<SessionState, 'storedUserType'>;

export const useSession = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...signedOut,
      storedUserType: 'business',
      startSession: (result) =>
        set({
          token: result.token,
          tokenExpiresAt: result.expiresAt,
          name: result.name,
          avatar: result.avatar,
        }),
      setUserInfo: (info) => set({ userInfo: info, roles: info.roles, name: info.name, avatar: info.avatar }),
      setRoutes: (routes) => set({ routes }),
      setWarehouses: (list) => set({ headerWareList: list }),
      selectWarehouse: (id) => {
        writeCookie(COOKIE_KEYS.wareId, String(id));
        set({ headerWareId: id });
      },
      setWarePermissions: (grants) => set({ warePermissions: grants }),
      setStoredUserType: (type) => set({ storedUserType: type }),
      logout: () => {
        removeCookie(COOKIE_KEYS.wareId);
        set({ ...signedOut });
      },
    }),
    {
      name: STORAGE_KEYS.session,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        token: s.token,
        tokenExpiresAt: s.tokenExpiresAt,
        name: s.name,
        avatar: s.avatar,
        storedUserType: s.storedUserType,
        userInfo: s.userInfo,
        headerWareId: s.headerWareId,
        headerWareList: s.headerWareList,
        warePermissions: s.warePermissions,
      }),
    },
  ),
);

/** The token if it has not expired yet. */
export function activeToken(
  state: Pick<SessionState, 'token' | 'tokenExpiresAt'> = useSession.getState(),
  now = Date.now(),
): string | null {
  if (!state.token) return null;
  if (state.tokenExpiresAt !== null && state.tokenExpiresAt <= now) return null;
  return state.token;
}

/** The API host of the stored user type (STORED_USER_TYPE_HOST). */
export function apiHost(state: Pick<SessionState, 'storedUserType'> = useSession.getState()): ApiHost {
  return STORED_USER_TYPE_HOST[state.storedUserType];
}

/** The selected warehouse: the wareId cookie, which the header selector and the server share. */
export function selectedWareId(): number | null {
  const raw = readCookie(COOKIE_KEYS.wareId);
  const id = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The logged-in user's id, or null when no one is logged in. */
export function currentUserId(): number | null {
  return useSession.getState().userInfo?.id ?? null;
}

/** Permission ids of the role plus, for warehouse staff, those of the selected warehouse. */
export function permissionIds(
  state: Pick<SessionState, 'userInfo' | 'warePermissions'> = useSession.getState(),
): string[] {
  const fromRole = state.userInfo?.role.permissions.map((p) => p.permissionId) ?? [];
  return [...fromRole, ...state.warePermissions.map((p) => p.permissionId)];
}

/**
 * Who a user is, in the spec's two numberings (spec section 6), defined once.
 *
 * - Portal id (stored on every user, sent as `userType`): 1 admin, 4 warehouse, 5 seller.
 * - Login user type (the login form's choice): 1 management terminal, 3 warehouse interface,
 *   4 user terminal.
 * - Stored client user type (local storage): admin, user, warehouse, business with ids 1-4;
 *   it selects the API host and the route prefix.
 */
export const PortalId = { admin: 1, warehouse: 4, seller: 5 } as const;
export type PortalId = (typeof PortalId)[keyof typeof PortalId];
export const PORTAL_IDS: readonly PortalId[] = [1, 4, 5];

/**
 * A seller's team member (issue 28 point 4): logs in through the seller portal and works for the
 * seller who invited them (users.owner_id). Not a portal of its own and never a seller: every list
 * of sellers (user type 5) leaves them out, and their sessions carry the owner's account.
 */
export const TEAM_MEMBER_USER_TYPE = 6;

export const LoginUserType = { management: 1, warehouse: 3, user: 4 } as const;
export type LoginUserType = (typeof LoginUserType)[keyof typeof LoginUserType];

export const LOGIN_TYPE_TO_PORTAL: Record<LoginUserType, PortalId> = {
  1: PortalId.admin,
  3: PortalId.warehouse,
  4: PortalId.seller,
};

export const PORTAL_TO_LOGIN_TYPE: Record<PortalId, LoginUserType> = {
  1: LoginUserType.management,
  4: LoginUserType.warehouse,
  5: LoginUserType.user,
};

export type StoredUserType = 'admin' | 'user' | 'warehouse' | 'business';
export const STORED_USER_TYPE_ID: Record<StoredUserType, 1 | 2 | 3 | 4> = {
  admin: 1,
  user: 2,
  warehouse: 3,
  business: 4,
};

/** The API host each kind of client talks to (ARCHITECTURE.md section 3). */
export type ApiHost = 'admin' | 'warehouse' | 'business' | 'system';
export const API_HOSTS: readonly ApiHost[] = ['admin', 'warehouse', 'business', 'system'];

export const STORED_USER_TYPE_HOST: Record<StoredUserType, ApiHost> = {
  admin: 'admin',
  user: 'system',
  warehouse: 'warehouse',
  business: 'business',
};

export const STORED_USER_TYPE_ROUTE_PREFIX: Record<StoredUserType, string> = {
  admin: '/admin',
  user: '/shopuser',
  warehouse: '/warehouse',
  business: '/business',
};

export const PORTAL_STORED_USER_TYPE: Record<PortalId, StoredUserType> = {
  1: 'admin',
  4: 'warehouse',
  5: 'business',
};

/** The portal whose users may log in through each host (system accepts everyone). */
export function portalsOfHost(host: ApiHost): readonly PortalId[] {
  switch (host) {
    case 'admin':
      return [PortalId.admin];
    case 'warehouse':
      return [PortalId.warehouse, PortalId.admin];
    case 'business':
      return [PortalId.seller];
    case 'system':
      return PORTAL_IDS;
  }
}

/** The drawer's reading of a user type: 5 business seller, 4 warehouse staff, otherwise admin. */
export function drawerViewerKind(userType: number): 'business' | 'warehouse' | 'admin' {
  if (userType === PortalId.seller) return 'business';
  if (userType === PortalId.warehouse) return 'warehouse';
  return 'admin';
}

/** The second reading of user kind in the spec: admin is 1, warehouse 3, otherwise seller. */
export function userKindOfLoginType(loginType: number): 'admin' | 'warehouse' | 'seller' {
  if (loginType === LoginUserType.management) return 'admin';
  if (loginType === LoginUserType.warehouse) return 'warehouse';
  return 'seller';
}

/** Account status. A pending account was self-registered and waits for an admin. */
export const AccountStatus = { pending: 0, active: 1, suspended: 2 } as const;
export type AccountStatus = (typeof AccountStatus)[keyof typeof AccountStatus];
export const ACCOUNT_STATUS_LABEL: Record<AccountStatus, string> = {
  0: 'users.status.pending',
  1: 'users.status.active',
  2: 'users.status.suspended',
};

/** Seeded roles. Admin roles 1 super administrator and 2 warehouse come from the spec. */
export const RoleId = {
  superAdmin: 1,
  warehouse: 2,
  manager: 3,
  merchant: 4,
  employee: 5,
} as const;

/** Only merchants (role id 4) see the personal center. */
export const PERSONAL_CENTER_ROLE_ID = RoleId.merchant;

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000; // 604800000, spec section 7

export type Language = 'en_us' | 'zh_cn';
export const LANGUAGES: readonly Language[] = ['en_us', 'zh_cn'];
export type Locale = 'en-US' | 'zh-CN';
export const LANGUAGE_LOCALE: Record<Language, Locale> = { en_us: 'en-US', zh_cn: 'zh-CN' };
export const LOCALE_LANGUAGE: Record<Locale, Language> = { 'en-US': 'en_us', 'zh-CN': 'zh_cn' };

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,64}$/;

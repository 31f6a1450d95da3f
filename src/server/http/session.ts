import crypto from 'node:crypto';
import { CompiledQuery } from 'kysely';
import type { Kysely } from 'kysely';
import { AccountStatus, RoleId } from '../../domain/kernel/users';
import type { ApiHost } from '../../domain/kernel/users';
import type { PermissionGrant } from '../../domain/kernel/permissions';
import type { DB } from '../db/schema';

/** The logged-in user behind a request's token. */
export type SessionUser = {
  id: number;
  username: string;
  userType: number;
  roleId: number;
  roleName: string;
  uid: string;
  realname: string;
  status: number;
  language: string;
  grants: PermissionGrant[];
  tokenHash: string;
  /** The API host (portal) the session logged in through: see SESSION_HOSTS. */
  loginHost: ApiHost;
  /**
   * Grants in the request's selected warehouse (header wareId), read with the session so a
   * warehouse call costs one query for both; empty when not assigned or the warehouse is disabled.
   */
  selectedWarehouse?: { wareId: number; grants: PermissionGrant[] };
  /**
   * The person behind the request when the session acts for another account: a team member working
   * for the seller who invited them, or an administrator in the self-operated warehouse area acting for
   * the platform's own seller account. The fields above are then the account's (whose records are
   * read and changed); the audit log and the events name this person (personOf).
   */
  actor?: SessionActor;
};

/** Who a person is, as the audit log and the product events name them. */
export type SessionActor = { id: number; username: string; realname: string };

/** The person who takes a request's actions: the actor when acting for another account, else the user. */
export function personOf(user: SessionUser): SessionActor {
  return user.actor ?? { id: user.id, username: user.username, realname: user.realname };
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function isSuperAdmin(user: SessionUser): boolean {
  return user.roleId === RoleId.superAdmin;
}

/**
 * Where a session may be used, by the host it logged in through: that host, and the deliberate
 * crossings listed here. Everything else refuses its token, so a token taken from one portal opens
 * no other (an administrator's token from the warehouse login is no admin-portal token).
 * - system: the calls every portal shares (user info, log out, password, language) answer any session;
 *   a session opened there is good for nothing else.
 * - admin to business: the administrator's self-operated warehouse area (#/admin/warehouse) works as a
 *   seller would, on the seller API (spec section 2).
 * tests/integration/session-portal.test.ts walks the route table against this table.
 */
export const SESSION_HOSTS: Record<ApiHost, readonly ApiHost[]> = {
  admin: ['admin', 'business', 'system'],
  warehouse: ['warehouse', 'system'],
  business: ['business', 'system'],
  system: ['system'],
};

export function sessionMayCall(loginHost: ApiHost, host: ApiHost): boolean {
  return SESSION_HOSTS[loginHost]?.includes(host) ?? false;
}

type SessionRow = {
  id: number;
  username: string;
  user_type: number;
  role_id: number;
  uid: string;
  realname: string;
  status: number;
  language: string;
  /** The seller a team member works for (null for everyone else), with what the session needs of them. */
  owner_id: number | null;
  owner_username: string | null;
  owner_user_type: number | null;
  owner_uid: string | null;
  owner_realname: string | null;
  owner_status: number | null;
  role_name: string;
  permissions: string;
  expires_ms: number;
  revoked: boolean;
  login_host: ApiHost;
  ware_permissions?: string | null;
};

/** Distinct grant lists kept parsed; past it the table starts over (it is only a cache of JSON.parse). */
const PARSED_GRANTS_MAX = 1000;
const parsedGrants = new Map<string, PermissionGrant[]>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * The grants of a role or warehouse assignment from their JSON text. Every request of a user sends
 * the same few texts, so each is parsed once and shared, frozen: nothing may change it in place.
 */
function grantsOf(text: string): PermissionGrant[] {
  let grants = parsedGrants.get(text);
  if (grants === undefined) {
    if (parsedGrants.size >= PARSED_GRANTS_MAX) parsedGrants.clear();
    grants = deepFreeze(JSON.parse(text) as PermissionGrant[]);
    parsedGrants.set(text, grants);
  }
  return grants;
}

/**
 * The session read that every authenticated call makes, as fixed SQL: building and compiling it
 * with the query builder on each request cost more than running it. With a wareId ($2) it also
 * reads the user's grants in that warehouse (null when not assigned or the warehouse is disabled).
 * The grants come as JSON text (parsed once per distinct text, grantsOf), the expiry as epoch
 * milliseconds (truncated as a Date would be) and the revocation as a flag: the driver then parses
 * no JSON and no timestamps on each request.
 */
const SESSION_SELECT = `select u.id, u.username, u.user_type, u.role_id, u.uid, u.realname, u.status, u.language,
  o.id as owner_id, o.username as owner_username, o.user_type as owner_user_type, o.uid as owner_uid,
  o.realname as owner_realname, o.status as owner_status,
  r.name as role_name, r.permissions::text as permissions,
  floor(extract(epoch from s.expires_at) * 1000)::float8 as expires_ms, s.revoked_at is not null as revoked,
  s.host as login_host`;
const SESSION_FROM = `from sessions s inner join users u on u.id = s.user_id inner join roles r on r.id = u.role_id
  left join users o on o.id = u.owner_id
  where s.token_hash = $1`;
const SESSION_SQL = `${SESSION_SELECT} ${SESSION_FROM}`;
const SESSION_WITH_WAREHOUSE_SQL = `${SESSION_SELECT},
  (select uw.permissions::text from user_warehouses uw inner join warehouses w on w.id = uw.ware_id
    where uw.user_id = u.id and uw.ware_id = $2 and w.status = 1) as ware_permissions
  ${SESSION_FROM}`;

/** Finds the live session of a token: not expired, not revoked. */
export async function findSession(
  db: Kysely<DB>,
  token: string,
  wareId: number | null = null,
): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const query =
    wareId === null
      ? CompiledQuery.raw(SESSION_SQL, [tokenHash])
      : CompiledQuery.raw(SESSION_WITH_WAREHOUSE_SQL, [tokenHash, wareId]);
  const row = (await db.executeQuery<SessionRow>(query)).rows[0];
  if (!row || row.revoked || row.expires_ms <= Date.now()) return null;
  const user: SessionUser = {
    id: row.id,
    username: row.username,
    userType: row.user_type,
    roleId: row.role_id,
    roleName: row.role_name,
    uid: row.uid,
    realname: row.realname,
    status: row.status,
    language: row.language,
    grants: grantsOf(row.permissions),
    tokenHash,
    loginHost: row.login_host,
    ...(wareId !== null
      ? { selectedWarehouse: { wareId, grants: row.ware_permissions ? grantsOf(row.ware_permissions) : [] } }
      : {}),
  };
  return row.owner_id === null ? user : asTeamMember(user, row);
}

/**
 * A team member's session is their seller's account (whose records every seller route reads and
 * changes, by id) with the member's own role grants, and the member as its actor. Either of them
 * suspended suspends it: a seller's suspension stops their team too.
 */
function asTeamMember(member: SessionUser, row: SessionRow): SessionUser {
  return {
    ...member,
    id: row.owner_id as number,
    username: row.owner_username ?? '',
    userType: row.owner_user_type ?? member.userType,
    uid: row.owner_uid ?? '',
    realname: row.owner_realname ?? '',
    status: combinedStatus(member.status, row.owner_status ?? AccountStatus.suspended),
    actor: { id: member.id, username: member.username, realname: member.realname },
  };
}

function combinedStatus(member: number, owner: number): number {
  if (member === AccountStatus.suspended || owner === AccountStatus.suspended) return AccountStatus.suspended;
  return member !== AccountStatus.active ? member : owner;
}

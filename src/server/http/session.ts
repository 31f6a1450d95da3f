import crypto from 'node:crypto';
import { CompiledQuery } from 'kysely';
import type { Kysely } from 'kysely';
import { RoleId } from '../../domain/users';
import type { PermissionGrant } from '../../domain/permissions';
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
  /**
   * Grants in the request's selected warehouse (header wareId), read with the session so a
   * warehouse call costs one query for both; empty when not assigned or the warehouse is disabled.
   */
  selectedWarehouse?: { wareId: number; grants: PermissionGrant[] };
};

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function isSuperAdmin(user: SessionUser): boolean {
  return user.roleId === RoleId.superAdmin;
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
  role_name: string;
  permissions: unknown;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  ware_permissions?: unknown;
};

/**
 * The session read that every authenticated call makes, as fixed SQL: building and compiling it
 * with the query builder on each request cost more than running it. With a wareId ($2) it also
 * reads the user's grants in that warehouse (null when not assigned or the warehouse is disabled).
 */
const SESSION_SELECT = `select u.id, u.username, u.user_type, u.role_id, u.uid, u.realname, u.status, u.language,
  r.name as role_name, r.permissions, s.expires_at, s.revoked_at`;
const SESSION_FROM = `from sessions s inner join users u on u.id = s.user_id inner join roles r on r.id = u.role_id
  where s.token_hash = $1`;
const SESSION_SQL = `${SESSION_SELECT} ${SESSION_FROM}`;
const SESSION_WITH_WAREHOUSE_SQL = `${SESSION_SELECT},
  (select uw.permissions from user_warehouses uw inner join warehouses w on w.id = uw.ware_id
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
  if (!row || row.revoked_at !== null || new Date(row.expires_at).getTime() <= Date.now()) return null;
  return {
    id: row.id,
    username: row.username,
    userType: row.user_type,
    roleId: row.role_id,
    roleName: row.role_name,
    uid: row.uid,
    realname: row.realname,
    status: row.status,
    language: row.language,
    grants: row.permissions as PermissionGrant[],
    tokenHash,
    ...(wareId !== null
      ? { selectedWarehouse: { wareId, grants: (row.ware_permissions as PermissionGrant[] | null | undefined) ?? [] } }
      : {}),
  };
}

import crypto from 'node:crypto';
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

/** Finds the live session of a token: not expired, not revoked. */
export async function findSession(
  db: Kysely<DB>,
  token: string,
  wareId: number | null = null,
): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'users.id',
      'users.username',
      'users.user_type',
      'users.role_id',
      'users.uid',
      'users.realname',
      'users.status',
      'users.language',
      'roles.name as role_name',
      'roles.permissions',
      'sessions.expires_at',
      'sessions.revoked_at',
    ])
    .$if(wareId !== null, (qb) =>
      qb.select((eb) =>
        eb
          .selectFrom('user_warehouses as uw')
          .innerJoin('warehouses as w', 'w.id', 'uw.ware_id')
          .select('uw.permissions')
          .whereRef('uw.user_id', '=', 'users.id')
          .where('uw.ware_id', '=', wareId as number)
          .where('w.status', '=', 1)
          .as('ware_permissions'),
      ),
    )
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
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

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PermissionGrant } from '../../domain/kernel/permissions';
import type { ApiHost } from '../../domain/kernel/users';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { AuthedContext } from '../http/context';
import type { FileStore } from '../http/file-store';
import type { Db } from '../kernel/db-helpers';

/** The seed writes no request log: its actions are the demo's history, not requests. */
const silentLog = {
  level: 'silent',
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/**
 * A demo account acting through the services' own functions, as if it had logged in on `host`:
 * the seed's receipts, inspections and shelvings carry that person as their operator and pass the
 * same warehouse grant checks a request does.
 */
export async function demoActor(
  db: Kysely<DB>,
  trx: Db,
  env: { config: AppConfig; files: FileStore },
  username: string,
  host: ApiHost,
): Promise<AuthedContext> {
  const row = await trx
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.username',
      'u.user_type',
      'u.role_id',
      'r.name as role_name',
      'r.permissions',
      'u.uid',
      'u.realname',
      'u.status',
      'u.language',
    ])
    .where('u.username', '=', username)
    .where('u.is_demo', '=', true)
    .executeTakeFirstOrThrow();
  const permissions: unknown = row.permissions;
  return {
    db,
    config: env.config,
    files: env.files,
    host,
    lang: 'en_us',
    requestId: `demo-seed-${username}`,
    ip: '127.0.0.1',
    wareId: null,
    log: silentLog,
    user: {
      id: row.id,
      username: row.username,
      userType: row.user_type,
      roleId: row.role_id,
      roleName: row.role_name,
      uid: row.uid,
      realname: row.realname,
      status: row.status,
      language: row.language,
      loginHost: host,
      grants: (typeof permissions === 'string' ? JSON.parse(permissions) : permissions) as PermissionGrant[],
      tokenHash: '',
    },
  };
}

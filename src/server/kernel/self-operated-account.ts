import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AccountStatus, PortalId, RoleId } from '../../domain/kernel/users';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { AuthedContext } from '../http/context';
import { createFileStore } from '../http/file-store';
import type { FileStore } from '../http/file-store';
import type { Db } from './db-helpers';

/**
 * The platform's self-operated account: a seller account of the platform's own that owns what the
 * platform holds itself (pairs it bought by cash-out, platform direct outbound) and whose wallet pays
 * the labels an admin buys. It cannot log in: suspended, with a password hash no password matches.
 * It is found by its merchant code, which registration never hands out (merchant codes are 'U' and
 * six digits), and made the first time it is needed.
 */
export const SELF_OPERATED = {
  username: 'self-operated',
  uid: 'P000000',
  realname: 'Platform self-operated',
} as const;

/** The account's id if it was made, without making it (for reads, which must write nothing). */
export async function existingSelfOperatedAccountId(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('uid', '=', SELF_OPERATED.uid)
    .where('user_type', '=', PortalId.seller)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function selfOperatedAccountId(db: Db): Promise<number> {
  const found = await existingSelfOperatedAccountId(db);
  if (found !== null) return found;
  await db
    .insertInto('users')
    .values({
      username: SELF_OPERATED.username,
      password_hash: `!${crypto.randomBytes(32).toString('hex')}`,
      user_type: PortalId.seller,
      role_id: RoleId.merchant,
      uid: SELF_OPERATED.uid,
      realname: SELF_OPERATED.realname,
      nickname: SELF_OPERATED.username,
      ename: SELF_OPERATED.realname,
      email: '',
      head_img: '',
      phone: '',
      status: AccountStatus.suspended,
      language: 'en_us',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const made = await existingSelfOperatedAccountId(db);
  if (made === null)
    throw new Error(
      `The self-operated account (${SELF_OPERATED.uid}) could not be made: its username is taken`,
    );
  return made;
}

/** What a job has of a request's context: the database, the configuration, the files and a log. */
export type JobEnv = { db: Kysely<DB>; config: AppConfig; files: FileStore; log: FastifyBaseLogger };

/** A job's context with the files of the data directory. */
export const jobEnvOf = (ctx: Omit<JobEnv, 'files'>): JobEnv => ({
  db: ctx.db,
  config: ctx.config,
  log: ctx.log,
  files: createFileStore(ctx.config.dataDir),
});

/**
 * The platform acting on its own (a job, a marketplace's sale: no request): its self-operated account,
 * named in the events and the audit log as the operator.
 */
export async function platformActor(env: JobEnv, requestId: string): Promise<AuthedContext> {
  const id = await selfOperatedAccountId(env.db);
  return {
    ...env,
    host: 'admin',
    lang: 'en_us',
    requestId,
    ip: '127.0.0.1',
    wareId: null,
    user: {
      id,
      username: SELF_OPERATED.username,
      userType: 0,
      roleId: RoleId.merchant,
      roleName: SELF_OPERATED.realname,
      uid: SELF_OPERATED.uid,
      realname: SELF_OPERATED.realname,
      status: 1,
      language: 'en_us',
      grants: [],
      tokenHash: '',
      loginHost: 'admin',
    },
  };
}

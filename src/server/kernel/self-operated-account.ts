import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { RoleId } from '../../domain/kernel/users';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { AuthedContext } from '../http/context';
import { createFileStore } from '../http/file-store';
import type { FileStore } from '../http/file-store';
import { SELF_OPERATED, selfOperatedAccountId } from '../http/self-operated-session';

// The account itself (its constants and lookups) is defined beside the sessions that act for it
// (src/server/http/self-operated-session.ts: http/ sits under the kernel); kept available here.
export {
  actsAsSelfOperated,
  existingSelfOperatedAccountId,
  SELF_OPERATED,
  selfOperatedAccountId,
} from '../http/self-operated-session';
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

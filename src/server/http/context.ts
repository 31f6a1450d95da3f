import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiHost, Language } from '../../domain/kernel/users';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { FileStore } from './file-store';
import type { SessionUser } from './session';

/** Everything a service needs about the request it serves. */
export type RequestContext = {
  db: Kysely<DB>;
  config: AppConfig;
  files: FileStore;
  host: ApiHost;
  lang: Language;
  requestId: string;
  ip: string;
  /** The selected warehouse (header wareId), if any. */
  wareId: number | null;
  log: FastifyBaseLogger;
  user: SessionUser | null;
};

export type AuthedContext = RequestContext & { user: SessionUser };

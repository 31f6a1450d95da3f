import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { DownloadStatus } from '../../domain/downloads/downloads';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import { exportsDir } from './export-job';
import { deleteFinishedJobs } from './queue';
import type { JobHandler } from './worker';

/**
 * Retention (DOWNLOAD_RETENTION_DAYS): download tasks past their expiry go with their files, and
 * finished queue rows older than the retention are dropped. A running task is left alone; it gets
 * a fresh expiry when it finishes.
 */

export const PURGE_DOWNLOADS_JOB = 'downloads.purge';
export const PURGE_EVERY_MS = 60 * 60_000;

/** Half-written files of exports a crash interrupted (the retried export writes a new one). */
async function removeAbandonedParts(dataDir: string, before: Date): Promise<void> {
  const dir = exportsDir(dataDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.part'))) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat && stat.mtime < before) await fs.rm(path.join(dir, name), { force: true });
  }
}

export async function purgeExpiredDownloads(
  db: Kysely<DB>,
  config: AppConfig,
  now = new Date(),
): Promise<number> {
  const expired = await db
    .deleteFrom('download_tasks')
    .where('expires_at', '<', now)
    .where('status', '!=', DownloadStatus.running)
    .returning('file_path')
    .execute();
  for (const { file_path } of expired) {
    if (file_path) await fs.rm(path.join(config.dataDir, file_path), { force: true });
  }
  const cutoff = new Date(now.getTime() - config.downloadRetentionDays * 86_400_000);
  await deleteFinishedJobs(db, cutoff);
  await removeAbandonedParts(config.dataDir, cutoff);
  return expired.length;
}

export const purgeDownloadsJob: JobHandler = {
  run: async (_payload, ctx) => {
    const removed = await purgeExpiredDownloads(ctx.db, ctx.config);
    if (removed > 0) ctx.log.info({ removed }, 'expired download tasks removed');
  },
};

import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Selectable } from 'kysely';
import {
  downloadPath,
  DownloadStatus,
  isFinished,
  MAX_UNFINISHED_TASKS_PER_USER,
  rangeInOrder,
} from '../../../domain/downloads/downloads';
import type { DownloadTask, DownloadTaskListRequest } from '../../../domain/downloads/downloads';
import { PortalId } from '../../../domain/kernel/users';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { badRequest, notFound, tooManyRequests } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import { REPLIED, urlOf, WithMessage } from '../../http/route';
import { EXPORT_JOB } from '../../jobs/export-job';
import { enqueue } from '../../jobs/queue';
import { recordAudit } from '../../kernel/audit-log';
import { iso, isoOrNull } from '../../kernel/db-helpers';
import type { ExportQuery } from './export-sources';

/**
 * Download tasks: an export call adds one (and its job, in one transaction), the download center
 * lists the caller's own tasks, and a finished task's file is served to its owner (and admins).
 * A task of someone else answers 404, as a missing one does, so ids cannot be probed.
 */

const DAY_MS = 86_400_000;

/** The answer of an export call: the task and the URL its file will be served from. */
export type ExportAnswer = { id: number; downloadUrl: string };

export async function addExportTask(
  ctx: AuthedContext,
  query: ExportQuery,
): Promise<WithMessage<ExportAnswer>> {
  if (!rangeInOrder(query.request)) throw badRequest('downloads:errors.badRange');
  const { unfinished } = await ctx.db
    .selectFrom('download_tasks')
    .select((eb) => eb.fn.countAll<number | string>().as('unfinished'))
    .where('owner_id', '=', ctx.user.id)
    .where('status', 'in', [DownloadStatus.queued, DownloadStatus.running])
    .executeTakeFirstOrThrow();
  if (Number(unfinished) >= MAX_UNFINISHED_TASKS_PER_USER) {
    throw tooManyRequests('downloads:errors.tooManyTasks', { max: MAX_UNFINISHED_TASKS_PER_USER });
  }
  const { kind, ...stored } = query;
  const id = await ctx.db.transaction().execute(async (trx) => {
    const task = await trx
      .insertInto('download_tasks')
      .values({
        owner_id: ctx.user.id,
        host: ctx.host,
        kind,
        query: JSON.stringify(stored),
        language: ctx.lang,
        expires_at: new Date(Date.now() + ctx.config.downloadRetentionDays * DAY_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueue(trx, EXPORT_JOB, { taskId: task.id });
    if (ctx.user.userType === PortalId.admin) {
      // The selection is recorded by its size: a list of 50,000 ids says nothing more in an audit log.
      const { searchIdList, ...filters } = query.request;
      const after = { kind, filters, selected: searchIdList?.length ?? 0 };
      await recordAudit(
        ctx,
        { action: 'export', entity: 'download_task', entityId: task.id, before: null, after },
        trx,
      );
    }
    return task.id;
  });
  const message = ctx.user.userType === PortalId.admin ? 'downloads:task.addedAdmin' : 'downloads:task.added';
  return new WithMessage({ id, downloadUrl: urlOf(ctx.host, downloadPath(id)) }, message);
}

function toTask(row: Selectable<DB['download_tasks']>): DownloadTask {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    rowCount: row.row_count,
    fileSize: Number(row.file_size),
    fileName: row.file_path ? `${row.kind}-${row.id}.xlsx` : '',
    error: row.error,
    gmtCreate: iso(row.created_at),
    gmtFinish: isoOrNull(row.finished_at),
    expiresAt: iso(row.expires_at),
    downloadUrl:
      row.status === DownloadStatus.done
        ? urlOf(row.host as Parameters<typeof urlOf>[0], downloadPath(row.id))
        : null,
  };
}

/** The caller's own tasks, newest first (expired ones are hidden before the purge removes them). */
export async function listTasks(ctx: AuthedContext, input: DownloadTaskListRequest) {
  const req = pageRequest(input, ctx.config.maxPageSize);
  let q = ctx.db
    .selectFrom('download_tasks')
    .where('owner_id', '=', ctx.user.id)
    .where('expires_at', '>', new Date());
  if (input.status !== undefined) q = q.where('status', '=', input.status);
  const { total } = await q
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('id', 'desc').limit(req.pageSize).offset(req.offset).execute();
  return pageOf(req, Number(total), rows.map(toTask));
}

/** A task the caller may see: its own, or any for an admin when `adminsToo`; otherwise 404. */
async function visibleTask(ctx: AuthedContext, id: number, adminsToo: boolean) {
  const row = await ctx.db.selectFrom('download_tasks').selectAll().where('id', '=', id).executeTakeFirst();
  const mine = row !== undefined && row.owner_id === ctx.user.id;
  const asAdmin = row !== undefined && adminsToo && ctx.user.userType === PortalId.admin;
  if (!row || !(mine || asAdmin) || row.expires_at.getTime() <= Date.now())
    throw notFound('downloads:errors.notFound');
  return row;
}

export async function getTask(ctx: AuthedContext, id: number): Promise<DownloadTask> {
  return toTask(await visibleTask(ctx, id, false));
}

/** Deletes one of the caller's tasks and its file; a running export notices and removes its own. */
export async function deleteTask(ctx: AuthedContext, id: number): Promise<WithMessage<null>> {
  const row = await visibleTask(ctx, id, false);
  await ctx.db.deleteFrom('download_tasks').where('id', '=', row.id).execute();
  if (row.file_path) await fs.rm(path.join(ctx.config.dataDir, row.file_path), { force: true });
  return new WithMessage(null, 'downloads:task.deleted');
}

/** Streams a finished task's file (never read whole into memory). */
export async function serveTaskFile(
  ctx: AuthedContext,
  id: number,
  reply: FastifyReply,
): Promise<typeof REPLIED> {
  const row = await visibleTask(ctx, id, true);
  if (row.status !== DownloadStatus.done || !row.file_path) {
    throw badRequest(isFinished(row.status) ? 'downloads:errors.failed' : 'downloads:errors.notReady');
  }
  const file = path.join(ctx.config.dataDir, row.file_path);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat) throw notFound('downloads:errors.notFound');
  const name = toTask(row).fileName;
  await reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Length', String(stat.size))
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .header('Cache-Control', 'private, no-store')
    .send(createReadStream(file));
  return REPLIED;
}

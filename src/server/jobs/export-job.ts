import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DownloadStatus } from '../../domain/downloads/downloads';
import type { ExportKind } from '../../domain/downloads/downloads';
import { languageOf, translate } from '../http/messages';
import {
  countExportRows,
  exportColumns,
  exportPreamble,
  readExportPage,
} from '../modules/downloads/export-sources';
import type { ExportQuery } from '../modules/downloads/export-sources';
import { loadExcelJs } from '../kernel/exceljs';
import { JobStopped } from './worker';
import type { JobContext, JobHandler } from './worker';

/**
 * Fills a download task: reads the export's rows from the database in keyset pages and streams
 * them into exceljs's WorkbookWriter (rows are committed to the zip as they come, so memory holds
 * one page, never the whole result), reporting progress after each page. The file is written under
 * a temporary name and renamed when complete, so a crash never leaves a half file behind a task.
 */

export const EXPORT_JOB = 'downloads.export';
/** Rows read per page. */
export const EXPORT_PAGE_ROWS = 2000;

type Payload = { taskId: number };

export function exportsDir(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

function taskIdOf(payload: unknown): number {
  const id = (payload as Partial<Payload> | null)?.taskId;
  if (typeof id !== 'number') throw new Error('export job without a task id');
  return id;
}

async function runExport(payload: unknown, ctx: JobContext): Promise<void> {
  const { db, config, signal } = ctx;
  const taskId = taskIdOf(payload);
  const task = await db.selectFrom('download_tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
  // Deleted before it ran: nothing to do.
  if (!task || task.status === DownloadStatus.done) return;
  await db
    .updateTable('download_tasks')
    .set({ status: DownloadStatus.running, progress: 0, error: '' })
    .where('id', '=', taskId)
    .execute();

  const query = { ...(task.query as Omit<ExportQuery, 'kind'>), kind: task.kind } as ExportQuery;
  const lang = languageOf(task.language);
  const total = await countExportRows(db, query);
  const dir = exportsDir(config.dataDir);
  await fs.mkdir(dir, { recursive: true });
  const fileName = `${taskId}-${crypto.randomBytes(8).toString('hex')}.xlsx`;
  const temp = path.join(dir, `${fileName}.part`);

  const { headers, cells } = exportColumns(task.kind as ExportKind, lang);
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: temp,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(translate(lang, `downloads:kinds.${task.kind}`).slice(0, 31));
  // A statement opens with its balances, a blank line, then the title row; a list's title row is row 1.
  const preamble = await exportPreamble(db, query, lang);
  sheet.columns = headers.map(({ width }) => ({ width }));
  for (const line of preamble) sheet.addRow(line).commit();
  if (preamble.length > 0) sheet.addRow([]).commit();
  sheet.addRow(headers.map(({ header }) => header)).commit();
  let written = 0;
  let progress = 0;
  let afterId: number | null = null;
  const now = new Date();
  try {
    for (;;) {
      if (signal.aborted) throw new JobStopped();
      const rows = await readExportPage(db, query, afterId, EXPORT_PAGE_ROWS);
      for (const row of rows) sheet.addRow(cells(row, now)).commit();
      written += rows.length;
      if (rows.length < EXPORT_PAGE_ROWS) break;
      afterId = rows[rows.length - 1].id;
      // Rows may arrive while the export runs: progress stays below 100 until the file is complete.
      const next = Math.min(99, Math.floor((written / Math.max(total, 1)) * 100));
      if (next !== progress) {
        progress = next;
        await db.updateTable('download_tasks').set({ progress }).where('id', '=', taskId).execute();
      }
      await ctx.heartbeat();
    }
    sheet.commit();
    await workbook.commit();
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }

  const target = path.join(dir, fileName);
  await fs.rename(temp, target);
  const { size } = await fs.stat(target);
  const finishedAt = new Date();
  const updated = await db
    .updateTable('download_tasks')
    .set({
      status: DownloadStatus.done,
      progress: 100,
      row_count: written,
      file_size: size,
      file_path: path.join('exports', fileName),
      finished_at: finishedAt,
      expires_at: new Date(finishedAt.getTime() + config.downloadRetentionDays * 86_400_000),
    })
    .where('id', '=', taskId)
    .executeTakeFirst();
  // The owner deleted the task while it ran: its file goes too.
  if (Number(updated.numUpdatedRows) === 0) await fs.rm(target, { force: true });
}

async function exportFailed(
  payload: unknown,
  reason: string,
  final: boolean,
  ctx: JobContext,
): Promise<void> {
  await ctx.db
    .updateTable('download_tasks')
    .set(
      final
        ? { status: DownloadStatus.failed, error: reason.slice(0, 500), finished_at: new Date() }
        : { status: DownloadStatus.queued, progress: 0 },
    )
    .where('id', '=', taskIdOf(payload))
    .execute();
}

export const exportJob: JobHandler = { run: runExport, onFailure: exportFailed };

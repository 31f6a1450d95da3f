import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { DownloadStatus } from '../../../src/domain/downloads/downloads';
import type { DownloadTask } from '../../../src/domain/downloads/downloads';
import { call } from './test-app';

/** A download task once its job is done or failed (30 s at most), read through the host's route. */
export async function finishedDownload(
  app: FastifyInstance,
  host: 'business' | 'admin' | 'warehouse',
  token: string,
  id: number,
): Promise<DownloadTask> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const r = await call(app, { url: `/api/${host}/download_task/get`, token, query: { id: String(id) } });
    const task = r.data as DownloadTask;
    if (task.status === DownloadStatus.done || task.status === DownloadStatus.failed) return task;
    if (Date.now() > deadline) throw new Error(`download task ${id} still ${task.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first sheet of a downloaded workbook as text cells, empty rows kept. */
export async function downloadedRows(app: FastifyInstance, url: string, token: string): Promise<string[][]> {
  const file = await app.inject({ method: 'GET', url, headers: { token } });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow({ includeEmpty: true }, (row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
  );
  return rows;
}

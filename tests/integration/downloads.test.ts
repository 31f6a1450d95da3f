import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadStatus } from '../../src/domain/downloads/downloads';
import type { DownloadTask } from '../../src/domain/downloads/downloads';
import { InventoryStatus } from '../../src/domain/kernel/products';
import { PortalId } from '../../src/domain/kernel/users';
import { purgeExpiredDownloads } from '../../src/server/jobs/purge-downloads';
import { aStaffMember, inWarehouse } from '../fixtures/inbound';
import { aProduct, someProducts } from '../fixtures/stock';
import { loggedInUser, loginAs } from '../fixtures/users';
import { aWarehouse } from '../fixtures/warehouses';
import { auditOf } from '../fixtures/accounts';
import { call, createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;
type Added = { id: number; downloadUrl: string };

describe.each(testEngines())('exports and the download center on %s', (engine) => {
  let t: TestApp;
  let seller: { id: number; token: string };
  let seller2: { id: number; token: string };
  let adminToken: string;
  let ware: { id: number; name: string };
  let ware2: { id: number; name: string };
  let staff: { id: number; token: string };
  let oldIds: string[];
  let foreignProductId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { JOB_RETRY_DELAY_MS: '20' });
    const db = t.database.db;
    seller = await loggedInUser(t.app, db, { userType: PortalId.seller, realname: 'Export Seller' });
    seller2 = await loggedInUser(t.app, db, { userType: PortalId.seller, realname: 'Other Seller' });
    adminToken = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
    ware = await aWarehouse(db, { name: 'Export East' });
    ware2 = await aWarehouse(db, { name: 'Export West' });
    staff = await aStaffMember(t.app, db, [ware]);
    oldIds = await someProducts(db, 4, {
      shopUserId: seller.id,
      wareId: ware.id,
      sku: 'OLD-1',
      gmtIn: new Date(Date.now() - 10 * DAY),
    });
    await someProducts(db, 30, {
      shopUserId: seller.id,
      wareId: ware.id,
      sku: 'CW2288-111',
      name: 'Air Force 1',
    });
    await someProducts(db, 5, { shopUserId: seller.id, wareId: ware2.id, sku: 'FZ5808-001', name: 'Samba' });
    await someProducts(db, 3, {
      shopUserId: seller.id,
      wareId: ware.id,
      status: InventoryStatus.outOfWarehouse,
      sku: 'GONE-1',
    });
    await someProducts(db, 7, {
      shopUserId: seller2.id,
      wareId: ware.id,
      sku: 'CW2288-111',
      name: 'Foreign pair',
    });
    const foreign = await aProduct(db, { shopUserId: seller2.id, wareId: ware.id, sku: 'FOREIGN-1' });
    foreignProductId = (
      await db.selectFrom('products').select('id').where('one_id', '=', foreign).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const business = (url: string, token: string, body?: unknown, query?: Record<string, string>) =>
    call(t.app, { url: `/api/business${url}`, token, body, query });

  async function finished(
    host: string,
    token: string,
    id: number,
    headers: Record<string, string> = {},
  ): Promise<DownloadTask> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const r = await call(t.app, {
        url: `/api/${host}/download_task/get`,
        token,
        query: { id: String(id) },
        headers,
      });
      expect(r.code).toBe(200);
      const task = r.data as DownloadTask;
      if (task.status === DownloadStatus.done || task.status === DownloadStatus.failed) return task;
      if (Date.now() > deadline) throw new Error(`task ${id} still ${task.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function sheetOf(url: string, token: string, headers: Record<string, string> = {}) {
    const r = await t.app.inject({ method: 'GET', url, headers: { token, ...headers } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    return { header: rows[0], body: rows.slice(1) };
  }

  it('exports the filtered inventory as a task that finishes with a file of exactly those rows', async () => {
    const added = await business('/inventory/export', seller.token, {
      sku: 'CW2288',
      statusList: [InventoryStatus.available],
    });
    expect(added.code).toBe(200);
    expect(added.msg).toBe('Add Download Task Success');
    const { id, downloadUrl } = added.data as Added;
    expect(downloadUrl).toBe(`/api/business/download_task/file?id=${id}`);

    const task = await finished('business', seller.token, id);
    expect(task).toMatchObject({ status: DownloadStatus.done, progress: 100, rowCount: 30, downloadUrl });
    expect(task.fileSize).toBeGreaterThan(0);
    const { header, body } = await sheetOf(downloadUrl, seller.token);
    expect(header).toContain('ONE ID');
    expect(header).not.toContain('Shelf');
    expect(body).toHaveLength(30);
    expect(body.every((r) => r[1] === 'CW2288-111' && r[3] === 'Air Force 1')).toBe(true);

    const list = await business('/download_task/list', seller.token, {});
    expect((list.data as { data: DownloadTask[] }).data.map((d) => d.id)).toContain(id);
  });

  it('serves a file only to its owner and admins; others get 404 as for a missing task', async () => {
    const { id, downloadUrl } = (await business('/inventory/export', seller.token, {})).data as Added;
    await finished('business', seller.token, id);
    const stranger = await t.app.inject({
      method: 'GET',
      url: downloadUrl,
      headers: { token: seller2.token },
    });
    expect(stranger.statusCode).toBe(404);
    expect((await business('/download_task/get', seller2.token, undefined, { id: String(id) })).status).toBe(
      404,
    );
    expect((await business('/download_task/delete', seller2.token, { id })).status).toBe(404);
    const asAdmin = await sheetOf(`/api/admin/download_task/file?id=${id}`, adminToken);
    expect(asAdmin.body).toHaveLength(42);
    expect((await business('/download_task/list', seller2.token, {})).data).toMatchObject({ totalCount: 0 });
  });

  it("exports selected ids only; another seller's ids are ignored, never exported", async () => {
    const db = t.database.db;
    const own = await db.selectFrom('products').select('id').where('one_id', 'in', oldIds).execute();
    const { id } = (
      await business('/inventory/export', seller.token, {
        searchIdList: [...own.map((r) => r.id), foreignProductId],
        sku: 'no-such-sku',
      })
    ).data as Added;
    const task = await finished('business', seller.token, id);
    expect(task.rowCount).toBe(4);
    const { body } = await sheetOf(task.downloadUrl ?? '', seller.token);
    expect(body.map((r) => r[0]).sort()).toEqual([...oldIds].sort());

    const onlyForeign = (
      await business('/inventory/export', seller.token, { searchIdList: [foreignProductId] })
    ).data as Added;
    expect((await finished('business', seller.token, onlyForeign.id)).rowCount).toBe(0);
  });

  it('bounds the export by beginTime/endTime (inbound day) and refuses bad dates without adding a task', async () => {
    const begin = new Date(Date.now() - 11 * DAY).toISOString();
    const end = new Date(Date.now() - 9 * DAY).toISOString();
    const { id } = (await business('/inventory/export', seller.token, { beginTime: begin, endTime: end }))
      .data as Added;
    expect((await finished('business', seller.token, id)).rowCount).toBe(4);

    const before = await t.database.db.selectFrom('download_tasks').select('id').execute();
    const reversed = await business('/inventory/export', seller.token, { beginTime: end, endTime: begin });
    expect(reversed.status).toBe(400);
    expect(reversed.msg).toBe('The start date must not be after the end date');
    const notADate = await business('/inventory/export', seller.token, { beginTime: '2024-13-45' });
    expect(notADate.status).toBe(400);
    expect(notADate.msg).toContain('beginTime');
    const unknownField = await business('/inventory/export', seller.token, { ownerId: seller2.id });
    expect(unknownField.status).toBe(400);
    expect(await t.database.db.selectFrom('download_tasks').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it("gives admins their own message, every seller's rows with owner and shelf, and an audit entry", async () => {
    const added = await call(t.app, {
      url: '/api/admin/stock/export',
      token: adminToken,
      body: { sku: 'CW2288' },
    });
    expect(added.msg).toBe('Add Download Task Success, download the file from the Download Center');
    const { id, downloadUrl } = added.data as Added;
    expect((await finished('admin', adminToken, id)).rowCount).toBe(37);
    const { header } = await sheetOf(downloadUrl, adminToken);
    expect(header).toEqual(expect.arrayContaining(['Shelf', 'User ID']));
    expect(await auditOf(t.database.db, 'download_task', id)).toHaveLength(1);
  });

  it("exports an outbound batch: that day's exits from that warehouse, nothing else", async () => {
    const db = t.database.db;
    // Warehouses of its own: the other tests count what the shared ones hold.
    const east = await aWarehouse(db, { name: 'Batch East' });
    const west = await aWarehouse(db, { name: 'Batch West' });
    const at = new Date(Date.UTC(2024, 4, 10, 12, 0));
    const batch = await someProducts(db, 2, {
      shopUserId: seller.id,
      wareId: west.id,
      status: InventoryStatus.outOfWarehouse,
      sku: 'BATCH-OUT',
      gmtOut: at,
    });
    await someProducts(db, 1, {
      shopUserId: seller.id,
      wareId: east.id,
      status: InventoryStatus.outOfWarehouse,
      sku: 'BATCH-OUT',
      gmtOut: at,
    });
    await someProducts(db, 1, {
      shopUserId: seller.id,
      wareId: west.id,
      status: InventoryStatus.outOfWarehouse,
      sku: 'BATCH-OUT',
      gmtOut: new Date(Date.UTC(2024, 4, 11, 1, 0)),
    });
    const body = {
      wareId: west.id,
      leftBeginTime: '2024-05-10T00:00:00.000Z',
      leftEndTime: '2024-05-10T23:59:59.999Z',
    };
    const added = await call(t.app, { url: '/api/admin/stock/export', token: adminToken, body });
    const { id, downloadUrl } = added.data as Added;
    expect((await finished('admin', adminToken, id)).rowCount).toBe(2);
    const { body: rows } = await sheetOf(downloadUrl, adminToken);
    expect(rows.map((r) => batch.find((oneId) => r.includes(oneId))).sort()).toEqual([...batch].sort());
  });

  it('exports the warehouse inventory view of the selected warehouse only', async () => {
    const inWare = inWarehouse(t.app, staff.token, ware.id);
    const added = await inWare('/inventory_view/export', { keyword: 'Samba' });
    expect(added.msg).toBe('Add Download Task Success');
    const task = await finished('warehouse', staff.token, (added.data as Added).id, {
      wareId: String(ware.id),
    });
    expect(task.rowCount).toBe(0);
    const all = await inWare('/inventory_view/export', {});
    expect((await finished('warehouse', staff.token, (all.data as Added).id)).rowCount).toBe(45);
    const elsewhere = await call(t.app, {
      url: '/api/warehouse/inventory_view/export',
      token: staff.token,
      body: {},
      headers: { wareId: String(ware2.id) },
    });
    expect(elsewhere.status).toBe(403);
  });

  it('deletes a task with its file, and purges expired tasks and their files', async () => {
    const db = t.database.db;
    const { id } = (await business('/inventory/export', seller.token, { sku: 'GONE' })).data as Added;
    await finished('business', seller.token, id);
    const { file_path } = await db
      .selectFrom('download_tasks')
      .select('file_path')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const file = path.join(t.config.dataDir, file_path ?? '');
    expect(fs.existsSync(file)).toBe(true);
    expect((await business('/download_task/delete', seller.token, { id })).msg).toBe('Download task deleted');
    expect(fs.existsSync(file)).toBe(false);

    const kept = (await business('/inventory/export', seller.token, { sku: 'OLD' })).data as Added;
    const expiring = (await business('/inventory/export', seller.token, { sku: 'FZ5808' })).data as Added;
    await finished('business', seller.token, kept.id);
    await finished('business', seller.token, expiring.id);
    const expiringFile = await db
      .selectFrom('download_tasks')
      .select('file_path')
      .where('id', '=', expiring.id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('download_tasks')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expiring.id)
      .execute();
    // Past its expiry the task is hidden at once, before the hourly purge removes it.
    expect(
      (await business('/download_task/get', seller.token, undefined, { id: String(expiring.id) })).status,
    ).toBe(404);
    expect(await purgeExpiredDownloads(db, t.config)).toBe(1);
    expect(fs.existsSync(path.join(t.config.dataDir, expiringFile.file_path ?? ''))).toBe(false);
    const left = await db
      .selectFrom('download_tasks')
      .select('id')
      .where('id', 'in', [kept.id, expiring.id])
      .execute();
    expect(left.map((r) => r.id)).toEqual([kept.id]);
    // The worker scheduled the purge job itself when it started.
    const purge = await db
      .selectFrom('jobs')
      .select('status')
      .where('kind', '=', 'downloads.purge')
      .execute();
    expect(purge.length).toBeGreaterThan(0);
  });

  it('marks a task failed with the reason after its retries when the export cannot be written', async () => {
    const exportsPath = path.join(t.config.dataDir, 'exports');
    fs.rmSync(exportsPath, { recursive: true, force: true });
    fs.writeFileSync(exportsPath, 'not a folder');
    try {
      const { id, downloadUrl } = (await business('/inventory/export', seller.token, {})).data as Added;
      const task = await finished('business', seller.token, id);
      expect(task.status).toBe(DownloadStatus.failed);
      expect(task.error).toMatch(/EEXIST|ENOTDIR|exports/);
      const job = await t.database.db
        .selectFrom('jobs')
        .select(['attempts', 'status'])
        .where('kind', '=', 'downloads.export')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(job).toEqual({ attempts: 3, status: 'failed' });
      const file = await t.app.inject({ method: 'GET', url: downloadUrl, headers: { token: seller.token } });
      expect(file.json()).toMatchObject({ code: 400, msg: 'This download failed; export again' });
    } finally {
      fs.rmSync(exportsPath, { force: true });
    }
  });

  it('refuses a sixth unfinished task of one user', async () => {
    const db = t.database.db;
    await db
      .insertInto('download_tasks')
      .values(
        Array.from({ length: 5 }, () => ({
          owner_id: seller2.id,
          host: 'business',
          kind: 'seller-inventory',
          query: '{}',
          status: DownloadStatus.running,
          expires_at: new Date(Date.now() + DAY),
        })),
      )
      .execute();
    const refused = await business('/inventory/export', seller2.token, {});
    expect(refused.status).toBe(429);
    expect(refused.msg).toBe('You already have 5 downloads in progress; wait for one to finish');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_ROW_LIMIT } from '../../src/domain/kernel/imports';
import type { ImportErrors, ImportSummary } from '../../src/domain/kernel/imports';
import { fullGrant, WarehousePermission } from '../../src/domain/kernel/permissions';
import { aLongWorkbook, aWorkbook, damaged, multipartFile, readWorkbook } from '../fixtures/imports';
import type { SheetCells } from '../fixtures/imports';
import { loggedInUser, loginAs } from '../fixtures/users';
import { aWarehouse, assignWarehouse } from '../fixtures/warehouses';
import { PortalId } from '../../src/domain/kernel/users';
import { createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

const HEADER = ['SKU', 'Brand', 'Name', 'Sizes'];

describe.each(testEngines())('SKU imports on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let staff: string;
  let wareId: number;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    wareId = (await aWarehouse(t.database.db)).id;
    const user = await loggedInUser(t.app, t.database.db, { userType: PortalId.warehouse });
    await assignWarehouse(t.database.db, user.id, wareId, [fullGrant(WarehousePermission.skuManage)]);
    staff = user.token;
    admin = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  async function importFile(
    bytes: Buffer,
    opts: { host?: 'warehouse' | 'admin'; language?: string; filename?: string } = {},
  ) {
    const body = multipartFile(bytes, opts.filename);
    const host = opts.host ?? 'warehouse';
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/${host}/sku/import`,
      headers: {
        token: host === 'admin' ? admin : staff,
        wareId: String(wareId),
        'content-type': body.contentType,
        language: opts.language ?? 'en_us',
      },
      payload: body.payload,
    });
    return { status: r.statusCode, ...(r.json() as { code: number; msg: string; data: unknown }) };
  }
  const importRows = async (rows: SheetCells, opts?: Parameters<typeof importFile>[1]) =>
    importFile(await aWorkbook([HEADER, ...rows]), opts);
  const skuCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('skus')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const codes = async (prefix: string) =>
    (
      await t.database.db
        .selectFrom('skus')
        .select('sku')
        .where('sku', 'like', `${prefix}%`)
        .orderBy('sku')
        .execute()
    ).map((r) => r.sku);

  it('imports every row of a good file, adds new brands, and answers Import Success with counts', async () => {
    const r = await importRows([
      ['good-1', 'Nike', 'Dunk Low', '40, 41，42'],
      ['GOOD-2', 'Brand Only In Import', 'Samba', ''],
      [' good-3 ', 'nike', 'Air Max', 42.5],
    ]);
    expect(r.status).toBe(200);
    expect(r.msg).toBe('Import Success');
    expect(r.data as ImportSummary).toEqual({ rows: 3, created: { skus: 3, brands: 2 } });
    const rows = await t.database.db
      .selectFrom('skus')
      .selectAll()
      .where('sku', 'like', 'GOOD-%')
      .orderBy('sku')
      .execute();
    expect(rows.map((s) => [s.sku, s.brand, s.name, s.sizes])).toEqual([
      ['GOOD-1', 'Nike', 'Dunk Low', ['40', '41', '42']],
      ['GOOD-2', 'Brand Only In Import', 'Samba', []],
      // The brand list's spelling wins, so one brand is never listed twice.
      ['GOOD-3', 'Nike', 'Air Max', ['42.5']],
    ]);
    const brands = await t.database.db
      .selectFrom('brands')
      .select('name')
      .where('name_key', 'in', ['nike', 'brand only in import'])
      .execute();
    expect(brands).toHaveLength(2);
  });

  it('imports nothing when one row is bad, and names that row and column', async () => {
    const before = await skuCount();
    const r = await importRows([
      ['BAD-1', 'Adidas', 'Gazelle', '40'],
      ['BAD-2', 'Adidas', '', '41'],
      ['BAD-3', 'Adidas', 'Campus', '42'],
    ]);
    expect(r.status).toBe(400);
    expect(r.msg).toBe('Row 3, Name: required (1 problem in all; nothing was imported)');
    expect(r.data as ImportErrors).toEqual({
      errors: [{ row: 3, column: 'Name', message: 'required' }],
      errorCount: 1,
    });
    expect(await skuCount()).toBe(before);
    expect(await codes('BAD-')).toEqual([]);
  });

  it('lists every bad row in the caller language', async () => {
    const r = await importRows(
      [
        ['ZH-1', '', 'Gazelle', '40'],
        ['ZH-2', 'Adidas', 'Samba', '40, 40'],
        ['ZH-3', 'Adidas', 'Campus', 'x'.repeat(17)],
      ],
      { language: 'zh_cn' },
    );
    expect(r.status).toBe(400);
    expect((r.data as ImportErrors).errors).toEqual([
      { row: 2, column: '品牌', message: '必填' },
      { row: 3, column: '尺码', message: '尺码不能重复' },
      { row: 4, column: '尺码', message: '最多 16 个字符' },
    ]);
    expect(r.msg).toContain('第 2 行');
    expect(await codes('ZH-')).toEqual([]);
  });

  it('refuses a SKU repeated in the file, naming the later row and the first', async () => {
    const r = await importRows([
      ['DUP-1', 'Puma', 'Suede', ''],
      ['dup-1', 'Puma', 'Suede again', ''],
    ]);
    expect(r.status).toBe(400);
    expect((r.data as ImportErrors).errors).toEqual([
      { row: 3, column: 'SKU', message: 'dup-1 appears again (first in row 2)' },
    ]);
    expect(await codes('DUP-')).toEqual([]);
  });

  it('refuses a SKU the catalogue already has and leaves the existing one untouched', async () => {
    await importRows([['KEEP-1', 'Asics', 'Gel-Lyte', '40']]);
    const r = await importRows([
      ['KEEP-2', 'Asics', 'Kayano', ''],
      ['KEEP-1', 'Asics', 'Overwritten?', ''],
    ]);
    expect(r.status).toBe(400);
    expect((r.data as ImportErrors).errors).toEqual([
      { row: 3, column: 'SKU', message: 'SKU KEEP-1 is already in the catalogue' },
    ]);
    expect(await codes('KEEP-')).toEqual(['KEEP-1']);
    const kept = await t.database.db
      .selectFrom('skus')
      .select('name')
      .where('sku', '=', 'KEEP-1')
      .executeTakeFirstOrThrow();
    expect(kept.name).toBe('Gel-Lyte');
  });

  it('refuses a file that is not xlsx by its content, whatever its name', async () => {
    const before = await skuCount();
    const csv = await importFile(Buffer.from('SKU,Brand,Name,Sizes\nCSV-1,Nike,Dunk,40\n'), {
      filename: 'skus.xlsx',
    });
    expect(csv.status).toBe(400);
    expect(csv.msg).toBe('This file is not an Excel workbook (.xlsx): download the template and fill it in');
    const png = await importFile(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    expect(png.status).toBe(400);
    expect(png.msg).toContain('not an Excel workbook');
    expect(await skuCount()).toBe(before);
  });

  it('answers a damaged workbook (garbled sheet data) as unreadable instead of hanging, and imports nothing', async () => {
    const before = await skuCount();
    const rows = Array.from({ length: 200 }, (_, i) => [`DMG-${i}`, 'Nike', `Dunk ${i}`, '40']);
    const r = await importFile(damaged(await aWorkbook([HEADER, ...rows])));
    expect(r.status).toBe(400);
    expect(r.msg).toBe('The workbook cannot be read: save it again as .xlsx and retry');
    expect(await skuCount()).toBe(before);
    expect(await codes('DMG-')).toEqual([]);
  });

  it('names the missing columns', async () => {
    const r = await importFile(
      await aWorkbook([
        ['SKU', 'Title'],
        ['COL-1', 'Dunk'],
      ]),
    );
    expect(r.status).toBe(400);
    expect(r.msg).toBe('Missing columns: Brand, Name, Sizes. Download the template for the column names');
    expect(await codes('COL-')).toEqual([]);
  });

  it('refuses a sheet with no rows under the header', async () => {
    const r = await importFile(await aWorkbook([HEADER]));
    expect(r.status).toBe(400);
    expect(r.msg).toBe('The sheet has a header but no rows to import');
  });

  it(`refuses 100,000 rows with a clear message and imports none (limit ${IMPORT_ROW_LIMIT})`, async () => {
    const before = await skuCount();
    const bytes = await aLongWorkbook(HEADER, 100_000, (i) => [`BIG-${i}`, 'Nike', `Pair ${i}`, '40']);
    const r = await importFile(bytes);
    expect(r.status).toBe(400);
    expect(r.msg).toBe(
      'The file has more than 10,000 rows: split it into files of at most 10,000 rows. Nothing was imported',
    );
    expect(await skuCount()).toBe(before);
  });

  it('takes exactly the limit in one go', async () => {
    const bytes = await aLongWorkbook(HEADER, IMPORT_ROW_LIMIT, (i) => [
      `MAX-${String(i).padStart(5, '0')}`,
      'New Balance',
      `Pair ${i}`,
      '40, 41',
    ]);
    const r = await importFile(bytes, { host: 'admin' });
    expect(r.status, r.msg).toBe(200);
    expect((r.data as ImportSummary).created.skus).toBe(IMPORT_ROW_LIMIT);
    expect(await codes('MAX-')).toHaveLength(IMPORT_ROW_LIMIT);
  });

  it('offers a template with the header row and one example row, in the caller language', async () => {
    const en = await t.app.inject({
      url: '/api/warehouse/sku/importTemplate',
      headers: { token: staff, wareId: String(wareId) },
    });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('spreadsheetml');
    const rows = await readWorkbook(en.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(2);
    const zh = await t.app.inject({
      url: '/api/admin/sku/importTemplate',
      headers: { token: admin, language: 'zh_cn' },
    });
    expect((await readWorkbook(zh.rawPayload))[0]).toEqual(['货号', '品牌', '名称', '尺码']);
    // The filled-in template imports as it is.
    const r = await importFile(en.rawPayload);
    expect(r.status, r.msg).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportErrors, ImportSummary } from '../../src/domain/kernel/imports';
import { aWorkbook, multipartFile, readWorkbook } from '../fixtures/imports';
import type { SheetCells } from '../fixtures/imports';
import { loginAs } from '../fixtures/users';
import { aRack, aWarehouse, someShelves } from '../fixtures/warehouses';
import { createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testEngines())('stock setting imports on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  async function importRows(wareId: number, rows: SheetCells, header = ['Rack', 'Shelf']) {
    const body = multipartFile(await aWorkbook([header, ...rows]));
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/admin/sys_ware_shelves/import?wareId=${wareId}`,
      headers: { token: admin, 'content-type': body.contentType },
      payload: body.payload,
    });
    return { status: r.statusCode, ...(r.json() as { code: number; msg: string; data: unknown }) };
  }
  const shelvesOf = async (wareId: number) =>
    (
      await t.database.db
        .selectFrom('shelves as s')
        .innerJoin('racks as r', 'r.id', 's.rack_id')
        .select(['r.name as rack', 's.name as shelf', 's.code'])
        .where('s.ware_id', '=', wareId)
        .orderBy('s.name')
        .execute()
    ).map((s) => `${s.rack}/${s.shelf}/${s.code}`);

  it('creates the racks the sheet names and every shelf, reusing a rack the warehouse has', async () => {
    const ware = await aWarehouse(t.database.db);
    await aRack(t.database.db, ware.id, { name: 'A' });
    const r = await importRows(ware.id, [
      ['a', 'A-01'],
      ['A', 'A-02'],
      ['B', 'B-01'],
    ]);
    expect(r.status, r.msg).toBe(200);
    expect(r.msg).toBe('Import Success');
    expect(r.data as ImportSummary).toEqual({ rows: 3, created: { racks: 1, shelves: 3 } });
    expect(await shelvesOf(ware.id)).toEqual([
      `A/A-01/W${ware.id}-A-01`,
      `A/A-02/W${ware.id}-A-02`,
      `B/B-01/W${ware.id}-B-01`,
    ]);
  });

  it('imports nothing when one row is bad and names it (Chinese cannot be printed)', async () => {
    const ware = await aWarehouse(t.database.db);
    const r = await importRows(ware.id, [
      ['C', 'C-01'],
      ['C', '货位一'],
    ]);
    expect(r.status).toBe(400);
    expect(r.msg).toBe(
      'Row 3, Shelf: Chinese cannot be printed on a label (1 problem in all; nothing was imported)',
    );
    expect(await shelvesOf(ware.id)).toEqual([]);
    const racks = await t.database.db
      .selectFrom('racks')
      .select('id')
      .where('ware_id', '=', ware.id)
      .execute();
    expect(racks).toEqual([]);
  });

  it('refuses shelves repeated in the file (same printed code) or already in the warehouse', async () => {
    const ware = await aWarehouse(t.database.db);
    const rack = await aRack(t.database.db, ware.id, { name: 'D' });
    await someShelves(t.database.db, { id: rack.id, wareId: ware.id }, ['D-01']);
    const r = await importRows(ware.id, [
      ['D', 'D-02'],
      ['D', 'd 02'],
      ['D', 'd-01'],
    ]);
    expect(r.status).toBe(400);
    expect((r.data as ImportErrors).errors).toEqual([
      { row: 3, column: 'Shelf', message: 'd 02 appears again (first in row 2)' },
      { row: 4, column: 'Shelf', message: 'shelf d-01 already exists in this warehouse' },
    ]);
    expect(await shelvesOf(ware.id)).toEqual([`D/D-01/W${ware.id}-D-01`]);
  });

  it('names missing columns and refuses an unknown warehouse', async () => {
    const ware = await aWarehouse(t.database.db);
    const missing = await importRows(ware.id, [['E-01']], ['Shelf']);
    expect(missing.status).toBe(400);
    expect(missing.msg).toBe('Missing columns: Rack. Download the template for the column names');
    const unknown = await importRows(999_999, [['E', 'E-01']]);
    expect(unknown.status).toBe(404);
  });

  it('offers a template that imports as it is', async () => {
    const ware = await aWarehouse(t.database.db);
    const template = await t.app.inject({
      url: '/api/admin/sys_ware_shelves/importTemplate',
      headers: { token: admin },
    });
    expect(template.statusCode).toBe(200);
    const rows = await readWorkbook(template.rawPayload);
    expect(rows).toEqual([
      ['Rack', 'Shelf'],
      ['A', 'A-01'],
    ]);
    const r = await importRows(ware.id, rows.slice(1));
    expect(r.status, r.msg).toBe(200);
  });
});

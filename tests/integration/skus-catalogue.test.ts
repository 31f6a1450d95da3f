import bwipjs from 'bwip-js/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandRow } from '../../src/domain/skus/brands';
import type { SkuRow } from '../../src/domain/skus/skus';
import { fullGrant, WarehousePermission } from '../../src/domain/kernel/permissions';
import { PortalId } from '../../src/domain/kernel/users';
import { multipartFile } from '../fixtures/imports';
import { loggedInUser, loginAs } from '../fixtures/users';
import { aWarehouse, assignWarehouse } from '../fixtures/warehouses';
import { call, createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type Page<T> = { totalCount: number; data: T[] };

describe.each(testEngines())('SKU catalogue and brands on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let wareId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
    wareId = (await aWarehouse(t.database.db)).id;
    const user = await loggedInUser(t.app, t.database.db, { userType: PortalId.warehouse });
    await assignWarehouse(t.database.db, user.id, wareId, [fullGrant(WarehousePermission.skuManage)]);
    staff = user.token;
  });
  afterAll(async () => {
    await t.close();
  });

  const asStaff = (url: string, body?: unknown) =>
    call(t.app, {
      url: `/api/warehouse${url}`,
      token: staff,
      headers: { wareId: String(wareId) },
      body: body ?? {},
    });
  const asAdmin = (url: string, body?: unknown) =>
    call(t.app, { url: `/api/admin${url}`, token: admin, body: body ?? {} });

  it('adds a SKU with sizes and an uploaded picture, lists it by keyword, and edits it', async () => {
    const png = await bwipjs.toBuffer({ bcid: 'code128', text: `sku-${engine}` });
    const file = multipartFile(png, 'shoe.png');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/warehouse/upload',
      headers: { token: staff, 'content-type': file.contentType },
      payload: file.payload,
    });
    const hash = (up.json() as { data: string }).data.split('/').pop() as string;
    const created = await asStaff('/sku/create', {
      sku: 'cat-1',
      brand: 'Jordan',
      name: 'Retro 4',
      sizes: ['42', '43'],
      image: hash,
    });
    expect(created.status, created.msg).toBe(200);
    expect(created.data as SkuRow).toMatchObject({
      sku: 'CAT-1',
      brand: 'Jordan',
      sizes: ['42', '43'],
      image: hash,
      status: 1,
    });
    const listed = await asStaff('/sku/list', { keyword: 'retro' });
    expect((listed.data as Page<SkuRow>).data.map((s) => s.sku)).toEqual(['CAT-1']);
    const edited = await asAdmin('/sku/update', {
      id: (created.data as SkuRow).id,
      name: 'Retro 4 Bred',
      sizes: ['44'],
    });
    expect(edited.data as SkuRow).toMatchObject({ name: 'Retro 4 Bred', sizes: ['44'], brand: 'Jordan' });
  });

  it('refuses a picture hash nobody uploaded and a repeated size, changing nothing', async () => {
    const ghost = await asStaff('/sku/create', {
      sku: 'CAT-2',
      brand: 'Jordan',
      name: 'Ghost',
      image: 'a'.repeat(64),
    });
    expect(ghost.status).toBe(400);
    expect(ghost.msg).toBe('The picture was not found: upload it again');
    const repeated = await asStaff('/sku/create', {
      sku: 'CAT-2',
      brand: 'Jordan',
      name: 'Twice',
      sizes: ['40', '40'],
    });
    expect(repeated.status).toBe(400);
    const count = await t.database.db.selectFrom('skus').select('id').where('sku', '=', 'CAT-2').execute();
    expect(count).toEqual([]);
  });

  it('disables a SKU (out of the enabled list, its updated_at moves for the tablets) and enables it again', async () => {
    const sku = (await asStaff('/sku/create', { sku: 'CAT-3', brand: 'Vans', name: 'Old Skool' }))
      .data as SkuRow;
    const disabled = await asStaff('/sku/disable', { id: sku.id });
    expect(disabled.msg).toBe('SKU disabled');
    expect((disabled.data as SkuRow).status).toBe(2);
    expect(new Date((disabled.data as SkuRow).gmtModify).getTime()).toBeGreaterThan(
      new Date(sku.gmtModify).getTime(),
    );
    const enabledList = (await asStaff('/sku/list', { keyword: 'CAT-3', status: 1 })).data as Page<SkuRow>;
    expect(enabledList.totalCount).toBe(0);
    const enabled = await asAdmin('/sku/enable', { id: sku.id });
    expect((enabled.data as SkuRow).status).toBe(1);
    expect((await asStaff('/sku/disable', { id: 999_999 })).status).toBe(404);
  });

  it('keeps one brand per name whatever its case; brand name required', async () => {
    const made = await asAdmin('/brand/create', { name: 'Salomon' });
    expect(made.status, made.msg).toBe(200);
    expect(made.msg).toBe('Brand added');
    const again = await asAdmin('/brand/create', { name: ' salomon ' });
    expect(again.status).toBe(409);
    expect(again.msg).toBe('Brand salomon already exists');
    const blank = await asAdmin('/brand/create', { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.msg).toContain('Brand name required');
    const rows = await t.database.db
      .selectFrom('brands')
      .select('name')
      .where('name_key', '=', 'salomon')
      .execute();
    expect(rows).toEqual([{ name: 'Salomon' }]);
  });

  it('renames a brand on its SKUs too, and lists brands with their SKU counts', async () => {
    await asStaff('/sku/create', { sku: 'CAT-4', brand: 'Onitsuka', name: 'Mexico 66' });
    await asStaff('/sku/create', { sku: 'CAT-5', brand: 'onitsuka', name: 'Tokuten' });
    const list = (await asStaff('/brand/list', { name: 'onitsuka' })).data as Page<BrandRow>;
    expect(list.data.map((b) => [b.name, b.skuCount])).toEqual([['Onitsuka', 2]]);
    const renamed = await asAdmin('/brand/update', { id: list.data[0].id, name: 'Onitsuka Tiger' });
    expect(renamed.status, renamed.msg).toBe(200);
    expect((renamed.data as BrandRow).skuCount).toBe(2);
    const skus = await t.database.db
      .selectFrom('skus')
      .select('brand')
      .where('sku', 'in', ['CAT-4', 'CAT-5'])
      .execute();
    expect(skus.map((s) => s.brand)).toEqual(['Onitsuka Tiger', 'Onitsuka Tiger']);
    const clash = await asAdmin('/brand/update', { id: list.data[0].id, name: 'SALOMON' });
    expect(clash.status).toBe(409);
  });

  it('lets warehouse staff read brands but not add them', async () => {
    const r = await call(t.app, {
      url: '/api/warehouse/brand/create',
      token: staff,
      headers: { wareId: String(wareId) },
      body: { name: 'Nope' },
    });
    expect(r.status).toBe(404);
  });
});

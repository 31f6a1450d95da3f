import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedAddress } from '../../src/domain/labels/addresses';
import { DEMO_PASSWORD } from '../../src/server/demo/accounts';
import { seedDemoAddresses } from '../../src/server/demo/label-addresses';
import { createFileStore } from '../../src/server/http/file-store';
import { loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/** The demo's address books: seeded once, verified by the simulator, with the last-address case. */
describe.each(testEngines())('demo address books on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Demo mode seeds the whole demo at start, the address books last.
    t = await createTestApp(engine, { DEMO: 'true' });
    // The whole demo is seeded first: slow on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const book = async (host: 'business' | 'admin', username: string) => {
    const token = await loginAs(t.app, host, username, DEMO_PASSWORD);
    const list = await call(t.app, { url: `/api/${host}/address/list`, token, body: {} });
    return { token, rows: (list.data as { data: SavedAddress[] }).data };
  };

  it('has given the seller three (one default), seller2 one that cannot be deleted, the platform its warehouses', async () => {
    const env = { config: t.config, files: createFileStore(t.config.dataDir) };
    // Once across restarts: a book that has addresses is left alone.
    expect(await seedDemoAddresses(t.database.db, env)).toBe(0);

    const seller = await book('business', 'seller');
    expect(seller.rows).toHaveLength(3);
    expect(seller.rows.filter((a) => a.isDefault)).toMatchObject([{ company: 'Kicks Corner' }]);
    // Stored as the carrier verified it.
    expect(seller.rows.map((a) => a.street1)).toContain('8500 MELROSE AVE');

    const seller2 = await book('business', 'seller2');
    expect(seller2.rows).toMatchObject([{ isDefault: true }]);
    const refused = await call(t.app, {
      url: '/api/business/address/delete',
      token: seller2.token,
      body: { id: seller2.rows[0].id },
    });
    expect(refused.status).toBe(409);

    const platform = await book('admin', 'admin');
    expect(platform.rows.map((a) => [a.company, a.isDefault])).toEqual([
      ['SoleStack LA Warehouse', true],
      ['SoleStack NJ Warehouse', false],
    ]);
    // The same book in the self-operated warehouse area (the seller API as shop 1), where admins keep it.
    const area = await call(t.app, {
      url: '/api/business/address/list',
      token: platform.token,
      body: {},
      headers: { shopId: '1' },
    });
    expect(area.status, area.msg).toBe(200);
    expect((area.data as { data: SavedAddress[] }).data).toEqual(platform.rows);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedAddress } from '../../src/domain/labels/addresses';
import { fullGrant, SelfOperatedPage } from '../../src/domain/kernel/permissions';
import { SIMULATOR_TRIGGERS } from '../../src/server/modules/labels/simulator/carrier-world';
import { anAdminRole, rootToken } from '../fixtures/accounts';
import { aShippingAddress } from '../fixtures/labels';
import { anAdmin, loggedInUser, loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type Page = { totalCount: number; totalPage: number; data: SavedAddress[] };

/**
 * The address book through the API: sellers' own books on the business host, the platform's on the
 * admin host; every save verified by the carrier simulator through the real EasyPost client.
 */
describe.each(testEngines())('address book on %s', (engine) => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    // A short client timeout, so the simulator's silent address fails fast as a carrier timeout.
    t = await createTestApp(engine, { CARRIER_TIMEOUT_MS: '1500' });
    root = await rootToken(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const api = (token: string, host: 'business' | 'admin' = 'business') => ({
    post: (path: string, body: unknown = {}) => call(t.app, { url: `/api/${host}${path}`, token, body }),
    get: (id: number) => call(t.app, { url: `/api/${host}/address/get`, token, query: { id: String(id) } }),
    list: async (paging: object = {}) =>
      (await call(t.app, { url: `/api/${host}/address/list`, token, body: paging })).data as Page,
  });
  const aSellerBook = async () => {
    const seller = await loggedInUser(t.app, t.database.db);
    return { ...seller, ...api(seller.token) };
  };
  const add = async (book: ReturnType<typeof api>, overrides = {}) => {
    const r = await book.post('/address/add', aShippingAddress(overrides));
    expect(r.status, r.msg).toBe(200);
    return r.data as SavedAddress;
  };
  const rowsOf = (sellerId: number | null) =>
    t.database.db
      .selectFrom('label_addresses')
      .selectAll()
      .where('seller_id', sellerId === null ? 'is' : '=', sellerId)
      .orderBy('id')
      .execute();

  it('saves the address as the carrier verified it; the first is the default, the list pages it first', async () => {
    const book = await aSellerBook();
    const first = await add(book, { street1: '417 Montgomery St', city: 'San Francisco' });
    expect(first).toMatchObject({ isDefault: true, street1: '417 MONTGOMERY ST', city: 'SAN FRANCISCO' });
    const second = await add(book, { name: 'Returns desk', zip: '94105' });
    expect(second.isDefault).toBe(false);
    await add(book, { name: 'Back office' });

    const page1 = await book.list({ current: 1, size: 2 });
    expect(page1).toMatchObject({ totalCount: 3, totalPage: 2 });
    expect(page1.data.map((a) => a.id)).toEqual([first.id, expect.any(Number)]);
    expect((await book.list({ current: 2, size: 2 })).data).toHaveLength(1);
    expect((await book.get(second.id)).data).toMatchObject({ id: second.id, name: 'Returns desk' });
  });

  it('keeps exactly one default: set default moves it, deleting the default passes it to the newest', async () => {
    const book = await aSellerBook();
    const a = await add(book, { name: 'A' });
    const b = await add(book, { name: 'B' });
    const c = await add(book, { name: 'C' });

    const moved = await book.post('/address/set_default', { id: b.id });
    expect(moved).toMatchObject({ status: 200, msg: 'Default address changed' });
    expect((await rowsOf(book.id)).filter((r) => r.is_default).map((r) => r.id)).toEqual([b.id]);

    expect((await book.post('/address/delete', { id: b.id })).status).toBe(200);
    const left = await rowsOf(book.id);
    expect(left.map((r) => r.id)).toEqual([a.id, c.id]);
    expect(left.filter((r) => r.is_default).map((r) => r.id)).toEqual([c.id]);
  });

  it("refuses to delete the last address with the spec's message, 409, and keeps it", async () => {
    const book = await aSellerBook();
    const only = await add(book);
    const r = await book.post('/address/delete', { id: only.id });
    expect(r).toMatchObject({ status: 409, msg: 'The last address cannot be deleted.' });
    expect(await rowsOf(book.id)).toMatchObject([{ id: only.id, is_default: true }]);
  });

  it('answers 422 with the carrier problems and suggestions for a rejected address, and saves nothing', async () => {
    const book = await aSellerBook();
    const kept = await add(book);
    const typo = await book.post('/address/add', aShippingAddress({ street1: '12 Mian St' }));
    expect(typo.status).toBe(422);
    expect(typo.msg).toMatch(/could not verify this address; nothing was saved/);
    expect(typo.data).toEqual({
      problems: [{ field: 'street1', message: 'Street name not found', suggestion: '12 Main St' }],
    });
    const nowhere = await book.post(
      '/address/add',
      aShippingAddress({ zip: SIMULATOR_TRIGGERS.undeliverableZip }),
    );
    expect(nowhere.status).toBe(422);
    expect(nowhere.data).toEqual({
      problems: [{ field: 'zip', message: 'Address not found', suggestion: null }],
    });

    const edit = await book.post('/address/edit', {
      ...aShippingAddress({ street1: '9 Mian St' }),
      id: kept.id,
    });
    expect(edit.status).toBe(422);
    expect(await rowsOf(book.id)).toMatchObject([{ id: kept.id, street1: kept.street1 }]);

    const fixed = await book.post('/address/edit', {
      ...aShippingAddress({ street1: '9 Main St' }),
      id: kept.id,
    });
    expect(fixed.data).toMatchObject({ id: kept.id, street1: '9 MAIN ST', isDefault: true });
  });

  it('answers a carrier that does not answer in time with 503 and a clear message, and saves nothing', async () => {
    const book = await aSellerBook();
    const r = await book.post(
      '/address/add',
      aShippingAddress({ street2: SIMULATOR_TRIGGERS.timeoutStreet2 }),
    );
    expect(r).toMatchObject({
      status: 503,
      msg: 'The carrier did not answer in time; the address was not saved. Try again.',
    });
    expect(await rowsOf(book.id)).toHaveLength(0);
  });

  it('refuses bad input with 400 naming the field, and saves nothing', async () => {
    const book = await aSellerBook();
    const r = await book.post('/address/add', { ...aShippingAddress(), name: '', country: 'USA' });
    expect(r.status).toBe(400);
    expect(await rowsOf(book.id)).toHaveLength(0);
  });

  it("answers 404 to a seller reading, editing, deleting or defaulting another seller's address", async () => {
    const owner = await aSellerBook();
    const mine = await add(owner);
    await add(owner, { name: 'Second' });
    const other = await aSellerBook();
    await add(other, { name: 'Other seller' });

    expect((await other.get(mine.id)).status).toBe(404);
    const edit = await other.post('/address/edit', { ...aShippingAddress({ name: 'Taken' }), id: mine.id });
    expect(edit).toMatchObject({ status: 404, msg: `Address ${mine.id} not found` });
    expect((await other.post('/address/delete', { id: mine.id })).status).toBe(404);
    expect((await other.post('/address/set_default', { id: mine.id })).status).toBe(404);
    expect((await other.list()).data.map((a) => a.name)).toEqual(['Other seller']);
    expect(await rowsOf(owner.id)).toMatchObject([
      { id: mine.id, name: mine.name, is_default: true },
      { name: 'Second' },
    ]);
  });

  it("keeps the platform self-operated book on the admin host, apart from the sellers'", async () => {
    const platform = api(root, 'admin');
    const before = (await platform.list()).totalCount;
    const dock = await add(platform, { name: 'SoleStack returns', company: 'SoleStack' });
    expect(dock.isDefault).toBe(before === 0);
    expect((await platform.list()).data.map((a) => a.id)).toContain(dock.id);
    const seller = await aSellerBook();
    expect((await seller.get(dock.id)).status).toBe(404);
    expect((await rowsOf(null)).map((r) => r.id)).toContain(dock.id);
  });

  it('needs its grant: the self-operated warehouse page on the admin host, each action on its own', async () => {
    const tokenWith = async (grants: Parameters<typeof anAdminRole>[1]) => {
      const user = await anAdmin(t.database.db, { roleId: await anAdminRole(t.database.db, grants) });
      return loginAs(t.app, 'admin', user.username, user.password);
    };
    const none = api(await tokenWith([fullGrant('1100', ['query'])]), 'admin');
    const reader = api(await tokenWith([fullGrant(SelfOperatedPage.warehouse, ['query', 'get'])]), 'admin');
    const count = (await rowsOf(null)).length;

    expect((await none.post('/address/list')).status).toBe(403);
    expect((await reader.post('/address/list')).status).toBe(200);
    expect((await reader.post('/address/add', aShippingAddress())).status).toBe(403);
    expect((await reader.post('/address/delete', { id: 1 })).status).toBe(403);
    expect(await rowsOf(null)).toHaveLength(count);

    const seller = await aSellerBook();
    expect(
      (await call(t.app, { url: '/api/admin/address/list', token: seller.token, body: {} })).status,
    ).toBe(403);
  });

  it('records each change in the audit log', async () => {
    const book = await aSellerBook();
    const a = await add(book);
    const b = await add(book, { name: 'B' });
    await book.post('/address/set_default', { id: b.id });
    await book.post('/address/delete', { id: a.id });
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'address')
      .where('entity_id', 'in', [String(a.id), String(b.id)])
      .orderBy('id')
      .execute();
    expect(actions.map((r) => r.action)).toEqual([
      'addresses.address.add',
      'addresses.address.add',
      'addresses.address.setDefault',
      'addresses.address.delete',
    ]);
  });
});

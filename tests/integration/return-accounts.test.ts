import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReturnAccountView } from '../../src/domain/listing/return-accounts';
import { aReadOnlyAccountAdmin, auditOf, rootToken } from '../fixtures/accounts';
import { loggedInUser } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type Page = { totalCount: number; data: ReturnAccountView[] };

const anAccount = (over: Record<string, unknown> = {}) => ({
  marketplace: 'stockx',
  accountName: 'SoleStack Consign',
  accountRef: `SX-${crypto.randomBytes(4).toString('hex')}`,
  contactName: 'Returns desk',
  street1: '100 Meadowlands Pkwy',
  city: 'Secaucus',
  state: 'NJ',
  zip: '07094',
  ...over,
});
const aKey = () => `rk-${crypto.randomUUID()}`;

/**
 * Admin Account/ReturnAccount through the API: CRUD with request keys and the audit log, bad input,
 * and the sales a return account is chosen for (issue 28 point 5).
 */
describe.each(testEngines())('return accounts on %s', (engine) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    root = await rootToken(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, body: unknown, token = root, language?: string) =>
    call(t.app, {
      url: `/api/admin/return_account/${path}`,
      token,
      body,
      headers: language ? { language } : {},
    });
  const count = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('return_accounts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('adds an account once per request key; the same key with another body is refused; audited', async () => {
    const body = { ...anAccount({ country: 'us', email: 'returns@example.test' }), requestKey: aKey() };
    const before = await count();
    const first = await post('add', body);
    expect(first, first.msg).toMatchObject({ status: 200, msg: 'Return account saved' });
    const account = first.data as ReturnAccountView;
    expect(account).toMatchObject({ country: 'US', active: true, street2: '', wareId: null });
    const again = await post('add', body);
    expect(again.data).toEqual(account);
    expect(await count()).toBe(before + 1);
    const other = await post('add', { ...body, accountName: 'Another' });
    expect(other.status).toBe(409);
    expect(await count()).toBe(before + 1);
    const [entry] = await auditOf(t.database.db, 'return_account', account.id);
    expect(entry).toMatchObject({
      action: 'accounts.returnAccount.add',
      after: { accountRef: body.accountRef },
    });
  });

  it('edits, switches off and on, lists by marketplace and state, deletes; each audited', async () => {
    const made = (await post('add', { ...anAccount({ marketplace: 'ebay' }), requestKey: aKey() }))
      .data as ReturnAccountView;
    const edited = await post('edit', {
      ...anAccount({ marketplace: 'ebay', accountRef: made.accountRef }),
      id: made.id,
      city: 'Newark',
    });
    expect(edited.data).toMatchObject({ id: made.id, city: 'Newark' });
    expect((await post('disable', { id: made.id })).data).toMatchObject({ active: false });
    const off = (await post('list', { marketplace: 'ebay', active: false })).data as Page;
    expect(off.data.map((a) => a.id)).toContain(made.id);
    const on = (await post('list', { marketplace: 'ebay', active: true })).data as Page;
    expect(on.data.map((a) => a.id)).not.toContain(made.id);
    const found = (await post('list', { keyword: made.accountRef })).data as Page;
    expect(found.data.map((a) => a.id)).toEqual([made.id]);
    expect((await post('enable', { id: made.id })).data).toMatchObject({ active: true });
    expect((await post('delete', { id: made.id })).msg).toBe('Return account deleted');
    expect(
      (
        await call(t.app, {
          url: '/api/admin/return_account/get',
          token: root,
          query: { id: String(made.id) },
        })
      ).status,
    ).toBe(404);
    const actions = (await auditOf(t.database.db, 'return_account', made.id)).map((e) => e.action);
    expect(actions).toEqual([
      'accounts.returnAccount.delete',
      'accounts.returnAccount.enable',
      'accounts.returnAccount.disable',
      'accounts.returnAccount.edit',
      'accounts.returnAccount.add',
    ]);
  });

  it('refuses bad input with a 400 naming the field in both languages, a second id at one marketplace with a 409', async () => {
    const before = await count();
    for (const [field, value] of [
      ['marketplace', 'amazon'],
      ['accountName', ''],
      ['email', 'nope'],
      ['country', 'USA'],
      ['zip', ''],
      ['wareId', 0],
    ] as const) {
      const r = await post('add', { ...anAccount({ [field]: value }), requestKey: aKey() });
      expect(r.status, field).toBe(400);
      expect(r.msg).toContain(field);
    }
    const zh = await post('add', { ...anAccount({ email: 'nope' }), requestKey: aKey() }, root, 'zh_cn');
    expect(zh.status).toBe(400);
    expect(zh.msg).toContain('email');
    const noWarehouse = await post('add', { ...anAccount({ wareId: 999999 }), requestKey: aKey() });
    expect(noWarehouse.status).toBe(400);
    expect(noWarehouse.msg).toContain('wareId');
    const ref = `SX-${crypto.randomBytes(4).toString('hex')}`;
    expect((await post('add', { ...anAccount({ accountRef: ref }), requestKey: aKey() })).status).toBe(200);
    const twice = await post('add', { ...anAccount({ accountRef: ref }), requestKey: aKey() });
    expect(twice.status).toBe(409);
    expect(twice.msg).toContain(ref);
    expect(await count()).toBe(before + 1);
  });

  it('lets an admin who may only read list the accounts but not change them; sellers never reach them', async () => {
    const reader = await aReadOnlyAccountAdmin(t.app, t.database.db);
    expect((await post('list', {}, reader.token)).status).toBe(200);
    expect((await post('add', { ...anAccount(), requestKey: aKey() }, reader.token)).status).toBe(403);
    const seller = await loggedInUser(t.app, t.database.db);
    expect(
      (await call(t.app, { url: '/api/business/return_account/list', token: seller.token, body: {} })).status,
    ).toBe(404);
  });

  it('names the return account of a returned sale: the one chosen, else the marketplace default; a chosen one must be active', async () => {
    const db = t.database.db;
    const seller = await loggedInUser(t.app, db);
    const tiktok = async (over: Record<string, unknown>) =>
      (await post('add', { ...anAccount({ marketplace: 'tiktok', ...over }), requestKey: aKey() }))
        .data as ReturnAccountView;
    const byDefault = await tiktok({ accountName: 'TT main' });
    const chosen = await tiktok({ accountName: 'TT second' });
    const off = await tiktok({ accountName: 'TT closed', active: false });
    const aSaleThatLeft = async () => {
      const sale = await db
        .insertInto('market_orders')
        .values({
          seller_id: seller.id,
          marketplace: 'tiktok',
          external_id: `TT-${crypto.randomBytes(4).toString('hex')}`,
          price_cents: 12000,
          market_state: 'shipped',
          status: 'in_progress',
          kept: false,
          ordered_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ware = await db.selectFrom('warehouses').select('id').executeTakeFirst();
      const wareId =
        ware?.id ??
        (
          await db
            .insertInto('warehouses')
            .values({ name: 'RA', level: 1, address: 'Dock', status: 1 })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      // Its consignment is out of the warehouse: the pair has left, so the sale may be returned.
      await db
        .insertInto('outbound_orders')
        .values({
          kind: 6,
          status: 4,
          shop_user_id: seller.id,
          ware_id: wareId,
          market_order_id: sale.id,
          created_by: seller.id,
        })
        .execute();
      return sale.id;
    };
    const act = (id: number, extra: object = {}) =>
      call(t.app, {
        url: '/api/admin/listing/sales/act',
        token: root,
        body: { id, action: 'returned', requestKey: aKey(), ...extra },
      });

    const refused = await act(await aSaleThatLeft(), { returnAccountId: off.id });
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain('returnAccountId');

    const picked = await act(await aSaleThatLeft(), { returnAccountId: chosen.id });
    expect(picked.status, picked.msg).toBe(200);
    expect(picked.data).toMatchObject({
      status: 'returned',
      returnTo: { id: chosen.id, accountName: 'TT second' },
    });

    const defaulted = await act(await aSaleThatLeft());
    expect(defaulted.data).toMatchObject({ returnTo: { id: byDefault.id, accountName: 'TT main' } });
    const line = (defaulted.data as { returnTo: { line: string } }).returnTo.line;
    expect(line).toBe('Returns desk, 100 Meadowlands Pkwy, Secaucus, NJ 07094, US');

    // The seller reads where their pair comes back to; an account a sale names cannot be deleted.
    const theirs = await call(t.app, {
      url: '/api/business/listing/sales/list',
      token: seller.token,
      body: { status: 'returned' },
    });
    const rows = (theirs.data as { data: { returnTo: { id: number } | null }[] }).data;
    expect(rows.map((r) => r.returnTo?.id).sort()).toEqual([byDefault.id, chosen.id].sort());
    const inUse = await post('delete', { id: chosen.id });
    expect(inUse.status).toBe(409);
  });
});

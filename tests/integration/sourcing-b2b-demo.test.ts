import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { B2bOfferStatus } from '../../src/domain/sourcing/b2b';
import type { B2bBoardOffer, B2bOfferView } from '../../src/domain/sourcing/b2b';
import { DEMO_PASSWORD } from '../../src/server/demo/accounts';
import { DEMO_B2B_SALE_CENTS, seedDemoB2b } from '../../src/server/demo/b2b';
import { createFileStore } from '../../src/server/http/file-store';
import { loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The B2B board's demo (issue 26 point 7): each demo seller sees the other's open offers on its
 * board, and its own offers in the states the board has (open, sold, withdrawn), made once.
 */
describe.each(testEngines())('demo B2B board on %s', { timeout: 300_000 }, (engine) => {
  let t: TestApp;
  const tokens: Record<'seller' | 'seller2', string> = { seller: '', seller2: '' };
  const uids: Record<'seller' | 'seller2', string> = { seller: '', seller2: '' };

  beforeAll(async () => {
    t = await createTestApp(engine, { DEMO: 'true' });
    for (const name of ['seller', 'seller2'] as const) {
      tokens[name] = await loginAs(t.app, 'business', name, DEMO_PASSWORD);
      const row = await t.database.db
        .selectFrom('users')
        .select('uid')
        .where('username', '=', name)
        .executeTakeFirstOrThrow();
      uids[name] = row.uid;
    }
  });
  afterAll(() => t.close());

  const post = async <T>(who: 'seller' | 'seller2', path: string) => {
    const answer = await call(t.app, {
      url: `/api/business/sourcing/b2b${path}`,
      token: tokens[who],
      body: { pageSize: 50 },
    });
    expect(answer.status, answer.msg).toBe(200);
    return (answer.data as { data: T[] }).data;
  };

  it("shows each demo seller the other's open offers, and its own open, sold and withdrawn, once however often it runs", async () => {
    const board = await post<B2bBoardOffer>('seller', '/board');
    expect(board.map((o) => o.sellerUid)).toEqual([uids.seller2, uids.seller2]);
    expect(board.map((o) => o.items.length).sort()).toEqual([1, 2]);
    expect((await post<B2bBoardOffer>('seller2', '/board')).map((o) => o.sellerUid)).toEqual([uids.seller]);

    const mine = await post<B2bOfferView>('seller', '/offers');
    expect(mine.map((o) => o.status).sort()).toEqual([B2bOfferStatus.open, B2bOfferStatus.withdrawn]);
    const theirs = await post<B2bOfferView>('seller2', '/offers');
    const sold = theirs.filter((o) => o.status === B2bOfferStatus.sold);
    expect(sold).toEqual([
      expect.objectContaining({
        buyerUid: uids.seller,
        priceCents: DEMO_B2B_SALE_CENTS,
        orderNo: expect.stringMatching(/^SU/),
      }),
    ]);
    // The bought pair is the demo seller's now, on its shelf.
    const pair = await t.database.db
      .selectFrom('products as p')
      .innerJoin('users as u', 'u.id', 'p.shop_user_id')
      .select(['u.uid', 'p.status', 'p.shelf_id'])
      .where('p.one_id', '=', sold[0].items[0].oneId)
      .executeTakeFirstOrThrow();
    expect(pair).toMatchObject({ uid: uids.seller, status: 1, shelf_id: expect.any(Number) });

    await seedDemoB2b(t.database.db, { config: t.config, files: createFileStore(t.config.dataDir) });
    expect(await t.database.db.selectFrom('b2b_offers').select('id').execute()).toHaveLength(5);
  });
});

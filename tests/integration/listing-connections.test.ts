import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplaceConnectionView } from '../../src/domain/listing/connections';
import { connectionAuth } from '../../src/server/modules/listing/connection-service';
import { marketplaceSimulatorOf } from '../../src/server/modules/listing/marketplace-connection';
import { rootToken } from '../fixtures/accounts';
import { loggedInUser } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * A seller's marketplace connections through the API (`platformservices`; issue 25 point 1): the
 * consent goes through each marketplace's simulator and its real client, the state is single use,
 * the tokens are sealed at rest, refreshed before they expire, and another seller's answers 404.
 */
describe.each(testEngines())('marketplace connections on %s', (engine) => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    root = await rootToken(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const business = (token: string) => ({
    post: (path: string, body: unknown = {}) => call(t.app, { url: `/api/business${path}`, token, body }),
  });

  /** A seller whose account an admin gave cross-listing, through the Business Account screen's route. */
  async function aCrossListingSeller() {
    const seller = await loggedInUser(t.app, t.database.db);
    const flags = await call(t.app, {
      url: '/api/admin/account/business/flags',
      token: root,
      body: { id: seller.id, knetCrossListing: true, touchPro: true, flex: false },
    });
    expect(flags.status, flags.msg).toBe(200);
    return { ...seller, ...business(seller.token) };
  }

  /** The seller's browser through the consent: the simulator's Allow, then our callback's redirect. */
  async function consent(
    seller: Awaited<ReturnType<typeof aCrossListingSeller>>,
    marketplace: 'stockx' | 'ebay' | 'tiktok',
  ) {
    const started = await seller.post('/listing/connections/connect', { marketplace });
    expect(started.status, started.msg).toBe(200);
    const { authorizeUrl } = started.data as { authorizeUrl: string };
    const simulator = await marketplaceSimulatorOf(t.config, marketplace);
    const back = new URL(await simulator!.approveConsent(authorizeUrl));
    expect(back.pathname).toBe('/api/business/listing/connections/callback');
    return back;
  }

  const callback = async (back: URL) => {
    const answer = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(answer.statusCode).toBe(302);
    return new URL(answer.headers.location as string, 'http://app').hash;
  };

  const connections = async (seller: { post: ReturnType<typeof business>['post'] }) =>
    (await seller.post('/listing/connections/list')).data as MarketplaceConnectionView[];

  it('refuses a seller without cross-listing, saying why', async () => {
    const seller = await loggedInUser(t.app, t.database.db);
    const started = await business(seller.token).post('/listing/connections/connect', {
      marketplace: 'stockx',
    });
    expect(started.status).toBe(403);
    expect(started.msg).toBe('Cross-listing is not enabled for your account');
  });

  it('connects StockX and eBay through their consent pages, once per state, tokens sealed', async () => {
    const seller = await aCrossListingSeller();
    expect((await connections(seller)).map((c) => [c.marketplace, c.state, c.mode])).toEqual([
      ['stockx', 'none', 'simulator'],
      ['ebay', 'none', 'simulator'],
      ['tiktok', 'none', 'simulator'],
    ]);
    const back = await consent(seller, 'stockx');
    expect(await callback(back)).toBe('#/business/platformservices?marketplace=stockx&connected=1');
    // The same consent again: its state was used.
    expect(await callback(back)).toBe('#/business/platformservices?error=stateInvalid');
    expect(await callback(await consent(seller, 'ebay'))).toBe(
      '#/business/platformservices?marketplace=ebay&connected=1',
    );

    const listed = await connections(seller);
    expect(listed.filter((c) => c.state === 'connected').map((c) => c.marketplace)).toEqual([
      'stockx',
      'ebay',
    ]);
    expect(listed[0].accountName).not.toBe('');
    const rows = await t.database.db
      .selectFrom('marketplace_connections')
      .select(['access_token', 'refresh_token'])
      .where('seller_id', '=', seller.id)
      .execute();
    for (const row of rows) {
      expect(row.access_token).toMatch(/^v1\./);
      expect(row.refresh_token).toMatch(/^v1\./);
    }
  });

  it('refreshes a token about to expire before a call, and keeps the connection', async () => {
    const seller = await aCrossListingSeller();
    await callback(await consent(seller, 'stockx'));
    const row = await t.database.db
      .selectFrom('marketplace_connections')
      .select(['id', 'access_token'])
      .where('seller_id', '=', seller.id)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('marketplace_connections')
      .set({ expires_at: new Date(Date.now() + 60_000) })
      .where('id', '=', row.id)
      .execute();
    const auth = await connectionAuth(t.database.db, t.config, row.id);
    expect(auth.accessToken).not.toBe('');
    const after = await t.database.db
      .selectFrom('marketplace_connections')
      .select(['access_token', 'expires_at', 'state'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after.access_token).not.toBe(row.access_token);
    expect(after.state).toBe('connected');
    expect(Date.parse(String(new Date(after.expires_at)))).toBeGreaterThan(Date.now() + 3_600_000);
  });

  it("answers 404 to another seller's disconnect, and disconnects the seller's own", async () => {
    const seller = await aCrossListingSeller();
    const other = await aCrossListingSeller();
    await callback(await consent(seller, 'ebay'));
    const ebay = (await connections(seller)).find((c) => c.marketplace === 'ebay')!;
    expect((await other.post('/listing/connections/disconnect', { id: ebay.id })).status).toBe(404);
    const done = await seller.post('/listing/connections/disconnect', { id: ebay.id });
    expect(done.status, done.msg).toBe(200);
    expect(done.msg).toBe('Disconnected');
    expect((await connections(seller)).find((c) => c.marketplace === 'ebay')?.state).toBe('none');
    expect((await seller.post('/listing/connections/disconnect', { id: ebay.id })).status).toBe(404);
  });

  it('names what is wrong with a bad request and changes nothing', async () => {
    const seller = await aCrossListingSeller();
    const bad = await seller.post('/listing/connections/connect', { marketplace: 'goat' });
    expect(bad.status).toBe(400);
    expect(
      await t.database.db
        .selectFrom('oauth_states')
        .select('state')
        .where('seller_id', '=', seller.id)
        .execute(),
    ).toEqual([]);
  });
});

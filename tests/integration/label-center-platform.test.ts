import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELF_OPERATED } from '../../src/server/kernel/self-operated-account';
import { rootToken } from '../fixtures/accounts';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The platform's self-operated account is made by the admin's first quote the carrier answers, never by a
 * refused request: a refusal writes nothing (the bad-input walk checks every route for that).
 */
describe.each(testEngines())("the admin's label center and the platform's account on %s", (engine) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    root = await rootToken(t.app);
  });
  afterAll(() => t.close());

  const accounts = async () =>
    (await t.database.db.selectFrom('users').select('id').where('uid', '=', SELF_OPERATED.uid).execute())
      .length;
  const shipment = (zip: string) => ({
    from: { name: 'SoleStack LA', street1: '1200 E 7th St', city: 'Los Angeles', state: 'CA', zip: '90021' },
    to: { name: 'Jordan Buyer', street1: '350 5th Ave', city: 'New York', state: 'NY', zip },
    parcel: { weightOz: 48, lengthIn: 14, widthIn: 10, heightIn: 5 },
  });

  it('is made by the first answered quote, not by a refused purchase or a refused quote', async () => {
    const buy = await call(t.app, {
      url: '/api/admin/label_center/buy',
      token: root,
      body: { idempotencyKey: 'platform-first-buy', shipmentId: 'shp_unknown', rateId: 'rate_unknown' },
    });
    expect(buy.status).toBe(404);
    const refused = await call(t.app, {
      url: '/api/admin/label_center/rates',
      token: root,
      body: shipment('00000'),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await accounts()).toBe(0);
    const quoted = await call(t.app, {
      url: '/api/admin/label_center/rates',
      token: root,
      body: shipment('10118'),
    });
    expect(quoted.status, quoted.msg).toBe(200);
    expect(await accounts()).toBe(1);
  });
});

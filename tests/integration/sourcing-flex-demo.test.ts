import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantFlags } from '../../src/domain/accounts/merchant-flags';
import { FLEX_CANCELLED, FLEX_STATES } from '../../src/domain/sourcing/flex';
import type { FlexShipmentDetail, FlexShipmentRow } from '../../src/domain/sourcing/flex-shipments';
import { loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The demo's flex shipments (issue 26 points 5 and 7): the demo seller in the Flex programme, a
 * shipment in every state, made through the services; their box labels bought through the carrier
 * simulator; the program's steps signed by StockX's simulated Flex feed.
 */
describe.each(testEngines())('demo flex shipments on %s', (engine) => {
  let t: TestApp;
  let seller: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { DEMO: 'true' });
    seller = await loginAs(t.app, 'business', 'seller', 'demo1234');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, query?: Record<string, string>) =>
    call(t.app, { url: `/api/business${path}`, token: seller, query });

  it('has the demo seller in the Flex programme, with a shipment in every state', async () => {
    expect(((await get('/inventory/listing/auth')).data as MerchantFlags).flex).toBe(true);
    const page = await call(t.app, {
      url: '/api/business/sourcing/flex/list',
      token: seller,
      body: { pageSize: 100 },
    });
    expect(page.code, page.msg).toBe(200);
    const rows = (page.data as { data: FlexShipmentRow[] }).data;
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set([...FLEX_STATES, FLEX_CANCELLED]));
  });

  it("shows the program's steps as the simulator's, and the box label of a shipment that left", async () => {
    const page = await call(t.app, {
      url: '/api/business/sourcing/flex/list',
      token: seller,
      body: { state: 'LISTED' },
    });
    const [listed] = (page.data as { data: FlexShipmentRow[] }).data;
    const detail = (await get('/sourcing/flex/get', { oddNo: listed.oddNo })).data as FlexShipmentDetail;
    expect(detail.feed).toBe('simulator');
    expect(detail.label).toMatchObject({ status: 'purchased', trackingNumber: expect.any(String) });
    expect(detail.batchNo).toMatch(/^OB/);
    expect(detail.history.map((h) => h.state)).toEqual([
      'PENDING_CREATE',
      'READY_TO_SHIP',
      'SHIPPING',
      'IN_TRANSIT',
      'DELIVERED',
      'RECEIVED',
      'AUTHENTICATING',
      'LISTED',
    ]);
    expect(detail.history.slice(3).every((h) => /simulator/.test(h.operator))).toBe(true);
  });
});

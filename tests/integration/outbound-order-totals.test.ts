import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPreview, OrderView } from '../../src/domain/outbound/outbound';
import { OrderKind } from '../../src/domain/outbound/outbound';
import type { StatementRow } from '../../src/domain/wallet/statement';
import type { WalletSummary } from '../../src/domain/wallet/wallet';
import { shipOrder } from '../../src/server/modules/outbound/order-service';
import type { Page } from '../../src/server/http/paging';
import {
  aLabelPdf,
  anOutboundWorld,
  boughtReshipLabel,
  fund,
  outboundCalls,
  pairs,
  staffContext,
} from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * One figure for what an order costs (issue 24): the create form's preview, the seller's and the
 * admin's lists, the detail (whose total the pay button asks for), the pay's answer and the wallet
 * agree for every kind, with every part (fee, storage, a reship's label) in it. Orders are made
 * through the routes the screens use.
 */

const ADDRESS = { name: 'Ann Seller', street1: '9 Home Rd', city: 'Reno', state: 'NV', zip: '89501' };
type PayingKind = typeof OrderKind.shipWithLabel | typeof OrderKind.reship | typeof OrderKind.switchUser;

describe.each(testEngines())('what an order costs, everywhere on %s', { timeout: 180_000 }, (engine) => {
  let t: TestApp;
  let w: OutboundWorld;
  let calls: ReturnType<typeof outboundCalls>;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await anOutboundWorld(t);
    calls = outboundCalls(t.app, w);
    // Storage is charged from day 31: the pairs below came in 40 days ago, so they pay it.
    await db()
      .updateTable('rate_cards')
      .set({ base_free_days: 30, base_daily_fee_cents: 10 })
      .where('seller_id', 'is', null)
      .execute();
  });
  afterAll(() => t.close());

  const ok = async <T>(answer: Promise<{ code: number; msg: string; data: unknown }>): Promise<T> => {
    const r = await answer;
    expect(r.code, r.msg).toBe(200);
    return r.data as T;
  };
  const summary = () => ok<WalletSummary>(calls.seller('/wallet/summary'));
  const detail = (id: number) => ok<OrderView>(calls.seller('/outbound/get', undefined, { id: String(id) }));
  const listed = async (host: 'seller' | 'admin', order: OrderView) => {
    const page = await ok<Page<OrderView>>(
      calls[host]('/outbound/list', { kind: order.kind, pageSize: 100 }),
    );
    const row = page.data.find((o) => o.id === order.id);
    expect(row, `${host} list has ${order.oddNo}`).toBeDefined();
    return row as OrderView;
  };
  /** The seller's statement rows of an order. */
  const statementOf = async (oddNo: string) => {
    const page = await ok<Page<StatementRow>>(calls.seller('/wallet/transaction/list', { pageSize: 100 }));
    return page.data.filter((r) => r.relation.type === 'order' && r.relation.ref === oddNo);
  };

  async function oldPairs(count: number): Promise<string[]> {
    const oneIds = await pairs(db(), count, w.seller.id, w.ware.id);
    await db()
      .updateTable('products')
      .set({ gmt_in: new Date(Date.now() - 40 * 86_400_000) })
      .where('one_id', 'in', oneIds)
      .execute();
    return oneIds;
  }

  async function created(kind: PayingKind, oneIds: string[]): Promise<OrderView> {
    if (kind === OrderKind.shipWithLabel) {
      const items = [];
      for (const oneId of oneIds) items.push({ oneId, labelFile: await aLabelPdf(t.app, w.seller.token) });
      return ok(calls.seller('/outbound/shipWithLabel/create', { items, remark: '' }));
    }
    if (kind === OrderKind.reship)
      return ok(calls.seller('/outbound/reship/create', { oneIds, address: ADDRESS, remark: '' }));
    return ok(calls.seller('/outbound/switchUser/create', { oneIds, toUid: w.seller2.uid, remark: '' }));
  }

  it.each([
    ['ship with label', OrderKind.shipWithLabel],
    ['reship', OrderKind.reship],
    ['switch user', OrderKind.switchUser],
  ] as const)('a %s order: preview, lists, detail, pay and wallet show one total', async (_name, kind) => {
    const oneIds = await oldPairs(2);
    const preview = await ok<OrderPreview>(
      calls.seller('/outbound/preview', {
        kind,
        oneIds,
        ...(kind === OrderKind.reship ? { address: ADDRESS } : {}),
      }),
    );
    const order = await created(kind, oneIds);
    const approved = await ok<OrderView>(calls.admin('/outbound/approve', { id: order.id }));
    const total = approved.feeCents + approved.storageCents + approved.labelFeeCents;
    // Every part the kind pays is in the figure: the fee, the storage of pairs that leave, a reship's label.
    expect(approved.feeCents).toBeGreaterThan(0);
    expect(approved.storageCents > 0).toBe(kind !== OrderKind.switchUser);
    expect(approved.labelFeeCents > 0).toBe(kind === OrderKind.reship);
    expect(preview.payableCents).toBe(total);

    const seen = await detail(order.id);
    expect({
      detail: seen.payableCents,
      sellerList: (await listed('seller', order)).payableCents,
      adminList: (await listed('admin', order)).payableCents,
    }).toEqual({ detail: total, sellerList: total, adminList: total });

    // The seller has exactly what the detail's pay button asks for: paying takes all of it.
    const before = await summary();
    await fund(db(), w.seller.id, seen.payableCents);
    const paid = await ok<OrderView>(
      calls.seller('/sys_prod/pay', undefined, { id: String(order.id), type: String(kind) }),
    );
    expect(paid.payableCents).toBe(total);
    const after = await summary();
    expect(after.availableCents).toBe(before.availableCents);

    if (kind === OrderKind.reship) await boughtReshipLabel(t, order.id);
    if (kind !== OrderKind.switchUser) await shipOrder(staffContext(t, w), order.id, w.ware.id);
    const rows = await statementOf(order.oddNo);
    expect(rows.reduce((sum, r) => sum + r.signedAmountCents, 0)).toBe(-total);
    expect(rows.reduce((sum, r) => sum + r.availableDeltaCents, 0)).toBe(-total);
    expect(rows.every((r) => r.heldDeltaCents === 0)).toBe(true);
    expect(rows.every((r) => r.life.at(-1)?.step === 'charged')).toBe(true);
  });

  it('a cash-out: lists and detail show the quote, and the wallet gets the quote less the deduction', async () => {
    const oneIds = await oldPairs(1);
    const made = await ok<OrderView>(calls.seller('/outbound/cashOut/create', { oneIds, remark: '' }));
    await ok(calls.admin('/outbound/quote', { id: made.id, price: '150.00' }));
    const seen = await detail(made.id);
    expect(seen.payableCents).toBe(0);
    expect([(await listed('seller', made)).quoteCents, (await listed('admin', made)).quoteCents]).toEqual([
      seen.quoteCents,
      seen.quoteCents,
    ]);
    const before = await summary();
    await ok(calls.seller('/outbound/cashOut/accept', { id: made.id }));
    const net = (seen.quoteCents ?? 0) - (seen.deductionCents ?? 0);
    expect((await summary()).availableCents - before.availableCents).toBe(net);
    const rows = await statementOf(made.oddNo);
    expect(rows.map((r) => r.signedAmountCents).sort((a, b) => a - b)).toEqual([
      -(seen.deductionCents ?? 0),
      seen.quoteCents,
    ]);
  });
});

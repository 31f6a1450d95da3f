import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { pathTo, statusesOf, stepOf } from '../../src/domain/outbound/kinds';
import { ORDER_KIND_TABLES } from '../../src/domain/outbound/kind-tables';
import { FLEX_OWN_ACTIONS, ORDER_ACTIONS, ORDER_KINDS } from '../../src/domain/outbound/kind-codes';
import type { OrderAction, OrderActor, OrderKind } from '../../src/domain/outbound/kind-codes';
import { AppError } from '../../src/server/http/errors';
import { markException, shipOrder } from '../../src/server/modules/outbound/order-service';
import { selfOperatedAccountId } from '../../src/server/kernel/self-operated-account';
import { createFileStore } from '../../src/server/http/file-store';
import { runFlexLabel } from '../../src/server/modules/sourcing/flex-label-job';
import {
  anOutboundWorld,
  aLabelPdf,
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
 * Every transition table through the service: each allowed step works (status, items, events), each
 * other step is 409 and changes nothing. The seller and the admin act through their routes; the
 * warehouse's ship and exception steps, which get their routes with the batches, through the service.
 */

const ADDRESS = { name: 'Ann Buyer', street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

/** A flex shipment's own steps: taken through the flex routes. */
const FLEX_ONLY: readonly OrderAction[] = FLEX_OWN_ACTIONS;

/** Who takes an action in these tests (the one actor of the table that has a route or service here). */
function actorOf(kind: OrderKind, action: OrderAction, status: number): OrderActor {
  if (action === 'ship' || action === 'exception') return 'warehouse';
  // A flex shipment: an admin reviews it and sets the program's steps; its seller cancels it.
  if (kind === 16 && action !== 'cancel' && (action === 'approve' || FLEX_ONLY.includes(action)))
    return 'admin';
  // A consignment's sale is cancelled by the platform; before the sale its seller takes the pair back.
  if (kind === 6 && action === 'recall' && status === 2) return 'admin';
  if (['approve', 'reject', 'quote', 'resume', 'close', 'sell'].includes(action)) return 'admin';
  return kind === 14 ? 'admin' : 'seller';
}

describe.each(testEngines())('outbound transition tables on %s', { timeout: 300_000 }, (engine) => {
  let t: TestApp;
  let w: OutboundWorld;
  let calls: ReturnType<typeof outboundCalls>;
  let platformId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await anOutboundWorld(t);
    calls = outboundCalls(t.app, w);
    platformId = await selfOperatedAccountId(t.database.db);
    await fund(t.database.db, w.seller.id, 10_000_000);
    // Consignment (kind 6) is the touchPro programme, flex shipments (kind 16) the flex one.
    const flags = await calls.admin('/account/business/flags', {
      id: w.seller.id,
      knetCrossListing: false,
      touchPro: true,
      flex: true,
    });
    expect(flags.code, flags.msg).toBe(200);
  });
  afterAll(() => t.close());

  async function create(kind: OrderKind): Promise<number> {
    const db = t.database.db;
    const owner = kind === 14 ? platformId : w.seller.id;
    const oneIds = await pairs(db, 2, owner, w.ware.id);
    const r =
      kind === 3
        ? await calls.seller('/outbound/shipWithLabel/create', {
            items: await Promise.all(
              oneIds.map(async (oneId) => ({ oneId, labelFile: await aLabelPdf(t.app, w.seller.token) })),
            ),
          })
        : kind === 4
          ? await calls.seller('/outbound/reship/create', { oneIds, address: ADDRESS })
          : kind === 5
            ? await calls.seller('/outbound/cashOut/create', { oneIds })
            : kind === 7
              ? await calls.seller('/outbound/switchUser/create', { oneIds, toUid: w.seller2.uid })
              : kind === 6
                ? await calls.seller('/outbound/consignment/create', {
                    items: oneIds.slice(0, 1).map((oneId) => ({ oneId, priceCents: 25_000 })),
                  })
                : kind === 16
                  ? await calls.seller('/sourcing/flex/create', {
                      items: oneIds.map((oneId) => ({ oneId, askCents: 20_000 })),
                    })
                  : await calls.admin('/outbound/platform/create', { oneIds });
    expect(r.code, r.msg).toBe(200);
    // A consignment is one order per pair: the first (and only) one.
    return (Array.isArray(r.data) ? (r.data as { id: number }[])[0] : (r.data as { id: number })).id;
  }

  /** Takes an action the way its actor does; answers the envelope code. */
  async function take(kind: OrderKind, id: number, action: OrderAction): Promise<number> {
    const q = { id: String(id), type: String(kind) };
    const service = async (run: () => Promise<unknown>) => {
      try {
        await run();
        return 200;
      } catch (err) {
        if (err instanceof AppError) return err.code;
        throw err;
      }
    };
    if (kind === 16 && (action === 'approve' || FLEX_ONLY.includes(action))) return takeFlex(id, action);
    if (FLEX_ONLY.includes(action)) {
      // Another kind's order is no flex shipment: the flex routes answer 404.
      const asSeller = await calls.seller('/sourcing/flex/cancel', { id });
      const asAdmin = await calls.admin('/sourcing/flex/step', { id, action, reason: 'test' });
      expect(asSeller.code).toBe(asAdmin.code);
      return asAdmin.code;
    }
    switch (action) {
      case 'approve':
      case 'resume':
      case 'close':
        return (await calls.admin(`/outbound/${action}`, { id })).code;
      case 'reject':
        return (
          await calls.admin('/outbound/reject', { id, reasons: ['addressProblem'], remark: 'no such street' })
        ).code;
      case 'quote':
        return (await calls.admin('/outbound/quote', { id, price: '120.00' })).code;
      case 'accept':
        return (await calls.seller('/outbound/cashOut/accept', { id })).code;
      case 'pay':
        return (await calls.seller('/sys_prod/pay', undefined, q)).code;
      case 'sell':
        return (
          await calls.admin('/outbound/consignment/sell', {
            id,
            platName: 'stockx',
            platOrderNo: `SX-${id}`,
            soldPriceCents: 30_000,
          })
        ).code;
      case 'recall':
        if (kind === 14) return (await calls.admin('/outbound/platform/cancel', { id })).code;
        if (actorOf(kind, action, (await orderRow(id)).status) === 'admin')
          return (await calls.admin('/outbound/consignment/cancelSale', { id })).code;
        return (await calls.seller('/sys_prod/cancel', undefined, q)).code;
      case 'ship':
        // A paid reship leaves with its carrier label bought (the pay's job, run now); a flex
        // shipment's box label was bought at its approval (takeFlex).
        if (kind !== 16) await boughtReshipLabel(t, id);
        return service(() => shipOrder(staffContext(t, w), id, w.ware.id));
      case 'exception':
        return service(() => markException(staffContext(t, w), id, 'warehouse'));
      default:
        throw new Error(`no driver for ${action}`);
    }
  }

  /** A flex shipment's step: the seller's cancel, an admin's review or program step; approval buys the box label now. */
  async function takeFlex(id: number, action: OrderAction): Promise<number> {
    if (action === 'cancel') return (await calls.seller('/sourcing/flex/cancel', { id })).code;
    const r = await calls.admin('/sourcing/flex/step', { id, action });
    if (action === 'approve' && r.code === 200) await runFlexLabel(jobEnv(), id, w.seller.id);
    return r.code;
  }
  const jobEnv = () => ({
    db: t.database.db,
    config: t.config,
    files: createFileStore(t.config.dataDir),
    log: t.app.log,
  });

  const orderRow = (id: number) =>
    t.database.db.selectFrom('outbound_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const itemsOf = (id: number) =>
    t.database.db
      .selectFrom('outbound_order_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['p.status', 'p.shop_user_id', 'p.gmt_out', 'i.open', 'p.one_id'])
      .where('i.order_id', '=', id)
      .execute();

  const eventsOf = (oddNo: string, type: number) =>
    t.database.db
      .selectFrom('product_events')
      .select(['id', 'one_id', 'flow_status'])
      .where('odd_no', '=', oddNo)
      .where('type', '=', type)
      .execute();

  async function orderAt(kind: OrderKind, status: number): Promise<number> {
    const id = await create(kind);
    for (const step of pathTo(kind, status)) expect(await take(kind, id, step.action), step.action).toBe(200);
    expect((await orderRow(id)).status).toBe(status);
    return id;
  }

  describe.each(ORDER_KINDS)('kind %i', (kind) => {
    const table = ORDER_KIND_TABLES[kind];

    it.each(
      table.transitions
        .filter((x) => x.from !== null)
        .map((x) => [`${x.from} -${x.action}-> ${x.to}`, x] as const),
    )('takes the allowed step %s', async (_label, step) => {
      const id = await orderAt(kind, step.from as number);
      const oddNo = (await orderRow(id)).odd_no;
      const before = step.event === null ? [] : await eventsOf(oddNo, step.event);
      expect(await take(kind, id, step.action)).toBe(200);
      const order = await orderRow(id);
      expect(order.status).toBe(step.to);
      const items = await itemsOf(id);
      expect(items.map((i) => i.status)).toEqual(items.map(() => step.itemStatus));
      const open = table.open.includes(step.to);
      expect(items.every((i) => i.open === open)).toBe(true);
      if (step.item === 'leave') expect(items.every((i) => i.gmt_out !== null)).toBe(true);
      if (step.item === 'toPlatform') expect(items.every((i) => i.shop_user_id === platformId)).toBe(true);
      if (step.item === 'toTarget') expect(items.every((i) => i.shop_user_id === w.seller2.id)).toBe(true);
      if (step.event !== null) {
        const after = await eventsOf(order.odd_no, step.event);
        const fresh = after.filter((e) => !before.some((b) => b.id === e.id));
        expect(fresh.map((e) => e.one_id).sort()).toEqual(items.map((i) => i.one_id).sort());
        expect(fresh.every((e) => e.flow_status === step.to)).toBe(true);
      }
    });

    it.each(statusesOf(kind).map((s) => [s]))(
      'refuses every other step in status %i with 409, changing nothing',
      async (status) => {
        const id = await orderAt(kind, status);
        const before = { order: await orderRow(id), items: await itemsOf(id) };
        for (const action of ORDER_ACTIONS.filter((a) => a !== 'create')) {
          if (stepOf(kind, status, action, actorOf(kind, action, status)).ok) continue;
          const paidAgain = action === 'pay' && ['held', 'captured'].includes(before.order.paid_state);
          // Paying a paid order again answers it as it is (idempotent pay); a platform order is no seller's
          // (the seller's routes answer 404), another kind no consignment (its sale route answers 404)
          // and no flex shipment (the flex routes answer 404);
          // everything else is a conflict.
          const sellerOnly = action === 'pay' || action === 'accept';
          const notFound =
            (kind === 14 && sellerOnly) ||
            (action === 'sell' && kind !== 6) ||
            (FLEX_ONLY.includes(action) && kind !== 16);
          const expected = paidAgain ? 200 : notFound ? 404 : 409;
          expect(await take(kind, id, action), `${action} in ${status}`).toBe(expected);
        }
        expect(await orderRow(id)).toEqual(before.order);
        expect(await itemsOf(id)).toEqual(before.items);
      },
    );
  });
});

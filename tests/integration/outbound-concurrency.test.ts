import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_KIND_TABLES } from '../../src/domain/outbound/kind-tables';
import type { OrderKind } from '../../src/domain/outbound/kind-codes';
import { InventoryStatus } from '../../src/domain/kernel/products';
import { anOutboundWorld, outboundCalls, pairs } from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Orders at once on the same pairs: on PostgreSQL they really run side by side (a pool of connections),
 * on PGlite one after another. Either way an item is in at most one open order, and every loser is told
 * why with a 409.
 */

const ADDRESS = { name: 'Race Test', street1: '1 Fast Lane', city: 'Dover', state: 'DE', zip: '19901' };
const NOT_AVAILABLE = /^These pairs are not available \(in another order, or not in stock\): \d+/;
const TAKEN = 'A pair of this request was just taken by another order; nothing was created';

describe.each(testEngines())(
  'outbound orders racing for the same pairs on %s',
  { timeout: 300_000 },
  (engine) => {
    let t: TestApp;
    let w: OutboundWorld;
    let calls: ReturnType<typeof outboundCalls>;

    beforeAll(async () => {
      t = await createTestApp(engine);
      w = await anOutboundWorld(t);
      calls = outboundCalls(t.app, w);
    });
    afterAll(() => t.close());

    it('50 parallel orders on 10 pairs: at most one open order per pair, the losers get 409 with the reason', async () => {
      const oneIds = await pairs(t.database.db, 10, w.seller.id, w.ware.id);
      // Each request asks for two or three pairs, in scrambled order, as one of three kinds.
      const requests = Array.from({ length: 50 }, (_, i) => {
        const chosen = [
          oneIds[i % 10],
          oneIds[(i * 7 + 3) % 10],
          ...(i % 3 === 0 ? [oneIds[(i * 3 + 5) % 10]] : []),
        ];
        const unique = [...new Set(chosen)];
        if (i % 3 === 0) return calls.seller('/outbound/reship/create', { oneIds: unique, address: ADDRESS });
        if (i % 3 === 1) return calls.seller('/outbound/cashOut/create', { oneIds: unique.reverse() });
        return calls.seller('/outbound/switchUser/create', { oneIds: unique, toUid: w.seller2.uid });
      });
      const answers = await Promise.all(requests);
      const won = answers.filter((a) => a.code === 200);
      const lost = answers.filter((a) => a.code !== 200);
      expect(won.length).toBeGreaterThan(0);
      expect(won.length + lost.length).toBe(50);
      for (const a of lost) {
        expect(a.status).toBe(409);
        expect(a.msg === TAKEN || NOT_AVAILABLE.test(a.msg), a.msg).toBe(true);
      }

      const open = await t.database.db
        .selectFrom('outbound_order_items as i')
        .innerJoin('outbound_orders as o', 'o.id', 'i.order_id')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select(['i.one_id', 'o.kind', 'o.status', 'p.status as item_status'])
        .where('i.open', '=', true)
        .execute();
      const perPair = new Map<string, number>();
      for (const row of open) perPair.set(row.one_id, (perPair.get(row.one_id) ?? 0) + 1);
      expect([...perPair.values()].every((n) => n === 1)).toBe(true);
      // Exactly the winners' pairs are held, each in the running status of its order's kind.
      const wonPairs = won.flatMap((a) =>
        (a.data as { items: { oneId: string }[] }).items.map((i) => i.oneId),
      );
      expect(new Set(wonPairs).size).toBe(wonPairs.length);
      expect([...perPair.keys()].sort()).toEqual([...wonPairs].sort());
      for (const row of open) {
        const create = ORDER_KIND_TABLES[row.kind as OrderKind].transitions.find((x) => x.from === null);
        expect(row.item_status).toBe(create?.itemStatus);
      }
      const free = await t.database.db
        .selectFrom('products')
        .select(['one_id', 'status'])
        .where('one_id', 'in', oneIds)
        .where('one_id', 'not in', wonPairs.length > 0 ? wonPairs : ['-'])
        .execute();
      expect(free.every((p) => p.status === InventoryStatus.available)).toBe(true);
      const orders = await t.database.db.selectFrom('outbound_orders').select('id').execute();
      expect(orders).toHaveLength(won.length);
    });

    it('the database itself refuses a second open order on a pair, and allows it once the first is closed', async () => {
      const db = t.database.db;
      const [oneId] = await pairs(db, 1, w.seller.id, w.ware.id);
      const product = await db
        .selectFrom('products')
        .select('id')
        .where('one_id', '=', oneId)
        .executeTakeFirstOrThrow();
      const anOrder = async () =>
        (
          await db
            .insertInto('outbound_orders')
            .values({
              kind: 5,
              status: 1,
              shop_user_id: w.seller.id,
              ware_id: w.ware.id,
              created_by: w.seller.id,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const item = (orderId: number) => ({
        order_id: orderId,
        product_id: product.id,
        one_id: oneId,
        from_user_id: w.seller.id,
      });
      const first = await anOrder();
      await db.insertInto('outbound_order_items').values(item(first)).execute();
      const second = await anOrder();
      await expect(
        db.insertInto('outbound_order_items').values(item(second)).execute(),
      ).rejects.toMatchObject({
        code: '23505',
      });
      await db
        .updateTable('outbound_order_items')
        .set({ open: false })
        .where('order_id', '=', first)
        .execute();
      await db.insertInto('outbound_order_items').values(item(second)).execute();
    });
  },
);

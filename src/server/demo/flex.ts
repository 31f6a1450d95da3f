import type { Kysely } from 'kysely';
import { InspectionGrade } from '../../domain/inspection/rules';
import { InventoryStatus } from '../../domain/kernel/product-rules';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { AuthedContext } from '../http/context';
import type { FileStore } from '../http/file-store';
import { onlineMeta } from '../kernel/action-context';
import { merchantFlagsOf } from '../kernel/merchant-flags';
import { setMerchantFlags } from '../modules/accounts/business-service';
import { stockxFlexFeedOf } from '../modules/listing/market-reading';
import type { FlexProgramOutcome } from '../modules/listing/marketplaces/stockx/simulator/stockx-records';
import { generateBatch } from '../modules/outbound/batch-generate';
import { pickBatchItem, shipBatchOrder } from '../modules/outbound/batch-ops';
import { readFlexFeed } from '../modules/sourcing/flex-feed-job';
import { runFlexLabel } from '../modules/sourcing/flex-label-job';
import { cancelFlexShipment, createFlexShipment, stepFlexShipment } from '../modules/sourcing/flex-service';
import type { Done } from '../modules/sourcing/flex-service';
import { demoActor } from './demo-context';

/**
 * Demo flex shipments (issue 26 points 5 and 7): the demo seller in the Flex programme (its menu shows
 * Flex), with a shipment in every state, made through the services a seller, an admin, a tablet and
 * the feed job use: one pending create; one cancelled by the seller and one rejected by the review;
 * one approved, its box label bought through the carrier simulator, ready to ship; and eight whose
 * boxes left in one outbound batch, which StockX's simulated Flex feed then moved on, each by as much
 * of the program's time as its state takes: still shipping, in transit, delivered, received,
 * authenticating, listed, not received (the program cannot find the box) and returned (failed
 * authentication). Runs once: a later start finds the shipments and stops.
 */

type Env = { config: AppConfig; files: FileStore };

const HOUR = 3_600_000;
/** The program's time each leaving shipment is given, and what becomes of its box. */
const ON_THE_WAY: [string, number, FlexProgramOutcome][] = [
  ['shipping', 0, 'listed'],
  ['in-transit', 5 * HOUR, 'listed'],
  ['delivered', 49 * HOUR, 'listed'],
  ['received', 53 * HOUR, 'listed'],
  ['authenticating', 73 * HOUR, 'listed'],
  ['listed', 97 * HOUR, 'listed'],
  ['not-received', 53 * HOUR, 'notReceived'],
  ['returned', 121 * HOUR, 'authFailed'],
];
const PAIRS_NEEDED = 2 + 3 + ON_THE_WAY.length;

/** The seller's warehouse with the most qualified available pairs listed nowhere, and those pairs, oldest first. */
async function freePairs(db: Kysely<DB>, sellerId: number) {
  const free = db
    .selectFrom('products as p')
    .where('p.shop_user_id', '=', sellerId)
    .where('p.status', '=', InventoryStatus.available)
    .where('p.check_result', '=', InspectionGrade.qualified)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('listings as l').select('l.id').whereRef('l.product_id', '=', 'p.id'))),
    );
  const ware = await free
    .select(['p.ware_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('p.ware_id')
    .orderBy('n', 'desc')
    .executeTakeFirst();
  if (!ware) return null;
  const rows = await free
    .select('p.one_id')
    .where('p.ware_id', '=', ware.ware_id)
    .orderBy('p.id')
    .limit(PAIRS_NEEDED)
    .execute();
  return { wareId: ware.ware_id, pool: rows.map((r) => r.one_id) };
}

export async function seedDemoFlex(db: Kysely<DB>, env: Env): Promise<void> {
  if (await db.selectFrom('flex_shipments').select('order_id').limit(1).executeTakeFirst()) return;
  const seller = await demoActor(db, db, env, 'seller', 'business');
  const admin = await demoActor(db, db, env, 'admin', 'admin');
  const flags = await merchantFlagsOf(db, seller.user.id);
  if (!flags.flex) await setMerchantFlags(admin, seller.user.id, { ...flags, flex: true });
  const found = await freePairs(db, seller.user.id);
  if (!found || found.pool.length < PAIRS_NEEDED) return;
  const { wareId, pool } = found;
  const staff = { ...(await demoActor(db, db, env, 'warehouse', 'warehouse')), wareId };

  let n = 0;
  const made = (pairs: number, key: string): Promise<Done> => {
    n += 1;
    return createFlexShipment(seller, {
      items: pool.splice(0, pairs).map((oneId, i) => ({ oneId, askCents: 16_000 + (n * 3 + i) * 500 })),
      remark: n === 1 ? 'Two pairs of the same drop: list them together, please' : '',
      requestKey: `demo-flex-${key}`,
    });
  };
  const approved = async (key: string): Promise<Done> => {
    const shipment = await made(1, key);
    await stepFlexShipment(admin, { id: shipment.id, action: 'approve', reason: '' });
    // The box label, bought now through the carrier simulator (the seed runs before the worker).
    await runFlexLabel(admin, shipment.id, admin.user.id);
    return shipment;
  };

  await made(2, 'pending');
  await cancelFlexShipment(seller, (await made(1, 'cancelled')).id, 'seller');
  const rejected = await made(1, 'rejected');
  await stepFlexShipment(admin, {
    id: rejected.id,
    action: 'cancel',
    reason: 'The box scan shows a damaged shoe box: the program would refuse it. Ask us for a repair first.',
  });
  await approved('ready');

  const leaving: Done[] = [];
  for (const [key] of ON_THE_WAY) leaving.push(await approved(key));
  await shipInOneBatch(db, staff, wareId, leaving);
  // The program is told the boxes left, then each is given its share of the program's time.
  await readFlexFeed(admin);
  const feed = await stockxFlexFeedOf(env.config);
  if (!feed) return;
  ON_THE_WAY.forEach(([, ms, outcome], i) => {
    feed.simulator.plan(leaving[i].oddNo, outcome);
    if (ms > 0) feed.simulator.backdate(leaving[i].oddNo, ms);
  });
  await readFlexFeed(admin);
}

/** The boxes leave as every order does: one outbound batch, each pair picked, each box shipped. */
async function shipInOneBatch(db: Kysely<DB>, staff: AuthedContext, wareId: number, shipments: Done[]) {
  const batch = await generateBatch(staff, wareId, { orderIds: shipments.map((s) => s.id) });
  const lines = await db
    .selectFrom('outbound_batch_items')
    .select(['one_id', 'order_id'])
    .where('batch_id', '=', batch.id)
    .execute();
  const inBatch = { batchId: batch.id, wareId };
  for (const line of lines)
    await db
      .transaction()
      .execute((trx) => pickBatchItem(staff, trx, onlineMeta(), { ...inBatch, oneId: line.one_id }));
  for (const s of shipments)
    await db
      .transaction()
      .execute((trx) => shipBatchOrder(staff, trx, onlineMeta(), { ...inBatch, orderId: s.id }));
}

import type { Kysely } from 'kysely';
import { OrderKind } from '../../domain/outbound/kind-codes';
import type { DB } from '../db/schema';
import type { AuthedContext } from '../http/context';
import type { FileStore } from '../http/file-store';
import type { AppConfig } from '../config';
import { onlineMeta } from '../kernel/action-context';
import { cancelBatch, generateBatch } from '../modules/outbound/batch-generate';
import { pickBatchItem, shipBatchOrder } from '../modules/outbound/batch-ops';
import { approveOrder, createReship, createShipWithLabel, payOrder } from '../modules/outbound/order-service';
import { demoActor } from './demo-context';
import { buyDemoReshipLabel } from './reship-labels';
import { uploadedLabel } from './outbound';

/**
 * Outbound batches' demo (issue 16, point 4): the demo warehouse's batches in every status, made of
 * the demo seller's paid orders through the same services and sync ops a tablet uses: one just
 * generated, one half picked (pending outbound), one partly shipped, one fully shipped and one
 * cancelled (its order waits for a batch again, beside the outbound demo's own waiting orders). Runs
 * once: a later start finds the batches and stops.
 */

type Env = { config: AppConfig; files: FileStore };

const ADDRESS = {
  name: 'Demo Seller',
  street1: '200 Harbor Blvd',
  city: 'Weehawken',
  state: 'NJ',
  zip: '07086',
  country: 'US',
};

/** A paid order of the seller on its next free pairs: a reship, or a ship with label with buyer labels. */
async function paidOrder(
  db: Kysely<DB>,
  env: Env,
  a: { seller: AuthedContext; admin: AuthedContext },
  kind: 3 | 4,
  oneIds: string[],
) {
  const made =
    kind === OrderKind.reship
      ? await createReship(a.seller, { oneIds, address: ADDRESS, remark: 'Back to my home address' })
      : await createShipWithLabel(a.seller, {
          items: await Promise.all(
            oneIds.map(async (oneId) => ({
              oneId,
              labelFile: await uploadedLabel(db, env, a.seller, Number(oneId)),
            })),
          ),
          remark: 'Sold on a marketplace: buyer label attached',
        });
  await approveOrder(a.admin, made.id);
  await payOrder(a.seller, made.id, kind);
  if (kind === OrderKind.reship) await buyDemoReshipLabel(a.admin, made.id);
  return made.id;
}

export async function seedDemoOutboundBatches(db: Kysely<DB>, env: Env): Promise<void> {
  if (await db.selectFrom('outbound_batches').select('id').limit(1).executeTakeFirst()) return;
  const seller = await demoActor(db, db, env, 'seller', 'business');
  const admin = await demoActor(db, db, env, 'admin', 'admin');
  const ware = await db
    .selectFrom('products')
    .select(['ware_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('shop_user_id', '=', seller.user.id)
    .where('status', '=', 1)
    .where('shelf_id', 'is not', null)
    .groupBy('ware_id')
    .orderBy('n', 'desc')
    .executeTakeFirst();
  if (!ware) return;
  const staff = { ...(await demoActor(db, db, env, 'warehouse', 'warehouse')), wareId: ware.ware_id };
  const free = await db
    .selectFrom('products')
    .select('one_id')
    .where('shop_user_id', '=', seller.user.id)
    .where('ware_id', '=', ware.ware_id)
    .where('status', '=', 1)
    .where('shelf_id', 'is not', null)
    .orderBy('id', 'desc')
    .limit(13)
    .execute();
  const pool = free.map((p) => p.one_id);
  if (pool.length < 13) return;
  const order = (kind: 3 | 4, pairs: number) =>
    paidOrder(db, env, { seller, admin }, kind, pool.splice(0, pairs));
  const pick = (batchId: number, oneId: string) =>
    db
      .transaction()
      .execute((trx) => pickBatchItem(staff, trx, onlineMeta(), { batchId, oneId, wareId: ware.ware_id }));
  const ship = (batchId: number, orderId: number) =>
    db
      .transaction()
      .execute((trx) => shipBatchOrder(staff, trx, onlineMeta(), { batchId, orderId, wareId: ware.ware_id }));
  const pickAll = async (batchId: number, orderId: number) => {
    const lines = await db
      .selectFrom('outbound_batch_items')
      .select('one_id')
      .where('batch_id', '=', batchId)
      .where('order_id', '=', orderId)
      .execute();
    for (const l of lines) await pick(batchId, l.one_id);
  };

  // Fully outbound: both orders picked and shipped.
  const full = [await order(3, 1), await order(4, 2)];
  const fullBatch = await generateBatch(staff, ware.ware_id, { orderIds: full });
  for (const id of full) {
    await pickAll(fullBatch.id, id);
    await ship(fullBatch.id, id);
  }
  // Partial outbound: one order left, the other waits to be picked.
  const partial = [await order(4, 1), await order(3, 2)];
  const partialBatch = await generateBatch(staff, ware.ware_id, { orderIds: partial });
  await pickAll(partialBatch.id, partial[0]);
  await ship(partialBatch.id, partial[0]);
  // Pending outbound, half picked: two of its four pairs are off their shelves.
  const half = [await order(4, 2), await order(3, 2)];
  const halfBatch = await generateBatch(staff, ware.ware_id, { orderIds: half });
  const halfLines = await db
    .selectFrom('outbound_batch_items')
    .select('one_id')
    .where('batch_id', '=', halfBatch.id)
    .orderBy('one_id')
    .execute();
  for (const l of halfLines.slice(0, 2)) await pick(halfBatch.id, l.one_id);
  // Cancelled: its order waits for a batch again.
  const dropped = await order(4, 1);
  const droppedBatch = await generateBatch(staff, ware.ware_id, { orderIds: [dropped] });
  await cancelBatch(staff, ware.ware_id, droppedBatch.id);
  // Generated: nothing picked yet.
  await generateBatch(staff, ware.ware_id, { orderIds: [await order(3, 1), await order(4, 1)] });
}

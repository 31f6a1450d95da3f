import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { InventoryStatus } from '../../domain/kernel/product-rules';
import { InspectionGrade } from '../../domain/inspection/rules';
import type { RepairPairInput } from '../../domain/repair/requests';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import { recordUpload } from '../files/service';
import type { AuthedContext } from '../http/context';
import type { FileStore } from '../http/file-store';
import { onlineMeta } from '../kernel/action-context';
import { markRepairItemLost } from '../modules/repair/item-admin';
import { createRepairOrder } from '../modules/repair/order-create';
import type { MadeOrder } from '../modules/repair/order-create';
import { approveRepairOrder, cancelRepairOrder, refuseRepairOrder } from '../modules/repair/order-review';
import { updateRepairPrice } from '../modules/repair/price-service';
import { completeRepairTask } from '../modules/repair/task-complete';
import { createRepairTask, revertRepairTask } from '../modules/repair/task-service';
import { addRepairPhotos, pickRepairItem, recordRepairResult } from '../modules/repair/work-ops';
import { demoActor } from './demo-context';
import { pairPhotoPng } from './pictures';

/**
 * Repairs' demo (issue 27 point 4), made through the repair services a seller, an admin and a tablet
 * use: the repair item prices edited once in Fee/RepairMange; repair orders of the demo seller in
 * every state (pending review, cancelled by the seller, refused, approved and waiting for a task, in a
 * task in progress, completed); the task in progress has a pair waiting to be picked, one on the bench
 * with its before photos, one repaired with its after and QC photos, and one whose box was lost; the
 * completed order went through a task an admin reverted and gave to the operator again, one pair
 * repaired and one not (its cost captured, the rest refunded). Pairs on a shelf and listed nowhere, so
 * the listing demo keeps its listings. Runs once: a later start finds the orders and stops.
 */

type Env = { config: AppConfig; files: FileStore };

const PAIRS_NEEDED = 11;

/** The seller's available shelved pairs listed nowhere, of the warehouse where it has the most. */
async function freePairs(db: Kysely<DB>, sellerId: number) {
  const free = db
    .selectFrom('products as p')
    .where('p.shop_user_id', '=', sellerId)
    .where('p.status', '=', InventoryStatus.available)
    .where('p.shelf_id', 'is not', null)
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
    .orderBy('p.id', 'desc')
    .limit(PAIRS_NEEDED)
    .execute();
  return { wareId: ware.ware_id, pool: rows.map((r) => r.one_id) };
}

/** A photo drawn for the demo, stored as the upload route stores a tablet's capture. */
export async function storedPhoto(staff: AuthedContext, bytes: Buffer): Promise<string> {
  const hash = await staff.files.put(bytes);
  if (hash !== createHash('sha256').update(bytes).digest('hex'))
    throw new Error('the file store hashes otherwise');
  await recordUpload(staff.db, {
    hash,
    mime: 'image/png',
    size: bytes.length,
    originalName: 'check_result.png',
    userId: staff.user.id,
  });
  return hash;
}

const STAIN: Omit<RepairPairInput, 'oneId'> = {
  issues: ['stained', 'soleDirty'],
  repairs: [{ item: 'cleanStain' }],
};
const BOX: Omit<RepairPairInput, 'oneId'> = {
  issues: ['boxCrush'],
  repairs: [{ item: 'repairBox', boxColour: 'orange' }],
};
const BOTH: Omit<RepairPairInput, 'oneId'> = {
  issues: ['stained', 'boxDamage'],
  repairs: [{ item: 'cleanStain' }, { item: 'repairBox', boxColour: 'black' }],
};

export async function seedDemoRepair(db: Kysely<DB>, env: Env): Promise<void> {
  if (await db.selectFrom('repair_orders').select('id').limit(1).executeTakeFirst()) return;
  const seller = await demoActor(db, db, env, 'seller', 'business');
  const admin = await demoActor(db, db, env, 'admin', 'admin');
  const found = await freePairs(db, seller.user.id);
  if (!found || found.pool.length < PAIRS_NEEDED) return;
  const { wareId, pool } = found;
  const staff = { ...(await demoActor(db, db, env, 'warehouse', 'warehouse')), wareId };

  await updateRepairPrice(admin, { item: 'repairBox', priceCents: 2800, days: 4 });

  const order = (kinds: Omit<RepairPairInput, 'oneId'>[], key: string, remark = ''): Promise<MadeOrder> =>
    createRepairOrder(seller, {
      pairs: kinds.map((kind) => ({ ...kind, oneId: pool.shift() as string })),
      remark,
      requestKey: `demo-repair-${key}`,
    });
  const approved = async (kinds: Omit<RepairPairInput, 'oneId'>[], key: string) => {
    const made = await order(kinds, key);
    await approveRepairOrder(admin, { oddNo: made.oddNo, remark: '' });
    return made;
  };

  await order([STAIN, BOTH], 'pending', 'Both from the same drop: a buyer asked for fresh boxes');
  await cancelRepairOrder(seller, { oddNo: (await order([BOX], 'cancelled')).oddNo });
  const refused = await order([BOX], 'refused');
  await refuseRepairOrder(admin, {
    oddNo: refused.oddNo,
    reason: 'The box is the original and only slightly marked: a repair would not raise the price.',
  });
  await approved([STAIN], 'approved');

  // A task in progress: one pair waiting, one on the bench, one repaired, one lost box.
  const working = await approved([STAIN, BOX, BOTH, STAIN], 'in-task');
  const task = await createRepairTask(admin, { oddNos: [working.oddNo], operatorId: staff.user.id });
  // The first pair waits to be picked.
  const [, onBench, repaired, lost] = await pairsOf(db, working.oddNo);
  const inTask = { batchId: task.id, wareId };
  for (const oneId of [onBench, repaired]) {
    // Stored before the pick's transaction: the embedded database has one connection.
    const before = await storedPhoto(staff, pairPhotoPng(oneId, InspectionGrade.shoeDefects, 1, 3));
    await db
      .transaction()
      .execute((trx) => pickRepairItem(staff, trx, onlineMeta(), { ...inTask, oneId, photos: [before] }));
  }
  const after = await storedPhoto(staff, pairPhotoPng(repaired, InspectionGrade.qualified, 1, 4));
  const qc = await storedPhoto(staff, pairPhotoPng(repaired, InspectionGrade.qualified, 0, 4));
  await db.transaction().execute(async (trx) => {
    await addRepairPhotos(staff, trx, onlineMeta(), {
      ...inTask,
      oneId: repaired,
      kind: 'after',
      photos: [after],
    });
    await addRepairPhotos(staff, trx, onlineMeta(), { ...inTask, oneId: repaired, kind: 'qc', photos: [qc] });
    await recordRepairResult(staff, trx, onlineMeta(), {
      ...inTask,
      oneId: repaired,
      result: 'success',
      qc: 'pass',
      remark: 'Stain gone, same angle as before',
    });
  });
  await markRepairItemLost(admin, { oddNo: working.oddNo, oneId: lost });

  await completedThroughARevert(db, { admin, staff, wareId }, await approved([STAIN, BOX], 'completed'));
}

async function pairsOf(db: Kysely<DB>, oddNo: string): Promise<string[]> {
  const rows = await db
    .selectFrom('repair_order_items as i')
    .innerJoin('repair_orders as o', 'o.id', 'i.order_id')
    .select('i.one_id')
    .where('o.odd_no', '=', oddNo)
    .orderBy('i.id')
    .execute();
  return rows.map((r) => r.one_id);
}

/** A task reverted and given to the operator again, one pair repaired, the other not: completed. */
async function completedThroughARevert(
  db: Kysely<DB>,
  actors: { admin: AuthedContext; staff: AuthedContext; wareId: number },
  made: MadeOrder,
): Promise<void> {
  const { admin, staff, wareId } = actors;
  const first = await createRepairTask(admin, { oddNos: [made.oddNo], operatorId: staff.user.id });
  await revertRepairTask(admin, { batchNo: first.batchNo, remark: 'The operator is off this week' });
  const task = await createRepairTask(admin, { oddNos: [made.oddNo], operatorId: staff.user.id });
  const [cleaned, boxed] = await pairsOf(db, made.oddNo);
  const inTask = { batchId: task.id, wareId };
  await db.transaction().execute(async (trx) => {
    for (const oneId of [cleaned, boxed])
      await pickRepairItem(staff, trx, onlineMeta(), { ...inTask, oneId, photos: [] });
  });
  const after = await storedPhoto(staff, pairPhotoPng(cleaned, InspectionGrade.qualified, 1, 4));
  await db.transaction().execute(async (trx) => {
    await addRepairPhotos(staff, trx, onlineMeta(), {
      ...inTask,
      oneId: cleaned,
      kind: 'after',
      photos: [after],
    });
    await recordRepairResult(staff, trx, onlineMeta(), {
      ...inTask,
      oneId: cleaned,
      result: 'success',
      qc: 'pass',
      remark: '',
    });
    await recordRepairResult(staff, trx, onlineMeta(), {
      ...inTask,
      oneId: boxed,
      result: 'failure',
      qc: 'fail',
      remark: 'No replacement box of this size in stock',
    });
    await completeRepairTask(staff, trx, onlineMeta(), { ...inTask, confirmUnrepaired: false });
  });
}

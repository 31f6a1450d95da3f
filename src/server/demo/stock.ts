import type { Kysely, Transaction } from 'kysely';
import { ProductEventType } from '../../domain/kernel/events';
import { FORECAST_TRANSITIONS } from '../../domain/inbound/inbound';
import { CAPTURE_FILE_NAME, InspectionGrade } from '../../domain/inspection/inspection';
import { formatOneId, parseOneId } from '../../domain/kernel/one-id';
import { InventoryStatus } from '../../domain/kernel/products';
import { PSEUDO_SHELF_READY_FOR_LISTING } from '../../domain/warehouses/warehouses';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { AuthedContext } from '../http/context';
import { sha256 } from '../http/file-store';
import type { FileStore } from '../http/file-store';
import type { ActionMeta } from '../kernel/action-context';
import { receiveParcel } from '../modules/inbound/receiving-service';
import { receiveReturn } from '../modules/inbound/returns-service';
import { inspectItem } from '../modules/inspection/inspection-service';
import { leaseOneIds } from '../modules/inspection/one-id-service';
import { eventOfItem } from '../kernel/product-events';
import { shelveItem } from '../modules/shelving/shelving-service';
import { storageFeeToDate } from '../modules/wallet/rate-service';
import { demoActor } from './demo-context';
import { DEMO_SKUS, insertDemoForecast } from './inbound';
import { pairPhotoPng } from './pictures';
import { DEMO_WARE_NAMES, demoStockPlan } from './stock-plan';
import type { DemoWare, StockStep } from './stock-plan';

/** The demo warehouse's tablet: it leases the block of ONE IDs the demo's pairs carry. */
export const DEMO_TABLET = 'demo-tablet-1';

const DAY_MS = 24 * 60 * 60 * 1000;

type Env = { config: AppConfig; files: FileStore };

type World = {
  wares: Record<DemoWare, { id: number; name: string }>;
  sellers: Map<string, { id: number; realname: string }>;
  skus: Awaited<ReturnType<typeof loadSkus>>;
  shelves: Map<string, number>;
  oneIds: Map<string, string>;
  photos: Map<StockStep, string[]>;
  forecasts: Map<string, { packId: number; lines: { id: number }[] }>;
};

function loadSkus(db: Kysely<DB>) {
  return db
    .selectFrom('skus')
    .selectAll()
    .where(
      'sku',
      'in',
      DEMO_SKUS.map((s) => s.sku),
    )
    .execute();
}

/**
 * Ten weeks of stock for the demo sellers (see stock-plan.ts), written by the services that write it
 * in the real warehouse: the demo warehouse user receives, inspects (ONE IDs from its tablet's lease,
 * photos stored like uploads) and shelves; returns go through the returns service. Two steps no route
 * takes yet follow the SQL the tests' fixtures use: a seller's forecast made weeks ago, and a pair
 * sold on consignment leaving the warehouse (events 6 and 11, status 6). All in one transaction, so a
 * start either seeds it all or nothing; a later start finds the first tracking number and adds nothing.
 * Returns the number of steps taken (0 when it had run before).
 */
export async function seedDemoStock(db: Kysely<DB>, env: Env, now = new Date()): Promise<number> {
  const plan = demoStockPlan(now);
  const first = plan.find((s) => s.kind === 'forecast');
  if (!first || first.kind !== 'forecast') return 0;
  const seeded = await db
    .selectFrom('parcels')
    .select('id')
    .where('log_no', '=', first.forecast.logNos[0])
    .executeTakeFirst();
  if (seeded) return 0;
  const world = await loadWorld(db);
  if (!world) return 0;
  const staff = await demoActor(db, db, env, 'warehouse', 'warehouse');
  await leaseTheOneIds(staff, plan, world);
  await storeThePhotos(staff, plan, world);
  await db.transaction().execute(async (trx) => {
    const ctx: AuthedContext = { ...staff, db: trx };
    const cache = new Map<string, unknown>();
    for (const step of plan) {
      await take(ctx, trx, { at: step.at, opId: null, deviceId: DEMO_TABLET, cache }, step, world);
    }
  });
  return plan.length;
}

async function loadWorld(db: Kysely<DB>): Promise<World | null> {
  const wares = await db
    .selectFrom('warehouses')
    .select(['id', 'name'])
    .where('name', 'in', Object.values(DEMO_WARE_NAMES))
    .execute();
  const nj = wares.find((w) => w.name === DEMO_WARE_NAMES.NJ);
  const la = wares.find((w) => w.name === DEMO_WARE_NAMES.LA);
  const sellers = await db
    .selectFrom('users')
    .select(['id', 'username', 'realname'])
    .where('username', 'in', ['seller', 'seller2'])
    .where('is_demo', '=', true)
    .execute();
  if (!nj || !la || sellers.length < 2) return null;
  const shelves = await db
    .selectFrom('shelves')
    .select(['id', 'ware_id', 'name'])
    .where('ware_id', 'in', [nj.id, la.id])
    .execute();
  return {
    wares: { NJ: nj, LA: la },
    sellers: new Map(sellers.map((s) => [s.username, { id: s.id, realname: s.realname }])),
    skus: await loadSkus(db),
    shelves: new Map(shelves.map((s) => [`${s.ware_id}:${s.name}`, s.id])),
    oneIds: new Map(),
    photos: new Map(),
    forecasts: new Map(),
  };
}

/** The tablet leases one block for every new pair; the pairs take its ONE IDs in the order inspected. */
async function leaseTheOneIds(staff: AuthedContext, plan: StockStep[], world: World): Promise<void> {
  const items = plan.flatMap((s) => (s.kind === 'inspect' ? [s.item] : []));
  const lease = await leaseOneIds(staff, DEMO_TABLET, items.length);
  const start = parseOneId(lease.start);
  if (start === null) throw new Error(`the ONE ID lease starts at ${lease.start}`);
  items.forEach((item, i) => world.oneIds.set(item, formatOneId(start + i)));
}

/**
 * Inspection photos, stored as the upload route stores a capture (storePicture): the file store by
 * content hash, a files row naming the uploader, a file_uploads row. Written in batches: a seed
 * stores a few hundred.
 */
async function storeThePhotos(staff: AuthedContext, plan: StockStep[], world: World): Promise<void> {
  const photos: { hash: string; bytes: Buffer }[] = [];
  for (const step of plan) {
    if (step.kind !== 'inspect' && step.kind !== 'reinspect') continue;
    const oneId = oneIdOf(world, step.item);
    const round = step.kind === 'reinspect' ? 2 : 1;
    const views = step.grade === InspectionGrade.qualified ? ([0] as const) : ([0, 1] as const);
    const drawn = views.map((view) => {
      const bytes = pairPhotoPng(oneId, step.grade, view, round);
      return { hash: sha256(bytes), bytes };
    });
    photos.push(...drawn);
    world.photos.set(
      step,
      drawn.map((p) => p.hash),
    );
  }
  for (let i = 0; i < photos.length; i += PHOTO_BATCH) {
    const batch = photos.slice(i, i + PHOTO_BATCH);
    await Promise.all(batch.map((p) => staff.files.put(p.bytes)));
    await staff.db
      .insertInto('files')
      .values(
        batch.map((p) => ({
          hash: p.hash,
          mime: 'image/png',
          size: p.bytes.length,
          original_name: CAPTURE_FILE_NAME,
          uploaded_by: staff.user.id,
        })),
      )
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
    await staff.db
      .insertInto('file_uploads')
      .values(batch.map((p) => ({ hash: p.hash, user_id: staff.user.id })))
      .onConflict((oc) => oc.columns(['hash', 'user_id']).doNothing())
      .execute();
  }
}

const PHOTO_BATCH = 50;

function oneIdOf(world: World, item: string): string {
  const oneId = world.oneIds.get(item);
  if (!oneId) throw new Error(`demo pair ${item} was never inspected`);
  return oneId;
}

async function take(
  ctx: AuthedContext,
  trx: Transaction<DB>,
  meta: ActionMeta,
  step: StockStep,
  world: World,
): Promise<void> {
  switch (step.kind) {
    case 'forecast': {
      const seller = world.sellers.get(step.seller);
      if (!seller) return;
      const made = await insertDemoForecast(trx, {
        seller,
        ware: world.wares[step.ware],
        skus: world.skus,
        forecast: step.forecast,
        at: step.at,
      });
      world.forecasts.set(step.key, made);
      return;
    }
    case 'cancel': {
      const made = world.forecasts.get(step.key);
      const seller = world.sellers.get(step.seller);
      if (made && seller) await cancelDemoForecast(trx, made.packId, seller, step.at);
      return;
    }
    case 'receive':
      await receiveParcel(ctx, trx, meta, { wareId: world.wares[step.ware].id, logNo: step.logNo });
      return;
    case 'inspect': {
      const line = world.forecasts.get(step.forecastKey)?.lines[step.line];
      await inspectItem(ctx, trx, meta, {
        wareId: world.wares[step.ware].id,
        logNo: step.logNo,
        packItemId: line?.id,
        grade: step.grade,
        checkRemark: step.remark,
        photos: world.photos.get(step) ?? [],
        oneId: oneIdOf(world, step.item),
      });
      return;
    }
    case 'reinspect':
      await inspectItem(ctx, trx, meta, {
        wareId: world.wares[step.ware].id,
        logNo: step.logNo,
        grade: step.grade,
        checkRemark: step.remark,
        photos: world.photos.get(step) ?? [],
        oneId: oneIdOf(world, step.item),
      });
      return;
    case 'shelve': {
      const ware = world.wares[step.ware];
      const shelfId =
        step.target === 'readyForListing'
          ? PSEUDO_SHELF_READY_FOR_LISTING
          : world.shelves.get(`${ware.id}:${step.target.shelf}`);
      if (shelfId === undefined) return;
      await shelveItem(ctx, trx, meta, { wareId: ware.id, oneId: oneIdOf(world, step.item), shelfId });
      return;
    }
    case 'exit':
      await sellOnConsignment(ctx, trx, oneIdOf(world, step.item), step.at);
      return;
    case 'return':
      await receiveReturn(ctx, trx, meta, {
        wareId: world.wares[step.ware].id,
        logNo: step.logNo,
        oneIds: step.items.map((item) => oneIdOf(world, item)),
        remark: 'Returned by the buyer',
      });
      return;
  }
}

/** What the forecast service's cancel writes (status 9, parcels freed, event 10), at `at`. */
async function cancelDemoForecast(
  trx: Transaction<DB>,
  packId: number,
  seller: { id: number; realname: string },
  at: Date,
): Promise<void> {
  await trx
    .updateTable('packs')
    .set({ status: FORECAST_TRANSITIONS.cancel.to, cancelled_at: at, updated_at: at })
    .where('id', '=', packId)
    .execute();
  const parcels = await trx
    .updateTable('parcels')
    .set({ cancelled_at: at, updated_at: at })
    .where('pack_id', '=', packId)
    .returning(['log_no', 'ware_id'])
    .execute();
  const ware = await trx
    .selectFrom('warehouses')
    .select(['id', 'name'])
    .where('id', '=', parcels[0].ware_id)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('product_events')
    .values({
      type: ProductEventType.forecast,
      pack_id: packId,
      log_no: parcels.map((p) => p.log_no).join(','),
      operator_id: seller.id,
      operator_name: seller.realname,
      ware_id: ware.id,
      ware_name: ware.name,
      img_list: '[]',
      gmt_create: at,
    })
    .execute();
}

/**
 * A pair consigned to a platform, sold and sent out: the consignment application (6) a day before,
 * the outbound (11) with its storage days and fee, and the pair off its shelf, out of the warehouse
 * (status 6, gmt_out). The same rows tests/fixtures/inventory.ts soldOnConsignment writes; no route
 * writes them yet.
 */
async function sellOnConsignment(ctx: AuthedContext, trx: Transaction<DB>, oneId: string, out: Date) {
  const product = await trx
    .selectFrom('products')
    .selectAll()
    .where('one_id', '=', oneId)
    .executeTakeFirstOrThrow();
  const ware = await trx
    .selectFrom('warehouses')
    .select(['id', 'name'])
    .where('id', '=', product.ware_id)
    .executeTakeFirstOrThrow();
  const shelf =
    product.shelf_id === null || product.shelf_id === PSEUDO_SHELF_READY_FOR_LISTING
      ? undefined
      : await trx.selectFrom('shelves').select('name').where('id', '=', product.shelf_id).executeTakeFirst();
  // What outbound charges: the storage to the moment it leaves by the owner's card in force then.
  const storage = await storageFeeToDate(trx, product.id, out);
  const common = {
    ...eventOfItem(product, ware),
    odd_no: `CN${oneId}`,
    pku: `PKU-${product.sku}-${product.size}`,
    plat_order_no: `PO-${oneId}-${String(product.id).padStart(4, '0')}`,
    shelves_name: shelf?.name ?? '',
    operator_id: ctx.user.id,
    operator_name: ctx.user.realname || ctx.user.username,
    img_list: '[]',
  };
  await trx
    .insertInto('product_events')
    .values([
      {
        ...common,
        type: ProductEventType.consignmentApplication,
        gmt_create: new Date(out.getTime() - DAY_MS),
      },
      {
        ...common,
        type: ProductEventType.outbound,
        out_time: out,
        ware_days: storage.wareDays,
        ware_fee_cents: storage.wareFeeCents,
        gmt_create: out,
      },
    ])
    .execute();
  await trx
    .updateTable('products')
    .set({
      status: InventoryStatus.outOfWarehouse,
      gmt_out: out,
      shelf_id: null,
      updated_at: out,
    })
    .where('id', '=', product.id)
    .execute();
}

import type { ProductEvent } from '../../../domain/kernel/events';
import { ProductEventType } from '../../../domain/kernel/events';
import { fileUrl } from '../../../domain/kernel/files';
import { DRAWER_VISIBILITY, drawerViewerOf } from '../../../domain/inventory/inventory';
import type { DrawerViewer } from '../../../domain/inventory/inventory';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { iso, isoOrNull } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { shelfNameOf, toProductEvent } from '../../kernel/product-events';
import { storageFeesOf } from '../wallet/rate-service';
import { productCost, productDescription } from '../../../domain/kernel/product-mapping';

/** Event types that say where an item went: applications, their results and the outbound itself. */
const OUT_EVENT_TYPES: readonly number[] = [3, 4, 5, 6, 7, 11, 312, 412, 512, 612, 712];

/**
 * The products a user may open: a seller its own, warehouse staff those in the warehouses they work
 * in, admins all. Anything else is "not found", so a ONE ID of someone else cannot be told apart from
 * one that does not exist (404, never 403).
 */
export async function findVisibleProduct(ctx: AuthedContext, db: Db, by: { oneId: string } | { id: number }) {
  const viewer = drawerViewerOf(ctx.user.userType);
  let q = db.selectFrom('products as p').selectAll('p');
  q = 'oneId' in by ? q.where('p.one_id', '=', by.oneId) : q.where('p.id', '=', by.id);
  if (viewer === 'business') q = q.where('p.shop_user_id', '=', ctx.user.id);
  if (viewer === 'warehouse') {
    q = q.where('p.ware_id', 'in', (eb) =>
      eb.selectFrom('user_warehouses').select('ware_id').where('user_id', '=', ctx.user.id),
    );
  }
  const product = await q.executeTakeFirst();
  if (!product) {
    // Name what was asked for: a numeric id is no ONE ID.
    throw 'oneId' in by
      ? notFound('inventory:errors.productNotFound', { oneId: by.oneId })
      : notFound('inventory:errors.productIdNotFound', { id: by.id });
  }
  return product;
}

/** GET /sys_prod/get: the product, its inbound, inspection, shelving and outbound parts, and its events. */
export async function getProductRecord(ctx: AuthedContext, oneId: string) {
  const viewer = drawerViewerOf(ctx.user.userType);
  const p = await findVisibleProduct(ctx, ctx.db, { oneId });
  const now = new Date();
  const [owner, ware, parcel, pack, shelf, shelver, sku, images, events, storageFeeOf] = await Promise.all([
    ctx.db
      .selectFrom('users')
      .select(['id', 'uid', 'realname'])
      .where('id', '=', p.shop_user_id)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('warehouses')
      .select(['name', 'level'])
      .where('id', '=', p.ware_id)
      .executeTakeFirstOrThrow(),
    p.parcel_id === null
      ? undefined
      : ctx.db
          .selectFrom('parcels')
          .select(['log_no', 'gmt_received', 'updated_at'])
          .where('id', '=', p.parcel_id)
          .executeTakeFirst(),
    p.pack_id === null
      ? undefined
      : ctx.db.selectFrom('packs').select(['id', 'kind']).where('id', '=', p.pack_id).executeTakeFirst(),
    p.shelf_id === null || p.shelf_id < 0
      ? undefined
      : ctx.db.selectFrom('shelves').select(['name']).where('id', '=', p.shelf_id).executeTakeFirst(),
    p.shelved_by === null
      ? undefined
      : ctx.db
          .selectFrom('users')
          .select(['realname', 'username'])
          .where('id', '=', p.shelved_by)
          .executeTakeFirst(),
    p.sku_id === null
      ? undefined
      : ctx.db.selectFrom('skus').select(['image']).where('id', '=', p.sku_id).executeTakeFirst(),
    ctx.db
      .selectFrom('product_images')
      .select('file_hash')
      .where('product_id', '=', p.id)
      .orderBy('position')
      .execute(),
    productEvents(ctx.db, p),
    storageFeesOf(ctx.db, [p.shop_user_id], now),
  ]);
  // Storage to date by the owner's card in force; an item that left counts up to its exit (gmt_out).
  const storage = storageFeeOf({
    sellerId: p.shop_user_id,
    warehouseLevel: ware.level,
    inAt: p.gmt_in,
    outAt: p.gmt_out,
  });
  const eventList = events.map((row) => toProductEvent(row, ctx.host, ctx.lang));
  const lastOut = [...eventList].reverse().find((e) => OUT_EVENT_TYPES.includes(e.type));
  const imageList = images.map((i) => fileUrl(ctx.host, i.file_hash));
  const record = {
    id: p.id,
    oneId: p.one_id,
    img: sku?.image ? fileUrl(ctx.host, sku.image) : (imageList[0] ?? ''),
    ...productDescription(p),
    ...productCost(p),
    status: p.status,
    wareId: p.ware_id,
    gmtOut: isoOrNull(p.gmt_out),
    oneidRelated: relatedOneId(eventList, p.one_id),
    imageList,
    shopInfo: { id: owner.id, uid: owner.uid, realname: owner.realname },
    packInfo:
      parcel || pack
        ? {
            packId: pack?.id ?? null,
            logNo: parcel?.log_no ?? '',
            gmtModify: isoOrNull(parcel?.gmt_received ?? parcel?.updated_at),
          }
        : null,
    inProdInfo: {
      batchNo: pack ? String(pack.id) : '',
      gmtCreate: iso(p.gmt_in),
      type: pack?.kind ?? null,
      checkResult: p.check_result,
      checkRemark: p.check_remark,
      gmtCheck: isoOrNull(p.gmt_inspected),
      wareName: ware.name,
      shelvesName: p.shelf_id === null ? '' : shelfNameOf(ctx.lang, p.shelf_id, shelf?.name ?? ''),
      shelvesUserName: shelver ? shelver.realname || shelver.username : '',
      gmtShelvesCreate: isoOrNull(p.gmt_shelves),
      wareDays: storage.wareDays,
      wareFee: storage.wareFeeCents as number | null,
    },
    outInfo: lastOut
      ? {
          oddNo: lastOut.oddNo,
          type: lastOut.outType ?? lastOut.type,
          platName: '',
          platOrderNo: lastOut.platOrderNo,
          soldPrice: null,
        }
      : null,
    eventList,
  };
  return redactFor(viewer, record);
}

export type ProductRecord = Awaited<ReturnType<typeof getProductRecord>>;

/**
 * The product's own events, plus the forecast (10) and inbound (15) events of its parcel, written
 * before the item had a ONE ID; oldest first.
 */
function productEvents(db: Db, p: { id: number; pack_id: number | null; parcel_id: number | null }) {
  return db
    .selectFrom('product_events')
    .selectAll()
    .where((eb) => {
      const own = eb('product_id', '=', p.id);
      if (p.pack_id === null) return own;
      return eb.or([
        own,
        eb.and([
          eb('product_id', 'is', null),
          eb('pack_id', '=', p.pack_id),
          eb('type', 'in', [ProductEventType.forecast, ProductEventType.inbound]),
          p.parcel_id === null
            ? eb('parcel_id', 'is', null)
            : eb.or([eb('parcel_id', 'is', null), eb('parcel_id', '=', p.parcel_id)]),
        ]),
      ]);
    })
    .orderBy('gmt_create')
    .orderBy('id')
    .execute();
}

/** A ONE ID this item was linked to by an event (a repair or return that names an earlier one). */
function relatedOneId(events: ProductEvent[], own: string): string {
  return events.find((e) => e.oneId && e.oneId !== own)?.oneId ?? '';
}

type RecordShape = {
  inProdInfo: {
    shelvesName?: string;
    shelvesUserName?: string;
    gmtShelvesCreate?: string | null;
    wareFee?: number | null;
  };
  outInfo: { platOrderNo?: string } | null;
  eventList: Partial<ProductEvent>[];
};

/**
 * The visibility rules of spec section 6 applied on the server: what a viewer may not see is left out
 * of the answer, not just hidden by the drawer.
 */
export function redactFor<T extends RecordShape>(viewer: DrawerViewer, record: T): T {
  const see = DRAWER_VISIBILITY[viewer];
  const info = record.inProdInfo;
  if (!see.shelf) {
    delete info.shelvesName;
    delete info.gmtShelvesCreate;
  }
  if (!see.operator) delete info.shelvesUserName;
  if (!see.storageFee) delete info.wareFee;
  if (!see.platOrderNo && record.outInfo) delete record.outInfo.platOrderNo;
  for (const e of record.eventList) {
    if (!see.shelf) delete e.shelvesName;
    if (!see.operator) delete e.operator;
    if (!see.pku) delete e.pku;
    if (!see.storageFee) delete e.wareFee;
    if (!see.platOrderNo) delete e.platOrderNo;
  }
  return record;
}

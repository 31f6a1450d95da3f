import { IN_WAREHOUSE_STATUSES } from '../../../domain/kernel/products';
import type { WarehouseItemListRequest } from '../../../domain/kernel/products';
import type { AuthedContext } from '../../http/context';
import { pageOf, pageRequest } from '../../http/paging';
import { containsPattern, iso, isoOrNull } from '../../kernel/db-helpers';
import { shelfNameOf } from '../../kernel/product-events';
import { storageFeesOf } from '../wallet/rate-service';
import { productCost, productItem } from '../../../domain/kernel/product-mapping';

/**
 * Items of one warehouse by status and shelf, with storage days and fee to date: the fee by the
 * warehouse's level and each owner's rate card in force (0 within the free days, spec section 9).
 */
export async function listWarehouseItems(
  ctx: AuthedContext,
  wareId: number,
  filter: WarehouseItemListRequest,
) {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  let q = ctx.db.selectFrom('products as p').where('p.ware_id', '=', wareId);
  if (filter.status !== undefined) q = q.where('p.status', '=', filter.status);
  if (filter.awaitingShelving) {
    q = q
      .where('p.shelf_id', 'is', null)
      .where('p.check_result', 'is not', null)
      .where('p.status', 'in', [...IN_WAREHOUSE_STATUSES]);
  }
  if (filter.shelfId !== undefined) q = q.where('p.shelf_id', '=', filter.shelfId);
  if (filter.oneId) q = q.where('p.one_id', '=', filter.oneId);
  if (filter.keyword) {
    const p = containsPattern(filter.keyword);
    q = q.where((eb) =>
      eb.or([eb('p.sku', 'ilike', p), eb('p.name', 'ilike', p), eb('p.brand', 'ilike', p)]),
    );
  }
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .innerJoin('users as owner', 'owner.id', 'p.shop_user_id')
    .innerJoin('warehouses as w', 'w.id', 'p.ware_id')
    .leftJoin('shelves as s', 's.id', 'p.shelf_id')
    .leftJoin('users as shelver', 'shelver.id', 'p.shelved_by')
    .leftJoin('parcels as x', 'x.id', 'p.parcel_id')
    .select([
      'p.id',
      'p.one_id',
      'p.sku',
      'p.brand',
      'p.name',
      'p.size',
      'p.status',
      'p.check_result',
      'p.check_remark',
      'p.shelf_id',
      'p.gmt_in',
      'p.gmt_out',
      'p.gmt_shelves',
      'w.level as ware_level',
      'p.cost_cents',
      'p.supply',
      'p.pack_id',
      's.name as shelf_name',
      'shelver.realname as shelver_name',
      'owner.id as owner_id',
      'owner.uid',
      'owner.realname as owner_name',
      'x.log_no',
    ])
    .orderBy('p.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  const storageFeeOf = await storageFeesOf(
    ctx.db,
    rows.map((r) => r.owner_id),
    new Date(),
  );
  return pageOf(
    req,
    Number(total),
    rows.map((r) => {
      const storage = storageFeeOf({
        sellerId: r.owner_id,
        warehouseLevel: r.ware_level,
        inAt: r.gmt_in,
        outAt: r.gmt_out,
      });
      return {
        ...productItem(r),
        checkRemark: r.check_remark,
        ...productCost(r),
        packId: r.pack_id,
        logNo: r.log_no ?? '',
        shelfId: r.shelf_id,
        shelvesName: r.shelf_id === null ? '' : shelfNameOf(ctx.lang, r.shelf_id, r.shelf_name ?? ''),
        shelvesUserName: r.shelver_name ?? '',
        gmtShelvesCreate: isoOrNull(r.gmt_shelves),
        gmtIn: iso(r.gmt_in),
        wareDays: storage.wareDays,
        wareFee: storage.wareFeeCents,
        shopInfo: { id: r.owner_id, uid: r.uid, realname: r.owner_name },
      };
    }),
  );
}

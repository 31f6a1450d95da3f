import { fileUrl } from '../../../domain/kernel/files';
import { InventoryStatus } from '../../../domain/kernel/product-rules';
import { InspectionGrade } from '../../../domain/inspection/rules';
import { shippingAddressSchema } from '../../../domain/labels/labels';
import { orderSteps } from '../../../domain/outbound/events';
import { OrderKind } from '../../../domain/outbound/kind-codes';
import { FLEX_STATUS_CODE, flexActionsOf, flexOutcomeOf } from '../../../domain/sourcing/flex';
import type { FlexActor } from '../../../domain/sourcing/flex';
import type {
  FlexListRequest,
  FlexPairsAnswer,
  FlexPairsRequest,
  FlexShipmentDetail,
  FlexShipmentRow,
} from '../../../domain/sourcing/flex-shipments';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { translate } from '../../http/messages';
import { pageOf, pageRequest } from '../../http/paging';
import type { Page } from '../../http/paging';
import { containsPattern, iso, toCount } from '../../kernel/db-helpers';
import { ORDER_LABEL_COLUMNS, orderLabelOf } from '../labels/order-labels';
import { flexFeedOf } from './flex-program';
import { stateOf } from './flex-service';

/**
 * Flex shipments as the screens read them: the pairs a seller may send (stockx-flex/ship), the
 * shipments (stockx-flex/list, Audit/StockXFlex) and one shipment with its pairs, its steps (its pairs'
 * events), its box label and what the reader may do next. A seller reads only its own: another
 * seller's shipment is not found. On the admin host, every seller's.
 */

const everySeller = (ctx: AuthedContext) => ctx.host === 'admin';
const readerOf = (ctx: AuthedContext): FlexActor => (everySeller(ctx) ? 'admin' : 'seller');

function shipments(ctx: AuthedContext) {
  return ctx.db
    .selectFrom('outbound_orders as o')
    .innerJoin('flex_shipments as f', 'f.order_id', 'o.id')
    .innerJoin('users as s', 's.id', 'o.shop_user_id')
    .innerJoin('warehouses as w', 'w.id', 'o.ware_id')
    .leftJoin('shipping_labels as l', 'l.id', 'o.label_id')
    .where('o.kind', '=', OrderKind.flex)
    .$if(!everySeller(ctx), (q) => q.where('o.shop_user_id', '=', ctx.user.id));
}

const ROW_COLUMNS = [
  'o.id',
  'o.odd_no',
  'o.status',
  'o.shop_user_id',
  'o.ware_id',
  'o.created_at',
  'o.updated_at',
  's.uid as s_uid',
  's.realname as s_name',
  'w.name as ware_name',
  'l.tracking_number as l_tracking_number',
] as const;

type RowFacts = {
  id: number;
  odd_no: string;
  status: number;
  shop_user_id: number;
  ware_id: number;
  created_at: Date | string;
  updated_at: Date | string;
  s_uid: string;
  s_name: string;
  ware_name: string;
  l_tracking_number: string | null;
};

/** The shipments' rows, with their pairs counted and their asks summed. */
async function rowsOf(ctx: AuthedContext, facts: RowFacts[]): Promise<FlexShipmentRow[]> {
  const ids = facts.map((f) => f.id);
  const sums =
    ids.length === 0
      ? []
      : await ctx.db
          .selectFrom('flex_shipment_items')
          .select((eb) => [
            'order_id',
            eb.fn.countAll<number | string>().as('pairs'),
            eb.fn.sum<number | string>('ask_cents').as('ask'),
          ])
          .where('order_id', 'in', ids)
          .groupBy('order_id')
          .execute();
  return facts.map((f) => {
    const sum = sums.find((s) => s.order_id === f.id);
    return {
      id: f.id,
      oddNo: f.odd_no,
      state: stateOf(f),
      shopInfo: { id: f.shop_user_id, uid: f.s_uid, realname: f.s_name },
      wareId: f.ware_id,
      wareName: f.ware_name,
      pairs: toCount(sum?.pairs),
      askCents: toCount(sum?.ask),
      trackingNumber: f.l_tracking_number,
      gmtCreate: iso(f.created_at),
      gmtModify: iso(f.updated_at),
    };
  });
}

export async function listFlexShipments(
  ctx: AuthedContext,
  filter: FlexListRequest,
): Promise<Page<FlexShipmentRow>> {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const keyword = filter.keyword ? containsPattern(filter.keyword) : null;
  const seller = everySeller(ctx) && filter.seller ? containsPattern(filter.seller) : null;
  const query = shipments(ctx)
    .$if(filter.state !== undefined, (q) =>
      q.where('o.status', '=', FLEX_STATUS_CODE[filter.state as NonNullable<FlexListRequest['state']>]),
    )
    .$if(keyword !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('o.odd_no', 'ilike', keyword as string),
          eb.exists(
            eb
              .selectFrom('flex_shipment_items as i')
              .select('i.order_id')
              .whereRef('i.order_id', '=', 'o.id')
              .where('i.one_id', 'ilike', keyword as string),
          ),
        ]),
      ),
    )
    .$if(seller !== null, (q) =>
      q.where((eb) =>
        eb.or(['s.uid', 's.username', 's.realname'].map((c) => eb(eb.ref(c as 's.uid'), 'ilike', seller))),
      ),
    );
  const total = await query
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const facts = await query
    .select([...ROW_COLUMNS])
    .orderBy('o.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  return pageOf(req, toCount(total.n), await rowsOf(ctx, facts));
}

/** The first photo of each pair (inspection's), as a file URL the reader may open. */
async function photosOf(ctx: AuthedContext, productIds: number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('product_images')
    .select(['product_id', 'file_hash'])
    .where('product_id', 'in', productIds)
    .orderBy('position')
    .execute();
  const photos = new Map<number, string>();
  for (const r of rows)
    if (!photos.has(r.product_id)) photos.set(r.product_id, fileUrl(ctx.host, r.file_hash));
  return photos;
}

/** One shipment by its number, for its seller or an admin; 404 for anyone else. */
export async function flexShipmentDetail(ctx: AuthedContext, oddNo: string): Promise<FlexShipmentDetail> {
  const found = await shipments(ctx)
    .select([
      ...ROW_COLUMNS,
      ...ORDER_LABEL_COLUMNS,
      'o.remark',
      'o.reject_remark',
      'f.ship_to',
      'f.program_ref',
      'f.label_problem',
      'f.label_problem_params',
      'l.mode as l_mode',
    ])
    .where('o.odd_no', '=', oddNo.trim().toUpperCase())
    .executeTakeFirst();
  if (!found) throw notFound('sourcing-flex:errors.notFound', { oddNo });
  const [row] = await rowsOf(ctx, [found]);
  const items = await ctx.db
    .selectFrom('flex_shipment_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['p.id', 'i.one_id', 'i.ask_cents', 'p.sku', 'p.size', 'p.name', 'p.brand'])
    .where('i.order_id', '=', found.id)
    .orderBy('i.one_id')
    .execute();
  const photos = await photosOf(
    ctx,
    items.map((i) => i.id),
  );
  const events = await ctx.db
    .selectFrom('product_events')
    .select(['type', 'flow_status', 'operator_name', 'gmt_create'])
    .where('odd_no', '=', found.odd_no)
    .where(
      'product_id',
      'in',
      items.map((i) => i.id),
    )
    .orderBy('id')
    .execute();
  const steps = orderSteps(
    events.map((e) => ({
      type: e.type,
      flowStatus: e.flow_status,
      operator: e.operator_name,
      gmtCreate: iso(e.gmt_create),
    })),
  );
  const batch = await ctx.db
    .selectFrom('outbound_batch_orders as bo')
    .innerJoin('outbound_batches as b', 'b.id', 'bo.batch_id')
    .select('b.batch_no')
    .where('bo.order_id', '=', found.id)
    .where('bo.state', 'in', ['open', 'shipped'])
    .orderBy('b.id', 'desc')
    .executeTakeFirst();
  const problemParams = (found.label_problem_params ?? {}) as Record<string, string | number>;
  return {
    ...row,
    remark: found.remark,
    cancelReason: found.reject_remark,
    items: items.map((i) => ({
      oneId: i.one_id,
      sku: i.sku,
      size: i.size,
      name: i.name,
      brand: i.brand,
      img: photos.get(i.id) ?? null,
      askCents: i.ask_cents,
    })),
    history: steps.flatMap((s) => {
      const state = s.flowStatus === null ? null : flexOutcomeOf(s.flowStatus);
      return state === null
        ? []
        : [{ state, eventType: s.type, operator: s.operator, gmtCreate: s.gmtCreate, pairs: s.pairs }];
    }),
    label: orderLabelOf(found, ctx.lang),
    labelSimulated: found.l_mode === 'simulator',
    labelProblem: found.label_problem ? translate(ctx.lang, found.label_problem, problemParams) : null,
    shipTo: found.ship_to === null ? null : shippingAddressSchema.parse(found.ship_to),
    programRef: found.program_ref,
    feed: flexFeedOf(ctx.config),
    batchNo: batch?.batch_no ?? null,
    actions: flexActionsOf(row.state, readerOf(ctx)),
  };
}

/**
 * stockx-flex/ship: the seller's pairs that may go to the program (available and qualified, the
 * pairs a marketplace takes), counted per warehouse, and a page of one warehouse's (the asked one,
 * else the one with the most).
 */
export async function flexPairs(ctx: AuthedContext, filter: FlexPairsRequest): Promise<FlexPairsAnswer> {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const mine = ctx.db
    .selectFrom('products as p')
    .where('p.shop_user_id', '=', ctx.user.id)
    .where('p.status', '=', InventoryStatus.available)
    .where('p.check_result', '=', InspectionGrade.qualified);
  const counts = await mine
    .innerJoin('warehouses as w', 'w.id', 'p.ware_id')
    .select((eb) => ['w.id', 'w.name', eb.fn.countAll<number | string>().as('n')])
    .groupBy(['w.id', 'w.name'])
    .orderBy('n', 'desc')
    .orderBy('w.name')
    .execute();
  const warehouses = counts.map((c) => ({ wareId: c.id, wareName: c.name, pairs: toCount(c.n) }));
  const wareId = warehouses.find((w) => w.wareId === filter.wareId)?.wareId ?? warehouses[0]?.wareId ?? null;
  if (wareId === null) return { warehouses, wareId, ...pageOf(req, 0, []) };
  const keyword = filter.keyword ? containsPattern(filter.keyword) : null;
  const inWarehouse = mine
    .where('p.ware_id', '=', wareId)
    .$if(keyword !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('p.one_id', 'ilike', keyword as string),
          eb('p.sku', 'ilike', keyword as string),
          eb('p.name', 'ilike', keyword as string),
        ]),
      ),
    );
  const total = await inWarehouse
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await inWarehouse
    .select(['p.id', 'p.one_id', 'p.sku', 'p.size', 'p.name', 'p.brand'])
    .orderBy('p.sku')
    .orderBy('p.size')
    .orderBy('p.one_id')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  const photos = await photosOf(
    ctx,
    rows.map((r) => r.id),
  );
  const data = rows.map((r) => ({
    oneId: r.one_id,
    sku: r.sku,
    size: r.size,
    name: r.name,
    brand: r.brand,
    img: photos.get(r.id) ?? null,
  }));
  return { warehouses, wareId, ...pageOf(req, toCount(total.n), data) };
}

import type { Transaction } from 'kysely';
import { OrderKind } from '../../../domain/outbound/kind-codes';
import { gradeAllowsListing } from '../../../domain/inspection/rules';
import { FLEX_OUTCOME_LABEL, flexOutcomeOf, flexStep } from '../../../domain/sourcing/flex';
import type { FlexAction, FlexActor, FlexOutcome } from '../../../domain/sourcing/flex';
import type { FlexCreateRequest, FlexStepRequest } from '../../../domain/sourcing/flex-shipments';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { AppError, conflict, ErrorCode } from '../../http/errors';
import { merchantFlagsOf } from '../../kernel/merchant-flags';
import { leaveBatchOnRecall } from '../outbound/batch-membership';
import { applyStep, createOrder, inOrderTransaction, lockOrder } from '../outbound/order-engine';
import type { OrderRow, StepChanges } from '../outbound/order-engine';
import { stopOrderLabel } from '../labels/order-labels';
import { queueFlexLabel } from './flex-label-job';

/**
 * Flex shipments (issue 26 point 5) on the outbound engine (order-engine.ts): a shipment is an order
 * of kind 16 whose table is the flex machine's (src/domain/sourcing/flex.ts), so the engine checks each
 * step and its actor, locks the pairs (in at most one open order), moves their status and writes
 * each pair's event, in one transaction with the shipment's own rows. The seller makes and cancels
 * shipments; an admin reviews them in Audit/StockXFlex and corrects any step; the warehouse ships the
 * box through an outbound batch (batch-ops.ts, as every order leaves); the program's feed takes the
 * rest (flex-feed-job.ts).
 */

type Trx = Transaction<DB>;
export type Done = { id: number; oddNo: string };
const done = (o: OrderRow): Done => ({ id: o.id, oddNo: o.odd_no });

/** The flex program is a merchant programme: a seller without its flag is refused, whatever the role allows. */
async function requireFlex(ctx: AuthedContext): Promise<void> {
  const flags = await merchantFlagsOf(ctx.db, ctx.user.id);
  if (!flags.flex) throw new AppError(ErrorCode.forbidden, 'sourcing-flex:errors.flexOff');
}

export const stateOf = (order: Pick<OrderRow, 'status'>): FlexOutcome =>
  flexOutcomeOf(order.status) ?? 'cancelled';

const stateKey = (state: FlexOutcome) => FLEX_OUTCOME_LABEL[state].split('.').pop() as string;

/** The step's new state, or 409 naming the shipment's state when the step is not one it may take now. */
function checkedStep(order: OrderRow, action: FlexAction, actor: FlexActor): FlexOutcome {
  const state = stateOf(order);
  const to = flexStep(state, action, actor);
  if (to === null)
    throw conflict('sourcing-flex:errors.notNow', { oddNo: order.odd_no, action, state: stateKey(state) });
  return to;
}

/** A shipment, locked; another seller's (or no flex shipment) is not found. */
const lockShipment = (trx: Trx, id: number, sellerId?: number) =>
  lockOrder(trx, id, { kind: OrderKind.flex, ...(sellerId === undefined ? {} : { shopUserId: sellerId }) });

/**
 * One box to the program: pairs of one warehouse, each with its ask. A pair of another seller (or none)
 * is 404, pairs of two warehouses 409 with their names, a pair taken or not qualified 409: nothing
 * is made then. Once per request key (a resend answers the first shipment).
 */
export async function createFlexShipment(ctx: AuthedContext, body: FlexCreateRequest): Promise<Done> {
  await requireFlex(ctx);
  const oneIds = body.items.map((i) => i.oneId);
  const request = { scope: 'sourcing.flex.create', key: body.requestKey, body };
  return inOrderTransaction(
    ctx,
    async (trx) => {
      await refuseTwoWarehouses(trx, ctx.user.id, oneIds);
      const { order, items } = await createOrder(ctx, trx, {
        kind: OrderKind.flex,
        actor: 'seller',
        shopUserId: ctx.user.id,
        oneIds,
        values: { remark: body.remark },
      });
      const unfit = items.filter((p) => !gradeAllowsListing(p.check_result));
      if (unfit.length > 0)
        throw conflict('sourcing-flex:errors.notQualified', { oneId: unfit.map((p) => p.one_id).join(', ') });
      await trx.insertInto('flex_shipments').values({ order_id: order.id }).execute();
      const ask = new Map(body.items.map((i) => [i.oneId, i.askCents]));
      await trx
        .insertInto('flex_shipment_items')
        .values(
          items.map((p) => ({
            order_id: order.id,
            product_id: p.id,
            one_id: p.one_id,
            ask_cents: ask.get(p.one_id) as number,
          })),
        )
        .execute();
      return done(order);
    },
    request,
  );
}

/** Pairs of two warehouses cannot go in one box: said with the warehouses' names (only of the seller's own pairs). */
async function refuseTwoWarehouses(trx: Trx, sellerId: number, oneIds: string[]): Promise<void> {
  const wares = await trx
    .selectFrom('products as p')
    .innerJoin('warehouses as w', 'w.id', 'p.ware_id')
    .select(['w.id', 'w.name'])
    .distinct()
    .where('p.shop_user_id', '=', sellerId)
    .where('p.one_id', 'in', oneIds)
    .orderBy('w.name')
    .execute();
  if (wares.length > 1)
    throw conflict('sourcing-flex:errors.twoWarehouses', { warehouses: wares.map((w) => w.name).join(', ') });
}

/**
 * A cancel before the box left: by its seller, or by an admin rejecting the review (with the reason the
 * seller reads). The shipment leaves its batch (refused once a pair was picked), a label still being
 * bought never will be, one the carrier sold is voided (the job), and the pairs are free again.
 */
export async function cancelFlexShipment(
  ctx: AuthedContext,
  id: number,
  actor: 'seller' | 'admin',
  reason = '',
): Promise<Done> {
  return inOrderTransaction(ctx, async (trx) => {
    const order = await lockShipment(trx, id, actor === 'seller' ? ctx.user.id : undefined);
    checkedStep(order, 'cancel', actor);
    await leaveBatchOnRecall(trx, order.id);
    if (order.label_id !== null) {
      await stopOrderLabel(trx, order.label_id);
      await queueFlexLabel(trx, order.id, 'cancel', ctx.user.id);
    }
    const { order: after } = await applyStep(ctx, trx, order, 'cancel', actor, {
      order: { recalled_at: new Date(), recalled_by: ctx.user.id, reject_remark: reason },
    });
    return done(after);
  });
}

/** Where the box is picked or left from: the live batch it is in, if any. */
async function liveBatchOf(trx: Trx, orderId: number): Promise<string | null> {
  const row = await trx
    .selectFrom('outbound_batch_orders as bo')
    .innerJoin('outbound_batches as b', 'b.id', 'bo.batch_id')
    .select('b.batch_no')
    .where('bo.order_id', '=', orderId)
    .where('bo.state', '=', 'open')
    .executeTakeFirst();
  return row?.batch_no ?? null;
}

/**
 * An admin's ship (the box left without its batch scan, set by hand): not while the shipment is in a
 * live batch (the warehouse ships it there), and only with its box label bought.
 */
async function adminShipChanges(trx: Trx, order: OrderRow): Promise<StepChanges> {
  const batchNo = await liveBatchOf(trx, order.id);
  if (batchNo !== null) throw conflict('sourcing-flex:errors.inBatch', { oddNo: order.odd_no, batchNo });
  const label =
    order.label_id === null
      ? undefined
      : await trx
          .selectFrom('shipping_labels')
          .select('status')
          .where('id', '=', order.label_id)
          .executeTakeFirst();
  if (label?.status !== 'purchased') throw conflict('sourcing-flex:errors.noLabel', { oddNo: order.odd_no });
  return {};
}

/**
 * Audit/StockXFlex: an admin's step. Approving sends the shipment to the program and buys its box
 * label (the job); a cancel is a rejected review and says why; every other step corrects what the
 * program's feed or the warehouse missed, by the machine's admin steps only.
 */
export async function stepFlexShipment(ctx: AuthedContext, body: FlexStepRequest): Promise<Done> {
  if (body.action === 'cancel') return cancelFlexShipment(ctx, body.id, 'admin', body.reason);
  return inOrderTransaction(ctx, async (trx) => {
    const order = await lockShipment(trx, body.id);
    checkedStep(order, body.action, 'admin');
    const changes = body.action === 'ship' ? await adminShipChanges(trx, order) : {};
    const { order: after } = await applyStep(ctx, trx, order, body.action, 'admin', changes);
    if (body.action === 'approve') await queueFlexLabel(trx, order.id, 'approve', ctx.user.id);
    return done(after);
  });
}

/** A box label the carrier refused (or that could not be quoted), tried again. */
export async function retryFlexLabel(ctx: AuthedContext, id: number): Promise<Done> {
  return inOrderTransaction(ctx, async (trx) => {
    const order = await lockShipment(trx, id);
    if (stateOf(order) !== 'READY_TO_SHIP')
      throw conflict('sourcing-flex:errors.notNow', {
        oddNo: order.odd_no,
        action: 'retryLabel',
        state: stateKey(stateOf(order)),
      });
    await queueFlexLabel(trx, order.id, `retry:${Date.now()}`, ctx.user.id, true);
    return done(order);
  });
}

import { stepOf } from '../../../domain/outbound/kinds';
import { OrderKind, otherReasonUndescribed } from '../../../domain/outbound/kind-codes';
import type { OrderAction, OrderActor } from '../../../domain/outbound/kind-codes';
import type {
  CashOutCreateRequest,
  PlatformOutboundCreateRequest,
  RejectRequest,
  ReshipCreateRequest,
  ShipWithLabelCreateRequest,
  SwitchUserCreateRequest,
} from '../../../domain/outbound/outbound';
import { AccountStatus, PortalId } from '../../../domain/kernel/users';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { storageFeeToDate } from '../wallet/rate-service';
import { selfOperatedAccountId } from '../../kernel/self-operated-account';
import { leaveBatchOnRecall } from './batch-membership';
import { applyStep, createOrder, inOrderTransaction, lockOrder } from './order-engine';
import type { OrderRow, OrderScope, StepChanges } from './order-engine';
import { cashOutDeduction, isPaid, moveMoney, payableCents, quoteFees } from './order-money';
import { openReshipLabel, recallReshipLabel, reopenReshipLabel } from './reship-label';
import { quoteReshipLabel } from './reship-label-quote';

/**
 * The kinds' services on the one engine: what each step needs beyond the table (a quote, the money,
 * the new owner). Each runs in one transaction and answers the order's id; routes answer its view.
 */

export type Done = { id: number; oddNo: string };
export type Trx = Parameters<Parameters<typeof inOrderTransaction>[1]>[0];
export const done = (o: OrderRow): Done => ({ id: o.id, oddNo: o.odd_no });
/** A seller's create in its own transaction, once per client request key (a resend gets the first order). */
export const createOnce = <T>(
  ctx: AuthedContext,
  kind: string,
  body: { requestKey?: string },
  action: (trx: Trx) => Promise<T>,
): Promise<T> =>
  inOrderTransaction(ctx, action, { scope: `outbound.${kind}.create`, key: body.requestKey, body });

// ---- Create ----

/** The seller's uploaded PDFs, by content hash: a label must be one of them. */
async function checkLabels(ctx: AuthedContext, hashes: string[]): Promise<void> {
  const rows = await ctx.db
    .selectFrom('files as f')
    .innerJoin('file_uploads as u', 'u.hash', 'f.hash')
    .select('f.hash')
    .where('f.hash', 'in', hashes)
    .where('u.user_id', '=', ctx.user.id)
    .where('f.mime', '=', 'application/pdf')
    .execute();
  const missing = hashes.filter((h) => !rows.some((r) => r.hash === h));
  if (missing.length > 0) throw badRequest('outbound:errors.labelNotFound', { count: missing.length });
}

export async function createShipWithLabel(
  ctx: AuthedContext,
  body: ShipWithLabelCreateRequest,
): Promise<Done> {
  await checkLabels(ctx, [...new Set(body.items.map((i) => i.labelFile))]);
  return createOnce(ctx, 'shipWithLabel', body, (trx) => openShipWithLabel(ctx, trx, body));
}

/** A ship-with-label order in the caller's transaction (the bulk upload opens many in one); the caller checked its labels. */
export async function openShipWithLabel(
  ctx: AuthedContext,
  trx: Parameters<Parameters<typeof inOrderTransaction>[1]>[0],
  body: ShipWithLabelCreateRequest,
): Promise<Done> {
  const { order } = await createOrder(ctx, trx, {
    kind: OrderKind.shipWithLabel,
    actor: 'seller',
    shopUserId: ctx.user.id,
    oneIds: body.items.map((i) => i.oneId),
    labels: new Map(body.items.map((i) => [i.oneId, i.labelFile])),
    values: { remark: body.remark },
  });
  return done(order);
}

export async function createReship(ctx: AuthedContext, body: ReshipCreateRequest): Promise<Done> {
  return createOnce(ctx, 'reship', body, async (trx) => {
    const { order } = await createOrder(ctx, trx, {
      kind: OrderKind.reship,
      actor: 'seller',
      shopUserId: ctx.user.id,
      oneIds: body.oneIds,
      values: { remark: body.remark, address: JSON.stringify(body.address) },
    });
    return done(order);
  });
}

export async function createCashOut(ctx: AuthedContext, body: CashOutCreateRequest): Promise<Done> {
  return createOnce(ctx, 'cashOut', body, async (trx) => {
    const { order } = await createOrder(ctx, trx, {
      kind: OrderKind.cashOut,
      actor: 'seller',
      shopUserId: ctx.user.id,
      oneIds: body.oneIds,
      values: { remark: body.remark },
    });
    return done(order);
  });
}

export async function createSwitchUser(ctx: AuthedContext, body: SwitchUserCreateRequest): Promise<Done> {
  return createOnce(ctx, 'switchUser', body, async (trx) => {
    const target = await trx
      .selectFrom('users')
      .select(['id'])
      .where('uid', '=', body.toUid)
      .where('user_type', '=', PortalId.seller)
      .where('status', '=', AccountStatus.active)
      .executeTakeFirst();
    if (!target) throw badRequest('outbound:errors.unknownSeller', { uid: body.toUid });
    if (target.id === ctx.user.id) throw badRequest('outbound:errors.switchToSelf');
    const { order } = await createOrder(ctx, trx, {
      kind: OrderKind.switchUser,
      actor: 'seller',
      shopUserId: ctx.user.id,
      oneIds: body.oneIds,
      values: { remark: body.remark, target_user_id: target.id },
    });
    return done(order);
  });
}

/** Kind 14: an admin sends pairs the platform owns straight out (no review, no fee). */
export async function createPlatformOutbound(
  ctx: AuthedContext,
  body: PlatformOutboundCreateRequest,
): Promise<Done> {
  return inOrderTransaction(ctx, async (trx) => {
    const { order } = await createOrder(ctx, trx, {
      kind: OrderKind.platformOutbound,
      actor: 'admin',
      shopUserId: await selfOperatedAccountId(trx),
      oneIds: body.oneIds,
      values: { remark: body.remark, address: body.address ? JSON.stringify(body.address) : null },
    });
    return done(order);
  });
}

// ---- Steps ----

/** Takes a step of an order with the changes it needs; money first, so its refusal changes nothing. */
export async function step(
  ctx: AuthedContext,
  id: number,
  scope: OrderScope,
  action: OrderAction,
  actor: OrderActor,
  plan: (order: OrderRow, trx: Trx) => Promise<StepChanges> = async () => ({}),
  trx?: Trx,
): Promise<Done> {
  const run = async (t: Trx) => {
    const order = await lockOrder(t, id, scope);
    const changes = await plan(order, t);
    const { order: after } = await applyStep(ctx, t, order, action, actor, changes);
    return done(after);
  };
  // A caller's transaction (a synced warehouse op) or the step's own.
  return trx ? run(trx) : inOrderTransaction(ctx, run);
}

async function productIdsOf(trx: Trx, orderId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('outbound_order_items')
    .select('product_id')
    .where('order_id', '=', orderId)
    .orderBy('product_id')
    .execute();
  return rows.map((r) => r.product_id);
}

/**
 * An admin approves (3, 4, 7): the fees are quoted from the seller's rate card for the seller to see and
 * pay, with the storage fee to this day of the pairs that leave (kinds 3 and 4), and a reship's carrier
 * label (its refusal answers the carrier's message, and nothing changes).
 */
export function approveOrder(ctx: AuthedContext, id: number): Promise<Done> {
  return step(ctx, id, {}, 'approve', 'admin', async (order, trx) => {
    // A flex shipment is reviewed in Audit/StockXFlex, whose approval also buys its box label.
    if (order.kind === OrderKind.flex) throw notFound('outbound:errors.orderNotFound', { id });
    if (!stepOf(order.kind as OrderKind, order.status, 'approve', 'admin').ok) return {};
    const productIds = await productIdsOf(trx, order.id);
    const label =
      order.kind === OrderKind.reship
        ? await quoteReshipLabel(trx, ctx.config, order, productIds.length)
        : {};
    return { order: { ...(await quoteFees(trx, order, productIds, new Date())), ...label } };
  });
}

export async function rejectOrder(ctx: AuthedContext, body: RejectRequest): Promise<Done> {
  if (otherReasonUndescribed(body.reasons, body.remark))
    throw badRequest('outbound:errors.otherReasonUndescribed');
  return step(ctx, body.id, {}, 'reject', 'admin', async () => ({
    order: { reject_reasons: JSON.stringify(body.reasons), reject_remark: body.remark },
  }));
}

/** Cash-out: an admin offers a price; the deduction the seller's card keeps of it is fixed with it. */
export function quoteCashOut(ctx: AuthedContext, id: number, priceCents: number): Promise<Done> {
  return step(ctx, id, {}, 'quote', 'admin', async (order, trx) => ({
    order: {
      quote_cents: priceCents,
      deduction_cents: await cashOutDeduction(trx, order, priceCents, new Date()),
    },
  }));
}

/** Cash-out accepted by its seller: the pairs become the platform's; the price less the deduction is credited. */
export function acceptCashOut(ctx: AuthedContext, id: number): Promise<Done> {
  return step(ctx, id, { shopUserId: ctx.user.id }, 'accept', 'seller', async (order, trx) => {
    if (!stepOf(order.kind as OrderKind, order.status, 'accept', 'seller').ok) return {};
    const owner = await selfOperatedAccountId(trx);
    return { order: await moveMoney(trx, 'creditCashOut', order, ctx.user.id, owner), owner };
  });
}

/**
 * GET /sys_prod/pay: the seller pays an approved order. Paying again what is paid answers the order as
 * it is (nothing posted twice); too little money is InsufficientFunds (409 with the shortfall).
 */
export async function payOrder(ctx: AuthedContext, id: number, kind: OrderKind): Promise<Done> {
  return inOrderTransaction(ctx, async (trx) => {
    const order = await lockOrder(trx, id, { shopUserId: ctx.user.id, kind });
    if (isPaid(order.paid_state)) return done(order);
    const next = stepOf(kind, order.status, 'pay', 'seller');
    const money = next.ok ? await moveMoney(trx, next.transition.money, order, ctx.user.id) : {};
    const owner =
      next.ok && next.transition.item === 'toTarget' ? (order.target_user_id ?? undefined) : undefined;
    const labelId = next.ok ? await openReshipLabel(trx, order, ctx.user.id) : null;
    const { order: after } = await applyStep(ctx, trx, order, 'pay', 'seller', {
      order: labelId === null ? money : { ...money, label_id: labelId },
      owner,
    });
    return done(after);
  });
}

/** GET /sys_prod/cancel: the seller recalls its order; a held payment is released. */
export function recallOrder(ctx: AuthedContext, id: number, kind: OrderKind): Promise<Done> {
  return recallAs(ctx, id, { shopUserId: ctx.user.id, kind }, 'seller');
}

/** An admin cancels a platform direct outbound. */
export function cancelPlatformOutbound(ctx: AuthedContext, id: number): Promise<Done> {
  return recallAs(ctx, id, { kind: OrderKind.platformOutbound }, 'admin');
}

/** A recall by its actor: out of any batch, any reship label stopped, any held payment released. */
export function recallAs(
  ctx: AuthedContext,
  id: number,
  scope: OrderScope,
  actor: OrderActor,
  inTrx?: Trx,
): Promise<Done> {
  return step(
    ctx,
    id,
    scope,
    'recall',
    actor,
    async (order, trx) => {
      const next = stepOf(order.kind as OrderKind, order.status, 'recall', actor);
      if (!next.ok) return {};
      await leaveBatchOnRecall(trx, order.id);
      await recallReshipLabel(trx, order);
      const money = await moveMoney(trx, next.transition.money, order, ctx.user.id);
      return { order: { ...money, recalled_at: new Date(), recalled_by: ctx.user.id } };
    },
    inTrx,
  );
}

/** Reship: the carrier or the warehouse cannot complete it (status 7), and an admin resumes it. */
export function markException(ctx: AuthedContext, id: number, actor: OrderActor, trx?: Trx): Promise<Done> {
  return step(ctx, id, {}, 'exception', actor, undefined, trx);
}

/** Resuming a reship whose label the carrier refused tries the purchase again. */
export function resumeOrder(ctx: AuthedContext, id: number): Promise<Done> {
  return step(ctx, id, {}, 'resume', 'admin', async (order, trx) => {
    if (stepOf(order.kind as OrderKind, order.status, 'resume', 'admin').ok)
      await reopenReshipLabel(trx, order);
    return {};
  });
}

/**
 * A shipped order marked completed ("close an order"): by an admin, or by the platform when the
 * marketplace completed a consignment's sale; the step's money (a consignment's payout) with it.
 */
export function closeOrder(
  ctx: AuthedContext,
  id: number,
  actor: OrderActor = 'admin',
  inTrx?: Trx,
): Promise<Done> {
  return step(
    ctx,
    id,
    {},
    'close',
    actor,
    async (order, trx) => {
      const next = stepOf(order.kind as OrderKind, order.status, 'close', actor);
      return next.ok ? { order: await moveMoney(trx, next.transition.money, order, ctx.user.id) } : {};
    },
    inTrx,
  );
}

/** A reship leaves only with the label its seller paid for. */
async function requireBoughtLabel(trx: Trx, order: OrderRow): Promise<void> {
  if (order.label_id === null) return;
  const label = await trx
    .selectFrom('shipping_labels')
    .select('status')
    .where('id', '=', order.label_id)
    .executeTakeFirstOrThrow();
  if (label.status !== 'purchased') throw conflict('outbound:errors.labelNotBought', { oddNo: order.odd_no });
}

/**
 * The order's pairs leave the warehouse (the warehouse's ship step; batches and the offline ship op
 * call this): status 6 and gmt_out, event 11 with the storage fee to date, shelf freed, the held fees
 * captured; in the caller's transaction when one is given (a synced ship op).
 */
export function shipOrder(ctx: AuthedContext, id: number, wareId: number, inTrx?: Trx): Promise<Done> {
  return step(
    ctx,
    id,
    {},
    'ship',
    'warehouse',
    async (order, trx) => {
      if (order.ware_id !== wareId) throw notFound('outbound:errors.orderNotFound', { id });
      const next = stepOf(order.kind as OrderKind, order.status, 'ship', 'warehouse');
      if (!next.ok) return {};
      if (payableCents(order) > 0 && order.paid_state !== 'held')
        throw conflict('outbound:errors.notPaid', { oddNo: order.odd_no });
      await requireBoughtLabel(trx, order);
      const at = new Date();
      const items = await trx
        .selectFrom('outbound_order_items')
        .select('product_id')
        .where('order_id', '=', order.id)
        .execute();
      const fees = new Map<number, { wareDays: number; wareFeeCents: number }>();
      for (const i of items) fees.set(i.product_id, await storageFeeToDate(trx, i.product_id, at));
      return {
        order: await moveMoney(trx, next.transition.money, order, ctx.user.id),
        event: (item) => ({
          ware_days: fees.get(item.id)?.wareDays ?? null,
          ware_fee_cents: fees.get(item.id)?.wareFeeCents ?? null,
          delivery_fee_cents: order.fee_cents,
        }),
      };
    },
    inTrx,
  );
}

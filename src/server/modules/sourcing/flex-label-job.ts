import type { Transaction } from 'kysely';
import { z } from 'zod';
import { labelFeeCents } from '../../../domain/labels/label-center';
import { shippingAddressSchema } from '../../../domain/labels/labels';
import type { ShippingAddress } from '../../../domain/labels/labels';
import { FLEX_STATUS_CODE } from '../../../domain/sourcing/flex';
import type { DB } from '../../db/schema';
import { AppError, ErrorCode } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { jobEnvOf } from '../../kernel/self-operated-account';
import type { JobEnv } from '../../kernel/self-operated-account';
import { carrierFor } from '../labels/carrier-connection';
import { keepQuote, openOrderLabel, reopenFailedLabel } from '../labels/order-labels';
import { giveUpLabelOfOrder, runReshipLabel } from '../outbound/reship-label-job';
import { quoteReshipParcel } from '../outbound/reship-label-quote';
import { FlexProgramError, flexProgramFor } from './flex-program';

/**
 * A flex shipment's box label, once an admin approved it (issue 26 point 5), as a job: the program is
 * asked for the shipment (made once per shipment number) and answers where the box goes; the carrier
 * (the labels adapter: its simulator or EasyPost) quotes the box of the shipment's pairs from the
 * platform's sender address there, and the cheapest rate is bought as an order's label, the way a
 * reship's is (reship-label-job.ts): bought once whatever is retried, its PDF the file of each pair
 * (the batch's label zip prints it), a refusal kept on the label with the carrier's words, voided at
 * the carrier when the shipment is cancelled. The program pays the box's way in: the label is the
 * platform's cost, with no hold on the seller's wallet (an order's label settles without an entry).
 * What stops a label before it exists (no program address, the carrier refusing the quote) is kept
 * on the shipment for an admin to see and retry.
 */
export const FLEX_LABEL_JOB = 'sourcing.flex-label';

type Trx = Transaction<DB>;
const PROGRAM_FAILED = 'sourcing-flex:errors.programFailed';
const payloadSchema = z.object({ orderId: z.number().int(), operatorId: z.number().int() });

/** Queues the label's work for a shipment: one job per round (its approval, its cancel, each retry). */
export async function queueFlexLabel(
  trx: Trx,
  orderId: number,
  round: string,
  operatorId: number,
  retry = false,
): Promise<void> {
  if (retry) {
    const order = await trx
      .selectFrom('outbound_orders')
      .select('label_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    if (order.label_id !== null) await reopenFailedLabel(trx, order.label_id);
    await trx
      .updateTable('flex_shipments')
      .set({ label_problem: null, label_problem_params: null, updated_at: new Date() })
      .where('order_id', '=', orderId)
      .execute();
  }
  await enqueue(
    trx,
    FLEX_LABEL_JOB,
    { orderId, operatorId },
    { maxAttempts: 5, singletonKey: `${FLEX_LABEL_JOB}:${orderId}:${round}` },
  );
}

const shipmentOf = (env: JobEnv, orderId: number) =>
  env.db
    .selectFrom('outbound_orders as o')
    .innerJoin('flex_shipments as f', 'f.order_id', 'o.id')
    .select(['o.id', 'o.odd_no', 'o.status', 'o.shop_user_id', 'o.label_id', 'o.recalled_at', 'f.ship_to'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();

async function recordProblem(
  env: JobEnv,
  orderId: number,
  key: string,
  params: Record<string, unknown> = {},
) {
  await env.db
    .updateTable('flex_shipments')
    .set({ label_problem: key, label_problem_params: JSON.stringify(params), updated_at: new Date() })
    .where('order_id', '=', orderId)
    .execute();
}

/** Where the box goes: the program's address for the shipment, asked once; null without a program. */
async function shipToOf(
  env: JobEnv,
  shipment: { id: number; odd_no: string; ship_to: unknown },
): Promise<ShippingAddress | null> {
  if (shipment.ship_to !== null) return shippingAddressSchema.parse(shipment.ship_to);
  const program = await flexProgramFor(env.config);
  if (!program) return null;
  const items = await env.db
    .selectFrom('flex_shipment_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.one_id as oneId', 'p.sku as styleCode', 'p.size', 'i.ask_cents as askCents'])
    .where('i.order_id', '=', shipment.id)
    .orderBy('i.one_id')
    .execute();
  const made = await program.create(shipment.odd_no, items);
  await env.db
    .updateTable('flex_shipments')
    .set({ program_ref: made.id, ship_to: JSON.stringify(made.shipTo), updated_at: new Date() })
    .where('order_id', '=', shipment.id)
    .execute();
  return made.shipTo;
}

/** The label at the carrier's cheapest rate for the box, made on the shipment (still ready to ship, still without one). */
async function openLabel(env: JobEnv, orderId: number, operatorId: number, to: ShippingAddress) {
  const pairs = await env.db
    .selectFrom('flex_shipment_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const { request, quote, rate, mode } = await quoteReshipParcel(env.db, env.config, to, Number(pairs.n));
  await env.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('outbound_orders')
      .select(['odd_no', 'status', 'shop_user_id', 'label_id'])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (order.status !== FLEX_STATUS_CODE.READY_TO_SHIP || order.label_id !== null) return;
    await keepQuote(trx, order.shop_user_id, mode, request, quote);
    const labelId = await openOrderLabel(trx, {
      sellerId: order.shop_user_id,
      operatorId,
      key: `flex:${order.odd_no}`,
      shipmentId: quote.shipmentId,
      rateId: rate.id,
      feeCents: labelFeeCents(rate.amountCents, 0),
    });
    await trx
      .updateTable('outbound_orders')
      .set({ label_id: labelId, label_shipment_id: quote.shipmentId, label_rate_id: rate.id })
      .where('id', '=', orderId)
      .execute();
    await trx
      .updateTable('flex_shipments')
      .set({ label_problem: null, label_problem_params: null, updated_at: new Date() })
      .where('order_id', '=', orderId)
      .execute();
  });
}

/** One attempt at the shipment's label: what the job does (tests and the demo call it directly too). */
export async function runFlexLabel(env: JobEnv, orderId: number, operatorId: number): Promise<void> {
  const shipment = await shipmentOf(env, orderId);
  if (!shipment) return;
  const ready = shipment.status === FLEX_STATUS_CODE.READY_TO_SHIP && shipment.recalled_at === null;
  if (ready && shipment.label_id === null) {
    try {
      const to = await shipToOf(env, shipment);
      if (!to) return void (await recordProblem(env, orderId, 'sourcing-flex:errors.noProgram'));
      await openLabel(env, orderId, operatorId, to);
    } catch (error) {
      // A refusal (the carrier's: an address, a parcel past its limits; the program's) waits for an
      // admin's retry; an outage is tried again.
      if (error instanceof FlexProgramError && !error.transient)
        return void (await recordProblem(env, orderId, PROGRAM_FAILED, { reason: error.message }));
      if (!(error instanceof AppError) || error.code === ErrorCode.unavailable) throw error;
      return void (await recordProblem(env, orderId, error.msgKey, error.params));
    }
  }
  // Bought (its PDF on each pair), refused (kept on the label), or voided after a cancel, as a reship's.
  await runReshipLabel(env, await carrierFor(env.config), orderId);
}

export const flexLabelJob: JobHandler = {
  run: async (payload, ctx) => {
    const { orderId, operatorId } = payloadSchema.parse(payload);
    await runFlexLabel(jobEnvOf(ctx), orderId, operatorId);
  },
  onFailure: async (payload, reason, final, ctx) => {
    if (!final) return;
    // The carrier or the program kept failing: said on the label (or the shipment) for an admin's retry.
    const { orderId } = payloadSchema.parse(payload);
    if (!(await giveUpLabelOfOrder(ctx.db, orderId)))
      await recordProblem(jobEnvOf(ctx), orderId, PROGRAM_FAILED, { reason });
  },
};

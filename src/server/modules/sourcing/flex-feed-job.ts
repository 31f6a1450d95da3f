import { OrderKind } from '../../../domain/outbound/kind-codes';
import { FLEX_STATES, FLEX_STATUS_CODE, flexActionTo, isFlexTerminal } from '../../../domain/sourcing/flex';
import type { FlexOutcome } from '../../../domain/sourcing/flex';
import type { AuthedContext } from '../../http/context';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import type { Db } from '../../kernel/db-helpers';
import { jobEnvOf, platformActor } from '../../kernel/self-operated-account';
import type { JobEnv } from '../../kernel/self-operated-account';
import { applyStep, inOrderTransaction, lockOrder } from '../outbound/order-engine';
import { flexProgramFor, PROGRAM_READ_MAX } from './flex-program';
import type { FlexProgram, ProgramShipment } from './flex-program';
import { stateOf } from './flex-service';

/**
 * The program's side of flex shipments (issue 26 point 5), a periodic job: boxes that left our
 * warehouse are told to the program with their tracking, and every shipment on its way is read back
 * from the program's feed; each state it went through becomes the machine's program step
 * (flexActionTo), taken by the engine like any step (an event on each pair). A state the shipment is
 * already in, or went past by an admin's correction, takes no step, so a late or repeated read
 * changes nothing. Without a feed (StockX itself) nothing runs: admins set the program's steps.
 */
export const FLEX_FEED_JOB = 'sourcing.flex-feed';
export const FLEX_FEED_EVERY_MS = 60_000;

/** How the program's steps are signed in the events: the simulator is named where its results appear. */
export const FLEX_SIMULATOR_OPERATOR = 'StockX Flex (simulator)';

const code = (states: readonly FlexOutcome[]) => states.map((s) => FLEX_STATUS_CODE[s]);
/** After the box left, until the program's last word. */
const ON_ITS_WAY = code(
  FLEX_STATES.filter((s) => !isFlexTerminal(s) && s !== 'PENDING_CREATE' && s !== 'READY_TO_SHIP'),
);

/** Asks for a read of the program's feed now (an admin's button, a test). */
export const requestFlexFeed = (db: Db) => enqueue(db, FLEX_FEED_JOB, {}, { maxAttempts: 3 });

const inFlight = (env: JobEnv) =>
  env.db
    .selectFrom('outbound_orders as o')
    .innerJoin('flex_shipments as f', 'f.order_id', 'o.id')
    .leftJoin('shipping_labels as l', 'l.id', 'o.label_id')
    .select(['o.id', 'f.program_ref', 'f.program_shipped_at', 'l.carrier', 'l.tracking_number'])
    .where('o.kind', '=', OrderKind.flex)
    .where('o.status', 'in', ON_ITS_WAY)
    .where('f.program_ref', 'is not', null)
    .orderBy('o.id')
    .execute();

/** The box left: the program is told once, with the label's carrier and tracking. */
async function tellShipped(
  env: JobEnv,
  program: FlexProgram,
  row: Awaited<ReturnType<typeof inFlight>>[number],
) {
  if (row.program_shipped_at !== null || !row.tracking_number) return;
  await program.ship(row.program_ref as string, {
    carrier: row.carrier ?? '',
    trackingNumber: row.tracking_number,
  });
  await env.db
    .updateTable('flex_shipments')
    .set({ program_shipped_at: new Date(), updated_at: new Date() })
    .where('order_id', '=', row.id)
    .execute();
}

/** The program's states of one shipment, taken as its program steps, in one transaction. */
export async function applyProgramShipment(
  ctx: AuthedContext,
  orderId: number,
  shipment: ProgramShipment,
): Promise<void> {
  await inOrderTransaction(ctx, async (trx) => {
    let order = await lockOrder(trx, orderId, { kind: OrderKind.flex });
    for (const event of shipment.events) {
      const action = flexActionTo(stateOf(order), event.status as FlexOutcome, 'program');
      if (action !== null) order = (await applyStep(ctx, trx, order, action, 'program')).order;
    }
    await trx
      .updateTable('flex_shipments')
      .set({ program_updated_at: shipment.updatedAt, updated_at: new Date() })
      .where('order_id', '=', orderId)
      .execute();
  });
}

/**
 * One read: the boxes that left are told, then every told shipment is read back. Nothing on its way:
 * the program is not even opened (no simulator is started for nothing).
 */
export async function readFlexFeed(
  env: JobEnv,
  heartbeat: () => Promise<void> = async () => {},
): Promise<void> {
  const rows = await inFlight(env);
  if (rows.length === 0) return;
  const program = await flexProgramFor(env.config);
  if (!program) return;
  for (const row of rows) await tellShipped(env, program, row);
  const told = (await inFlight(env)).filter((r) => r.program_shipped_at !== null);
  const ctx = await platformActor(env, FLEX_FEED_JOB);
  const actor = { ...ctx, user: { ...ctx.user, realname: FLEX_SIMULATOR_OPERATOR } };
  for (let i = 0; i < told.length; i += PROGRAM_READ_MAX) {
    await heartbeat();
    const chunk = told.slice(i, i + PROGRAM_READ_MAX);
    const shipments = await program.shipments(chunk.map((r) => r.program_ref as string));
    for (const shipment of shipments) {
      const row = chunk.find((r) => r.program_ref === shipment.id);
      if (row) await applyProgramShipment(actor, row.id, shipment);
    }
  }
}

export const flexFeedJob: JobHandler = {
  run: async (_payload, ctx) => readFlexFeed(jobEnvOf(ctx), () => ctx.heartbeat()),
};

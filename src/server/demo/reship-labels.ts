import type { AuthedContext } from '../http/context';
import { carrierFor } from '../modules/labels/carrier-connection';
import { runReshipLabel } from '../modules/outbound/reship-label-job';

/**
 * The demo's reship labels, bought through the carrier simulator as the pay's job buys them, but now
 * (the seed runs before the worker takes jobs, and a reship leaves only with its label). The demo's
 * reship in status 7 is the carrier's refusal: its rate is withdrawn (an id the carrier never quoted),
 * so the simulator refuses the purchase with its own message and the order goes to exception. Run on
 * a recalled reship, the same job voids the label the carrier sold.
 */
export async function buyDemoReshipLabel(ctx: AuthedContext, orderId: number, refused = false) {
  if (refused) {
    const order = await ctx.db
      .selectFrom('outbound_orders')
      .select('label_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    if (order.label_id !== null)
      await ctx.db
        .updateTable('shipping_labels')
        .set({ rate_id: 'rate_withdrawn' })
        .where('id', '=', order.label_id)
        .execute();
  }
  await runReshipLabel(ctx, await carrierFor(ctx.config), orderId);
}

import { z } from 'zod';
import type { MarketplaceCode } from '../../../domain/listing/marketplaces';
import type { RequestContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { defineRoute } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { marketplaceFor, webhookPathOf } from './marketplace-connection';
import { MarketplaceError } from './marketplaces/marketplace-errors';
import { requestOrderPoll } from './sale-jobs';

/**
 * Where a marketplace sends its webhooks (issue 25 point 1; the short-video shop's order pushes):
 * public, checked by the marketplace's signature over the raw body (400 when it does not verify, and
 * nothing is done). An event seen before (sent twice) is acknowledged and ignored; an order event
 * asks for an order read of the marketplace's connections, which records the sale once.
 */
async function receiveWebhook(
  ctx: RequestContext,
  marketplace: MarketplaceCode,
  headers: Record<string, string | string[] | undefined>,
  raw: Buffer,
) {
  const adapter = await marketplaceFor(ctx.config, marketplace);
  let events;
  try {
    events = adapter.parseWebhook(headers, raw);
  } catch (error) {
    if (error instanceof MarketplaceError && error.kind === 'bad_signature')
      throw badRequest('listing:errors.badSignature');
    throw error;
  }
  let fresh = 0;
  for (const event of events) {
    const seen = await ctx.db
      .insertInto('marketplace_events')
      .values({ marketplace, event_id: event.eventId })
      .onConflict((oc) => oc.columns(['marketplace', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (seen && event.kind === 'order') fresh += 1;
  }
  if (fresh > 0) await requestOrderPoll(ctx.db);
  return { received: events.length, fresh };
}

/** The marketplaces that send webhooks (the others' orders are read by the order poll). */
const SENDING: readonly MarketplaceCode[] = ['tiktok'];

export const webhookRoutes: AnyRoute[] = SENDING.map((marketplace) =>
  defineRoute({
    method: 'POST',
    path: webhookPathOf(marketplace),
    hosts: ['system'],
    access: { kind: 'public' },
    summary: `${marketplace}'s webhooks: signature checked over the raw body (400 otherwise, nothing done); an event sent twice counts once`,
    body: z.unknown(),
    rawBody: true,
    bodyLimit: 256 * 1024,
    response: z.object({ received: z.number().int(), fresh: z.number().int() }),
    handler: (ctx, { rawBody }, reply) =>
      receiveWebhook(ctx, marketplace, reply.request.headers, rawBody ?? Buffer.alloc(0)),
  }),
);

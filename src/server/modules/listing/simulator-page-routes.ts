import { MARKETPLACES, simulatorBuyerPagePath } from '../../../domain/listing/marketplaces';
import { notFound } from '../../http/errors';
import { defineRoute, fileAnswer, REPLIED } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { marketplaceModeOf, marketplaceSimulatorOf } from './marketplace-connection';

/**
 * The way to a simulated marketplace's buyer page (marketplaces/simulator-buyer-page.ts), linked from
 * `platformservices`: a redirect to the simulator's own server (started on first use), where a
 * demo's or a test's buyer buys a listing and completes its order. Where the marketplace itself is
 * configured there is no simulator and no page: 404.
 */
export const simulatorPageRoutes: AnyRoute[] = MARKETPLACES.map((marketplace) =>
  defineRoute({
    method: 'GET',
    path: simulatorBuyerPagePath(marketplace),
    hosts: ['system'],
    access: { kind: 'public' },
    summary: `Redirects to the ${marketplace} simulator's buyer page (its listings to buy, its orders to complete); 404 when the marketplace itself is configured`,
    response: fileAnswer('text/html'),
    handler: async (ctx, _input, reply) => {
      const simulator =
        marketplaceModeOf(ctx.config, marketplace) === 'simulator'
          ? await marketplaceSimulatorOf(ctx.config, marketplace)
          : null;
      if (!simulator) throw notFound();
      const link = simulator.buyerPageUrl.replace(/&/g, '&amp;');
      void reply
        .code(302)
        .header('location', simulator.buyerPageUrl)
        .type('text/html')
        .send(`<a href="${link}">Continue</a>`);
      return REPLIED;
    },
  }),
);

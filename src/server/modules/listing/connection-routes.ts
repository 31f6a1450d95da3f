import { z } from 'zod';
import {
  connectCallbackQuery,
  connectionIdRequest,
  connectRequest,
  marketplaceConnectionView,
} from '../../../domain/listing/connections';
import { BusinessPart } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import { defineRoute, fileAnswer, REPLIED, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import {
  CALLBACK_PATH,
  disconnectConnection,
  finishConnection,
  listConnections,
  startConnection,
} from './connection-service';

/** A seller's marketplace connections (`platformservices`; issue 25 point 1). */
const access = (action: Action) => ({ kind: 'permission', code: BusinessPart.listing, action }) as const;

export const connectionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/listing/connections/list',
    hosts: ['business'],
    access: access('query'),
    summary: "The seller's connection to each marketplace, its state and whether it is the simulator",
    response: z.array(marketplaceConnectionView),
    handler: (ctx) => listConnections(ctx),
  }),
  defineRoute({
    method: 'POST',
    path: '/listing/connections/connect',
    hosts: ['business'],
    access: access('add'),
    summary:
      "Starts connecting a marketplace: the consent page to open (the marketplace's, or its simulator's); 403 without cross-listing",
    body: connectRequest,
    response: z.object({ authorizeUrl: z.string() }),
    handler: (ctx, { body }) => startConnection(ctx, body.marketplace),
  }),
  defineRoute({
    method: 'GET',
    path: CALLBACK_PATH,
    hosts: ['business'],
    access: { kind: 'public' },
    summary:
      'Where the marketplace sends the browser back after consent (single-use state): keeps the tokens sealed and redirects to the connections screen with the outcome',
    query: connectCallbackQuery,
    // A 302 to the screen, with a link to it in the body for a browser that does not follow.
    response: fileAnswer('text/html'),
    handler: async (ctx, { query }, reply) => {
      const screen = await finishConnection(ctx, query);
      const link = screen.replace(/&/g, '&amp;');
      void reply
        .code(302)
        .header('location', screen)
        .type('text/html')
        .send(`<a href="${link}">Continue</a>`);
      return REPLIED;
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/listing/connections/disconnect',
    hosts: ['business'],
    access: access('delete'),
    summary:
      "Disconnects one of the seller's connections (anyone else's answers 404; 409 while listings are live on it)",
    body: connectionIdRequest,
    response: marketplaceConnectionView,
    handler: async (ctx, { body }) =>
      new WithMessage(await disconnectConnection(ctx, body.id), 'listing:connection.disconnected'),
  }),
];

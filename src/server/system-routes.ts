import { z } from 'zod';
import { API_HOSTS } from '../domain/kernel/users';
import { APP_VERSION } from '../domain/kernel/version';
import { defineRoute } from './http/route';

export const systemRoutes = [
  defineRoute({
    method: 'GET',
    path: '/version/web',
    hosts: API_HOSTS,
    access: { kind: 'public' },
    summary: 'The running version, compared by the client to its own',
    response: z.object({ version: z.string(), buildDate: z.string() }),
    handler: async (ctx) => ({ version: APP_VERSION, buildDate: ctx.config.buildDate }),
  }),
];

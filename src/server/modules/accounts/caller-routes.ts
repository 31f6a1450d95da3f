import { z } from 'zod';
import { merchantFlags } from '../../../domain/accounts/accounts';
import { sessionPermission } from '../../../domain/auth/auth';
import { badRequest } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { merchantFlagsOf } from '../../kernel/merchant-flags';
import { warehousePermissionsOf } from './caller-service';

/** What the logged-in caller may do: its merchant flags, its permissions in a warehouse. */
export const callerRoutes = [
  defineRoute({
    method: 'GET',
    path: '/inventory/listing/auth',
    hosts: ['business'],
    access: { kind: 'authenticated' },
    summary: "The caller's merchant authorization flags (all false until an admin sets them)",
    response: merchantFlags,
    handler: async (ctx) => merchantFlagsOf(ctx.db, ctx.user.id),
  }),
  defineRoute({
    method: 'GET',
    path: '/sys_ware/getWarePermission',
    hosts: ['warehouse'],
    access: { kind: 'authenticated' },
    summary: "The caller's permissions in the warehouse of the wareId header",
    response: z.array(sessionPermission),
    handler: async (ctx) => {
      if (ctx.wareId === null) throw badRequest('api:errors.wareIdRequired');
      return warehousePermissionsOf(ctx, ctx.wareId);
    },
  }),
];

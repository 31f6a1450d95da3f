import { auditEntry, auditFilter, isTimeRangeOrdered } from '../../../domain/accounts/accounts';
import { AdminPage } from '../../../domain/kernel/permissions';
import { badRequest } from '../../http/errors';
import { pagingFields } from '../../http/paging';
import { defineRoute } from '../../http/route';
import { pagedWithRecordsSchema } from './account-store';
import { listAuditEntries } from './audit-log-service';

export const auditLogRoutes = [
  defineRoute({
    method: 'POST',
    path: '/audit/list',
    hosts: ['admin'],
    access: { kind: 'permission', code: AdminPage.auditLog, action: 'query' },
    summary: 'The audit log, newest first, filtered by actor, action, entity and time',
    body: auditFilter.extend(pagingFields),
    response: pagedWithRecordsSchema(auditEntry),
    handler: async (ctx, { body }) => {
      if (!isTimeRangeOrdered(body.beginTime, body.endTime)) throw badRequest('accounts:errors.timeRange');
      return listAuditEntries(ctx, body);
    },
  }),
];

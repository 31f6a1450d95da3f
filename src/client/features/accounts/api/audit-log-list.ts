import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';

/** POST /audit/list: who did what and when, newest first, with the state before and after. */
export type AuditEntry = {
  id: number;
  actorName: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  requestId: string;
  gmtCreate: string;
};

/** beginTime and endTime are ISO instants from dateRangeParams (start of day to end of day). */
export type AuditFilter = {
  actor?: string;
  action?: string;
  entity?: string;
  beginTime?: string;
  endTime?: string;
};
export type AuditQuery = AuditFilter & PageRequest;

export const auditLogKeys = {
  all: ['accounts', 'audit'] as const,
  list: (query: AuditQuery) => [...auditLogKeys.all, 'list', query] as const,
};

export function fetchAuditLog(query: AuditQuery): Promise<Page<AuditEntry>> {
  return fetchPage<AuditEntry, AuditQuery>('/audit/list', query);
}

export function auditLogOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: auditLogKeys.list(query),
    queryFn: () => fetchAuditLog(query),
    placeholderData: keepPreviousData,
    // Someone else's action appears the next time the page is opened, never from a stale cache.
    staleTime: 0,
  });
}

export function useAuditLog(query: AuditQuery) {
  return useQuery(auditLogOptions(query));
}

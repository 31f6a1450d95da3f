import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../../../../domain/accounts/accounts';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { listKeys, pagedListOptions } from './paged-list';

/** POST /audit/list: who did what and when, newest first, with the state before and after. */
export type { AuditEntry };

/** beginTime and endTime are ISO instants from dateRangeParams (start of day to end of day). */
export type AuditFilter = {
  actor?: string;
  action?: string;
  entity?: string;
  beginTime?: string;
  endTime?: string;
};
export type AuditQuery = AuditFilter & PageRequest;

export const auditLogKeys = listKeys<AuditQuery>('audit');

export function fetchAuditLog(query: AuditQuery): Promise<Page<AuditEntry>> {
  return fetchPage<AuditEntry, AuditQuery>('/audit/list', query);
}

export function auditLogOptions(query: AuditQuery) {
  return pagedListOptions(auditLogKeys.list(query), () => fetchAuditLog(query));
}

export function useAuditLog(query: AuditQuery) {
  return useQuery(auditLogOptions(query));
}

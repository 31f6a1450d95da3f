import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailKindCode, MailStatus, OutboxRow, OutboxSummary } from '../../../../domain/email/email';
import { getJson, postJson } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';

/**
 * The admins' outbox (src/domain/email/email.ts): POST /email/outbox/list, GET /email/outbox/summary
 * and POST /email/outbox/retry. While a message on the page or in the counts waits for delivery,
 * both are asked again every OUTBOX_POLL_MS, so a retry's outcome shows without a reload.
 */
export type OutboxFilter = { status?: MailStatus; kind?: MailKindCode; to?: string };
export type OutboxQuery = OutboxFilter & PageRequest;

export const OUTBOX_POLL_MS = 5000;

export const outboxKeys = {
  all: ['email', 'outbox'] as const,
  list: (query: OutboxQuery) => [...outboxKeys.all, 'list', query] as const,
  summary: () => [...outboxKeys.all, 'summary'] as const,
};

export function outboxListOptions(query: OutboxQuery) {
  return queryOptions({
    queryKey: outboxKeys.list(query),
    queryFn: () => fetchPage<OutboxRow, OutboxQuery>('/email/outbox/list', query),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (q) =>
      (q.state.data as Page<OutboxRow> | undefined)?.rows.some((m) => m.status === 'queued')
        ? OUTBOX_POLL_MS
        : false,
  });
}

export function useOutboxList(query: OutboxQuery) {
  return useQuery(outboxListOptions(query));
}

export function useOutboxSummary() {
  return useQuery({
    queryKey: outboxKeys.summary(),
    queryFn: () => getJson<OutboxSummary>('/email/outbox/summary'),
    staleTime: 0,
    refetchInterval: (q) => ((q.state.data?.counts.queued ?? 0) > 0 ? OUTBOX_POLL_MS : false),
  });
}

export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postJson<OutboxRow>('/email/outbox/retry', { id }, { notify: false }),
    onSettled: () => client.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}

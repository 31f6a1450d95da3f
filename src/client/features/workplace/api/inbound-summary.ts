import { queryOptions, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { InboundSummary } from '../../../../domain/inbound/inbound';
import { getJson } from '../../../api/http';

/**
 * GET /api/warehouse/workplace/inbound_summary?since=<start of the worker's day>: what the selected
 * warehouse (wareId header) received, inspected and shelved today, and what waits for each step.
 */
export type { InboundSummary };

export const inboundSummaryKeys = {
  all: ['warehouse', 'inboundSummary'] as const,
  of: (wareId: number | null, since: string) => [...inboundSummaryKeys.all, wareId, since] as const,
};

/** Midnight of the worker's own day, so "today" is the day on the warehouse wall clock. */
export function startOfToday(now: Date = new Date()): string {
  return dayjs(now).startOf('day').toISOString();
}

export function fetchInboundSummary(since: string): Promise<InboundSummary> {
  return getJson<InboundSummary>('/workplace/inbound_summary', { since }, { host: 'warehouse' });
}

export function inboundSummaryQuery(wareId: number | null, since: string) {
  return queryOptions({
    queryKey: inboundSummaryKeys.of(wareId, since),
    queryFn: () => fetchInboundSummary(since),
    enabled: wareId !== null,
    // Counts move all day; a worker coming back to the home screen sees them fresh.
    refetchInterval: 60_000,
  });
}

export function useInboundSummary(wareId: number | null, since: string) {
  return useQuery(inboundSummaryQuery(wareId, since));
}

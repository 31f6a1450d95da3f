import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SwitchRecord, SwitchResult, SwitchUserInput } from '../../../../domain/inventory/inventory';
import { fetchPage } from '../../../api/paging';
import { requestEnvelope } from '../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';

/** POST /switch_user/list and /switch_user/create (warehouse ChangeWarehouse). */
export type { SwitchRecord };

export type SwitchRecordFilter = { oneId?: string; oddNo?: string; pageNo: number; pageSize: number };

export const switchRecordKeys = {
  all: ['inventory', 'switch-records'] as const,
  list: (filter: SwitchRecordFilter) => [...switchRecordKeys.all, filter] as const,
};

export function switchRecordsQuery(filter: SwitchRecordFilter) {
  return queryOptions({
    queryKey: switchRecordKeys.list(filter),
    queryFn: () => fetchPage<SwitchRecord, SwitchRecordFilter>('/switch_user/list', filter),
    placeholderData: keepPreviousData,
  });
}

export function useSwitchRecords(filter: SwitchRecordFilter) {
  return useQuery(switchRecordsQuery(filter));
}

/** Moves items; the form shows a refusal itself, so nothing is announced twice. */
export const switchItemsMutation = resumableMutation({
  mutationKey: ['inventory', 'switchItems'],
  mutationFn: async (input: SwitchUserInput) =>
    (
      await requestEnvelope<SwitchResult>('/switch_user/create', {
        method: 'POST',
        body: input,
        notify: false,
      })
    ).msg,
  refresh: (client) => client.invalidateQueries({ queryKey: switchRecordKeys.all }),
});

export const useSwitchItems = () => useResumableMutation(switchItemsMutation);

import { useQuery } from '@tanstack/react-query';
import { taskSummary } from '../../../../domain/outbound/audit';
import type { TaskKind } from '../../../../domain/outbound/audit';
import { getJson } from '../../../api/http';
import type { PageRequest } from '../../../api/paging';
import { orderPageQuery, outboundAuditKeys } from './admin-orders';

/** TaskManage/OutboundTask (admin host): POST /outbound/task/list and GET /outbound/task/summary. */
export type TaskListParams = PageRequest & { kind: TaskKind; oddNo?: string; seller?: string };

export const useTaskList = (params: TaskListParams) =>
  useQuery(orderPageQuery('/outbound/task/list', params));

export function useTaskSummary() {
  return useQuery({
    queryKey: [...outboundAuditKeys.all, 'taskSummary'],
    queryFn: async () => taskSummary.parse(await getJson('/outbound/task/summary')),
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type {
  RepairApproveRequest,
  RepairBulkApproveRequest,
  RepairEditItemRequest,
  RepairItemRequest,
  RepairRefuseRequest,
  RepairRejectItemRequest,
} from '../../../../domain/repair/requests';
import { repairOrderAdminDetail, repairOrderRow } from '../../../../domain/repair/views';
import type { RepairBulkApproveAnswer, RepairOrderRow } from '../../../../domain/repair/views';
import { getJson } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { useRepairChange } from './repair-change';
import { repairKeys } from './repair-keys';

/**
 * The admins' repair orders (admin host): POST /repair/list, GET /repair/get (with the before, after
 * and QC photos), the review (approve, refuse, bulk approve) and the steps on one pair (edit, reject,
 * mark a lost box, cancel it). Every step sends the request key of its dialog.
 */
export type AdminListParams = PageRequest & {
  approval?: number;
  keyword?: string;
  seller?: string;
  wareId?: number;
};

const orderRows = z.array(repairOrderRow);

export function useAdminRepairs(params: AdminListParams) {
  return useQuery({
    queryKey: repairKeys.adminOrders(params),
    queryFn: async (): Promise<Page<RepairOrderRow>> => {
      const page = await fetchPage<unknown, AdminListParams>('/repair/list', params, {
        host: 'admin',
        notify: false,
      });
      return { ...page, rows: orderRows.parse(page.rows) };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminRepair(oddNo: string | null) {
  return useQuery({
    queryKey: repairKeys.adminOrder(oddNo ?? ''),
    queryFn: async () =>
      repairOrderAdminDetail.parse(await getJson('/repair/get', { oddNo }, { host: 'admin', notify: false })),
    enabled: oddNo !== null,
    staleTime: 0,
  });
}

type Keyed<T> = Omit<T, 'requestKey'> & { requestKey: string };
type Done = { id: number; oddNo: string };

export const useApproveRepair = () =>
  useRepairChange<Keyed<RepairApproveRequest>, Done>('/repair/approve', 'admin');
export const useRefuseRepair = () =>
  useRepairChange<Keyed<RepairRefuseRequest>, Done>('/repair/refuse', 'admin');
export const useBulkApproveRepairs = () =>
  useRepairChange<Keyed<RepairBulkApproveRequest>, RepairBulkApproveAnswer>('/repair/bulkApprove', 'admin');
export const useEditRepairItem = () =>
  useRepairChange<Keyed<RepairEditItemRequest>, Done>('/repair/item/edit', 'admin');
export const useRejectRepairItem = () =>
  useRepairChange<Keyed<RepairRejectItemRequest>, Done>('/repair/item/reject', 'admin');

/** Marking a lost box and cancelling that mark (the one path per action). */
export const LOST_BOX_PATH = { markLost: '/repair/item/lost', found: '/repair/item/found' } as const;
export const useLostBox = (action: keyof typeof LOST_BOX_PATH) =>
  useRepairChange<Keyed<RepairItemRequest>, Done>(LOST_BOX_PATH[action], 'admin');

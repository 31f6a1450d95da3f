import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { RepairCreateInput, RepairPairInput } from '../../../../domain/repair/requests';
import {
  repairEstimate,
  repairOrderDetail,
  repairOrderRow,
  repairPairView,
} from '../../../../domain/repair/views';
import type { RepairEstimate, RepairOrderRow, RepairPairView } from '../../../../domain/repair/views';
import { walletSummarySchema } from '../../../../domain/wallet/wallet';
import { getJson, postJson } from '../../../api/http';
import { readPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { sharedQueryKeys } from '../../../api/shared-query-keys';
import { useRepairChange } from './repair-change';
import { repairKeys } from './repair-keys';

/**
 * The seller's repair orders (business host): POST /repair/pairs (pairs that may be repaired),
 * POST /repair/estimate, POST /repair/create, POST /repair/list, GET /repair/get, POST /repair/cancel.
 * The screens show every refusal where it happened.
 */
export type SellerListParams = PageRequest & { status?: number; keyword?: string };
export type PairParams = PageRequest & { wareId?: number; keyword?: string };

async function pageOf<Row>(path: string, params: PageRequest, rows: z.ZodType<Row[]>): Promise<Page<Row>> {
  const { pageNo, pageSize, ...rest } = params;
  const page = readPage<unknown>(
    await postJson(path, { ...rest, current: pageNo, size: pageSize }, { host: 'business', notify: false }),
    params,
  );
  return { ...page, rows: rows.parse(page.rows) };
}

const orderRows = z.array(repairOrderRow);
const pairRows = z.array(repairPairView);

export function useSellerRepairs(params: SellerListParams) {
  return useQuery({
    queryKey: repairKeys.sellerOrders(params),
    queryFn: (): Promise<Page<RepairOrderRow>> => pageOf('/repair/list', params, orderRows),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSellerRepair(oddNo: string | null) {
  return useQuery({
    queryKey: repairKeys.sellerOrder(oddNo ?? ''),
    queryFn: async () =>
      repairOrderDetail.parse(await getJson('/repair/get', { oddNo }, { host: 'business', notify: false })),
    enabled: oddNo !== null,
    staleTime: 0,
  });
}

export function useRepairablePairs(params: PairParams, enabled: boolean) {
  return useQuery({
    queryKey: repairKeys.pairs(params),
    queryFn: (): Promise<Page<RepairPairView>> => pageOf('/repair/pairs', params, pairRows),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

/** The estimate of the pairs as chosen; asked only when every pair is complete (repair-draft.ts). */
export function useRepairEstimate(pairs: RepairPairInput[] | null) {
  return useQuery({
    queryKey: repairKeys.estimate(pairs),
    queryFn: async (): Promise<RepairEstimate> =>
      repairEstimate.parse(
        await postJson('/repair/estimate', { pairs }, { host: 'business', notify: false }),
      ),
    enabled: pairs !== null && pairs.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The seller's wallet now: the estimate is held from its available balance. */
export function useSellerWallet() {
  return useQuery({
    queryKey: [...sharedQueryKeys.wallet, 'summary'] as const,
    queryFn: async () =>
      walletSummarySchema.parse(
        await getJson('/wallet/summary', undefined, { host: 'business', notify: false }),
      ),
    staleTime: 0,
  });
}

export type MadeRepairOrder = { id: number; oddNo: string };

export const useCreateRepair = () =>
  useRepairChange<RepairCreateInput, MadeRepairOrder>('/repair/create', 'business');

export const useCancelRepair = () =>
  useRepairChange<{ oddNo: string; requestKey: string }, MadeRepairOrder>('/repair/cancel', 'business');

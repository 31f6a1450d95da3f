import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ForecastKind } from '../../../../../domain/inbound/rules';
import { fetchPage } from '../../../../api/paging';
import type { Page, PageRequest } from '../../../../api/paging';

/**
 * POST /api/warehouse/forecast/list with kind 2: the platform returns received in the selected
 * warehouse (wareId header), newest first. Needs the appointment query grant; the returns screen
 * asks only when the user has it and otherwise shows this tablet's returns alone.
 */
export const returnedParcelRow = z.object({
  id: z.number(),
  status: z.number(),
  remark: z.string(),
  shopInfo: z.object({ id: z.number(), uid: z.string(), realname: z.string() }),
  logNos: z.array(
    z.object({
      id: z.number(),
      logNo: z.string(),
      gmtReceived: z.string().nullable(),
      receivedBy: z.string(),
    }),
  ),
  gmtCreate: z.string(),
});
export type ReturnedParcelRow = z.infer<typeof returnedParcelRow>;

export type ReturnedParcelParams = PageRequest & { wareId: number | null };

const rows = z.array(returnedParcelRow);

export const returnedParcelKeys = {
  all: ['warehouse', 'returns'] as const,
  page: (params: ReturnedParcelParams) => [...returnedParcelKeys.all, params.wareId, params] as const,
};

export async function fetchReturnedParcels(params: ReturnedParcelParams): Promise<Page<ReturnedParcelRow>> {
  const { wareId: _wareId, ...paging } = params;
  const page = await fetchPage<unknown, PageRequest & { kind: number }>(
    '/forecast/list',
    { ...paging, kind: ForecastKind.platformReturn },
    { host: 'warehouse' },
  );
  return { ...page, rows: rows.parse(page.rows) };
}

export function useReturnedParcels(params: ReturnedParcelParams, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: returnedParcelKeys.page(params),
      queryFn: () => fetchReturnedParcels(params),
      enabled: enabled && params.wareId !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

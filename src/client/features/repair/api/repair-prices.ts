import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { RepairPriceUpdateRequest } from '../../../../domain/repair/requests';
import { repairPriceRow } from '../../../../domain/repair/views';
import type { RepairPriceRow } from '../../../../domain/repair/views';
import { getJson } from '../../../api/http';
import { useRepairChange } from './repair-change';
import { repairKeys } from './repair-keys';

/**
 * The repair items' prices: Fee/RepairMange (admin host: GET /repair/price/list, POST
 * /repair/price/update) and the seller's form (business host: GET /repair/prices).
 */
const priceRows = z.array(repairPriceRow);

const PRICE_PATH = { admin: '/repair/price/list', business: '/repair/prices' } as const;

export function useRepairPrices(host: keyof typeof PRICE_PATH = 'admin') {
  return useQuery({
    queryKey: [...repairKeys.prices, host],
    queryFn: async (): Promise<RepairPriceRow[]> =>
      priceRows.parse(await getJson(PRICE_PATH[host], undefined, { host, notify: false })),
  });
}

export const useUpdateRepairPrice = () =>
  useRepairChange<RepairPriceUpdateRequest, RepairPriceRow[]>('/repair/price/update', 'admin');

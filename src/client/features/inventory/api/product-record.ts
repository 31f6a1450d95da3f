import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrawerEvent, ProductRecord } from '../../../../domain/inventory/inventory';
import { getJson, isSelfOperatedWarehouseArea } from '../../../api/http';

/**
 * GET /sys_prod/get?oneId= (spec sections 3 and 7): the product behind the one-ID drawer, typed by its
 * answer schema (productRecord). Parts a viewer may not see (spec section 6 "Drawer") are left out by
 * the server, hence the optional fields.
 */
export type { DrawerEvent, ProductRecord };

export const productRecordKeys = {
  all: ['inventory', 'product-record'] as const,
  one: (oneId: string) => [...productRecordKeys.all, oneId] as const,
};

/** Failures are not announced (spec section 8: drawer load failures are swallowed); the drawer offers a retry. */
export function fetchProductRecord(oneId: string): Promise<ProductRecord> {
  return getJson<ProductRecord>('/sys_prod/get', { oneId }, { notify: false });
}

export function productRecordQuery(oneId: string) {
  return queryOptions({
    // The admin's self-operated warehouse area reads the pair as the platform's own seller account
    // would (the seller API): kept apart from the admin's own reading of it.
    queryKey: [...productRecordKeys.one(oneId), isSelfOperatedWarehouseArea() ? 'self-operated' : 'own'],
    queryFn: () => fetchProductRecord(oneId),
    retry: false,
    // Opened, the record is read again (the last-known one shows meanwhile): a copy restored from
    // local storage may predate a save made just before a reload (the cache is written once a second).
    staleTime: 0,
  });
}

export function useProductRecord(oneId: string) {
  return useQuery(productRecordQuery(oneId));
}

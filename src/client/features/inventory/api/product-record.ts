import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductEvent } from '../../../../domain/events';
import { getJson } from '../../../api/http';

/**
 * GET /sys_prod/get?oneId= (spec sections 3 and 7): the product behind the one-ID drawer. Parts a
 * viewer may not see (spec section 6 "Drawer") are left out by the server, hence the optional fields.
 */
export type ProductRecord = {
  id: number;
  oneId: string;
  img: string;
  brand: string;
  remarks: string;
  sku: string;
  spec: string;
  costPrice: number;
  supply: string;
  status: number;
  wareId: number;
  gmtOut: string | null;
  oneidRelated: string;
  imageList: string[];
  shopInfo: { id: number; uid: string; realname: string };
  packInfo: { packId: number | null; logNo: string; gmtModify: string | null } | null;
  inProdInfo: {
    batchNo: string;
    gmtCreate: string;
    type: number | null;
    checkResult: number | null;
    checkRemark: string;
    gmtCheck: string | null;
    wareName: string;
    shelvesName?: string;
    shelvesUserName?: string;
    gmtShelvesCreate?: string | null;
    wareDays: number;
    wareFee?: number | null;
  };
  outInfo: {
    oddNo: string;
    type: number;
    platName: string;
    platOrderNo?: string;
    soldPrice: number | null;
  } | null;
  eventList: DrawerEvent[];
};

export type DrawerEvent = Omit<ProductEvent, 'operator' | 'pku' | 'shelvesName' | 'wareFee' | 'platOrderNo'> &
  Partial<Pick<ProductEvent, 'operator' | 'pku' | 'shelvesName' | 'wareFee' | 'platOrderNo'>>;

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
    queryKey: productRecordKeys.one(oneId),
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

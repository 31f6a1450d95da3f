import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { rackRow } from '../../../../domain/warehouses/warehouses';
import type { RackRow } from '../../../../domain/warehouses/warehouses';
import { postJson } from '../../../api/http';

/** POST /api/admin/sys_ware_rack/list: every rack of one warehouse (tens, not thousands). */
const rackRows = z.array(rackRow);

export const rackListKeys = {
  all: ['stock', 'racks'] as const,
  of: (wareId: number) => [...rackListKeys.all, wareId] as const,
};

export async function fetchRacks(wareId: number): Promise<RackRow[]> {
  return rackRows.parse(await postJson<unknown>('/sys_ware_rack/list', { wareId }, { host: 'admin' }));
}

export function rackListQuery(wareId: number) {
  return queryOptions({ queryKey: rackListKeys.of(wareId), queryFn: () => fetchRacks(wareId) });
}

export function useRackList(wareId: number | null) {
  return useQuery({ ...rackListQuery(wareId ?? 0), enabled: wareId !== null });
}

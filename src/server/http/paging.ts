import { z } from 'zod';

/** Paging in: `current`/`size` (or `pageNo`/`pageSize`). Size is capped by MAX_PAGE_SIZE. */
export { pagingFields } from '../../domain/kernel/request-fields';

export type PagingInput = { current?: number; size?: number; pageNo?: number; pageSize?: number };
export type PageRequest = { pageNo: number; pageSize: number; offset: number };
export type Page<T> = { pageNo: number; pageSize: number; totalCount: number; totalPage: number; data: T[] };

export const DEFAULT_PAGE_SIZE = 10;

export function pageRequest(input: PagingInput, maxPageSize: number): PageRequest {
  const pageNo = input.current ?? input.pageNo ?? 1;
  const pageSize = Math.min(input.size ?? input.pageSize ?? DEFAULT_PAGE_SIZE, maxPageSize);
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

export function pageOf<T>(req: PageRequest, totalCount: number, data: T[]): Page<T> {
  return {
    pageNo: req.pageNo,
    pageSize: req.pageSize,
    totalCount,
    totalPage: Math.ceil(totalCount / req.pageSize),
    data,
  };
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    pageNo: z.number(),
    pageSize: z.number(),
    totalCount: z.number(),
    totalPage: z.number(),
    data: z.array(item),
  });
}

import { postJson } from './http';
import type { RequestOptions } from './http';

/**
 * Paged lists (spec section 3 "Pagination", ARCHITECTURE.md section 3).
 * API: toPageQuery(params) maps pageNo/pageSize to current/size; readPage(data) reads the
 * answer's rows from data.data or data.records; fetchPage(path, params) does both over POST.
 */
export type PageRequest = { pageNo: number; pageSize: number };
export type PageQuery<T extends PageRequest> = Omit<T, 'pageNo' | 'pageSize'> & {
  current: number;
  size: number;
};

export type Page<T> = { pageNo: number; pageSize: number; totalCount: number; totalPage: number; rows: T[] };

export const DEFAULT_PAGE_SIZE = 10;

export function toPageQuery<T extends PageRequest>(params: T): PageQuery<T> {
  const { pageNo, pageSize, ...rest } = params;
  return { ...rest, current: pageNo, size: pageSize };
}

type PageAnswer<T> = {
  pageNo?: number;
  pageSize?: number;
  current?: number;
  size?: number;
  totalCount?: number;
  total?: number;
  totalPage?: number;
  pages?: number;
  data?: T[];
  records?: T[];
};

export function readPage<T>(answer: PageAnswer<T> | null | undefined, request?: PageRequest): Page<T> {
  const rows = answer?.data ?? answer?.records ?? [];
  const pageSize = answer?.pageSize ?? answer?.size ?? request?.pageSize ?? DEFAULT_PAGE_SIZE;
  const totalCount = answer?.totalCount ?? answer?.total ?? rows.length;
  return {
    pageNo: answer?.pageNo ?? answer?.current ?? request?.pageNo ?? 1,
    pageSize,
    totalCount,
    totalPage: answer?.totalPage ?? answer?.pages ?? Math.ceil(totalCount / Math.max(pageSize, 1)),
    rows,
  };
}

export async function fetchPage<T, P extends PageRequest = PageRequest>(
  path: string,
  params: P,
  options: RequestOptions = {},
): Promise<Page<T>> {
  return readPage<T>(await postJson<PageAnswer<T>>(path, toPageQuery(params), options), params);
}

import { sql } from 'kysely';
import type { AuthedContext } from '../../http/context';

/**
 * What the listing area's pages share (cross-listing and Sales Orders, the seller's and the admin's):
 * on the admin host every seller's records, found by the seller's merchant code, username or name;
 * and the page answered with its counts.
 */
export const everySeller = (ctx: AuthedContext) => ctx.host === 'admin';

/** The seller (the users row under `alias`) whose merchant code, username or name holds `text`. */
export function sellerMatch(alias: string, text: string) {
  const like = `%${text}%`;
  return sql<boolean>`(${sql.ref(`${alias}.uid`)} ilike ${like} or ${sql.ref(`${alias}.username`)} ilike ${like}
    or ${sql.ref(`${alias}.realname`)} ilike ${like})`;
}

/** A page of `data` out of `totalCount`, at least one page when there is nothing. */
export function listingPage<T>(request: { pageNo: number; pageSize: number }, totalCount: number, data: T[]) {
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    totalCount,
    totalPage: Math.max(1, Math.ceil(totalCount / request.pageSize)),
    data,
  };
}

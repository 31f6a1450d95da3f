import { z } from 'zod';
import { postJson } from '../../../api/http';
import { readPage, toPageQuery } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { itemRow, statusCount } from '../../../../domain/inventory/views';
import type { ItemRow, StatusCount } from '../../../../domain/inventory/views';
import type { ApiHost } from '../../../../domain/kernel/users';

/**
 * The item row and page every stock list answers with (seller inventory, WarehouseExit, admin
 * stock): the page plus the count of each status under the same filters (the tabs' numbers).
 */
export type ItemPage = Page<ItemRow> & { statusCounts: StatusCount[] };

const answer = z.object({ statusCounts: z.array(statusCount).default([]) }).loose();
const rows = z.array(itemRow);

/** POSTs a list request and reads the page, its rows and the status counts beside them. */
export async function fetchItemPage(
  path: string,
  host: ApiHost,
  params: PageRequest & Record<string, unknown>,
): Promise<ItemPage> {
  const data = await postJson<Record<string, unknown>>(path, toPageQuery(params), { host });
  const page = readPage<unknown>(data, params);
  return { ...page, rows: rows.parse(page.rows), statusCounts: answer.parse(data ?? {}).statusCounts };
}

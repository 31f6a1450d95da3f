import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { noticeReaderRow, noticeUnreadAnswer } from '../../../../domain/notices/notices';
import type { NoticeReaderRow, NoticeReadRequest } from '../../../../domain/notices/notices';
import { getJson, postJson } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { apiHost } from '../../../stores/session';
import { noticeKeys } from './notice-keys';

/**
 * What a seller or a warehouse worker reads (their portal's host): POST /notice/mine, GET
 * /notice/unread (the header's bell) and POST /notice/read. Reading refreshes every notice view, so
 * the bell's count drops at once.
 */

/** Where the caller's portal lists its notices (the seller's homepage/announcement, the warehouse's Notice). */
export function announcementsPath(): string {
  return apiHost() === 'warehouse' ? '/warehouse/Notice' : '/business/homepage/announcement';
}

/** How often the bell asks again while the app stays open (a notice published meanwhile). */
export const UNREAD_POLL_MS = 120_000;

export function useUnreadNotices() {
  return useQuery({
    queryKey: noticeKeys.unread,
    queryFn: async () =>
      noticeUnreadAnswer.parse(await getJson('/notice/unread', undefined, { notify: false })),
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 0,
  });
}

export type MyNoticesParams = PageRequest & { unreadOnly?: boolean };

const rows = z.array(noticeReaderRow);

export function useMyNotices(params: MyNoticesParams) {
  return useQuery({
    queryKey: noticeKeys.mine(params),
    queryFn: async (): Promise<Page<NoticeReaderRow>> => {
      const page = await fetchPage<unknown, MyNoticesParams>('/notice/mine', params, { notify: false });
      return { ...page, rows: rows.parse(page.rows) };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticeReadRequest) => postJson<unknown>('/notice/read', body, { notify: false }),
    onSettled: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

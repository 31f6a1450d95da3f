import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { noticeReaderRow } from '../../../../domain/notices/notices';
import type { NoticeReaderRow, NoticeReadRequest } from '../../../../domain/notices/notices';
import { postJson } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { noticeKeys } from './notice-keys';

/**
 * What a seller or a warehouse worker reads (their portal's host): POST /notice/mine and POST
 * /notice/read (the header's bell, GET /notice/unread, is unread-notices.ts). Reading refreshes every notice view, so
 * the bell's count drops at once.
 */

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

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { noticeAdminRow } from '../../../../domain/notices/notices';
import type {
  NoticeAdminRow,
  NoticeCreateInput,
  NoticeUpdateInput,
} from '../../../../domain/notices/notices';
import type { NoticeAudience, NoticeStatus } from '../../../../domain/notices/notice-rules';
import { requestEnvelope } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { noticeKeys } from './notice-keys';

/**
 * The admins' notices (admin host): POST /notice/list, /notice/create (with the form's request key),
 * /notice/update and /notice/withdraw. Refusals are left to the screen (nothing notifies here).
 */

export type AdminNoticeParams = PageRequest & { status?: NoticeStatus; audience?: NoticeAudience };

const rows = z.array(noticeAdminRow);

export function useAdminNotices(params: AdminNoticeParams) {
  return useQuery({
    queryKey: noticeKeys.admin(params),
    queryFn: async (): Promise<Page<NoticeAdminRow>> => {
      const page = await fetchPage<unknown, AdminNoticeParams>('/notice/list', params, {
        host: 'admin',
        notify: false,
      });
      return { ...page, rows: rows.parse(page.rows) };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

function useNoticeChange<In>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: In): Promise<NoticeAdminRow> => {
      const answer = await requestEnvelope<unknown>(path, {
        method: 'POST',
        body,
        host: 'admin',
        notify: false,
      });
      return noticeAdminRow.parse(answer.data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

export const useCreateNotice = () =>
  useNoticeChange<NoticeCreateInput & { requestKey: string }>('/notice/create');
export const useUpdateNotice = () => useNoticeChange<NoticeUpdateInput>('/notice/update');
export const useWithdrawNotice = () => useNoticeChange<{ id: number }>('/notice/withdraw');

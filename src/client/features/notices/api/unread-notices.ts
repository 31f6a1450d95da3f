import { useQuery } from '@tanstack/react-query';
import type { NoticeUnreadAnswer } from '../../../../domain/notices/notices';
import { getJson } from '../../../api/http';
import { apiHost } from '../../../stores/session';
import { noticeKeys } from './notice-keys';

/**
 * The header's bell: GET /notice/unread on the caller's portal host, and where its link goes. Kept
 * apart from reader-notices.ts and checked by hand, so every portal's home does not download the
 * schema library for one number.
 */

/** Where the caller's portal lists its notices (the seller's homepage/announcement, the warehouse's Notice). */
export function announcementsPath(): string {
  return apiHost() === 'warehouse' ? '/warehouse/Notice' : '/business/homepage/announcement';
}

/** How often the bell asks again while the app stays open (a notice published meanwhile). */
export const UNREAD_POLL_MS = 120_000;

/** The answer's one number (the server's noticeUnreadAnswer), refused when it is not a count. */
export function unreadAnswer(data: unknown): NoticeUnreadAnswer {
  const unread = (data as { unread?: unknown } | null)?.unread;
  if (typeof unread !== 'number' || !Number.isInteger(unread) || unread < 0)
    throw new Error('GET /notice/unread answered without a count');
  return { unread };
}

export function useUnreadNotices() {
  return useQuery({
    queryKey: noticeKeys.unread,
    queryFn: async () => unreadAnswer(await getJson('/notice/unread', undefined, { notify: false })),
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 0,
  });
}

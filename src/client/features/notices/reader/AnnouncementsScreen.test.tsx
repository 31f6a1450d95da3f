import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeAdminApi, page } from '../../../../../tests/client/support/admin-test-kit';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { renderRoutes } from '../../../../../tests/client/render-app';
import type { NoticeReaderRow } from '../../../../domain/notices/notices';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { useSettings } from '../../../stores/settings';
import { LatestNotices } from '../LatestNotices';
import { NoticeBell } from '../NoticeBell';
import { AnnouncementsScreen } from './AnnouncementsScreen';

/**
 * The seller's homepage/announcement with the header's bell: opening a notice marks it read and the
 * count drops; "Mark all as read"; a notice not written in the reader's language says so; the
 * homepage's latest notices link to each.
 */
spyOnNotifications();
let api: ReturnType<typeof fakeAdminApi>;
let rows: NoticeReaderRow[];

const aNotice = (id: number, over: Partial<NoticeReaderRow> = {}): NoticeReaderRow => ({
  id,
  title: `Notice ${id}`,
  body: `Text of notice ${id}`,
  language: 'en',
  publishAt: '2026-12-05T10:00:00.000Z',
  read: false,
  ...over,
});
const unreadNow = () => rows.filter((r) => !r.read).length;

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
  rows = [aNotice(1), aNotice(2, { read: true }), aNotice(3, { language: 'zh', title: '春节安排' })];
  api = fakeAdminApi({
    '/api/business/notice/mine': () => ({ data: page(rows) }),
    '/api/business/notice/unread': () => ({ data: { unread: unreadNow() } }),
    '/api/business/notice/read': (body) => {
      const b = body as { id?: number; all?: true };
      rows = rows.map((r) => (b.all || r.id === b.id ? { ...r, read: true } : r));
      return { data: { unread: unreadNow() } };
    },
  });
});
afterEach(() => {
  useSettings.getState().setSetting('lang', 'en-US');
  initI18n('en-US');
});

const open = (path = '/business/homepage/announcement') =>
  renderRoutes(
    [
      {
        path: '/business/homepage/announcement',
        element: (
          <>
            <NoticeBell />
            <AnnouncementsScreen />
          </>
        ),
      },
      { path: '/business/homepage', element: <LatestNotices limit={2} /> },
    ],
    path,
  );
const item = async (id: number) =>
  (await screen.findAllByTestId('notice-item')).find((i) =>
    within(i).queryByText(`Notice ${id}`),
  ) as HTMLElement;
const bellCount = () => screen.getByTestId('notice-bell-count').dataset.count;

describe('the seller’s announcements', () => {
  it('marks a notice read when opened, and the bell’s count drops', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(bellCount()).toBe('2'));
    expect(screen.getByTestId('notice-bell').getAttribute('aria-label')).toBe('Announcements: 2 unread');
    expect((await item(1)).dataset.read).toBe('false');
    await user.click(within(await item(1)).getByRole('button'));
    expect(await screen.findByText('Text of notice 1')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('/api/business/notice/read')).toEqual([
        { path: '/api/business/notice/read', body: { id: 1 } },
      ]),
    );
    await waitFor(() => expect(bellCount()).toBe('1'));
    expect((await item(1)).dataset.read).toBe('true');
  });

  it('marks every notice read at once', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(bellCount()).toBe('2'));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bellCount()).toBe('0'));
    expect(api.callsTo('/api/business/notice/read')[0].body).toEqual({ all: true });
    expect(screen.getByTestId('notice-bell').getAttribute('aria-label')).toBe('Announcements: all read');
  });

  it('says when a notice is shown in the other language, and opens a linked notice read', async () => {
    open('/business/homepage/announcement?id=3');
    expect(await screen.findByText('This notice was written in Chinese only.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/api/business/notice/read')[0]?.body).toEqual({ id: 3 }));
  });

  it('lists the latest notices on the homepage, each linking to it', async () => {
    open('/business/homepage');
    const latest = await screen.findByTestId('latest-notices');
    const link = await within(latest).findByRole('link', { name: 'Notice 1' });
    expect(link.getAttribute('href')).toBe('/business/homepage/announcement?id=1');
    expect(api.callsTo('/api/business/notice/mine')[0].body).toMatchObject({ current: 1, size: 2 });
    expect(within(latest).getByRole('link', { name: 'All announcements' }).getAttribute('href')).toBe(
      '/business/homepage/announcement',
    );
  });
});

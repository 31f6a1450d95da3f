import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadStatus } from '../../../domain/downloads/downloads';
import type { DownloadTask } from '../../../domain/downloads/downloads';
import { initI18n } from '../../i18n/setup';
import {
  fakeAdminApi,
  page,
  renderWithProviders,
  signInAdmin,
} from '../../../../tests/client/support/admin-test-kit';
import { ExportButton } from '../../components/ExportButton';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { AdminDownloadCenterScreen, fileSizeText } from './DownloadCenterScreen';

spyOnNotifications();

const task = (over: Partial<DownloadTask>): DownloadTask => ({
  id: 7,
  kind: 'admin-stock',
  status: DownloadStatus.done,
  progress: 100,
  rowCount: 1234,
  fileSize: 2_621_440,
  fileName: 'admin-stock-7.xlsx',
  error: '',
  gmtCreate: '2026-01-02T03:04:05.000Z',
  gmtFinish: '2026-01-02T03:04:09.000Z',
  expiresAt: '2026-01-09T03:04:09.000Z',
  downloadUrl: '/api/admin/download_task/file?id=7',
  ...over,
});

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  signInAdmin();
  vi.mocked(notifications.show).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('download center', () => {
  it('shows each task with status, rows and size, and moves a running task on until it is done', async () => {
    let answers = 0;
    fakeAdminApi({
      '/download_task/list': () => {
        answers += 1;
        const running = task({
          status: DownloadStatus.running,
          progress: 40,
          rowCount: 0,
          fileSize: 0,
          downloadUrl: null,
        });
        return { data: page([answers === 1 ? running : task({})]) };
      },
    });
    renderWithProviders(<AdminDownloadCenterScreen />);
    const row = await screen.findByTestId('download-task-7');
    expect(within(row).getByText('Running')).toBeTruthy();
    expect(within(row).getByText('40%')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Download' })).toBeNull();
    await waitFor(
      () => expect(within(screen.getByTestId('download-task-7')).getByText('Done')).toBeTruthy(),
      { timeout: 5000 },
    );
    const done = screen.getByTestId('download-task-7');
    expect(within(done).getByText('1,234')).toBeTruthy();
    expect(within(done).getByText('2.5 MB')).toBeTruthy();
    expect(within(done).getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('deletes a task after confirmation, and hides delete from an admin without that action', async () => {
    const api = fakeAdminApi({
      '/download_task/list': () => ({ data: page([task({})]) }),
      '/download_task/delete': () => ({ data: null }),
    });
    renderWithProviders(<AdminDownloadCenterScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /delete|confirm/i }),
    );
    await waitFor(() => expect(api.callsTo('/download_task/delete')[0]?.body).toEqual({ id: 7 }));
    cleanup();

    signInAdmin([{ permissionId: 'admin', actionList: ['query', 'get'] }], 5);
    fakeAdminApi({ '/download_task/list': () => ({ data: page([task({})]) }) });
    renderWithProviders(<AdminDownloadCenterScreen />);
    await screen.findByTestId('download-task-7');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('writes sizes as people read them', () => {
    expect([0, 512, 2048, 3_700_000].map(fileSizeText)).toEqual(['-', '512 B', '2.0 KB', '3.5 MB']);
  });
});

describe('export button', () => {
  it('sends the query with the selection and shows the server message with a link to the center', async () => {
    const api = fakeAdminApi({
      '/stock/export': () => ({
        msg: 'Add Download Task Success, download the file from the Download Center',
        data: { id: 9, downloadUrl: '/x' },
      }),
    });
    renderWithProviders(
      <ExportButton
        path="/stock/export"
        query={{ sku: 'CW', statusList: [1] }}
        selectedIds={[4, 5]}
        centerPath="/admin/DownLoad"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export selected (2)' }));
    await waitFor(() => expect(notifications.show).toHaveBeenCalled());
    expect(api.callsTo('/stock/export')[0].body).toEqual({
      sku: 'CW',
      statusList: [1],
      searchIdList: [4, 5],
    });
    expect(vi.mocked(notifications.show).mock.calls[0][0]).toMatchObject({
      color: 'green',
      title: 'Add Download Task Success, download the file from the Download Center',
    });
  });

  it("shows 'Add Download Task Failed' with the reason when the task is refused", async () => {
    fakeAdminApi({
      '/stock/export': () => ({
        code: 429,
        msg: 'You already have 5 downloads in progress; wait for one to finish',
      }),
    });
    renderWithProviders(<ExportButton path="/stock/export" query={{}} centerPath="/admin/DownLoad" />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(notifications.show).toHaveBeenCalledTimes(1));
    const shown = vi.mocked(notifications.show).mock.calls[0][0];
    expect(shown).toMatchObject({ color: 'red', title: 'Add Download Task Failed' });
  });
});

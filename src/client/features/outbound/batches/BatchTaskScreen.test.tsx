import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import type { UserInfo } from '../../../../domain/auth/auth';
import type { Action } from '../../../../domain/kernel/permissions';
import { TaskPage } from '../../../../domain/kernel/permissions';
import type { BatchDetail, BatchView } from '../../../../domain/outbound/batches';
import { ConfirmModalHost } from '../../../components/ConfirmModalHost';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { BatchTaskDetailScreen } from './AdminBatchDetailScreen';
import { BatchTaskScreen } from './BatchTaskScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const HOUR = 3_600_000;
const aBatch = (id: number, status: number, extra: Partial<BatchView> = {}): BatchView => ({
  id,
  batchNo: `OB${String(id).padStart(8, '0')}`,
  wareId: 3,
  wareName: 'LA Dock',
  status,
  orders: 2,
  items: 4,
  picked: 1,
  shipped: 0,
  createdBy: 'Ship Staff',
  gmtCreate: new Date(Date.now() - 26 * HOUR - 60_000).toISOString(),
  gmtModify: new Date().toISOString(),
  ...extra,
});
const LIVE = aBatch(12, 1);
const DONE = aBatch(11, 5, {
  shipped: 2,
  picked: 4,
  gmtCreate: '2026-11-20T08:00:00.000Z',
  gmtModify: '2026-11-20T09:30:00.000Z',
});
const DETAIL: BatchDetail = { ...LIVE, lines: [] };
const WAITING = [
  {
    id: 41,
    oddNo: 'RS00000041',
    kind: 4,
    status: 4,
    shopInfo: { id: 9, uid: 'S009', realname: 'Ann' },
    pairs: 2,
    gmtCreate: '2026-11-28T08:00:00.000Z',
  },
];

const page = (data: unknown[]) =>
  jsonAnswer({
    code: 200,
    msg: 'success',
    data: { pageNo: 1, pageSize: 10, totalCount: data.length, totalPage: 1, data },
  });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).includes(path))
    .map((c) => JSON.parse(String(c[1]?.body ?? '{}')) as Record<string, unknown>);

const asAdmin = (actions: Action[]) =>
  useSession.setState({
    token: 'admin-token',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'admin',
    userInfo: {
      roleId: 3,
      role: { permissions: [{ permissionId: TaskPage.taskManage, actionList: actions }] },
    } as unknown as UserInfo,
  });

const routes = underWhere([
  {
    path: 'admin/TaskManage/BatchTask',
    element: (
      <>
        <BatchTaskScreen />
        <ConfirmModalHost />
      </>
    ),
  },
  { path: 'admin/TaskManage/BatchTask/detail/:id', element: <BatchTaskDetailScreen /> },
]);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/sys_ware/listAll'))
      return jsonAnswer({
        code: 200,
        msg: 'success',
        data: [
          { id: 3, name: 'LA Dock', level: 1 },
          { id: 4, name: 'NJ Hub', level: 1 },
        ],
      });
    if (url.includes('/outbound/batch_task/list')) return page([LIVE, DONE]);
    if (url.includes('/outbound/batch_task/waiting')) return page(WAITING);
    if (url.includes('/outbound/batch_task/generate') || url.includes('/outbound/batch_task/get'))
      return jsonAnswer({ code: 200, msg: 'Batch generated', data: DETAIL });
    if (url.includes('/outbound/batch_task/cancel'))
      return jsonAnswer({ code: 200, msg: 'Batch cancelled', data: { ...DETAIL, status: 3 } });
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

const rowOf = (batchNo: string) =>
  within(screen.getByRole('link', { name: batchNo }).closest('tr') as HTMLElement);

describe('TaskManage/BatchTask', () => {
  it("shows every warehouse's batches with their progress and age, and filters them", async () => {
    asAdmin(['query', 'get']);
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/TaskManage/BatchTask');
    await screen.findByRole('link', { name: 'OB00000012' });
    expect(rowOf('OB00000012').getByText('Pending outbound')).toBeTruthy();
    expect(rowOf('OB00000012').getByText('1 / 4')).toBeTruthy();
    // A live batch ages up to now; a finished one shows the time it took.
    expect(rowOf('OB00000012').getByText('1 d 2 h')).toBeTruthy();
    expect(rowOf('OB00000011').getByText('1 h 30 min')).toBeTruthy();
    // Without the add and edit actions: no generate, no cancel.
    expect(screen.queryByRole('button', { name: 'Generate batch' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();

    const filters = within(screen.getByTestId('batch-task-filters'));
    await user.click(filters.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Fully outbound', hidden: true }));
    await user.type(filters.getByRole('textbox', { name: 'Batch no.' }), 'OB0000001{Enter}');
    await waitFor(() =>
      expect(bodiesOf('/outbound/batch_task/list').at(-1)).toMatchObject({
        status: 5,
        batchNo: 'OB0000001',
        current: 1,
      }),
    );
    await user.click(screen.getByRole('link', { name: 'OB00000012' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/admin/TaskManage/BatchTask/detail/12'),
    );
    expect(await screen.findByRole('link', { name: 'Batch tasks' })).toBeTruthy();
  });

  it('generates a batch for the chosen warehouse of its waiting orders and opens it', async () => {
    asAdmin(['query', 'get', 'add']);
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/TaskManage/BatchTask');
    const generate = await screen.findByRole('button', { name: 'Generate batch' });
    expect((generate as HTMLButtonElement).disabled).toBe(true);
    const warehouse = screen.getByRole('textbox', { name: 'New batch for' });
    await user.click(warehouse);
    const choices = document.getElementById(String(warehouse.getAttribute('aria-controls'))) as HTMLElement;
    await user.click(await within(choices).findByRole('option', { name: 'NJ Hub', hidden: true }));
    await user.click(generate);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'RS00000041' }));
    await user.click(within(dialog).getByRole('button', { name: 'Chosen (1 order)' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/admin/TaskManage/BatchTask/detail/12'),
    );
    expect(bodiesOf('/outbound/batch_task/waiting').at(-1)).toMatchObject({ wareId: 4 });
    expect(bodiesOf('/outbound/batch_task/generate')).toEqual([{ orderIds: [41], wareId: 4 }]);
  });

  it('cancels a batch nothing of which has left, after a confirmation', async () => {
    asAdmin(['query', 'get', 'edit']);
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/TaskManage/BatchTask');
    await screen.findByRole('link', { name: 'OB00000012' });
    // A fully outbound batch cannot be cancelled: no button on its row.
    expect(rowOf('OB00000011').queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(rowOf('OB00000012').getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Batch OB00000012 is cancelled/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(bodiesOf('/outbound/batch_task/cancel')).toEqual([{ id: 12 }]));
  });
});

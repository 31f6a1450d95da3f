import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi, signInAdmin } from '../../../../../tests/client/support/admin-test-kit';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { renderRoutes } from '../../../../../tests/client/render-app';
import type { RepairBatchRow } from '../../../../domain/repair/views';
import { ConfirmModalHost } from '../../../components/ConfirmModalHost';
import { initI18n } from '../../../i18n/setup';
import { anOrderRow, aWorkItem, page, PRICES } from '../test-support/repair-fixtures';
import { RepairBatchTaskScreen } from './RepairBatchTaskScreen';
import { RepairPricesScreen } from './RepairPricesScreen';
import { RepairTaskScreen } from './RepairTaskScreen';

/** TaskManage's RepairBatchTask and RepairTask, and Fee/RepairMange. */
const notify = spyOnNotifications();
let api: ReturnType<typeof fakeAdminApi>;
let createAnswers: { code: number; msg: string; status: number }[];

const BATCH: RepairBatchRow = {
  id: 5,
  batchNo: 'RB00000005',
  status: 1,
  wareId: 2,
  wareName: 'LA Dock',
  operatorId: 9,
  operator: 'Rita Repair',
  orders: 1,
  pairs: 2,
  tabs: { pendingPick: 1, pendingRepair: 1, completed: 0, cancelled: 0 },
  remark: '',
  createdBy: 'Root',
  gmtCreate: '2026-12-02 09:00:00',
  gmtClosed: null,
};

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  signInAdmin();
  createAnswers = [];
  api = fakeAdminApi({
    '/sys_ware/listAll': () => ({ data: [{ id: 2, name: 'LA Dock', level: 1 }] }),
    '/repair/batch/list': () => ({ data: page([BATCH]) }),
    '/repair/batch/waiting': () => ({ data: page([anOrderRow('RP00000007', { approval: 2 })]) }),
    '/repair/operators': () => ({ data: [{ id: 9, username: 'rita', realname: 'Rita Repair' }] }),
    '/repair/batch/create': () => createAnswers.shift() ?? { data: { ...BATCH, batchNo: 'RB00000006' } },
    '/repair/batch/revert': () => ({ data: { ...BATCH, status: 3 }, msg: 'Revert successful' }),
    '/repair/task/list': () => ({
      data: page([aWorkItem('10000001', { status: 2, tab: 'pendingRepair', actions: ['markLost'] })]),
    }),
    '/repair/price/list': () => ({ data: PRICES }),
    '/repair/price/update': () => ({ data: PRICES, msg: 'Repair item price saved' }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const open = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/TaskManage/RepairBatchTask', element: <RepairBatchTaskScreen /> },
      { path: '/admin/TaskManage/RepairTask', element: <RepairTaskScreen /> },
      { path: '/admin/Fee/RepairMange', element: <RepairPricesScreen /> },
    ].map((r) => ({
      ...r,
      element: (
        <>
          {r.element}
          <ConfirmModalHost />
        </>
      ),
    })),
    path,
  );

/** Chooses an option of one select (other selects on the page list the same names). */
async function pickOption(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, name: string) {
  await user.click(input);
  await waitFor(() =>
    expect(document.getElementById(input.getAttribute('aria-controls') ?? '')).not.toBeNull(),
  );
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  await user.click(await within(listbox).findByRole('option', { name, hidden: true }));
}

describe('creating a repair batch task', () => {
  it('needs a repair order and an operator (the spec messages), then sends one task per request key', async () => {
    createAnswers = [{ code: 500, msg: 'Server busy', status: 500 }];
    const user = userEvent.setup();
    open('/admin/TaskManage/RepairBatchTask');
    await user.click(await screen.findByTestId('create-task'));
    const dialog = await screen.findByRole('dialog');
    await pickOption(user, within(dialog).getByRole('textbox', { name: /Warehouse/ }), 'LA Dock');
    await within(dialog).findByText('RP00000007');
    await user.click(within(dialog).getByTestId('task-create'));
    expect(within(dialog).getByText('An operator must be selected.')).toBeTruthy();
    expect(within(dialog).getByText(/Repair order number required/)).toBeTruthy();
    expect(api.callsTo('/repair/batch/create')).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select RP00000007' }));
    await pickOption(user, within(dialog).getByRole('textbox', { name: /Operator/ }), 'Rita Repair (rita)');
    await user.click(within(dialog).getByTestId('task-create'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Server busy');
    await user.click(within(dialog).getByTestId('task-create'));
    await waitFor(() => expect(api.callsTo('/repair/batch/create')).toHaveLength(2));
    const [first, second] = api.callsTo('/repair/batch/create').map((c) => c.body);
    expect(first).toEqual({
      oddNos: ['RP00000007'],
      operatorId: 9,
      requestKey: expect.stringMatching(/^rk-/) as unknown,
    });
    expect(second).toEqual(first);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ color: 'green', message: 'Batch task RB00000006 created.' }),
    );
  });

  it('reverts a pending task after confirming, and prints its repair list in a new window', async () => {
    const target = {
      closed: false,
      location: { href: '' },
      document: { title: '', body: { textContent: '' } },
      close: vi.fn(),
    };
    vi.stubGlobal(
      'open',
      vi.fn(() => target),
    );
    const user = userEvent.setup();
    open('/admin/TaskManage/RepairBatchTask');
    const row = await screen.findByTestId('repair-batch-row');
    await user.click(within(row).getByRole('button', { name: 'Revert' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(api.callsTo('/repair/batch/revert')).toHaveLength(1));
    expect(api.callsTo('/repair/batch/revert')[0].body).toEqual({ batchNo: 'RB00000005', remark: '' });
    await user.click(within(row).getByTestId('print-repair-list'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    // The fake answers JSON, not a PDF: the window closes and the failure is said.
    await waitFor(() => expect(target.close).toHaveBeenCalled());
  });
});

describe('the repair tasks and prices', () => {
  it("lists a task's pairs by tab and marks a lost box", async () => {
    const user = userEvent.setup();
    open('/admin/TaskManage/RepairTask?batchNo=RB00000005');
    await screen.findByText('10000001');
    expect(api.callsTo('/repair/task/list')[0].body).toMatchObject({
      tab: 'pendingPick',
      batchNo: 'RB00000005',
    });
    await user.click(screen.getByRole('tab', { name: 'Pending repair' }));
    await waitFor(() =>
      expect(api.callsTo('/repair/task/list').at(-1)?.body).toMatchObject({ tab: 'pendingRepair' }),
    );
    expect(screen.getByTestId('lost-markLost')).toBeTruthy();
  });

  it('edits a price in dollars, refusing what is not one, and sends cents', async () => {
    const user = userEvent.setup();
    open('/admin/Fee/RepairMange');
    await user.click(await screen.findByRole('button', { name: 'Edit Clean stain' }));
    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByLabelText(/Price \(USD\)/);
    await user.clear(price);
    await user.type(price, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(/A price above \$0 with at most 2 decimals/)).toBeTruthy();
    expect(api.callsTo('/repair/price/update')).toHaveLength(0);
    await user.clear(price);
    await user.type(price, '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/repair/price/update')).toHaveLength(1));
    expect(api.callsTo('/repair/price/update')[0].body).toEqual({
      item: 'cleanStain',
      priceCents: 1250,
      days: 2,
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ color: 'green', message: 'Repair item price saved' }),
    );
  });
});

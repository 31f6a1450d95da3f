import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeAdminApi, signInAdmin } from '../../../../../tests/client/support/admin-test-kit';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { renderRoutes } from '../../../../../tests/client/render-app';
import { ConfirmModalHost } from '../../../components/ConfirmModalHost';
import { initI18n } from '../../../i18n/setup';
import { anAdminDetail, anOrderRow, page } from '../test-support/repair-fixtures';
import { RepairAuditScreen } from './RepairAuditScreen';

/** Audit/RepairOrder: the review of one order (approve, refuse with a reason) and batch approval. */
const notify = spyOnNotifications();
let api: ReturnType<typeof fakeAdminApi>;
let bulkFailures: number;

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  signInAdmin();
  bulkFailures = 0;
  api = fakeAdminApi({
    '/repair/list': () => ({
      data: page([
        anOrderRow('RP00000001'),
        anOrderRow('RP00000002'),
        anOrderRow('RP00000003', { approval: 2 }),
      ]),
    }),
    '/repair/approve': () => ({ data: anAdminDetail('RP00000001', { approval: 2 }) }),
    '/repair/refuse': () => ({ data: anAdminDetail('RP00000002', { approval: 4 }) }),
    '/repair/bulkApprove': (body) => {
      if (bulkFailures > 0) {
        bulkFailures -= 1;
        return { code: 500, msg: 'Server busy', status: 500 };
      }
      return { data: { approved: (body as { oddNos: string[] }).oddNos } };
    },
  });
});

const open = () =>
  renderRoutes(
    [
      {
        path: '/admin/Audit/RepairOrder',
        element: (
          <>
            <RepairAuditScreen />
            <ConfirmModalHost />
          </>
        ),
      },
    ],
    '/admin/Audit/RepairOrder',
  );
const row = async (oddNo: string) =>
  (await screen.findAllByTestId('repair-audit-row')).find((r) => r.dataset.oddNo === oddNo) as HTMLElement;

describe('the repair order review', () => {
  it('opens on the orders pending review; an approved order offers no review', async () => {
    open();
    await row('RP00000001');
    expect(api.callsTo('/repair/list')[0].body).toMatchObject({ approval: 1, current: 1 });
    expect(within(await row('RP00000003')).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('approves an order with its request key', async () => {
    const user = userEvent.setup();
    open();
    await user.click(within(await row('RP00000001')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('review-approve'));
    await waitFor(() => expect(api.callsTo('/repair/approve')).toHaveLength(1));
    expect(api.callsTo('/repair/approve')[0].body).toEqual({
      oddNo: 'RP00000001',
      remark: '',
      requestKey: expect.stringMatching(/^rk-/) as unknown,
    });
  });

  it('refuses only with a reason, which is sent', async () => {
    const user = userEvent.setup();
    open();
    await user.click(within(await row('RP00000002')).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('review-refuse'));
    expect(within(dialog).getByText('A refusal says why.')).toBeTruthy();
    expect(api.callsTo('/repair/refuse')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Box damage cannot be fixed');
    await user.click(within(dialog).getByTestId('review-refuse'));
    await waitFor(() => expect(api.callsTo('/repair/refuse')).toHaveLength(1));
    expect(api.callsTo('/repair/refuse')[0].body).toMatchObject({
      oddNo: 'RP00000002',
      reason: 'Box damage cannot be fixed',
    });
  });

  it('approves the ticked orders together, resending the same key after a failure', async () => {
    bulkFailures = 1;
    const user = userEvent.setup();
    open();
    await user.click(within(await row('RP00000001')).getByRole('checkbox', { name: 'Select RP00000001' }));
    await user.click(within(await row('RP00000002')).getByRole('checkbox', { name: 'Select RP00000002' }));
    const approve = screen.getByTestId('repair-bulk-approve');
    expect(approve.textContent).toBe('Approve 2 orders');
    await user.click(approve);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve 2 orders' }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ color: 'red', message: 'Server busy' }));
    await user.click(approve);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve 2 orders' }),
    );
    await waitFor(() => expect(api.callsTo('/repair/bulkApprove')).toHaveLength(2));
    const [first, second] = api.callsTo('/repair/bulkApprove').map((c) => c.body);
    expect(first).toMatchObject({ oddNos: ['RP00000001', 'RP00000002'] });
    expect(second).toEqual(first);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ color: 'green', message: '2 repair orders approved.' }),
    );
  });
});

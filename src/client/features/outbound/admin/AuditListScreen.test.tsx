import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fakeAdminApi,
  page,
  renderWithProviders,
  signInAdmin,
} from '../../../../../tests/client/support/admin-test-kit';
import { initI18n } from '../../../i18n/setup';
import { anOrder } from '../test-orders';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { ReshipAuditScreen, SwitchUserAuditScreen } from './AuditScreens';

spyOnNotifications();
beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(element: React.ReactElement, path: string) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('an Audit list', () => {
  it("lists its kind's orders, filtered by seller, with a link to each order's detail", async () => {
    signInAdmin();
    const order = anOrder({ id: 12, kind: 4, feeCents: 900 });
    const api = fakeAdminApi({ '/outbound/list': () => ({ data: page([order]) }) });
    open(<ReshipAuditScreen />, '/admin/Audit/Outbound');
    const link = await screen.findByRole('link', { name: 'RS00000012' });
    expect(link.getAttribute('href')).toBe('/admin/Audit/Outbound/Detail?oddNo=RS00000012');
    expect(api.callsTo('/outbound/list')[0].body).toMatchObject({ kind: 4, current: 1 });
    expect(screen.getByText('$9.00')).toBeTruthy();
    expect(within(screen.getByTestId('order-status')).getByText('Reviewing')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Seller' }), 'U1000{Enter}');
    await waitFor(() =>
      expect(api.callsTo('/outbound/list').at(-1)?.body).toMatchObject({ kind: 4, seller: 'U1000' }),
    );
  });

  it('shows in the Fees column every part the seller pays: fee, storage and label', async () => {
    signInAdmin();
    const order = anOrder({
      id: 13,
      kind: 4,
      status: 3,
      feeType: 4,
      feeCents: 250,
      storageCents: 80,
      labelFeeCents: 750,
    });
    fakeAdminApi({ '/outbound/list': () => ({ data: page([order]) }) });
    open(<ReshipAuditScreen />, '/admin/Audit/Outbound');
    await screen.findByRole('link', { name: 'RS00000013' });
    expect(screen.getByText('$10.80')).toBeTruthy();
    expect(screen.queryByText('$2.50')).toBeNull();
  });

  it('approves the ticked orders together and shows which were approved and why the others were refused', async () => {
    signInAdmin();
    const waiting = [anOrder({ id: 7, kind: 7 }), anOrder({ id: 8, kind: 7 })];
    const done = anOrder({ id: 9, kind: 7, status: 4, actions: [] });
    const api = fakeAdminApi({
      '/outbound/list': () => ({ data: page([...waiting, done]) }),
      '/outbound/bulkApprove': () => ({
        data: {
          approved: 1,
          refused: 1,
          results: [
            { id: 7, ok: true, oddNo: 'SU00000007', status: 3 },
            {
              id: 8,
              ok: false,
              oddNo: 'SU00000008',
              code: 409,
              msg: 'Order SU00000008 cannot be approved in its current status (5)',
            },
          ],
        },
      }),
    });
    open(<SwitchUserAuditScreen />, '/admin/Audit/InPlatformTransfer');
    const user = userEvent.setup();
    await screen.findByText('SU00000009');
    const approve = screen.getByTestId('bulk-approve');
    expect(approve.hasAttribute('disabled')).toBe(true);
    // An order that is not waiting for approval cannot be ticked.
    expect(screen.getByRole('checkbox', { name: 'Select order SU00000009' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.click(screen.getByRole('checkbox', { name: /Select every order/ }));
    expect(approve.textContent).toBe('Approve 2 orders');
    await user.click(approve);
    // It asks first; cancelling sends nothing.
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Approve 2 orders? Their fees are quoted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/outbound/bulkApprove')).toHaveLength(0);
    await user.click(approve);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve 2 orders' }),
    );

    const result = await screen.findByTestId('bulk-approve-result');
    expect(api.callsTo('/outbound/bulkApprove')[0].body).toEqual({ ids: [7, 8] });
    expect(within(result).getByText('1 approved, 1 refused')).toBeTruthy();
    expect(within(screen.getByTestId('bulk-result-7')).getByText('Approved')).toBeTruthy();
    const refused = screen.getByTestId('bulk-result-8');
    expect(within(refused).getByText('Refused')).toBeTruthy();
    expect(within(refused).getByText(/cannot be approved in its current status/)).toBeTruthy();
    // The list is read again after the approval.
    await waitFor(() => expect(api.callsTo('/outbound/list').length).toBeGreaterThan(1));
  });

  it('offers no ticking to an admin who may only read the audit', async () => {
    signInAdmin([{ permissionId: '5000001', actionList: ['query', 'get'] }], 7);
    fakeAdminApi({ '/outbound/list': () => ({ data: page([anOrder({ id: 3, kind: 4 })]) }) });
    open(<ReshipAuditScreen />, '/admin/Audit/Outbound');
    await screen.findByText('RS00000003');
    expect(screen.queryByTestId('bulk-approve')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

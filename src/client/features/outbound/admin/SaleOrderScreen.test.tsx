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
import { SaleOrderScreen } from './SaleOrderScreen';

spyOnNotifications();
beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pair = (oneId: string) => ({
  id: Number(oneId),
  oneId,
  sku: 'HP7870',
  brand: 'adidas',
  remarks: 'Samba',
  spec: '10',
  status: 1,
  checkResult: 1,
  costPrice: 0,
  supply: '',
  wareId: 1,
  wareName: 'East Hub',
  gmtIn: '2026-11-01 10:00:00',
  gmtOut: null,
  wareDays: 28,
  wareFee: 0,
  shelvesName: 'A-01-01',
});

describe('sale-order', () => {
  it("sends the platform's picked pairs out, and cancels a pending one after confirming", async () => {
    signInAdmin();
    const pending = anOrder({ id: 27, kind: 14, status: 1, actions: ['recall'] });
    const api = fakeAdminApi({
      '/outbound/platform/list': () => ({ data: page([pending]) }),
      '/outbound/platform/pairs': () => ({
        data: { ...page([pair('10000051'), pair('10000052')]), statusCounts: [] },
      }),
      '/outbound/platform/create': () => ({ data: anOrder({ id: 30, kind: 14 }) }),
      '/outbound/platform/cancel': () => ({ data: { ...pending, status: 3, actions: [] } }),
    });
    const router = createMemoryRouter([{ path: '/admin/sale-order', element: <SaleOrderScreen /> }], {
      initialEntries: ['/admin/sale-order'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await screen.findByText('PO00000027');

    await user.click(screen.getByTestId('platform-create'));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByTestId('platform-create-submit');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Pick 10000052' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Remark' }), 'To the pop-up store');
    await user.click(submit);
    await waitFor(() =>
      expect(api.callsTo('/outbound/platform/create')[0]?.body).toEqual({
        oneIds: ['10000052'],
        remark: 'To the pop-up store',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Cancel order PO00000027' }));
    await user.click(await screen.findByRole('button', { name: /confirm|ok|recall/i }));
    await waitFor(() => expect(api.callsTo('/outbound/platform/cancel')[0]?.body).toEqual({ id: 27 }));
  });
});

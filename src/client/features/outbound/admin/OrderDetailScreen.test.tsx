import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../../domain/outbound/outbound';
import {
  fakeAdminApi,
  renderWithProviders,
  signInAdmin,
} from '../../../../../tests/client/support/admin-test-kit';
import { initI18n } from '../../../i18n/setup';
import { anOrder } from '../test-orders';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { OrderDetailScreen } from './OrderDetailScreen';

spyOnNotifications();
beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = (id: number, type: number) => ({
  id,
  type,
  eventType: type,
  gmtCreate: '2026-11-28 10:00:00',
  gmtModify: '2026-11-28 10:00:00',
  logNo: '',
  batchNo: '',
  oddNo: 'x',
  operator: 'root',
  brand: '',
  remarks: '',
  sku: '',
  spec: '',
  pku: '',
  oneId: '100000001',
  checkResult: null,
  imgList: [],
  wareName: '',
  shelvesName: '',
  wareDays: null,
  wareFee: null,
  outType: null,
  outTime: null,
  deliveryFee: null,
  otherFee: null,
  flowStatus: null,
  preId: null,
  packId: null,
  platOrderNo: '',
});

function openDetail(order: OrderView, after: Record<string, (body: unknown) => { data?: unknown }> = {}) {
  signInAdmin();
  let current = order;
  const api = fakeAdminApi({
    '/outbound/get': () => ({ data: current }),
    '/outbound/events': () => ({ data: [event(1, order.kind)] }),
    ...Object.fromEntries(
      Object.entries(after).map(([path, answer]) => [
        path,
        (body: unknown) => {
          const next = answer(body);
          current = next.data as OrderView;
          return next;
        },
      ]),
    ),
  });
  const path = `/admin/Audit/Outbound/Detail?oddNo=${order.oddNo}`;
  const router = createMemoryRouter(
    [{ path: '/admin/Audit/Outbound/Detail', element: <OrderDetailScreen /> }],
    {
      initialEntries: [path],
    },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return api;
}

describe('an order detail', () => {
  it('reads the order its number names and shows its pairs, fees and events; approving asks first, then moves it on', async () => {
    const order = anOrder({ id: 21, kind: 4, feeCents: 0, address: { name: 'Ann', city: 'Reno' } });
    const api = openDetail(order, {
      '/outbound/approve': () => ({ data: { ...order, status: 3, feeCents: 600, actions: [] } }),
    });
    await screen.findByTestId('order-facts');
    expect(api.callsTo('/outbound/get')[0]).toBeTruthy();
    expect(within(screen.getByTestId('order-pairs')).getByText('100000001')).toBeTruthy();
    expect(screen.getByText('Ann, Reno')).toBeTruthy();
    expect(await screen.findByText('Reship application')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByTestId('step-approve'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      `Approve order ${order.oddNo}? Its fees are quoted from the seller's rate card and the seller is asked to pay them; no money moves until the seller pays.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/outbound/approve')).toHaveLength(0);
    await user.click(screen.getByTestId('step-approve'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('/outbound/approve')[0]?.body).toEqual({ id: 21 }));
    expect(await screen.findByText('$6.00')).toBeTruthy();
    expect(screen.queryByTestId('order-steps')).toBeNull();
  });

  it("shows a reship's fee, storage and label and their total", async () => {
    const order = anOrder({
      id: 22,
      kind: 4,
      status: 3,
      feeType: 4,
      feeCents: 250,
      storageCents: 80,
      labelFeeCents: 750,
      actions: [],
    });
    openDetail(order);
    await screen.findByTestId('order-facts');
    expect(screen.getByText('$2.50')).toBeTruthy();
    expect(screen.getByText('$0.80')).toBeTruthy();
    expect(screen.getByText('$7.50')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('$10.80');
  });

  it('rejects with outbound reasons only: one at least, "Other" with words; cancelling sends nothing', async () => {
    const order = anOrder({ id: 3, kind: 3 });
    const api = openDetail(order, {
      '/outbound/reject': () => ({
        data: { ...order, status: 2, actions: [], rejectReasons: ['addressProblem', 'other'] },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('step-reject'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('reject-effect').textContent).toBe(
      `The seller pays nothing for order ${order.oddNo} and its 1 pair is available again.`,
    );
    // The outbound reasons, not inspection's defects.
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('value')),
    ).toEqual(['addressProblem', 'labelUnreadable', 'carrierRefused', 'sellerAsked', 'other']);
    expect(within(dialog).queryByRole('checkbox', { name: 'No box' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/outbound/reject')).toHaveLength(0);

    await user.click(screen.getByTestId('step-reject'));
    await user.click(await screen.findByTestId('reject-submit'));
    expect(await screen.findByText('Choose at least one reject reason')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Address problem' }));
    await user.click(screen.getByRole('checkbox', { name: 'Other (see the remark)' }));
    await user.click(screen.getByTestId('reject-submit'));
    expect(await screen.findByText('Describe the other reason for the seller')).toBeTruthy();
    expect(api.callsTo('/outbound/reject')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Remark to the seller/ }), 'The buyer moved');
    await user.click(screen.getByTestId('reject-submit'));
    await waitFor(() =>
      expect(api.callsTo('/outbound/reject')[0]?.body).toEqual({
        id: 3,
        reasons: ['addressProblem', 'other'],
        remark: 'The buyer moved',
      }),
    );
    const shown = await screen.findByTestId('reject-reasons');
    expect(await within(shown).findByText('Address problem')).toBeTruthy();
  });

  it('quotes a cash-out only with an amount in dollars, checked as the server checks it', async () => {
    const order = anOrder({ id: 5, kind: 5, actions: ['quote', 'reject'] });
    const api = openDetail(order, {
      '/outbound/quote': () => ({ data: { ...order, status: 3, quoteCents: 9550, actions: [] } }),
    });
    const user = userEvent.setup();
    const price = await screen.findByRole('textbox', { name: 'Price offered' });
    await user.type(price, 'abc');
    await user.click(screen.getByTestId('quote-submit'));
    expect(await screen.findByText('Enter an amount in dollars, e.g. 12.50')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '12.345');
    await user.click(screen.getByTestId('quote-submit'));
    expect(await screen.findByText('Enter at most 2 decimals (whole cents)')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '0');
    await user.click(screen.getByTestId('quote-submit'));
    expect(await screen.findByText('Enter an amount greater than 0')).toBeTruthy();
    expect(api.callsTo('/outbound/quote')).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '95.50');
    await user.click(screen.getByTestId('quote-submit'));
    await waitFor(() => expect(api.callsTo('/outbound/quote')[0]?.body).toEqual({ id: 5, price: '95.50' }));
    expect(await screen.findByText('$95.50')).toBeTruthy();
  });

  it('says so when the address names no order', async () => {
    signInAdmin();
    const api = fakeAdminApi({});
    const router = createMemoryRouter([{ path: '/d', element: <OrderDetailScreen /> }], {
      initialEntries: ['/d?oddNo=OC123'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByText('"OC123" is not an order number')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

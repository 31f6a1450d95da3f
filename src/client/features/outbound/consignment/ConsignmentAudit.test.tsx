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
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import type { ConsignmentFacts } from '../../../../domain/outbound/consignment';
import type { OrderView } from '../../../../domain/outbound/outbound';
import { initI18n } from '../../../i18n/setup';
import { ConsignmentAuditScreen } from '../admin/AuditScreens';
import { OrderDetailScreen } from '../admin/OrderDetailScreen';
import { anOrder } from '../test-orders';

spyOnNotifications();
beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UNSOLD: ConsignmentFacts = {
  priceCents: 20_000,
  saleStatus: 1,
  platName: null,
  platOrderNo: null,
  soldPriceCents: null,
  consignmentFeeCents: null,
  platformFeeCents: null,
  payoutCents: null,
  returned: false,
};
const SOLD: ConsignmentFacts = {
  ...UNSOLD,
  saleStatus: 2,
  platName: 'stockx',
  platOrderNo: 'SX-77120',
  soldPriceCents: 21_000,
  consignmentFeeCents: 1_050,
  platformFeeCents: 2_100,
  payoutCents: 17_850,
};
const aConsignment = (over: Partial<Omit<OrderView, 'kind'>>) =>
  anOrder({ id: 21, kind: 6, status: 1, consignment: UNSOLD, actions: ['approve', 'reject'], ...over });

function openDetail(order: OrderView, answers: Record<string, (body: unknown) => OrderView> = {}) {
  signInAdmin();
  let current = order;
  const api = fakeAdminApi({
    '/outbound/get': () => ({ data: current }),
    '/outbound/events': () => ({ data: [] }),
    ...Object.fromEntries(
      Object.entries(answers).map(([path, answer]) => [
        path,
        (body: unknown) => {
          current = answer(body);
          return { data: current };
        },
      ]),
    ),
  });
  const path = `/admin/Audit/OCConsignment/Detail?oddNo=${order.oddNo}`;
  const router = createMemoryRouter(
    [{ path: '/admin/Audit/OCConsignment/Detail', element: <OrderDetailScreen /> }],
    {
      initialEntries: [path],
    },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return api;
}

const steps = () => within(screen.getByTestId('order-steps'));

describe("an admin's consignment", () => {
  it('under review offers Switch to group and Reject; switching asks first with the price', async () => {
    const order = aConsignment({});
    const api = openDetail(order, {
      '/outbound/approve': () => ({ ...order, status: 3, actions: ['sell'] }),
    });
    await screen.findByTestId('consignment-facts');
    expect(screen.getByTestId('consignment-price').textContent).toBe('Consignment price$200.00');
    expect(steps().getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.queryByTestId('record-sale-form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();

    const user = userEvent.setup();
    await user.click(steps().getByRole('button', { name: 'Switch to group' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      "Take OC00000021 into the platform's group of listings at the seller's price of $200.00?",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Switch to group' }));
    await waitFor(() => expect(api.callsTo('/outbound/approve')[0]?.body).toEqual({ id: 21 }));
    expect(await screen.findByTestId('record-sale-form')).toBeTruthy();
  });

  it('records a sale only with a marketplace, its order number and a price of at least $10', async () => {
    const order = aConsignment({ status: 3, actions: ['sell', 'recall'] });
    const api = openDetail(order, {
      '/outbound/consignment/sell': () => ({ ...order, status: 2, consignment: SOLD, actions: ['recall'] }),
    });
    const form = within(await screen.findByTestId('record-sale-form'));
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'Record sale' }));
    expect(form.getByText('Choose the marketplace it sold on')).toBeTruthy();
    expect(form.getByText("Enter the marketplace's order number")).toBeTruthy();
    expect(form.getByText('Enter the consignment price')).toBeTruthy();
    await user.type(form.getByRole('textbox', { name: 'Sold price' }), '9.50');
    expect(form.getByText('The consignment price is at least $10.00')).toBeTruthy();
    expect(api.callsTo('/outbound/consignment/sell')).toHaveLength(0);

    await user.click(form.getByRole('textbox', { name: 'Marketplace' }));
    await user.click(await screen.findByRole('option', { name: 'StockX', hidden: true }));
    await user.type(form.getByRole('textbox', { name: 'Platform order number' }), ' SX-77120 ');
    await user.clear(form.getByRole('textbox', { name: 'Sold price' }));
    await user.type(form.getByRole('textbox', { name: 'Sold price' }), '210');
    await user.click(form.getByRole('button', { name: 'Record sale' }));
    await waitFor(() => expect(api.callsTo('/outbound/consignment/sell')).toHaveLength(1));
    expect(api.callsTo('/outbound/consignment/sell')[0].body).toEqual({
      id: 21,
      platName: 'stockx',
      platOrderNo: 'SX-77120',
      soldPriceCents: 21_000,
      requestKey: expect.stringMatching(/^[A-Za-z0-9._:-]{8,100}$/),
    });
    // Sold: the platform order number shows to the admin, and the sale can be cancelled before it left.
    expect((await screen.findByTestId('consignment-plat-order-no')).textContent).toBe(
      'Platform order numberSX-77120',
    );
    expect(screen.getByTestId('consignment-payout').textContent).toBe('Payout$178.50');
    expect(screen.queryByTestId('record-sale-form')).toBeNull();
    expect(steps().getByRole('button', { name: 'Cancel sale' })).toBeTruthy();
  });

  it('cancels a sale that has not left, after confirmation', async () => {
    const order = aConsignment({ status: 2, consignment: SOLD, actions: ['recall'] });
    const api = openDetail(order, {
      '/outbound/consignment/cancelSale': () => ({ ...order, status: 6, actions: [] }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel sale' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Cancel the sale of OC00000021?');
    expect(api.callsTo('/outbound/consignment/cancelSale')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel sale' }));
    await waitFor(() => expect(api.callsTo('/outbound/consignment/cancelSale')[0]?.body).toEqual({ id: 21 }));
  });

  it('completes a consignment that left, naming the payout', async () => {
    const order = aConsignment({ status: 4, consignment: SOLD, actions: ['close'] });
    const api = openDetail(order, {
      '/outbound/close': () => ({ ...order, status: 5, actions: [] }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Complete OC00000021? The seller is paid $178.50');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(api.callsTo('/outbound/close')[0]?.body).toEqual({ id: 21 }));
    expect(screen.queryByRole('button', { name: 'Switch to group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel sale' })).toBeNull();
  });
});

describe('Audit/OCConsignment', () => {
  it('opens at the status its type names and links each consignment to its detail', async () => {
    signInAdmin();
    const api = fakeAdminApi({ '/outbound/list': () => ({ data: page([aConsignment({})]) }) });
    const path = '/admin/Audit/OCConsignment?type=1';
    const router = createMemoryRouter(
      [{ path: '/admin/Audit/OCConsignment', element: <ConsignmentAuditScreen /> }],
      {
        initialEntries: [path],
      },
    );
    renderWithProviders(<RouterProvider router={router} />);
    const link = await screen.findByRole('link', { name: 'OC00000021' });
    expect(link.getAttribute('href')).toBe('/admin/Audit/OCConsignment/Detail?oddNo=OC00000021');
    expect(api.callsTo('/outbound/list')[0].body).toMatchObject({ kind: 6, status: 1 });
    expect(screen.getByText('$200.00')).toBeTruthy();
    // Switching to the group is decided pair by pair: no bulk approval here.
    expect(screen.queryByTestId('bulk-approve')).toBeNull();
  });
});

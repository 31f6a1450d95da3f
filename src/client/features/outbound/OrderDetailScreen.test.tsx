import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../tests/client/render-app';
import type { OrderView } from '../../../domain/outbound/outbound';
import type { OrderKind } from '../../../domain/outbound/kind-codes';
import { ConfirmModalHost } from '../../components/ConfirmModalHost';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { CashOutDetailScreen, TransportDetailScreen } from './OrderDetailScreen';
import { anOrder as aTestOrder } from './test-orders';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

/** A reship to be confirmed (approved, unpaid) unless told otherwise. */
const anOrder = (over: Partial<OrderView>): OrderView =>
  aTestOrder({
    id: 4,
    kind: 4,
    status: 3,
    shopInfo: { id: 9, uid: 'U100009', realname: 'seller' },
    wareName: 'Demo East',
    address: { name: 'Ann', street1: '9 Home Rd', city: 'Reno', state: 'NV', zip: '89501' },
    feeType: 4,
    feeCents: 900,
    items: [
      {
        oneId: '10000001',
        sku: 'DD1391',
        brand: 'Nike',
        name: 'Dunk',
        size: '42',
        status: 3,
        labelFile: null,
      },
    ],
    actions: ['recall', 'pay'],
    gmtCreate: '2026-11-20 10:00:00',
    gmtModify: '2026-11-20 10:00:00',
    ...(over as Partial<OrderView> & { kind?: OrderKind }),
  });

const ok = (data: unknown, msg = 'success') => jsonAnswer({ code: 200, msg, data });
const callsTo = (path: string) => fetchMock.mock.calls.filter((c) => String(c[0]).includes(path));

const routes = underWhere([
  {
    path: 'business/in-warehouse/inventory/detail/transportdetail',
    element: (
      <>
        <TransportDetailScreen />
        <ConfirmModalHost />
      </>
    ),
  },
  {
    path: 'business/in-warehouse/inventory/detail/cashout',
    element: (
      <>
        <CashOutDetailScreen />
        <ConfirmModalHost />
      </>
    ),
  },
]);

let order: OrderView;

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
  order = anOrder({});
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/outbound/get')) return ok(order);
    if (url.includes('/outbound/events'))
      return ok([{ type: 4, flowStatus: 1, operator: 'seller', gmtCreate: '2026-11-20 10:00:00', pairs: 1 }]);
    if (url.includes('/sys_prod/pay'))
      return jsonAnswer(
        {
          code: 409,
          msg: 'Not enough balance: $9.00 short. Recharge your wallet.',
          data: { shortfallCents: 900, rechargePath: '/business/wallet/WalletCharge' },
        },
        409,
      );
    if (url.includes('/sys_prod/cancel')) {
      order = anOrder({ status: 6, actions: [] });
      return ok(order, 'Recalled successfully');
    }
    if (url.includes('/outbound/cashOut/accept')) {
      order = { ...order, status: 4, paidState: 'credited', actions: [] };
      return ok(order);
    }
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

describe('an order detail', () => {
  it('shows the pairs, the quoted fee and the history, and a pay refused for money shows the shortfall with a recharge link', async () => {
    const user = userEvent.setup();
    renderRoutes(
      routes,
      '/business/in-warehouse/inventory/detail/transportdetail?dealType=4&oddNo=RS00000004',
    );
    expect(await screen.findByTestId('order-fees')).toHaveProperty('textContent', 'Transshipment fee$9.00');
    expect(within(screen.getByTestId('order-items')).getByText('10000001')).toBeTruthy();
    expect(await screen.findByTestId('order-event-4')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay $9.00' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay $9.00' }));
    const alert = await screen.findByTestId('order-shortfall');
    expect(alert.textContent).toContain('$9.00 short');
    expect(within(alert).getByRole('link', { name: 'Recharge your wallet' }).getAttribute('href')).toBe(
      '/business/wallet/WalletCharge',
    );
    expect(String(callsTo('/sys_prod/pay')[0][0]).split('?')[1]).toBe('id=4&type=4');
  });

  it('shows every part of a reship, and the total the pay button asks for', async () => {
    order = anOrder({ feeCents: 250, storageCents: 80, labelFeeCents: 750 });
    renderRoutes(
      routes,
      '/business/in-warehouse/inventory/detail/transportdetail?dealType=4&oddNo=RS00000004',
    );
    expect(await screen.findByTestId('order-fees')).toHaveProperty('textContent', 'Transshipment fee$2.50');
    expect(screen.getByTestId('order-storage-fee').textContent).toContain('$0.80');
    expect(screen.getByTestId('order-label-fee').textContent).toContain('$7.50');
    expect(screen.getByTestId('order-total')).toHaveProperty('textContent', 'Total$10.80');
    expect(screen.getByTestId('order-pay').textContent).toBe('Pay $10.80');
  });

  it('asks before paying, with the amount and what it does; cancelling sends nothing', async () => {
    order = anOrder({ oddNo: 'RS00000004', feeCents: 250, storageCents: 80, labelFeeCents: 750 });
    const user = userEvent.setup();
    renderRoutes(
      routes,
      '/business/in-warehouse/inventory/detail/transportdetail?dealType=4&oddNo=RS00000004',
    );
    await user.click(await screen.findByTestId('order-pay'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'Pay $10.80 for order RS00000004: $10.80 leaves your available balance.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('/sys_prod/pay')).toHaveLength(0);
  });

  it('recalls after confirmation with the order kind, and then offers no step', async () => {
    const user = userEvent.setup();
    renderRoutes(
      routes,
      '/business/in-warehouse/inventory/detail/transportdetail?dealType=4&oddNo=RS00000004',
    );
    await user.click(await screen.findByRole('button', { name: 'Recall' }));
    const dialog = await screen.findByRole('dialog');
    expect(callsTo('/sys_prod/cancel')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Recall' }));
    await waitFor(() => expect(callsTo('/sys_prod/cancel')).toHaveLength(1));
    expect(String(callsTo('/sys_prod/cancel')[0][0]).split('?')[1]).toBe('id=4&type=4');
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay $9.00' })).toBeNull();
  });

  it('accepts a cash-out quote for the price less the deduction', async () => {
    order = anOrder({
      id: 3,
      oddNo: 'CO00000003',
      kind: 5,
      feeType: null,
      feeCents: 0,
      quoteCents: 20_000,
      deductionCents: 1_000,
      actions: ['recall', 'accept'],
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/business/in-warehouse/inventory/detail/cashout?dealType=5&oddNo=CO00000003');
    expect((await screen.findByTestId('order-net')).textContent).toContain('$190.00');
    await user.click(screen.getByRole('button', { name: 'Accept $190.00' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'Accept the quote of order CO00000003: $190.00 goes to your available balance',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('/outbound/cashOut/accept')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Accept $190.00' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept $190.00' }),
    );
    await waitFor(() => expect(callsTo('/outbound/cashOut/accept')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/outbound/cashOut/accept')[0][1]?.body))).toEqual({ id: 3 });
    expect(await screen.findByText('Cashed out')).toBeTruthy();
  });

  it('names an order number that is not of this screen kind', async () => {
    renderRoutes(routes, '/business/in-warehouse/inventory/detail/cashout?dealType=5&oddNo=RS00000004');
    expect((await screen.findByTestId('order-not-found')).textContent).toBe('Order RS00000004 was not found');
    expect(callsTo('/outbound/get')).toHaveLength(0);
  });
});

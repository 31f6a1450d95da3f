import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import type { ConsignmentFacts } from '../../../../domain/outbound/consignment';
import type { OrderView } from '../../../../domain/outbound/outbound';
import { ConfirmModalHost } from '../../../components/ConfirmModalHost';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { ConsignmentDetailScreen } from '../OrderDetailScreen';
import { anOrder } from '../test-orders';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown, msg = 'success') => jsonAnswer({ code: 200, msg, data });
const callsTo = (path: string) => fetchMock.mock.calls.filter((c) => String(c[0]).includes(path));

const UNSOLD: ConsignmentFacts = {
  priceCents: 15_000,
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
  priceCents: 15_000,
  saleStatus: 2,
  platName: 'ebay',
  platOrderNo: null,
  soldPriceCents: 16_000,
  consignmentFeeCents: 800,
  platformFeeCents: 1_600,
  payoutCents: 13_600,
  returned: false,
};
const aConsignment = (over: Partial<Omit<OrderView, 'kind'>>) =>
  anOrder({ id: 8, kind: 6, status: 1, consignment: UNSOLD, actions: ['recall'], ...over });

const DETAIL =
  '/business/in-warehouse/inventory/detail/occonsignment?oddNo=OC00000008&dealType=6&edit=detail';
const routes = underWhere([
  {
    path: 'business/in-warehouse/inventory/detail/occonsignment',
    element: (
      <>
        <ConsignmentDetailScreen />
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
  order = aConsignment({});
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/outbound/get')) return ok(order);
    if (url.includes('/outbound/events')) return ok([]);
    if (url.includes('/outbound/consignment/price')) {
      const { priceCents } = JSON.parse(String(init?.body)) as { priceCents: number };
      order = { ...order, consignment: { ...UNSOLD, priceCents } };
      return ok(order, 'Consignment price changed');
    }
    if (url.includes('/sys_prod/cancel')) {
      order = { ...order, status: 6, actions: [] };
      return ok(order, 'Recalled successfully');
    }
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

const fact = (testId: string) => screen.getByTestId(testId).textContent;

describe("a seller's consignment", () => {
  it('shows the sale: price, sale status, marketplace, sold price, fees and payout, without the platform order number', async () => {
    order = aConsignment({ status: 4, consignment: SOLD, actions: [] });
    renderRoutes(routes, DETAIL);
    await screen.findByTestId('consignment-facts');
    expect(fact('consignment-price')).toBe('Consignment price$150.00');
    expect(fact('consignment-sale-status')).toBe('Sale statusSold');
    expect(fact('consignment-marketplace')).toBe('MarketplaceeBay');
    expect(fact('consignment-sold-price')).toBe('Sold for$160.00');
    expect(fact('consignment-fee')).toBe('Consignment fee$8.00');
    expect(fact('consignment-platform-fee')).toBe('Platform fee$16.00');
    expect(fact('consignment-payout')).toBe('Payout$136.00');
    expect(screen.queryByTestId('consignment-plat-order-no')).toBeNull();
    expect(screen.queryByText('Platform order number')).toBeNull();
    // Sold and gone: the price is fixed and the seller has no step left.
    expect(screen.queryByTestId('consignment-price-edit')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recall' })).toBeNull();
  });

  it.each([
    [1, true],
    [3, true],
    [2, false],
    [4, false],
    [5, false],
  ])('in status %i offers the price change: %s', async (status, editable) => {
    order = aConsignment({ status, consignment: status === 1 || status === 3 ? UNSOLD : SOLD });
    renderRoutes(routes, DETAIL);
    await screen.findByTestId('consignment-facts');
    expect(screen.queryByTestId('consignment-price-edit') !== null).toBe(editable);
  });

  it('changes the price in dollars, refusing one under $10 without sending it', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, DETAIL);
    await user.click(
      await screen.findByRole('button', { name: 'Change the consignment price of OC00000008' }),
    );
    // Mantine's popover stays in its opening transition under jsdom (display: none), hence hidden.
    const input = await screen.findByRole('textbox', { name: 'New consignment price', hidden: true });
    expect(input).toHaveProperty('value', '150.00');
    await user.clear(input);
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: 'Save price', hidden: true }));
    expect(await screen.findByText('The consignment price is at least $10.00')).toBeTruthy();
    expect(callsTo('/outbound/consignment/price')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '139.90');
    await user.click(screen.getByRole('button', { name: 'Save price', hidden: true }));
    await waitFor(() => expect(callsTo('/outbound/consignment/price')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/outbound/consignment/price')[0][1]?.body))).toEqual({
      id: 8,
      priceCents: 13_990,
    });
    await waitFor(() => expect(fact('consignment-price')).toBe('Consignment price$139.90'));
  });

  it('recalls an unsold consignment with its kind, after confirmation', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, DETAIL);
    await user.click(await screen.findByRole('button', { name: 'Recall' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Recall' }));
    await waitFor(() => expect(callsTo('/sys_prod/cancel')).toHaveLength(1));
    expect(String(callsTo('/sys_prod/cancel')[0][0]).split('?')[1]).toBe('id=8&type=6');
    expect(await screen.findByText('Cancelled')).toBeTruthy();
  });
});

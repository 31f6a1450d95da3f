import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../tests/client/render-app';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import type { OrderKind } from '../../../domain/outbound/kind-codes';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { OutboundTransportScreen } from './OrderListScreen';
import { anOrder as aTestOrder } from './test-orders';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const anOrder = (id: number, kind: number, status: number, oddNo: string) =>
  aTestOrder({
    id,
    kind: kind as OrderKind,
    oddNo,
    status,
    shopInfo: { id: 9, uid: 'U100009', realname: 'seller' },
    wareName: 'Demo East',
    feeType: status === 1 ? null : 3,
    feeCents: status === 1 ? 0 : 500,
    items: [{ oneId: '10000001', sku: 'S', brand: 'B', name: 'N', size: '42', status: 9, labelFile: null }],
    actions: [],
    gmtCreate: '2026-11-20 10:00:00',
    gmtModify: '2026-11-20 10:00:00',
  });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).includes(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

const routes = underWhere([
  { path: 'business/order-management/outboundTransport', element: <OutboundTransportScreen /> },
]);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
  fetchMock.mockImplementation(async (_input, init) => {
    const kind = (JSON.parse(String(init?.body)) as { kind: number }).kind;
    const data =
      kind === 3
        ? [anOrder(2, 3, 3, 'DS00000002'), anOrder(1, 3, 1, 'DS00000001')]
        : [anOrder(5, 4, 7, 'RS00000005')];
    return jsonAnswer({
      code: 200,
      msg: 'success',
      data: { pageNo: 1, pageSize: 10, totalCount: data.length, totalPage: 1, data },
    });
  });
});
afterEach(cleanup);

describe('the seller shipping orders list', () => {
  it("shows ship with label orders with the spec's status labels and links each to its detail", async () => {
    renderRoutes(routes, '/business/order-management/outboundTransport');
    const list = await screen.findByTestId('order-list');
    await within(list).findByText('DS00000002');
    expect(within(list).getByText('To be confirmed')).toBeTruthy();
    expect(within(list).getByText('Reviewing')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'DS00000002' }).getAttribute('href')).toBe(
      '/business/in-warehouse/inventory/detail/transportdetail?dealType=3&oddNo=DS00000002',
    );
    expect(bodiesOf('/outbound/list')[0]).toEqual({ kind: 3, current: 1, size: 10 });
  });

  it('shows in the Fees column what the seller pays: the fee, the storage and the label together', async () => {
    const paid = aTestOrder({
      id: 5,
      kind: 4,
      status: 3,
      feeType: 4,
      feeCents: 250,
      storageCents: 80,
      labelFeeCents: 750,
    });
    fetchMock.mockImplementation(async () =>
      jsonAnswer({
        code: 200,
        msg: 'success',
        data: { pageNo: 1, pageSize: 10, totalCount: 1, totalPage: 1, data: [paid] },
      }),
    );
    renderRoutes(routes, '/business/order-management/outboundTransport');
    const list = await screen.findByTestId('order-list');
    await within(list).findByText('RS00000005');
    expect(within(list).getByText('$10.80')).toBeTruthy();
    expect(within(list).queryByText('$2.50')).toBeNull();
  });

  it("shows what the seller pays on a phone's card, not only under More details", async () => {
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: /max-width/.test(query),
          media: query,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    onTestFinished(() => phone.mockRestore());
    const paid = aTestOrder({ id: 5, kind: 4, status: 3, feeType: 4, feeCents: 250, labelFeeCents: 750 });
    fetchMock.mockImplementation(async () =>
      jsonAnswer({
        code: 200,
        msg: 'success',
        data: { pageNo: 1, pageSize: 10, totalCount: 1, totalPage: 1, data: [paid] },
      }),
    );
    renderRoutes(routes, '/business/order-management/outboundTransport');
    const list = await screen.findByTestId('order-list');
    await within(list).findByText('RS00000005');
    expect(list.dataset.layout).toBe('phone');
    const fees = within(list).getByText('$10.00');
    expect(fees.closest('[hidden], [aria-hidden="true"], [style*="display: none"]')).toBeNull();
  });

  it('switches to reship orders and filters by order number and ONE ID', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/business/order-management/outboundTransport');
    await within(await screen.findByTestId('order-list')).findByText('DS00000002');
    await user.click(screen.getByRole('tab', { name: 'Reship' }));
    expect(await within(screen.getByTestId('order-list')).findByText('Order exception')).toBeTruthy();
    await user.type(screen.getByTestId('filter-oddNo'), 'RS0000');
    await user.type(screen.getByTestId('filter-oneId'), '10000001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodiesOf('/outbound/list').at(-1)).toEqual({
        kind: 4,
        oddNo: 'RS0000',
        oneId: '10000001',
        current: 1,
        size: 10,
      }),
    );
  });
});

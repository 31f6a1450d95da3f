import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import type { OrderPreview } from '../../../../domain/outbound/outbound';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { TransportDetailScreen, WarehouseTransferDetailScreen } from '../OrderDetailScreen';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const pair = (oneId: string, status = 1) => ({
  oneId,
  sku: 'DD1391',
  brand: 'Nike',
  name: 'Dunk',
  size: '42',
  status,
  wareId: 1,
  wareName: 'Demo East',
  storageFeeCents: null,
});
let preview: OrderPreview;
const ok = (data: unknown) => jsonAnswer({ code: 200, msg: 'success', data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).includes(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

const routes = underWhere([
  {
    path: 'business/in-warehouse/inventory/detail/warehousetransfer',
    element: <WarehouseTransferDetailScreen />,
  },
  { path: 'business/in-warehouse/inventory/detail/transportdetail', element: <TransportDetailScreen /> },
]);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
  preview = {
    kind: 7,
    feeType: 7,
    perPairCents: 200,
    pairs: 2,
    totalCents: 400,
    cashOutDeductionBasisPoints: null,
    labelFeeCents: null,
    labelRefusal: null,
    payableCents: 400,
    items: [pair('10000001'), pair('10000002')],
    notAvailable: [],
    mixedWarehouses: false,
  };
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/outbound/preview')) return ok(preview);
    if (url.includes('/outbound/switchUser/create'))
      return ok({ id: 9, oddNo: 'SU00000009', kind: 7 } as unknown);
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

const switchPath =
  '/business/in-warehouse/inventory/detail/warehousetransfer?dealType=7&oneIds=10000001,10000002';

describe('a new order from the picked pairs', () => {
  it('shows the fees from the rate card before the seller confirms, and asks the preview for these pairs', async () => {
    renderRoutes(routes, switchPath);
    const fees = await screen.findByTestId('fee-preview');
    expect(within(fees).getByTestId('fee-line').textContent).toBe(
      'Switch user fee: $2.00 per pair × 2 pairs',
    );
    expect(within(fees).getByTestId('fee-total').textContent).toBe('Total $4.00');
    expect(bodiesOf('/outbound/preview')[0]).toEqual({ kind: 7, oneIds: ['10000001', '10000002'] });
  });

  it('sends nothing without the receiving seller, then sends the pairs and the uid', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, switchPath);
    await screen.findByTestId('fee-preview');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Enter the seller code of the receiving seller')).toBeTruthy();
    expect(bodiesOf('/outbound/switchUser/create')).toHaveLength(0);
    await user.type(screen.getByTestId('to-uid'), ' U100002 ');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(bodiesOf('/outbound/switchUser/create')).toEqual([
        { oneIds: ['10000001', '10000002'], toUid: 'U100002', remark: '', requestKey: expect.any(String) },
      ]),
    );
  });

  it('names pairs that are not available and does not let the order go', async () => {
    preview = { ...preview, items: [pair('10000001'), pair('10000002', 4)], notAvailable: ['10000002'] };
    renderRoutes(routes, switchPath);
    expect((await screen.findByTestId('pairs-not-available')).textContent).toContain('10000002');
    expect(screen.getByTestId('not-available-10000002').textContent).toBe('Not available');
    expect(screen.getByRole('button', { name: 'Submit for review' })).toHaveProperty('disabled', true);
  });

  it('a ship with label order needs a label per pair before anything is sent', async () => {
    preview = { ...preview, kind: 3, feeType: 3, perPairCents: 500, totalCents: 1000, payableCents: 1000 };
    const user = userEvent.setup();
    renderRoutes(routes, switchPath.replace('warehousetransfer?dealType=7', 'transportdetail?dealType=3'));
    expect((await screen.findByTestId('fee-total')).textContent).toBe('Total $10.00');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect((await screen.findByTestId('labels-missing')).textContent).toBe('2 pairs have no label yet');
    expect(fetchMock.mock.calls.filter((c) => String(c[0]).includes('/create'))).toHaveLength(0);
  });
});

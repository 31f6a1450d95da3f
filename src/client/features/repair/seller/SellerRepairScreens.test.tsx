import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { ConfirmModalHost } from '../../../components/ConfirmModalHost';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { anOrderRow, aSellerDetail, page } from '../test-support/repair-fixtures';
import { SellerRepairDetailScreen } from './SellerRepairDetailScreen';
import { SellerRepairsScreen } from './SellerRepairsScreen';

/** The seller's repair orders and one order: status, cost, days, review and QC results, the money, Cancel. */
const notify = spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown, msg = 'Successful operation') => jsonAnswer({ code: 200, msg, data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const DONE = anOrderRow('RP00000002', {
  approval: 3,
  status: 2,
  pairs: 2,
  estimateCents: 5200,
  repairCents: 2600,
  qcPass: 1,
  qcFail: 1,
  daysWaiting: 5,
  reviewRemark: 'OK to repair',
});
let cancelAnswers: (() => Response)[];

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  cancelAnswers = [];
  useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/repair/list')) return ok(page([anOrderRow('RP00000001'), DONE]));
    if (url.includes('/repair/get?oddNo=RP00000099'))
      return jsonAnswer(
        { code: 404, msg: 'Get repair detail failed: there is no repair order RP00000099', data: null },
        404,
      );
    if (url.includes('/repair/get')) return ok(aSellerDetail('RP00000001'));
    if (url.includes('/repair/cancel')) {
      const next = cancelAnswers.shift();
      return next
        ? next()
        : ok(aSellerDetail('RP00000001', { approval: 5, actions: [] }), 'Cancel successfully');
    }
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

const routes = underWhere([
  { path: 'business/repair-order', element: <SellerRepairsScreen /> },
  {
    path: 'business/repair-order/detail',
    element: (
      <>
        <SellerRepairDetailScreen />
        <ConfirmModalHost />
      </>
    ),
  },
]);

describe("the seller's repair orders", () => {
  it('shows each order with its status, cost, days waiting, review and QC results', async () => {
    renderRoutes(routes, '/business/repair-order');
    const row = (await screen.findAllByTestId('repair-order-row')).find(
      (r) => r.dataset.oddNo === 'RP00000002',
    );
    if (!row) throw new Error('no row RP00000002');
    expect(within(row).getByText('Completed')).toBeTruthy();
    expect(within(row).getByText('$26.00')).toBeTruthy();
    expect(within(row).getByText('$52.00')).toBeTruthy();
    expect(within(row).getByText('5 days')).toBeTruthy();
    expect(within(row).getByText('1 passed')).toBeTruthy();
    expect(within(row).getByText('1 failed')).toBeTruthy();
    expect(within(row).getByText('OK to repair')).toBeTruthy();
  });

  it('filters by status tab and by number or ONE ID, from page 1', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/business/repair-order');
    await screen.findAllByTestId('repair-order-row');
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    await waitFor(() => expect(bodiesOf('/repair/list').at(-1)).toMatchObject({ status: 3, current: 1 }));
    await user.type(screen.getByLabelText('Search'), '10000001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodiesOf('/repair/list').at(-1)).toMatchObject({ status: 3, keyword: '10000001' }),
    );
  });

  it('opens an order: its pairs, what is held in the wallet, and no photos of the management side', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/business/repair-order');
    await user.click(await screen.findByRole('button', { name: 'RP00000001' }));
    const detail = await screen.findByTestId('repair-detail');
    expect(screen.getByTestId('where').textContent).toBe('/business/repair-order/detail?oddNo=RP00000001');
    expect(within(detail).getByTestId('hold-story').textContent).toBe(
      'The estimated cost of $26.00 is held in your wallet until the repair is done.',
    );
    const pair = within(detail).getByTestId('repair-pair-row');
    expect(within(pair).getByText('10000001')).toBeTruthy();
    expect(within(pair).getByText('Pending')).toBeTruthy();
    expect(within(detail).queryByText('After repair')).toBeNull();
    expect(within(detail).queryByRole('img')).toBeNull();
  });

  it('cancels a pending order after confirming, resending the same key after a failure', async () => {
    cancelAnswers = [() => jsonAnswer({ code: 500, msg: 'Server busy', data: null }, 500)];
    const user = userEvent.setup();
    renderRoutes(routes, '/business/repair-order/detail?oddNo=RP00000001');
    await user.click(await screen.findByTestId('repair-cancel'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/estimated cost held in your wallet is returned/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(bodiesOf('/repair/cancel')).toHaveLength(1));
    expect(notify).toHaveBeenCalledWith({ color: 'red', message: 'Server busy' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(bodiesOf('/repair/cancel')).toHaveLength(2));
    const [first, second] = bodiesOf('/repair/cancel');
    expect(first).toMatchObject({ oddNo: 'RP00000001' });
    expect(second).toEqual(first);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ color: 'green', message: 'Cancel successfully' }),
    );
  });

  it("says so when the order cannot be read (another seller's order is not found)", async () => {
    renderRoutes(routes, '/business/repair-order/detail?oddNo=RP00000099');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Get repair detail failed: there is no repair order RP00000099',
    );
    expect(screen.queryByTestId('repair-detail')).toBeNull();
  });
});

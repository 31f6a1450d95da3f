import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import {
  backToEnglish,
  bodiesSent,
  freshScreen,
  ok,
  onePage,
  signIn,
} from '../../../../../tests/client/support/seller-screen-kit';
import { CROSS_LISTING_PAGE } from '../../../../domain/listing/admin-listings';
import type { SaleView } from '../../../../domain/listing/sales';
import { initI18n } from '../../../i18n/setup';
import { AdminSalesScreen } from './AdminSalesScreen';
import { SalesOrdersScreen } from './SalesOrdersScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const aSale = (over: Partial<SaleView> = {}): SaleView => ({
  id: 71,
  marketplace: 'ebay',
  orderNo: '14-00001-00071',
  oneId: '10000071',
  sku: 'DZ5485-612',
  size: '10',
  priceCents: 21_000,
  status: 'pending',
  kept: true,
  exception: null,
  orderedAt: '2026-12-01T10:00:00.000Z',
  note: null,
  handledBy: null,
  handledAt: null,
  listingId: 41,
  consignmentNo: 'OC00000012',
  pairAwaitingCheck: false,
  returnTo: null,
  ...over,
});
const sales = [
  aSale(),
  aSale({
    id: 72,
    marketplace: 'stockx',
    orderNo: 'SX-72',
    status: 'cancelled',
    kept: false,
    exception: 'soldElsewhere',
    consignmentNo: null,
  }),
  aSale({ id: 73, orderNo: 'EB-73', status: 'with_issue', note: 'Box crushed in the photo' }),
];

const bodiesOf = (path: string) => bodiesSent(fetchMock, path);

function answer(others: Record<string, () => Response> = {}, rows: unknown[] = sales) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const path = Object.keys(others).find((p) => url.endsWith(p));
    if (path) return others[path]();
    if (url.endsWith('/listing/sales/list')) return onePage(rows);
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

const routes = underWhere([
  { path: 'business/cross-listing/sales/:pageNo?', element: <SalesOrdersScreen /> },
  { path: 'admin/cross-listing/sales/:pageNo?', element: <AdminSalesScreen /> },
  { path: '*', element: null },
]);
const rowOf = async (id: number) =>
  (await screen.findAllByTestId('sale-row')).find((r) => r.getAttribute('data-sale') === String(id))!;

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  freshScreen(fetchMock);
  signIn('business', 'business', ['query', 'edit']);
});
afterEach(backToEnglish);

describe('Sales Orders', () => {
  it('lists each sale with its marketplace, item, price, status, exception or note, and the actions its status allows', async () => {
    answer();
    renderRoutes(routes, '/business/cross-listing/sales');
    const pending = await rowOf(71);
    expect(within(pending).getByText('14-00001-00071')).toBeTruthy();
    expect(within(pending).getByText('eBay')).toBeTruthy();
    expect(within(pending).getByText('10000071')).toBeTruthy();
    expect(within(pending).getByText('$210.00')).toBeTruthy();
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'Listing' }).getAttribute('href')).toBe(
      '/business/cross-listing/detail?id=41',
    );
    expect(within(pending).getByRole('button', { name: 'With issue: order 14-00001-00071' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Cancel sale: order 14-00001-00071' })).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: /Archive/ })).toBeNull();

    const exception = await rowOf(72);
    expect(within(exception).getByTestId('sale-exception').textContent).toBe(
      'Sold on another marketplace first: this sale is cancelled',
    );
    expect(within(exception).getByRole('button', { name: 'Archive: order SX-72' })).toBeTruthy();
    expect(within(await rowOf(73)).getByTestId('sale-note').textContent).toBe('Box crushed in the photo');
    expect(within(await rowOf(73)).getByRole('button', { name: 'Mark processed: order EB-73' })).toBeTruthy();
    expect(bodiesOf('/listing/sales/list')[0]).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('searches by status, keyword and exceptions only', async () => {
    answer();
    const user = userEvent.setup();
    renderRoutes(routes, '/business/cross-listing/sales');
    await rowOf(71);
    await user.type(screen.getByLabelText('ONE ID, SKU, name or order number'), 'SX-72');
    await user.click(screen.getByLabelText('Exceptions only'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodiesOf('/listing/sales/list').at(-1)).toEqual({
        pageNo: 1,
        pageSize: 10,
        keyword: 'SX-72',
        exceptions: true,
      }),
    );
  });

  it('flags an issue only with a note, sends it with a request key, and resends the same key after a refusal', async () => {
    const refusal = 'Sale 14-00001-00071 is not in a status that allows this';
    let refuse = true;
    answer({
      '/listing/sales/act': () =>
        refuse
          ? jsonAnswer({ code: 409, msg: refusal, data: null }, 409)
          : ok(aSale({ status: 'with_issue', note: 'Buyer says the lid is missing' }), 'Sale updated'),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/business/cross-listing/sales');
    await user.click(
      within(await rowOf(71)).getByRole('button', { name: 'With issue: order 14-00001-00071' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/What is the issue/), 'lid');
    await user.click(within(dialog).getByRole('button', { name: 'With issue' }));
    expect(await within(dialog).findByText('Say what the issue is in at least 5 characters')).toBeTruthy();
    expect(bodiesOf('/listing/sales/act')).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/What is the issue/));
    await user.type(within(dialog).getByLabelText(/What is the issue/), 'Buyer says the lid is missing');
    await user.click(within(dialog).getByRole('button', { name: 'With issue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'With issue' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({ color: 'green', message: 'Sale updated' }),
    );
    const [first, second] = bodiesOf('/listing/sales/act');
    expect(first).toEqual({
      id: 71,
      action: 'withIssue',
      note: 'Buyer says the lid is missing',
      requestKey: expect.stringMatching(/^rk-/),
    });
    expect(second.requestKey).toBe(first.requestKey);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('archives after asking, with no note', async () => {
    answer({ '/listing/sales/act': () => ok(aSale({ id: 72, status: 'archived' }), 'Sale updated') });
    const user = userEvent.setup();
    renderRoutes(routes, '/business/cross-listing/sales');
    await user.click(within(await rowOf(72)).getByRole('button', { name: 'Archive: order SX-72' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Archive order SX-72 on StockX\?/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/What is the issue/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(bodiesOf('/listing/sales/act')).toEqual([
        { id: 72, action: 'archive', requestKey: expect.stringMatching(/^rk-/) },
      ]),
    );
  });

  it('offers no actions to a seller who may only read', async () => {
    signIn('business', 'business', ['query']);
    answer();
    renderRoutes(routes, '/business/cross-listing/sales');
    const row = await rowOf(71);
    expect(within(row).getByRole('link', { name: 'Listing' })).toBeTruthy();
    expect(within(row).queryAllByRole('button', { name: /: order/ })).toEqual([]);
  });

  it("shows the admin every seller's sales with the seller, found by seller", async () => {
    signIn('admin', CROSS_LISTING_PAGE, ['query', 'edit']);
    const seller = { id: 9, uid: 'B100009', name: 'Kim Seller' };
    answer(
      {},
      sales.map((s) => ({ ...s, seller })),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/cross-listing/sales');
    const row = await rowOf(71);
    expect(within(row).getByText('Kim Seller')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Listing' }).getAttribute('href')).toBe(
      '/admin/cross-listing/detail?id=41',
    );
    await user.type(screen.getByLabelText('Seller'), 'B100009');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodiesOf('/listing/sales/list').at(-1)).toEqual({ pageNo: 1, pageSize: 10, seller: 'B100009' }),
    );
  });

  it('offers a seller "Move to returned" for a completed sale, and only an admin the settling of a pair back in the warehouse', async () => {
    const completed = aSale({ id: 74, orderNo: 'EB-74', status: 'sales_completed' });
    const back = aSale({
      id: 75,
      orderNo: 'EB-75',
      oneId: '10000075',
      status: 'returned',
      pairAwaitingCheck: true,
    });
    const away = aSale({ id: 76, orderNo: 'EB-76', status: 'returned', pairAwaitingCheck: false });
    answer({ '/listing/sales/act': () => ok(aSale({ id: 74, status: 'returned' }), 'Sale updated') }, [
      completed,
      back,
      away,
    ]);
    const user = userEvent.setup();
    const { unmount } = renderRoutes(routes, '/business/cross-listing/sales');
    expect(within(await rowOf(75)).getByTestId('sale-pair-back').textContent).toBe(
      'Back in the warehouse: waiting for its check',
    );
    expect(
      within(await rowOf(75)).queryByRole('button', { name: /Mark as fake|Set to available/ }),
    ).toBeNull();
    await user.click(within(await rowOf(74)).getByRole('button', { name: 'Move to returned: order EB-74' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/the payout is taken back \(platform return deduction\)/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Move to returned' }));
    await waitFor(() =>
      expect(bodiesOf('/listing/sales/act')).toEqual([
        { id: 74, action: 'returned', requestKey: expect.stringMatching(/^rk-/) },
      ]),
    );
    unmount();

    signIn('admin', CROSS_LISTING_PAGE, ['query', 'edit']);
    const seller = { id: 9, uid: 'B100009', name: 'Kim Seller' };
    answer(
      {},
      [back, away].map((s) => ({ ...s, seller })),
    );
    renderRoutes(routes, '/admin/cross-listing/sales');
    const settled = await rowOf(75);
    expect(within(settled).getByRole('button', { name: 'Mark as fake: order EB-75' })).toBeTruthy();
    await user.click(within(settled).getByRole('button', { name: 'Set to available: order EB-75' }));
    expect(
      within(await screen.findByRole('dialog')).getByText(
        'Set item 10000075 of order EB-75 to available? It is qualified and can be sold again, and the sale is archived.',
      ),
    ).toBeTruthy();
    expect(
      within(await rowOf(76)).queryByRole('button', { name: /Mark as fake|Set to available/ }),
    ).toBeNull();
  });
});

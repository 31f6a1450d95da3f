import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../tests/client/render-app';
import { anItem, itemListPage } from '../../../../tests/client/support/item-list-fake';
import type { InBatchRow } from '../../../domain/inventory/views';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { InBatchScreen } from './InBatchScreen';
import { StockDetailScreen } from './StockDetailScreen';
import { StockListScreen } from './StockListScreen';

const fetchMock = vi.fn<typeof fetch>();

/** Three pairs of one SKU inspected from one parcel, among another seller's pair. */
const ITEMS = [
  anItem(1, { sku: 'OTHER-1', wareId: 4, wareName: 'West Coast LA' }),
  ...[2, 3, 4].map((n) => anItem(n, { sku: 'SVC123', wareName: 'Demo Warehouse NJ' })),
].map((item) => ({
  ...item,
  shelvesName: 'Ready for listing',
  shopInfo: { id: 7, uid: 'U100001', realname: 'Demo Seller' },
}));

const BATCH: InBatchRow = {
  day: '2026-12-05',
  wareId: 3,
  wareName: 'Demo Warehouse NJ',
  parcels: 1,
  items: 3,
  receivedBeginTime: '2026-12-05T00:00:00.000Z',
  receivedEndTime: '2026-12-05T23:59:59.999Z',
};

const stockListBodies = () =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).includes('/stock/list'))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

/** The admin stock list and the inbound batches as the server answers them; a batch's list is its warehouse's. */
beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.setState({ token: 'admin-token', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'admin' });
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const ok = (data: unknown) => jsonAnswer({ code: 200, msg: 'success', data });
    if (url.includes('/stock/list'))
      return ok(itemListPage(body.wareId ? ITEMS.filter((i) => i.wareId === body.wareId) : ITEMS, body));
    if (url.includes('/stock/in_batch'))
      return ok({ pageNo: 1, pageSize: 20, totalCount: 1, totalPage: 1, data: [BATCH] });
    if (url.includes('/sys_ware/listAll'))
      return ok([
        { id: 3, name: 'Demo Warehouse NJ', level: 1 },
        { id: 4, name: 'West Coast LA', level: 2 },
      ]);
    return jsonAnswer({ code: 404, msg: `no fake for ${url}`, data: null }, 404);
  });
});

const rowsOf = (sku: string) => screen.getAllByTestId('item-row').filter((r) => r.textContent?.includes(sku));

describe('admin stock', () => {
  it("lists every seller's items with owner and shelf", async () => {
    renderRoutes([{ path: '/admin/Stock', element: <StockListScreen /> }], '/admin/Stock');
    await waitFor(() => expect(rowsOf('SVC123')).toHaveLength(3));
    expect(rowsOf('SVC123')[0].textContent).toContain('Demo Seller (U100001)');
    expect(rowsOf('SVC123')[0].textContent).toContain('Ready for listing');
  });

  it("opens an inbound batch from its warehouse's row: that day's items of that warehouse", async () => {
    const user = userEvent.setup();
    renderRoutes(
      underWhere([
        { path: 'admin/Stock/InBatch', element: <InBatchScreen /> },
        { path: 'admin/Stock/detail/*', element: <StockDetailScreen /> },
      ]),
      '/admin/Stock/InBatch',
    );
    const batch = (
      await within(screen.getByTestId('in-batch-table')).findByText('Demo Warehouse NJ')
    ).closest('tr') as HTMLElement;
    await user.click(within(batch).getByRole('link'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/admin/Stock/detail/in/3/2026-12-05'),
    );
    expect(await screen.findByRole('heading', { name: 'Items received on 2026-12-05' })).toBeTruthy();
    await waitFor(() => expect(rowsOf('SVC123')).toHaveLength(3));
    expect(stockListBodies().at(-1)).toMatchObject({
      wareId: 3,
      receivedBeginTime: dayjs('2026-12-05').startOf('day').toISOString(),
      receivedEndTime: dayjs('2026-12-05').endOf('day').toISOString(),
    });
  });
});

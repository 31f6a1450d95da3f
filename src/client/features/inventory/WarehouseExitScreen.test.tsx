import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../tests/client/render-app';
import type { ItemRow } from '../../../domain/inventory/views';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { anItem } from '../../../../tests/client/support/item-list-fake';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { useItemSelection } from './selection-store';
import { StockDetailScreen } from './StockDetailScreen';
import { WarehouseExitScreen } from './WarehouseExitScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const exit = (n: number, outInfo: ItemRow['outInfo']): ItemRow =>
  anItem(n, {
    status: 6,
    gmtIn: '2026-11-10T12:00:00.000Z',
    gmtOut: '2026-11-28T12:00:00.000Z',
    wareDays: 18,
    outInfo,
  });

const ROWS = [
  exit(1, { oddNo: 'RS00000004', type: 4 }),
  exit(2, { oddNo: 'DS00000003', type: 3 }),
  exit(3, { oddNo: 'OC00000003', type: 6 }),
  exit(4, null),
];

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useItemSelection.getState().clear('warehouseExit');
  useItemSelection.getState().clear('stock');
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/sys_ware/listAll'))
      return jsonAnswer({ code: 200, msg: 'success', data: [{ id: 3, name: 'LA Dock', level: 1 }] });
    if (url.includes('/inventory/exit_list') || url.includes('/stock/list'))
      return jsonAnswer({
        code: 200,
        msg: 'success',
        data: {
          pageNo: 1,
          pageSize: 10,
          totalCount: ROWS.length,
          totalPage: 1,
          data: ROWS,
          statusCounts: [{ status: 6, count: ROWS.length }],
        },
      });
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

const orderCell = (oneId: string) =>
  within(screen.getByText(oneId).closest('[data-testid="item-row"]') as HTMLElement);

describe('the order each item left with', () => {
  it("names the seller's order and its kind, and opens the order's seller detail", async () => {
    useSession.setState({ token: 'seller', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
    const user = userEvent.setup();
    renderRoutes(
      underWhere([
        { path: 'business/inventory/WarehouseExit', element: <WarehouseExitScreen /> },
        { path: 'business/in-warehouse/inventory/detail/transportdetail', element: null },
      ]),
      '/business/inventory/WarehouseExit',
    );
    await screen.findByText('10000001');
    expect(screen.getByRole('columnheader', { name: 'Left with order' })).toBeTruthy();
    expect(orderCell('10000001').getByText('Reship')).toBeTruthy();
    expect(orderCell('10000002').getByText('Ship with label')).toBeTruthy();
    // A consignment opens its own detail (occonsignment, with edit=detail as the spec writes it).
    expect(orderCell('10000003').getByText('Consignment')).toBeTruthy();
    expect(orderCell('10000003').getByRole('link', { name: 'OC00000003' }).getAttribute('href')).toBe(
      '/business/in-warehouse/inventory/detail/occonsignment?dealType=6&edit=detail&oddNo=OC00000003',
    );
    expect(orderCell('10000004').queryByTestId('exit-order')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'RS00000004' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/business/in-warehouse/inventory/detail/transportdetail?dealType=4&oddNo=RS00000004',
      ),
    );
  });

  it("links an admin's day of exits to each order's Audit detail", async () => {
    useSession.setState({ token: 'admin', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'admin' });
    renderRoutes(
      underWhere([{ path: 'admin/Stock/detail/*', element: <StockDetailScreen /> }]),
      '/admin/Stock/detail/out/3/2026-11-28',
    );
    const link = await screen.findByRole('link', { name: 'DS00000003' });
    expect(link.getAttribute('href')).toBe('/admin/Audit/Outbound/Detail?oddNo=DS00000003');
    expect(screen.getByRole('link', { name: 'RS00000004' }).getAttribute('href')).toBe(
      '/admin/Audit/Outbound/Detail?oddNo=RS00000004',
    );
  });
});

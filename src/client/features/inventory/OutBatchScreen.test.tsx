import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../tests/client/render-app';
import type { UserInfo } from '../../../domain/auth';
import { RoleId } from '../../../domain/users';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { OutBatchScreen } from './OutBatchScreen';
import { StockDetailScreen } from './StockDetailScreen';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
const fetchMock = vi.fn<typeof fetch>();

const batch = (day: string, wareId: number, wareName: string, items: number) => ({
  day,
  wareId,
  wareName,
  items,
  leftBeginTime: `${day}T00:00:00.000Z`,
  leftEndTime: `${day}T23:59:59.999Z`,
});

const exitedItem = {
  id: 7,
  oneId: '10000007',
  sku: 'DD1391-100',
  brand: 'Nike',
  remarks: 'Dunk Low Panda',
  spec: '10',
  status: 6,
  checkResult: 1,
  costPrice: 12_345,
  supply: 'StockX',
  wareId: 3,
  wareName: 'LA Dock',
  gmtIn: '2024-05-01T12:00:00.000Z',
  gmtOut: '2024-05-10T12:00:00.000Z',
  wareDays: 10,
  wareFee: 0,
  shelvesName: '',
  shopInfo: { id: 2, uid: 'S0002', realname: 'Stock Seller' },
};

const page = (data: unknown[]) => ({
  code: 200,
  msg: 'success',
  data: { pageNo: 1, pageSize: 20, totalCount: data.length, totalPage: 1, data },
});

const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).includes(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

const routes = underWhere([
  { path: 'admin/Stock/OutBatch', element: <OutBatchScreen /> },
  { path: 'admin/Stock/detail/*', element: <StockDetailScreen /> },
]);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.setState({ token: 'admin-token', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'admin' });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/sys_ware/listAll'))
      return jsonAnswer({ code: 200, msg: 'success', data: [{ id: 3, name: 'LA Dock', level: 1 }] });
    if (url.includes('/stock/out_batch'))
      return jsonAnswer(page([batch('2024-05-10', 3, 'LA Dock', 5), batch('2024-05-08', 3, 'LA Dock', 1)]));
    if (url.includes('/stock/list'))
      return jsonAnswer({ ...page([exitedItem]), statusCounts: [{ status: 6, count: 1 }] });
    if (url.includes('/stock/export'))
      return jsonAnswer({ code: 200, msg: 'Add Download Task Success', data: { id: 1, downloadUrl: '' } });
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

describe('outbound batches', () => {
  it('lists the exits per day and warehouse in the browser’s days, each day a link to its items', async () => {
    renderRoutes(routes, '/admin/Stock/OutBatch');
    expect(await screen.findByText('Outbound batches')).toBeTruthy();
    expect(screen.getByText('Items that left the warehouse, per day and warehouse')).toBeTruthy();
    const link = await screen.findByRole('link', { name: '2024-05-10' });
    expect(link.getAttribute('href')).toBe('/admin/Stock/detail/out/3/2024-05-10');
    expect(screen.getByText('2 batches')).toBeTruthy();
    // East of UTC is positive (JSON has no -0: UTC is sent as 0).
    const offset = -new Date().getTimezoneOffset() || 0;
    expect(bodiesOf('/stock/out_batch').at(-1)).toMatchObject({
      current: 1,
      size: 20,
      utcOffsetMinutes: offset,
    });
  });

  it("opens a day's items: that warehouse's exits in that local day, with their exit time", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/Stock/OutBatch');
    await user.click(await screen.findByRole('link', { name: '2024-05-10' }));
    expect(await screen.findByText('Items that left on 2024-05-10')).toBeTruthy();
    await screen.findByText('10000007');
    expect(bodiesOf('/stock/list').at(-1)).toMatchObject({
      wareId: 3,
      leftBeginTime: dayjs('2024-05-10').startOf('day').toISOString(),
      leftEndTime: dayjs('2024-05-10').endOf('day').toISOString(),
    });
    expect(screen.getByRole('columnheader', { name: 'Out' })).toBeTruthy();
    expect(screen.getByText('Stock Seller', { exact: false })).toBeTruthy();
    // The list is that warehouse's: its filter says so and cannot be changed.
    const warehouse = within(screen.getByTestId('item-filters')).getByRole('textbox', { name: 'Warehouse' });
    await waitFor(() => expect((warehouse as HTMLInputElement).value).toBe('LA Dock'));
    expect((warehouse as HTMLInputElement).disabled).toBe(true);
  });

  it("exports a day's items with the batch's warehouse and day, for a user who may export stock", async () => {
    renderRoutes(routes, '/admin/Stock/detail/out/3/2024-05-10');
    await screen.findByText('10000007');
    expect(screen.queryByTestId('export-button')).toBeNull();
    cleanup();
    useSession.setState({ userInfo: { roleId: RoleId.superAdmin } as UserInfo });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/Stock/detail/out/3/2024-05-10');
    await screen.findByText('10000007');
    await user.click(screen.getByTestId('export-button'));
    await waitFor(() =>
      expect(bodiesOf('/stock/export').at(-1)).toMatchObject({
        wareId: 3,
        leftBeginTime: dayjs('2024-05-10').startOf('day').toISOString(),
        leftEndTime: dayjs('2024-05-10').endOf('day').toISOString(),
        searchIdList: [],
      }),
    );
  });

  it('says an outbound batch that cannot exist does not, and leads back to the batches', async () => {
    renderRoutes(routes, '/admin/Stock/detail/out/3/2024-02-31');
    expect(await screen.findByText('This batch does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Outbound batches' }).getAttribute('href')).toBe(
      '/admin/Stock/OutBatch',
    );
    await waitFor(() => expect(bodiesOf('/stock/list')).toEqual([]));
  });
});

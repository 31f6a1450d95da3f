import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes } from '../../../../../tests/client/render-app';
import type { BatchDetail } from '../../../../domain/outbound/batches';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { AdminBatchDetailScreen } from './AdminBatchDetailScreen';
import { AdminOutBatchScreen } from './AdminOutBatchScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const BATCH: BatchDetail = {
  id: 12,
  batchNo: 'OB00000012',
  wareId: 3,
  wareName: 'LA Dock',
  status: 4,
  orders: 2,
  items: 2,
  picked: 2,
  shipped: 1,
  createdBy: 'Ship Staff',
  gmtCreate: '2026-11-29T08:00:00.000Z',
  gmtModify: '2026-11-29T08:00:00.000Z',
  lines: [
    {
      oneId: '10000005',
      orderId: 4,
      oddNo: 'DS00000004',
      kind: 3,
      sku: 'DD1391-100',
      brand: 'Nike',
      name: 'Dunk Low',
      size: '10',
      shelfName: 'C-3',
      orderState: 'shipped',
      picked: true,
      pickedBy: 'Ship Staff',
      gmtPicked: '2026-11-29T08:10:00.000Z',
      gmtShipped: '2026-11-29T08:20:00.000Z',
      hasLabel: true,
    },
  ],
};
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).includes(path))
    .map((c) => JSON.parse(String(c[1]?.body ?? '{}')) as Record<string, unknown>);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.setState({ token: 'admin-token', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'admin' });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/stock/out_batch/get')) return jsonAnswer({ code: 200, msg: 'success', data: BATCH });
    if (url.includes('/stock/out_batch'))
      return jsonAnswer({
        code: 200,
        msg: 'success',
        data: { pageNo: 1, pageSize: 10, totalCount: 1, totalPage: 1, data: [BATCH] },
      });
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

describe('the admin’s outbound batches', () => {
  it('lists real batches with their status and opens one read only, with its picks and exits', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/admin/Stock/OutBatch', element: <AdminOutBatchScreen /> },
        { path: '/admin/Stock/OutBatch/detail/:id', element: <AdminBatchDetailScreen /> },
      ],
      '/admin/Stock/OutBatch',
    );
    const link = await screen.findByRole('link', { name: 'OB00000012' });
    expect(screen.getByTestId('batch-status').textContent).toBe('Partial outbound');
    expect(bodiesOf('/stock/out_batch').at(-1)).toMatchObject({ current: 1, size: 10 });
    await user.click(link);
    expect(await screen.findByText('C-3')).toBeTruthy();
    expect(screen.getByText('Picked by Ship Staff')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm shipped' })).toBeNull();
    await waitFor(() => expect(screen.getAllByText('Shipped').length).toBeGreaterThan(0));
  });
});

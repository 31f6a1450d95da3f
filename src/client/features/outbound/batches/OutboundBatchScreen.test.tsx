import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes } from '../../../../../tests/client/render-app';
import type { BatchDetail, PickLine } from '../../../../domain/outbound/batches';
import { scanFeedback } from '../../../components/scan/scan-feedback';
import { initI18n } from '../../../i18n/setup';
import { offlineDb } from '../../../offline/db';
import { enqueueOp } from '../../../offline/outbox';
import { useSession } from '../../../stores/session';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { OutboundBatchScreen } from './OutboundBatchScreen';

spyOnNotifications();
vi.mock('../../../components/scan/scan-feedback', () => ({
  scanFeedback: { success: vi.fn(), error: vi.fn(), warn: vi.fn() },
}));
vi.mock('../../../offline/outbox', () => ({
  enqueueOp: vi.fn(async () => ({})),
  OpInputError: class OpInputError extends Error {},
}));

const WARE = 3;
const fetchMock = vi.fn<typeof fetch>();

const line = (
  oneId: string,
  orderId: number,
  shelfName: string,
  extra: Partial<PickLine> = {},
): PickLine => ({
  oneId,
  orderId,
  oddNo: `RS${String(orderId).padStart(8, '0')}`,
  kind: 4,
  sku: 'DD1391-100',
  brand: 'Nike',
  name: 'Dunk Low',
  size: '9',
  shelfName,
  orderState: 'open',
  picked: false,
  pickedBy: '',
  gmtPicked: null,
  gmtShipped: null,
  hasLabel: false,
  ...extra,
});

const BATCH: BatchDetail = {
  id: 7,
  batchNo: 'OB00000007',
  wareId: WARE,
  wareName: 'LA Dock',
  status: 1,
  orders: 2,
  items: 3,
  picked: 1,
  shipped: 0,
  createdBy: 'Ship Staff',
  gmtCreate: '2026-11-29 08:00:00',
  gmtModify: '2026-11-29 08:00:00',
  lines: [
    line('10000001', 1, 'A-2', { picked: true, pickedBy: 'Ship Staff' }),
    line('10000002', 2, 'A-10'),
    line('10000003', 2, 'B-1'),
  ],
};

function scanBurst(code: string) {
  act(() => {
    for (const key of code) fireEvent.keyDown(document.body, { key });
    fireEvent.keyDown(document.body, { key: 'Enter' });
  });
}
const banner = () => screen.getByTestId('scan-result');
const queued = () => vi.mocked(enqueueOp).mock.calls.map((c) => [c[0], c[1]]);
const open = () =>
  renderRoutes(
    [{ path: '/warehouse/OutboundBatch/:pageNo?', element: <OutboundBatchScreen /> }],
    '/warehouse/OutboundBatch?batch=7',
  );

beforeAll(() => initI18n('en-US'));
beforeEach(async () => {
  await offlineDb.batches.clear();
  vi.mocked(enqueueOp).mockClear();
  vi.mocked(scanFeedback.error).mockClear();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('/sys_ware_out_batch/get')
      ? jsonAnswer({ code: 200, msg: 'success', data: BATCH })
      : jsonAnswer({ code: 404, msg: 'not found', data: null }, 404),
  );
  useSession.getState().selectWarehouse(WARE);
  useSession.setState({
    token: 'staff-token',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'warehouse',
    headerWareId: WARE,
    warePermissions: [{ permissionId: '700107', actionList: ['query', 'get', 'edit', 'export', 'add'] }],
  });
});
afterEach(cleanup);

describe('picking a batch on the tablet', () => {
  it('shows the pick list in shelf order, keeps it on the tablet, and picks a scanned pair of the batch', async () => {
    open();
    expect(await screen.findByText('OB00000007')).toBeTruthy();
    const rows = within(screen.getByTestId('pick-list')).getAllByText(/^(A-2|A-10|B-1)$/);
    expect(rows.map((r) => r.textContent)).toEqual(['A-2', 'A-10', 'B-1']);
    await waitFor(async () => expect((await offlineDb.batches.get(7))?.lines).toHaveLength(3));
    scanBurst('10000002');
    await waitFor(() => expect(queued()).toEqual([['outbound.pick', { batchId: 7, oneId: '10000002' }]]));
    expect(banner().getAttribute('data-status')).toBe('ok');
    expect(banner().textContent).toContain('Picked 10000002 from A-10');
  });

  it('a pair of no concern to this batch is a loud error and nothing is queued; one picked already is a warning', async () => {
    open();
    await screen.findByText('OB00000007');
    scanBurst('10000099');
    await waitFor(() => expect(banner().getAttribute('data-status')).toBe('error'));
    expect(banner().textContent).toContain('WRONG ITEM: 10000099 is not in batch OB00000007. Put it back.');
    expect(scanFeedback.error).toHaveBeenCalledTimes(1);
    scanBurst('10000001');
    await waitFor(() => expect(banner().getAttribute('data-status')).toBe('warn'));
    expect(banner().textContent).toContain('10000001 is picked already');
    expect(enqueueOp).not.toHaveBeenCalled();
  });

  it('with the network gone, picks from the copy the tablet holds and confirms a fully picked order shipped', async () => {
    await offlineDb.batches.put({ ...BATCH, fetchedAt: '2026-11-29T08:05:00.000Z' });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    open();
    expect(await screen.findByText(/No network: the copy from/)).toBeTruthy();
    const first = within(screen.getByTestId('order-RS00000001'));
    const ship = first.getByRole('button', { name: 'Confirm shipped' }) as HTMLButtonElement;
    expect(ship.disabled).toBe(false);
    const second = within(screen.getByTestId('order-RS00000002'));
    expect((second.getByRole('button', { name: 'Confirm shipped' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(ship);
    await waitFor(() => expect(queued()).toEqual([['outbound.ship', { batchId: 7, orderId: 1 }]]));
    scanBurst('10000003');
    await waitFor(() =>
      expect(queued()).toContainEqual(['outbound.pick', { batchId: 7, oneId: '10000003' }]),
    );
  });
});

describe('the batch list', () => {
  it('offers Pick on a live batch and View on a cancelled or fully shipped one', async () => {
    const row = (id: number, status: BatchDetail['status']) => {
      const { lines: _lines, ...view } = BATCH;
      return { ...view, id, batchNo: `OB0000000${id}`, status };
    };
    const rows = [row(1, 1), row(3, 3), row(5, 5)];
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/sys_ware_out_batch/list')
        ? jsonAnswer({ code: 200, msg: 'success', data: { data: rows, totalCount: rows.length } })
        : jsonAnswer({ code: 404, msg: 'not found', data: null }, 404),
    );
    renderRoutes(
      [{ path: '/warehouse/OutboundBatch/:pageNo?', element: <OutboundBatchScreen /> }],
      '/warehouse/OutboundBatch',
    );
    const button = async (batchNo: string) =>
      within((await screen.findByText(batchNo)).closest('tr')!).getAllByRole('button')[0].textContent;
    expect(await button('OB00000001')).toBe('Pick');
    expect(await button('OB00000003')).toBe('View');
    expect(await button('OB00000005')).toBe('View');
  });
});

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes } from '../../../../../tests/client/render-app';
import { tooSmallToTouch, touchTargetsIn } from '../../../../../tests/client/support/touch-targets';
import type { BatchDetail, PickLine } from '../../../../domain/outbound/batches';
import { initI18n } from '../../../i18n/setup';
import { offlineDb } from '../../../offline/db';
import type { UserInfo } from '../../../../domain/auth/auth';
import { useSession } from '../../../stores/session';
import { OutboundBatchScreen } from './OutboundBatchScreen';

/**
 * The pick screen's header, layout and messages on a tablet, with the real outbox: an op queued
 * here changes the tablet's copy of the batch at once, as it does on the warehouse floor (no sync
 * engine runs, so the ops wait as they do offline).
 */
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

/** Order 1 is picked and ready to ship; order 2 has two pairs to pick, one of them on no shelf. */
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
    line('10000003', 2, ''),
  ],
};

function scanBurst(code: string) {
  act(() => {
    for (const key of code) fireEvent.keyDown(document.body, { key });
    fireEvent.keyDown(document.body, { key: 'Enter' });
  });
}
const header = () => screen.getByTestId('batch-summary');
const detailCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/out_batch/get'));
const openBatch = () =>
  renderRoutes(
    [{ path: '/warehouse/OutboundBatch/:pageNo?', element: <OutboundBatchScreen /> }],
    '/warehouse/OutboundBatch?batch=7',
  );
const goOffline = () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

beforeAll(() => initI18n('en-US'));
beforeEach(async () => {
  await Promise.all(offlineDb.tables.map((t) => t.clear()));
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
    userInfo: { id: 7 } as UserInfo,
    warePermissions: [{ permissionId: '700107', actionList: ['query', 'get', 'edit', 'export', 'add'] }],
  });
});
afterEach(cleanup);

describe('the batch header counts what the tablet knows', () => {
  it("offline, counts the tablet's own picks and ships still waiting to sync, and settles the status", async () => {
    await offlineDb.batches.put({ ...BATCH, fetchedAt: '2026-11-29T08:05:00.000Z' });
    goOffline();
    const user = userEvent.setup();
    openBatch();
    await screen.findByText(/No network: the copy from/);
    expect(screen.getByText(/No network: the copy from/).textContent).toMatch(
      /^No network: the copy from \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    expect(header().textContent).toContain('1 of 3 pairs picked · 0 orders shipped');
    expect(within(header()).getByTestId('batch-status').textContent).toBe('Pending outbound');

    await user.click(
      within(screen.getByTestId('order-RS00000001')).getByRole('button', { name: 'Confirm shipped' }),
    );
    await waitFor(() => expect(header().textContent).toContain('1 order shipped'));
    expect(within(header()).getByTestId('batch-status').textContent).toBe('Partial outbound');

    scanBurst('10000002');
    await waitFor(() => expect(header().textContent).toContain('2 of 3 pairs picked'));
    expect(await offlineDb.outbox.where('state').equals('pending').count()).toBe(2);
  });

  it('online, is current right after Confirm shipped, without fetching the batch again', async () => {
    const user = userEvent.setup();
    openBatch();
    await screen.findByText('Up to date');
    expect(header().textContent).toContain('0 orders shipped');
    const calls = detailCalls().length;

    await user.click(
      within(screen.getByTestId('order-RS00000001')).getByRole('button', { name: 'Confirm shipped' }),
    );
    await waitFor(() => expect(header().textContent).toContain('1 order shipped'));
    expect(within(header()).getByTestId('batch-status').textContent).toBe('Partial outbound');
    expect(detailCalls()).toHaveLength(calls);
  });

  it("names the status with the batch list's word, from the same figures, offline too", async () => {
    await offlineDb.batches.put({
      ...BATCH,
      status: 2,
      picked: 0,
      lines: BATCH.lines.map((l) => ({ ...l, picked: false })),
      fetchedAt: '2026-11-29T08:05:00.000Z',
    });
    goOffline();
    const user = userEvent.setup();
    openBatch();
    await screen.findByText(/No network: the copy from/);
    expect(within(header()).getByTestId('batch-status').textContent).toBe('Batch generated');
    scanBurst('10000002');
    await waitFor(() =>
      expect(within(header()).getByTestId('batch-status').textContent).toBe('Pending outbound'),
    );

    await user.click(screen.getByText('Back to batches'));
    const row = (await screen.findByText('OB00000007')).closest('tr')!;
    expect(within(row).getByTestId('batch-status').textContent).toBe('Pending outbound');
    expect(row.textContent).toContain('1 / 3');
  });
});

describe('Confirm shipped on a tablet with no network', () => {
  it('asks nothing, offers Undo, and Undo opens the order again while a later pick stays', async () => {
    await offlineDb.batches.put({ ...BATCH, fetchedAt: '2026-11-29T08:05:00.000Z' });
    goOffline();
    const user = userEvent.setup();
    openBatch();
    await screen.findByText(/No network: the copy from/);
    const order1 = () => within(screen.getByTestId('order-RS00000001'));
    await user.click(order1().getByRole('button', { name: 'Confirm shipped' }));
    await waitFor(() => expect(header().textContent).toContain('1 order shipped'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('ship-undo').textContent).toContain('Order RS00000001 is marked shipped');

    scanBurst('10000002');
    await waitFor(() => expect(header().textContent).toContain('2 of 3 pairs picked'));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(header().textContent).toContain('0 orders shipped'));
    expect(header().textContent).toContain('2 of 3 pairs picked');
    expect(screen.getByTestId('scan-result').textContent).toContain('Shipping of order RS00000001 undone');
    expect(order1().getByRole('button', { name: 'Confirm shipped' })).toBeTruthy();
    expect(screen.queryByTestId('ship-undo')).toBeNull();
    const ops = await offlineDb.outbox.orderBy('seq').toArray();
    expect(ops.map((op) => [op.type, op.state])).toEqual([
      ['outbound.ship', 'discarded'],
      ['outbound.pick', 'pending'],
    ]);
  });
});

describe('the pick screen on a tablet', () => {
  it('gives every button, row action and field at least 44 px to touch', async () => {
    openBatch();
    await screen.findByText('Up to date');
    const targets = touchTargetsIn(document.body);
    // Back, camera, typed code and Go, the orders' Confirm shipped, Cannot ship and reasons, links.
    expect(targets.length).toBeGreaterThan(6);
    expect(tooSmallToTouch(targets)).toEqual([]);
  });

  it('keeps shelf codes on one line, and says so plainly when a picked pair was on no shelf', async () => {
    openBatch();
    await screen.findByText('Up to date');
    const list = within(screen.getByTestId('pick-list'));
    for (const shelf of ['A-2', 'A-10', 'No shelf'])
      expect(getComputedStyle(list.getByText(shelf)).whiteSpace).toBe('nowrap');

    scanBurst('10000003');
    await waitFor(() => expect(screen.getByTestId('scan-result').getAttribute('data-status')).toBe('ok'));
    expect(screen.getByTestId('scan-result').textContent).toContain(
      'Picked 10000003, which was on no shelf (order RS00000002)',
    );
  });
});

describe('the batch list on a tablet', () => {
  it("gives each row's actions and the Generate button at least 44 px to touch", async () => {
    const { lines: _lines, ...view } = BATCH;
    // Typical data: a page of batches of the 25 the warehouse has, so the pager shows too.
    const page = Array.from({ length: 10 }, (_, i) => ({
      ...view,
      id: view.id + i,
      batchNo: `OB0000000${i}`.slice(-10),
    }));
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/sys_ware_out_batch/list')
        ? jsonAnswer({ code: 200, msg: 'success', data: { data: page, totalCount: 25 } })
        : jsonAnswer({ code: 404, msg: 'not found', data: null }, 404),
    );
    renderRoutes(
      [{ path: '/warehouse/OutboundBatch/:pageNo?', element: <OutboundBatchScreen /> }],
      '/warehouse/OutboundBatch',
    );
    await screen.findByText('OB00000009');
    const targets = touchTargetsIn(document.body);
    // Generate batch, each row's batch link and actions, the pager's controls.
    expect(targets.length).toBeGreaterThanOrEqual(10 * 3 + 1 + 4);
    expect(tooSmallToTouch(targets)).toEqual([]);
  });
});

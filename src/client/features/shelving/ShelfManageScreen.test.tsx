import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../tests/client/render-app';
import { anItem } from '../../../../tests/client/support/offline-rows';
import { tooSmallToTouch, touchTargetsIn } from '../../../../tests/client/support/touch-targets';
import { atWidth } from '../../../../tests/client/support/viewport';
import { initI18n } from '../../i18n/setup';
import { findItemByOneId, findShelfByCode } from '../../offline/local-queries';
import { enqueueOp } from '../../offline/outbox';
import type { LocalItem, LocalShelf, QueuedOp } from '../../offline/types';
import { scanFeedback } from '../../components/scan/scan-feedback';
import { useSession } from '../../stores/session';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { findInspectionOf } from './inspection-of';
import { ShelfManageScreen } from './ShelfManageScreen';

spyOnNotifications();
vi.mock('../../components/scan/scan-feedback', () => ({
  scanFeedback: { success: vi.fn(), error: vi.fn(), warn: vi.fn() },
}));
vi.mock('../../offline/outbox', () => ({
  enqueueOp: vi.fn(async () => ({})),
  OpInputError: class OpInputError extends Error {},
}));
vi.mock('./inspection-of', () => ({ findInspectionOf: vi.fn() }));
/** The lower lists' rows: empty unless a test fills them before it renders the screen. */
const lists = vi.hoisted(() => ({ awaiting: [] as LocalItem[], ops: [] as QueuedOp[] }));
vi.mock('../../offline/local-queries', () => ({
  findItemByOneId: vi.fn(),
  findShelfByCode: vi.fn(),
  useLocalShelves: () => SHELVES,
  useItemsAwaitingShelving: () => lists.awaiting,
  useLocalOps: (filter: { states?: string[] }) =>
    lists.ops.filter((op) => !filter.states || filter.states.includes(op.state)),
}));

const WARE = 3;
const shelf = (id: number, name: string, status = 1): LocalShelf => ({
  id,
  wareId: WARE,
  name,
  code: `W${WARE}-${name}`,
  rackId: 1,
  rackName: 'A',
  status,
  updatedAt: '',
});
const SHELVES: LocalShelf[] = [
  shelf(-2, 'Ready for listing'),
  shelf(11, 'A-01'),
  shelf(12, 'A-02'),
  shelf(13, 'B-01', 2),
];
const item = (oneId: string): LocalItem =>
  ({ id: 1, wareId: WARE, oneId, status: 1, checkResult: 1, shelfId: null }) as unknown as LocalItem;

/** A keyboard-wedge burst: characters back to back, then Enter, with no field focused. */
function scanBurst(code: string) {
  act(() => {
    for (const key of code) fireEvent.keyDown(document.body, { key });
    fireEvent.keyDown(document.body, { key: 'Enter' });
  });
}

const banner = () => screen.getByTestId('scan-result');
const queued = () => vi.mocked(enqueueOp).mock.calls.map((c) => c[1]);

beforeAll(() => {
  initI18n('en-US');
});
function renderScreen() {
  renderRoutes(
    [{ path: '/warehouse/ShelfManage/ShelfManage/:pageNo?', element: <ShelfManageScreen /> }],
    '/warehouse/ShelfManage/ShelfManage',
  );
}

const realMatchMedia = window.matchMedia;
beforeEach(() => {
  lists.awaiting = [];
  lists.ops = [];
  vi.mocked(enqueueOp).mockClear();
  vi.mocked(findInspectionOf).mockReset().mockResolvedValue(undefined);
  vi.mocked(scanFeedback.error).mockClear();
  vi.mocked(findItemByOneId).mockImplementation(async (_w, oneId) =>
    oneId.startsWith('1000') ? item(oneId) : undefined,
  );
  vi.mocked(findShelfByCode).mockImplementation(async (_w, code) => SHELVES.find((s) => s.code === code));
  useSession.getState().selectWarehouse(WARE);
  useSession.setState({
    headerWareId: WARE,
    warePermissions: [{ permissionId: '700105', actionList: ['query', 'edit'] }],
  });
  renderScreen();
});
afterEach(() => {
  cleanup();
  window.matchMedia = realMatchMedia;
});

describe('shelving, one item at a time', () => {
  it('a ONE ID then a shelf code queues one shelveItem op onto that shelf', async () => {
    scanBurst('10000042');
    await waitFor(() => expect(banner().textContent).toContain('ONE ID 10000042: now scan its shelf'));
    expect(enqueueOp).not.toHaveBeenCalled();
    scanBurst('w3-a-01');
    await waitFor(() => expect(queued()).toEqual([{ oneId: '10000042', shelfId: 11 }]));
    expect(banner().getAttribute('data-status')).toBe('ok');
    expect(banner().textContent).toContain('10000042 → A-01');
  });

  it('a shelf of another warehouse, an unknown or a disabled shelf queues nothing and says why, with the error tone', async () => {
    scanBurst('10000042');
    await waitFor(() => expect(banner().textContent).toContain('now scan its shelf'));
    scanBurst('W9-A-01');
    await waitFor(() => expect(banner().textContent).toContain('belongs to another warehouse'));
    scanBurst('W3-Z-99');
    await waitFor(() => expect(banner().textContent).toContain('W3-Z-99 is not a shelf of this warehouse'));
    scanBurst('W3-B-01');
    await waitFor(() => expect(banner().textContent).toContain('B-01 is disabled'));
    expect(banner().getAttribute('data-status')).toBe('error');
    expect(scanFeedback.error).toHaveBeenCalledTimes(3);
    expect(enqueueOp).not.toHaveBeenCalled();
    // The item is still waiting: a good shelf now shelves it.
    scanBurst('W3-A-02');
    await waitFor(() => expect(queued()).toEqual([{ oneId: '10000042', shelfId: 12 }]));
  });

  it('a ONE ID this tablet does not know is queued with a warning, not lost', async () => {
    scanBurst('20000001');
    await waitFor(() => expect(banner().getAttribute('data-status')).toBe('warn'));
    expect(banner().textContent).toContain("not in this tablet's list");
    scanBurst('W3-A-01');
    await waitFor(() => expect(queued()).toEqual([{ oneId: '20000001', shelfId: 11 }]));
    expect(banner().getAttribute('data-status')).toBe('warn');
  });

  it('the "ready for listing" button puts the scanned item on the pseudo shelf -2', async () => {
    scanBurst('10000042');
    await waitFor(() => expect(banner().textContent).toContain('now scan its shelf'));
    fireEvent.click(screen.getByTestId('ready-for-listing'));
    await waitFor(() => expect(queued()).toEqual([{ oneId: '10000042', shelfId: -2 }]));
  });

  it('typing a code into the field and pressing Enter works like a scan', async () => {
    fireEvent.change(screen.getByTestId('manual-code'), { target: { value: '10000042' } });
    fireEvent.submit(screen.getByTestId('manual-code').closest('form') as HTMLFormElement);
    await waitFor(() => expect(banner().textContent).toContain('now scan its shelf'));
  });
});

describe('shelving in batch mode', () => {
  it('one shelf, then three items: three ops onto that shelf; an item before any shelf queues nothing', async () => {
    fireEvent.click(screen.getByTestId('batch-mode'));
    scanBurst('10000001');
    await waitFor(() => expect(banner().textContent).toContain('scan the shelf first'));
    scanBurst('W3-A-02');
    await waitFor(() => expect(banner().textContent).toContain('Shelf A-02: now scan the items'));
    scanBurst('10000001');
    scanBurst('10000002');
    scanBurst('10000003');
    await waitFor(() => expect(enqueueOp).toHaveBeenCalledTimes(3));
    expect(queued()).toEqual([
      { oneId: '10000001', shelfId: 12 },
      { oneId: '10000002', shelfId: 12 },
      { oneId: '10000003', shelfId: 12 },
    ]);
  });
});

describe('shelving an item whose inspection on this tablet is not settled', () => {
  it('refuses an item whose inspection lost a sync conflict, naming the conflict instead of "Unknown ONE ID"', async () => {
    vi.mocked(findInspectionOf).mockResolvedValue({
      opId: 'op-inspect',
      state: 'rejected',
      conflict: true,
      reason: 'The inspection is completed and cannot be modified',
    });
    scanBurst('10000042');
    await waitFor(() =>
      expect(banner().textContent).toContain(
        'ONE ID 10000042 cannot be shelved: its inspection lost a sync conflict (The inspection is completed and cannot be modified)',
      ),
    );
    expect(banner().getAttribute('data-status')).toBe('error');
    scanBurst('W3-A-01');
    await waitFor(() => expect(banner().textContent).toContain('scan the ONE ID first'));
    expect(enqueueOp).not.toHaveBeenCalled();
  });

  it('queues the shelving after an inspection still waiting to sync, so the server judges them in that order', async () => {
    vi.mocked(findInspectionOf).mockResolvedValue({ opId: 'op-inspect', state: 'pending' });
    scanBurst('10000042');
    await waitFor(() => expect(banner().textContent).toContain('now scan its shelf'));
    scanBurst('W3-A-01');
    await waitFor(() =>
      expect(vi.mocked(enqueueOp).mock.calls).toEqual([
        ['shelveItem', { oneId: '10000042', shelfId: 11 }, { dependsOn: 'op-inspect' }],
      ]),
    );
  });
});

/** A shelving scan this tablet queued, in the state given. */
const aShelving = (seq: number, oneId: string, state: QueuedOp['state']): QueuedOp => ({
  opId: `op-${seq}`,
  deviceId: 'tablet',
  seq,
  userId: 1,
  wareId: WARE,
  type: 'shelveItem',
  payload: { oneId, shelfId: 11 },
  createdAt: '2025-03-01T10:00:00.000Z',
  photoHashes: [],
  state,
  attempts: state === 'pending' ? 0 : 1,
  ...(state === 'rejected' ? { lastError: { code: 500, reason: 'The item is not in stock' } } : {}),
});

describe('shelving on a 1024 x 768 tablet', () => {
  it('gives every button, tab, link and field at least 44 px to touch', async () => {
    cleanup();
    atWidth(1024);
    // Typical data: two pages waiting for a shelf, the tablet's recent scans (one refused).
    lists.awaiting = Array.from({ length: 12 }, (_, i) =>
      anItem({ id: 200 + i, wareId: WARE, oneId: String(10000100 + i) }),
    );
    lists.ops = [
      aShelving(1, '10000090', 'applied'),
      aShelving(2, '10000091', 'rejected'),
      aShelving(3, '10000092', 'pending'),
    ];
    renderScreen();
    scanBurst('10000042');
    await waitFor(() => expect(banner().textContent).toContain('ONE ID 10000042: now scan its shelf'));
    const targets = touchTargetsIn(document.body);
    // Batch mode, camera, the scanned ONE ID, typed code and Go, shelf picker, Ready for listing,
    // the refused scan's link, 3 + 10 ONE IDs in the lists, 10 rows' details, the pager's 4.
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    expect(screen.getAllByTestId('one-id-link')).toHaveLength(14);
    expect(targets.length).toBeGreaterThanOrEqual(35);
    expect(tooSmallToTouch(targets)).toEqual([]);
  });
});

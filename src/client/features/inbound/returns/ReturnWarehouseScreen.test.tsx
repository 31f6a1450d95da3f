import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes } from '../../../../../tests/client/render-app';
import { initI18n } from '../../../i18n/setup';
import { findOpsForParcel, findParcelByLogNo } from '../../../offline/local-queries';
import { enqueueOp, OpInputError } from '../../../offline/outbox';
import type { LocalForecast, LocalParcel, QueuedOp } from '../../../offline/types';
import { useSession } from '../../../stores/session';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { tooSmallToTouch, touchTargetsIn } from '../../../../../tests/client/support/touch-targets';
import { atWidth } from '../../../../../tests/client/support/viewport';
import { ReturnWarehouseScreen } from './ReturnWarehouseScreen';

spyOnNotifications();
vi.mock('../../../components/scan/scan-feedback', () => ({
  scanFeedback: { success: vi.fn(), error: vi.fn(), warn: vi.fn() },
}));
vi.mock('../../../offline/outbox', () => ({
  enqueueOp: vi.fn(async () => ({})),
  OpInputError: class OpInputError extends Error {},
}));
/** This tablet's returns: none unless a test queues some before it renders the screen. */
const local = vi.hoisted(() => ({ ops: [] as QueuedOp[] }));
vi.mock('../../../offline/local-queries', () => ({
  findItemByOneId: vi.fn(async () => undefined),
  findOpsForParcel: vi.fn(async () => []),
  findParcelByLogNo: vi.fn(async () => undefined),
  useLocalOps: () => local.ops,
}));

const WARE = 3;

function scanBurst(code: string) {
  act(() => {
    for (const key of code) fireEvent.keyDown(document.body, { key });
    fireEvent.keyDown(document.body, { key: 'Enter' });
  });
}

const banner = () => screen.getByTestId('scan-result');

beforeAll(() => {
  initI18n('en-US');
});
function renderScreen() {
  renderRoutes(
    [{ path: '/warehouse/ReturnWarehouse/ReturnWarehouse/:pageNo?', element: <ReturnWarehouseScreen /> }],
    '/warehouse/ReturnWarehouse/ReturnWarehouse',
  );
}

const realMatchMedia = window.matchMedia;
beforeEach(() => {
  local.ops = [];
  vi.mocked(enqueueOp)
    .mockReset()
    .mockResolvedValue({} as never);
  useSession.getState().selectWarehouse(WARE);
  useSession.setState({
    headerWareId: WARE,
    warePermissions: [{ permissionId: '700104', actionList: ['query', 'add'] }],
  });
  renderScreen();
});
afterEach(() => {
  cleanup();
  window.matchMedia = realMatchMedia;
  vi.unstubAllGlobals();
});

describe('receiving a platform return', () => {
  it('tracking number, then the ONE IDs, a remark and submit: one receiveReturn op, and the screen starts over', async () => {
    scanBurst('1z999aa10123456784');
    await waitFor(() => expect(screen.getByTestId('return-tracking').textContent).toBe('1Z999AA10123456784'));
    scanBurst('10000042');
    scanBurst('10000043');
    scanBurst('10000042');
    await waitFor(() => expect(banner().textContent).toContain('10000042 is already in this parcel'));
    expect(
      within(screen.getByTestId('return-one-ids'))
        .getAllByText(/^1000004\d$/)
        .map((e) => e.textContent),
    ).toEqual(['10000042', '10000043']);
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: 'box crushed' } });
    fireEvent.click(screen.getByTestId('return-submit'));
    // The banner changes once the op is queued: wait for it, not only for the call.
    await waitFor(() =>
      expect(banner().textContent).toContain('Return 1Z999AA10123456784 received with 2 items'),
    );
    expect(enqueueOp).toHaveBeenCalledWith('receiveReturn', {
      logNo: '1Z999AA10123456784',
      oneIds: ['10000042', '10000043'],
      remark: 'box crushed',
    });
    expect(screen.queryByTestId('return-tracking')).toBeNull();
  });

  it('gives every button, tab, link and field at least 44 px to touch', async () => {
    cleanup();
    atWidth(1024);
    // Typical data: a return of this tablet waiting to sync, and three pages of the server's returns.
    local.ops = [
      {
        opId: 'op-1',
        deviceId: 'tablet',
        seq: 1,
        userId: 1,
        wareId: WARE,
        type: 'receiveReturn',
        payload: { logNo: '1Z999AA10123456700', oneIds: ['10000031', '10000032'], remark: '' },
        createdAt: '2025-03-01T10:00:00.000Z',
        photoHashes: [],
        state: 'pending',
        attempts: 0,
      },
    ];
    const serverRow = (id: number) => ({
      id,
      status: 3,
      remark: 'Box crushed',
      shopInfo: { id: 5, uid: 'S0005', realname: 'Demo Seller' },
      logNos: [
        { id, logNo: `1Z999AA101234567${id}`, gmtReceived: '2025-03-01 10:00:00', receivedBy: 'ware1' },
      ],
      gmtCreate: '2025-03-01 09:00:00',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/forecast/list')
          ? jsonAnswer({
              code: 200,
              msg: 'success',
              data: { data: Array.from({ length: 10 }, (_, i) => serverRow(10 + i)), totalCount: 25 },
            })
          : jsonAnswer({ code: 404, msg: 'not found', data: null }, 404),
      ),
    );
    useSession.setState({
      warePermissions: [
        { permissionId: '700104', actionList: ['query', 'add'] },
        { permissionId: '700102', actionList: ['query'] },
      ],
    });
    renderScreen();
    scanBurst('1z999aa10123456784');
    await screen.findByTestId('return-tracking');
    scanBurst('10000042');
    await screen.findByTestId('return-one-ids');
    await screen.findAllByTestId('return-server-row');
    const targets = touchTargetsIn(document.body);
    // Camera, Start over, typed code and Go, remark, Submit, the scanned ONE ID and its remove; the
    // local return's 2 ONE IDs; the server's 10 rows' details and the pager's 5.
    expect(screen.getAllByTestId('one-id-link')).toHaveLength(3);
    expect(targets.length).toBeGreaterThanOrEqual(25);
    expect(tooSmallToTouch(targets)).toEqual([]);
  });

  it('a tracking number of an expected parcel is refused and nothing moves on', async () => {
    vi.mocked(findParcelByLogNo).mockResolvedValueOnce({
      forecast: { kind: 1 } as LocalForecast,
      parcel: { logNo: 'TRACK12345' } as LocalParcel,
    });
    scanBurst('TRACK12345');
    await waitFor(() => expect(banner().getAttribute('data-status')).toBe('error'));
    expect(banner().textContent).toContain('TRACK12345 belongs to a parcel this warehouse expects');
    expect(screen.queryByTestId('return-tracking')).toBeNull();
    expect(vi.mocked(findOpsForParcel)).toHaveBeenCalledWith('TRACK12345');
  });

  it('a refused submit keeps the tracking number, the ONE IDs and the remark', async () => {
    vi.mocked(enqueueOp).mockRejectedValueOnce(new OpInputError('Invalid remark: too long'));
    scanBurst('TRACK12345');
    await waitFor(() => expect(screen.getByTestId('return-tracking')).toBeTruthy());
    scanBurst('10000042');
    await waitFor(() => expect(banner().textContent).toContain('10000042 added'));
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: 'note' } });
    fireEvent.click(screen.getByTestId('return-submit'));
    await waitFor(() => expect(banner().textContent).toContain('Not received: Invalid remark: too long'));
    expect(screen.getByTestId('return-tracking').textContent).toBe('TRACK12345');
    expect(screen.getByText('10000042')).toBeTruthy();
    expect((screen.getByLabelText('Remark') as HTMLTextAreaElement).value).toBe('note');
  });
});

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../../tests/client/render-app';
import { tooSmallToTouch, touchTargetsIn } from '../../../../../tests/client/support/touch-targets';
import { atWidth } from '../../../../../tests/client/support/viewport';
import { initI18n, loadLocale } from '../../../i18n/setup';
import type { LocalForecast, QueuedOp } from '../../../offline/types';
import { useSession } from '../../../stores/session';
import { useSessionScans } from './session-scans';
import { WarehousingAppointScreen } from './WarehousingAppointScreen';

const offline = vi.hoisted(() => ({
  forecasts: [] as LocalForecast[],
  ops: [] as QueuedOp[],
  enqueueOp: vi.fn(),
}));

vi.mock('../../../offline/local-queries', () => ({
  useLocalForecasts: () => offline.forecasts,
  useLocalOps: () => offline.ops,
  findParcelByLogNo: vi.fn(() => Promise.resolve(undefined)),
  findOpsForParcel: vi.fn(() => Promise.resolve([])),
}));
vi.mock('../../../offline/outbox', () => ({
  enqueueOp: offline.enqueueOp,
  OpInputError: class OpInputError extends Error {},
}));

const WARE = 7;
const FORECAST: LocalForecast = {
  id: 41,
  wareId: WARE,
  kind: 1,
  status: 1,
  remark: 'Panda pairs',
  shopInfo: { id: 5, uid: 'S0005', realname: 'Demo Seller' },
  parcels: [
    { id: 1, logNo: '1Z999AA10123456784', status: 1, gmtReceived: null, cancelled: false },
    {
      id: 2,
      logNo: '1Z999AA10123456785',
      status: 2,
      gmtReceived: '2025-03-01T10:00:00.000Z',
      cancelled: false,
    },
  ],
  items: [
    {
      id: 9,
      sku: 'DD1391-100',
      brand: 'Nike',
      name: 'Dunk Low Panda',
      size: '10',
      quantity: 2,
      inspected: 0,
    },
  ],
  updatedAt: '2025-03-01T10:00:00.000Z',
  logNos: ['1Z999AA10123456784', '1Z999AA10123456785'],
};

function scanBurst(code: string) {
  for (const key of [...code, 'Enter']) {
    act(() => {
      vi.advanceTimersByTime(5);
    });
    fireEvent.keyDown(document.body, { key });
  }
}

/** Runs the queued work after a scan: its outbox write (next task) and the lists' background renders. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(250);
  });
}

async function renderScreen() {
  renderRoutes(
    [{ path: '/warehouse/WarehousingAppoint/:pageNo?', element: <WarehousingAppointScreen /> }],
    '/warehouse/WarehousingAppoint',
  );
  await act(async () => {
    await vi.advanceTimersByTimeAsync(50);
  });
  return screen.getByTestId('scan-result');
}

describe('WarehousingAppoint receiving scan', () => {
  beforeAll(async () => {
    await loadLocale('en-US', ['common', 'inbound', 'inbound']);
    initI18n('en-US');
  });
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['performance', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    offline.forecasts = [FORECAST];
    offline.ops = [];
    offline.enqueueOp.mockReset();
    offline.enqueueOp.mockImplementation((type: string, payload: { logNo: string }) =>
      Promise.resolve({ opId: `op-${payload.logNo}`, type, payload, state: 'pending' }),
    );
    useSessionScans.getState().clear();
    useSession.setState({
      headerWareId: WARE,
      warePermissions: [{ permissionId: '700102', actionList: ['query', 'get', 'edit'] }],
    });
  });
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    window.matchMedia = realMatchMedia;
  });

  it('a scanned forecast parcel turns the banner green with seller, forecast and items, and queues one receipt', async () => {
    const banner = await renderScreen();
    scanBurst('1z999aa10123456784');
    expect(banner.getAttribute('data-status')).toBe('ok');
    expect(banner.textContent).toContain('Received 1Z999AA10123456784');
    expect(banner.textContent).toContain('Demo Seller');
    expect(banner.textContent).toContain('#41');
    expect(banner.textContent).toContain('Dunk Low Panda');
    // The answer is on screen before the outbox is touched.
    expect(offline.enqueueOp).not.toHaveBeenCalled();
    await settle();
    expect(offline.enqueueOp).toHaveBeenCalledExactlyOnceWith('receiveParcel', {
      logNo: '1Z999AA10123456784',
    });
  });

  it('a second scan of the same parcel says already received on this tablet and queues nothing more', async () => {
    const banner = await renderScreen();
    scanBurst('1Z999AA10123456784');
    scanBurst('1Z999AA10123456784');
    expect(banner.getAttribute('data-status')).toBe('warn');
    expect(banner.textContent).toContain('Already received');
    expect(banner.textContent).toContain('on this tablet');
    await settle();
    expect(offline.enqueueOp).toHaveBeenCalledTimes(1);
  });

  it('a parcel the server already received is amber with its time, nothing queued', async () => {
    const banner = await renderScreen();
    scanBurst('1Z999AA10123456785');
    expect(banner.getAttribute('data-status')).toBe('warn');
    expect(banner.textContent).toContain('Received at 2025-03-01');
    await settle();
    expect(offline.enqueueOp).not.toHaveBeenCalled();
  });

  it('a bad tracking number shows an error and queues nothing', async () => {
    const banner = await renderScreen();
    scanBurst('0123456789');
    expect(banner.getAttribute('data-status')).toBe('error');
    expect(banner.textContent).toContain('Not a valid tracking number');
    await settle();
    expect(offline.enqueueOp).not.toHaveBeenCalled();
  });

  it('an unknown tracking number is queued and recorded for an admin to assign', async () => {
    const banner = await renderScreen();
    scanBurst('TBA123456789000');
    expect(banner.textContent).toContain('Not forecast');
    expect(banner.textContent).toContain('for an admin to assign');
    await settle();
    expect(offline.enqueueOp).toHaveBeenCalledWith('receiveParcel', { logNo: 'TBA123456789000' });
  });

  it('typing a tracking number and pressing Enter receives it too, and the session list shows its sync state', async () => {
    const banner = await renderScreen();
    const field = screen.getByLabelText('Tracking number');
    fireEvent.change(field, { target: { value: '1Z999AA10123456784' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(banner.getAttribute('data-status')).toBe('ok');
    await settle();
    const row = within(screen.getByTestId('scan-session')).getByText('1Z999AA10123456784').closest('tr');
    expect(row?.getAttribute('data-sync')).toBe('queueing');
  });

  it('gives every button, tab, link and field at least 44 px to touch', async () => {
    atWidth(1024);
    // Typical data: two pages of expected forecasts and two pages of this session's scans.
    const logNo = (i: number) => `1Z999AA1010000${String(i).padStart(4, '0')}`;
    offline.forecasts = Array.from({ length: 25 }, (_, i) => ({
      ...FORECAST,
      id: 41 + i,
      parcels: [{ id: 100 + i, logNo: logNo(i), status: 1, gmtReceived: null, cancelled: false }],
      logNos: [logNo(i)],
    }));
    await renderScreen();
    for (let i = 0; i < 9; i++) scanBurst(logNo(i));
    await settle();
    expect(screen.getAllByTestId('scan-session-row')).toHaveLength(8);
    expect(screen.getAllByTestId('appoint-row')).toHaveLength(20);
    const targets = touchTargetsIn(document.body);
    // Typed code, Receive, camera; Clear and the session's pager (4); search and status; 20 rows'
    // Detail and details toggle; the list's pager (4).
    expect(targets.length).toBeGreaterThanOrEqual(54);
    expect(tooSmallToTouch(targets)).toEqual([]);
  });

  it('staff without the receive grant see the list but no scan panel', async () => {
    useSession.setState({ warePermissions: [{ permissionId: '700102', actionList: ['query', 'get'] }] });
    renderRoutes(
      [{ path: '/warehouse/WarehousingAppoint/:pageNo?', element: <WarehousingAppointScreen /> }],
      '/warehouse/WarehousingAppoint',
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText(/not receive them/)).toBeTruthy();
    expect(screen.queryByTestId('scan-result')).toBeNull();
    expect(screen.getByText('#41')).toBeTruthy();
  });
});

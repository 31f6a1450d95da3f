import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../../tests/client/render-app';
import { initI18n } from '../../../i18n/setup';
import { findOpsForParcel, findParcelByLogNo } from '../../../offline/local-queries';
import { enqueueOp, OpInputError } from '../../../offline/outbox';
import type { LocalForecast, LocalParcel } from '../../../offline/types';
import { useSession } from '../../../stores/session';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { tooSmallToTouch } from '../../../../../tests/client/support/touch-targets';
import { ReturnWarehouseScreen } from './ReturnWarehouseScreen';

spyOnNotifications();
vi.mock('../../../components/scan/scan-feedback', () => ({
  scanFeedback: { success: vi.fn(), error: vi.fn(), warn: vi.fn() },
}));
vi.mock('../../../offline/outbox', () => ({
  enqueueOp: vi.fn(async () => ({})),
  OpInputError: class OpInputError extends Error {},
}));
vi.mock('../../../offline/local-queries', () => ({
  findItemByOneId: vi.fn(async () => undefined),
  findOpsForParcel: vi.fn(async () => []),
  findParcelByLogNo: vi.fn(async () => undefined),
  useLocalOps: () => [],
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
beforeEach(() => {
  vi.mocked(enqueueOp)
    .mockReset()
    .mockResolvedValue({} as never);
  useSession.getState().selectWarehouse(WARE);
  useSession.setState({
    headerWareId: WARE,
    warePermissions: [{ permissionId: '700104', actionList: ['query', 'add'] }],
  });
  renderRoutes(
    [{ path: '/warehouse/ReturnWarehouse/ReturnWarehouse/:pageNo?', element: <ReturnWarehouseScreen /> }],
    '/warehouse/ReturnWarehouse/ReturnWarehouse',
  );
});
afterEach(cleanup);

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

  it("gives the scan area's buttons, the ONE IDs' actions and the fields at least 44 px on a tablet", async () => {
    scanBurst('1z999aa10123456784');
    await screen.findByTestId('return-tracking');
    scanBurst('10000042');
    const oneIds = await screen.findByTestId('return-one-ids');
    const scanArea = oneIds.closest('.mantine-SimpleGrid-root') as HTMLElement;
    const targets = [
      ...within(scanArea).getAllByRole('button'),
      screen.getByTestId('return-manual'),
      screen.getByLabelText('Remark'),
    ];
    expect(targets.length).toBeGreaterThan(5);
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

import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { jsonAnswer, renderRoutes } from '../../../../../tests/client/render-app';
import type { UserInfo } from '../../../../domain/auth/auth';
import type { RepairWorkItem } from '../../../../domain/repair/views';
import { ConfirmModalHost } from '../../../components/ConfirmModalHost';
import { initI18n } from '../../../i18n/setup';
import { offlineDb } from '../../../offline/db';
import { useSession } from '../../../stores/session';
import { aWorkItem, page } from '../test-support/repair-fixtures';
import { RepairManageScreen } from './RepairManageScreen';

/**
 * A tablet of warehouse 3 with the repair grant, its offline database empty, and the server's repair
 * work: a pair to pick, one on the bench and one done, of task RB00000005. No sync engine runs, so
 * the ops wait in the outbox as they do offline.
 */
export const WARE = 3;
export const WORK: RepairWorkItem[] = [
  aWorkItem('10000001', { wareId: WARE }),
  aWorkItem('10000002', { wareId: WARE, status: 2, tab: 'pendingRepair', actions: ['succeed', 'fail'] }),
  aWorkItem('10000003', { wareId: WARE, status: 4, tab: 'completed', qcResult: 'pass', actions: [] }),
];

export function prepareTablet(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  beforeAll(() => initI18n('en-US'));
  beforeEach(async () => {
    await Promise.all(offlineDb.tables.map((t) => t.clear()));
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://tablet');
      if (url.pathname === '/api/warehouse/repair/work') {
        const tab = url.searchParams.get('tab');
        return jsonAnswer({ code: 200, msg: 'success', data: page(WORK.filter((w) => w.tab === tab)) });
      }
      return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
    });
    useSession.getState().selectWarehouse(WARE);
    useSession.setState({
      token: 'staff-token',
      tokenExpiresAt: Date.now() + 60_000,
      storedUserType: 'warehouse',
      headerWareId: WARE,
      userInfo: { id: 7 } as UserInfo,
      warePermissions: [{ permissionId: '700108', actionList: ['query', 'get', 'edit', 'export'] }],
    });
  });
  afterEach(cleanup);
}

export function scanBurst(code: string) {
  act(() => {
    for (const key of code) fireEvent.keyDown(document.body, { key });
    fireEvent.keyDown(document.body, { key: 'Enter' });
  });
}

/** The ops queued on the tablet, oldest first, as [type, payload]. */
export const queued = async () =>
  (await offlineDb.outbox.orderBy('seq').toArray()).map((op) => [op.type, op.payload]);

export const openRepairWork = (path = '/warehouse/RepireManage') =>
  renderRoutes(
    [
      {
        path: '/warehouse/RepireManage',
        element: (
          <>
            <RepairManageScreen />
            <ConfirmModalHost />
          </>
        ),
      },
    ],
    path,
  );

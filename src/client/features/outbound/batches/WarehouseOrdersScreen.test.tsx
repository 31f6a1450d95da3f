import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes } from '../../../../../tests/client/render-app';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { ReshipOrdersScreen } from './WarehouseOrdersScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.getState().selectWarehouse(3);
  useSession.setState({
    token: 't',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'warehouse',
    headerWareId: 3,
  });
  fetchMock.mockResolvedValue(
    jsonAnswer({
      code: 200,
      msg: 'success',
      data: {
        pageNo: 1,
        pageSize: 20,
        totalCount: 1,
        totalPage: 1,
        data: [
          {
            id: 9,
            oddNo: 'RS00000009',
            kind: 4,
            status: 7,
            shopInfo: { id: 2, uid: 'U100001', realname: 'Demo Seller' },
            pairs: 1,
            oneIds: ['10000009'],
            stage: 'exception',
            batchNo: null,
            gmtCreate: '2026-11-29T08:00:00.000Z',
            gmtOut: null,
          },
        ],
      },
    }),
  );
});
afterEach(cleanup);

describe("the warehouse's reship orders", () => {
  it('asks for the stage the path names and shows each order with its pairs', async () => {
    renderRoutes(
      [{ path: '/warehouse/Outbound/transportdetail/:type?', element: <ReshipOrdersScreen /> }],
      '/warehouse/Outbound/transportdetail/exception',
    );
    expect(await screen.findByText('RS00000009')).toBeTruthy();
    expect(screen.getByText('10000009')).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ kind: 4, stage: 'exception', current: 1, size: 20 });
  });
});

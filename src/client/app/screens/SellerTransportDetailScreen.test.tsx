import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { SellerTransportDetailScreen } from './SellerTransportDetailScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonAnswer({ code: 200, msg: 'success', data });

const routes = underWhere([
  {
    path: 'business/in-warehouse/inventory/detail/transportdetail',
    element: <SellerTransportDetailScreen />,
  },
]);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/address/list'))
      return ok({ pageNo: 1, pageSize: 100, totalCount: 0, totalPage: 1, data: [] });
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

describe('the reship form', () => {
  it("names the seller's address the order goes to Ship to", async () => {
    renderRoutes(
      routes,
      '/business/in-warehouse/inventory/detail/transportdetail?dealType=4&oneIds=10000001',
    );
    expect(await screen.findByRole('textbox', { name: /^Ship to/ })).toBeTruthy();
    expect(screen.queryByText(/Ship from/)).toBeNull();
  });
});

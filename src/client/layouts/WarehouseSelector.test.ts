// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer } from '../../../tests/client/render-app';
import { readCookie, removeCookie } from '../api/cookies';
import { useSession } from '../stores/session';
import { spyOnNotifications } from '../../../tests/client/notifications-spy';
import { switchWarehouse } from './WarehouseSelector';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  removeCookie('wareId');
  useSession.setState({
    token: 'staff-token',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'warehouse',
    warePermissions: [],
  });
  useSession.getState().selectWarehouse(1);
});

describe('switching the warehouse', () => {
  it('stores the wareId cookie, loads that warehouse permissions with it, then reloads', async () => {
    fetchMock.mockResolvedValue(jsonAnswer({ code: 200, msg: 'success', data: ['700101', '700103'] }));
    const reload = vi.fn();
    await switchWarehouse(2, reload);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/warehouse/sys_ware/getWarePermission');
    expect((init.headers as Record<string, string>).wareId).toBe('2');
    expect(readCookie('wareId')).toBe('2');
    expect(useSession.getState().warePermissions.map((g) => g.permissionId)).toEqual(['700101', '700103']);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the previous warehouse and does not reload when its permissions cannot be loaded', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer({ code: 403, msg: 'No access to this warehouse', data: null }, 403),
    );
    const reload = vi.fn();
    await expect(switchWarehouse(2, reload)).rejects.toThrow();
    expect(readCookie('wareId')).toBe('1');
    expect(useSession.getState().headerWareId).toBe(1);
    expect(reload).not.toHaveBeenCalled();
  });
});

import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../tests/client/render-app';
import type { UserInfo } from '../../../domain/auth/auth';
import { fullGrant, NamedPermission } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { NO_TRANSACTION_FILTERS } from './components/TransactionFilters';
import { useWalletFilters } from './wallet-filters-store';
import { WalletScreen } from './WalletScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown, msg = 'success') => jsonAnswer({ code: 200, msg, data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).includes(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

const routes = underWhere([{ path: 'business/wallet/:pageNo?', element: <WalletScreen /> }]);

function signInAsSeller(actions: readonly Action[]) {
  useSession.setState({
    token: 't',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'business',
    userInfo: {
      roleId: 4,
      role: { permissions: [fullGrant(NamedPermission.business, actions)] },
    } as unknown as UserInfo,
  });
}

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(notifications.show).mockClear();
  useWalletFilters.setState({ filters: NO_TRANSACTION_FILTERS });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/wallet/summary')) return ok({ availableCents: 500, heldCents: 0, totalCents: 500 });
    if (url.includes('/wallet/transaction/export'))
      return ok({ id: 3, downloadUrl: '/api/business/download_task/file?id=3' }, 'Add Download Task Success');
    if (url.includes('/wallet/transaction/list'))
      return ok({ pageNo: 1, pageSize: 10, totalCount: 0, totalPage: 0, data: [] });
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

describe('wallet transactions export', () => {
  it('exports the transactions under the chosen fee type and links to the download center', async () => {
    signInAsSeller(['query', 'get', 'export']);
    const user = userEvent.setup();
    renderRoutes(routes, '/business/wallet');
    await user.click(await screen.findByRole('textbox', { name: 'Fee type' }));
    await user.click(await screen.findByRole('option', { name: 'Platform fee', hidden: true }));
    await waitFor(() => expect(bodiesOf('/wallet/transaction/list').at(-1)).toMatchObject({ feeType: 22 }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(bodiesOf('/wallet/transaction/export')).toEqual([{ feeType: 22, searchIdList: [] }]),
    );
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', title: 'Add Download Task Success' }),
      ),
    );
    const { message } = vi.mocked(notifications.show).mock.calls[0][0] as { message: React.ReactElement };
    expect((message.props as { href: string }).href).toBe('#/business/DownLoad');
  });

  it('shows no Export button to a seller without the export action', async () => {
    signInAsSeller(['query', 'get']);
    renderRoutes(routes, '/business/wallet');
    await waitFor(() => expect(bodiesOf('/wallet/transaction/list')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});

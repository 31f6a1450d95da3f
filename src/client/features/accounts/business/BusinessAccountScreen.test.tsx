import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/setup';
import {
  fakeAdminApi,
  page,
  renderWithProviders,
  signInAdmin,
} from '../../../../../tests/client/support/admin-test-kit';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { BusinessAccountScreen } from './BusinessAccountScreen';

spyOnNotifications();

const NO_FLAGS = { knetCrossListing: false, touchPro: false, flex: false };
const merchant = (id: number, username: string, status: number) => ({
  id,
  uid: `U${100000 + id}`,
  username,
  realname: `${username} name`,
  email: `${username}@example.com`,
  phone: '',
  status,
  gmtCreate: '2025-01-02T03:04:05.000Z',
  flags: { ...NO_FLAGS },
});
const rows = [merchant(3, 'newcomer', 0), merchant(2, 'trader', 1), merchant(1, 'paused', 2)];

function fakeApi(extra: Parameters<typeof fakeAdminApi>[0] = {}) {
  return fakeAdminApi({
    '/account/business/list': (body) => {
      const { status } = body as { status?: number | null };
      const matching =
        status === undefined || status === null ? rows : rows.filter((r) => r.status === status);
      return { data: page(matching) };
    },
    ...extra,
  });
}

const rowOf = (username: string) =>
  screen.getAllByRole('row').find((r) => r.getAttribute('data-username') === username)!;

beforeAll(() => initI18n('en-US'));
beforeEach(() => vi.mocked(notifications.show).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('merchant accounts', () => {
  it('counts the registrations awaiting approval and offers each status only its own actions', async () => {
    signInAdmin();
    fakeApi();
    renderWithProviders(<BusinessAccountScreen />);
    expect((await screen.findByTestId('pending-count')).textContent).toBe('1');
    await screen.findByText('newcomer');
    expect(within(rowOf('newcomer')).getByRole('button', { name: 'Approve newcomer' })).toBeTruthy();
    expect(within(rowOf('newcomer')).queryByRole('button', { name: /Disable/ })).toBeNull();
    expect(within(rowOf('trader')).getByRole('button', { name: 'Disable trader' })).toBeTruthy();
    expect(within(rowOf('paused')).getByRole('button', { name: 'Enable paused' })).toBeTruthy();
    expect(within(rowOf('paused')).getByText('Suspended')).toBeTruthy();
  });

  it('the awaiting-approval tab asks the server for pending accounts only', async () => {
    signInAdmin();
    const api = fakeApi();
    renderWithProviders(<BusinessAccountScreen />);
    await screen.findByText('trader');
    await userEvent.click(screen.getByRole('tab', { name: /Awaiting approval/ }));
    await waitFor(() => expect(screen.queryByText('trader')).toBeNull());
    expect(
      api
        .callsTo('/account/business/list')
        .some(
          (c) =>
            (c.body as { size: number; status: number }).status === 0 &&
            (c.body as { size: number }).size === 10,
        ),
    ).toBe(true);
  });

  it('shows a flag at once and puts it back, saying why, when the server refuses it', async () => {
    signInAdmin();
    let refuse: () => void = () => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    fakeApi({
      '/account/business/flags': async () => {
        await refused;
        return { code: 404, msg: 'Account not found' };
      },
    });
    renderWithProviders(<BusinessAccountScreen />);
    await screen.findByText('trader');
    const flex = () =>
      within(rowOf('trader')).getByRole('switch', { name: 'Flex for trader' }) as HTMLInputElement;
    await userEvent.click(flex());
    await waitFor(() => expect(flex().checked).toBe(true));
    refuse();
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'The setting was not saved', message: 'Account not found' }),
      ),
    );
    await waitFor(() => expect(flex().checked).toBe(false));
  });

  it('saves a flag at once with the other flags unchanged', async () => {
    signInAdmin();
    const api = fakeApi({
      '/account/business/flags': (body) => ({ data: body, msg: 'Merchant authorization saved' }),
    });
    renderWithProviders(<BusinessAccountScreen />);
    await screen.findByText('trader');
    await userEvent.click(within(rowOf('trader')).getByRole('switch', { name: 'Cross Listing for trader' }));
    await waitFor(() => expect(api.callsTo('/account/business/flags')).toHaveLength(1));
    expect(api.callsTo('/account/business/flags')[0].body).toEqual({
      id: 2,
      knetCrossListing: true,
      touchPro: false,
      flex: false,
    });
  });

  it('shows the temporary password once, after a confirmation', async () => {
    signInAdmin();
    fakeApi({
      '/account/business/resetPassword': () => ({
        data: { id: 2, username: 'trader', password: 'Tmp-Pass-1234abc' },
      }),
    });
    renderWithProviders(<BusinessAccountScreen />);
    await screen.findByText('trader');
    await userEvent.click(
      within(rowOf('trader')).getByRole('button', { name: 'Reset the password of trader' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByTestId('temporary-password')).textContent).toBe('Tmp-Pass-1234abc');
    expect(screen.getByText(/It will not be shown again/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'I have noted it' }));
    await waitFor(() => expect(screen.queryByText('Tmp-Pass-1234abc')).toBeNull());
  });

  it('hides what an admin with read-only access may not do', async () => {
    signInAdmin([{ permissionId: '1100001', actionList: ['query'] }], 7);
    fakeApi();
    renderWithProviders(<BusinessAccountScreen />);
    await screen.findByText('newcomer');
    expect(screen.queryByRole('button', { name: /Approve|Disable|Enable|Reset/ })).toBeNull();
    expect(
      (within(rowOf('trader')).getByRole('switch', { name: 'Flex for trader' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });
});

import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/setup';
import {
  fakeAdminApi,
  page,
  renderWithProviders,
  signInAdmin,
} from '../../../../../tests/client/support/admin-test-kit';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { RolesScreen } from './RolesScreen';

spyOnNotifications();

const role = (id: number, name: string, isSystem: boolean, userCount: number) => ({
  id,
  name,
  userType: 1,
  isSystem,
  permissions: [],
  userCount,
  gmtCreate: '2025-01-01T00:00:00.000Z',
  gmtModify: '2025-01-01T00:00:00.000Z',
});
const roles = [
  role(1, 'Super administrator', true, 1),
  role(3, 'Manager', true, 0),
  role(9, 'Buyers', false, 2),
];
const rowOf = (name: string) => screen.getAllByRole('row').find((r) => r.getAttribute('data-role') === name)!;

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.mocked(notifications.show).mockClear();
  signInAdmin();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('roles', () => {
  it('marks system roles and offers no delete for them; the super administrator is view-only', async () => {
    fakeAdminApi({ '/role/list': () => ({ data: page(roles) }) });
    renderWithProviders(<RolesScreen />);
    await screen.findByText('Buyers');
    expect(within(rowOf('Manager')).getByText('System')).toBeTruthy();
    expect(within(rowOf('Manager')).queryByRole('button', { name: 'Delete Manager' })).toBeNull();
    expect(
      within(rowOf('Super administrator')).getByRole('button', { name: 'View Super administrator' }),
    ).toBeTruthy();
    expect(within(rowOf('Buyers')).getByRole('button', { name: 'Delete Buyers' })).toBeTruthy();
  });

  it("names the system roles in the reader's language and admin-made roles as they were given", async () => {
    await i18next.changeLanguage('zh-CN');
    try {
      fakeAdminApi({ '/role/list': () => ({ data: page(roles) }) });
      renderWithProviders(<RolesScreen />);
      await screen.findByText('Buyers');
      expect(within(rowOf('Super administrator')).getByText('超级管理员')).toBeTruthy();
      expect(within(rowOf('Manager')).getByText('经理')).toBeTruthy();
      expect(within(rowOf('Manager')).queryByText('Manager')).toBeNull();
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });

  it('asks before deleting and shows why the server refused, keeping the question open', async () => {
    const api = fakeAdminApi({
      '/role/list': () => ({ data: page(roles) }),
      '/role/delete': () => ({
        code: 409,
        msg: 'The role is assigned to 2 account(s) and cannot be deleted',
      }),
    });
    renderWithProviders(<RolesScreen />);
    await screen.findByText('Buyers');
    await userEvent.click(within(rowOf('Buyers')).getByRole('button', { name: 'Delete Buyers' }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Delete the role Buyers?');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'The role is assigned to 2 account(s) and cannot be deleted' }),
      ),
    );
    expect(api.callsTo('/role/delete')[0].body).toEqual({ id: 9 });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

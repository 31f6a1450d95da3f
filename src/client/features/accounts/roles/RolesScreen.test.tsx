import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIONS, AdminPage, fullGrant, NamedPermission } from '../../../../domain/kernel/permissions';
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
/** The two rows an admin ticks for a stock keeper: the dashboard and the stock settings page. */
const catalogue = [
  {
    permissionId: NamedPermission.dashboard,
    title: 'Dashboard',
    kind: 'named',
    parentId: null,
    actions: ['query', 'get', 'export'],
  },
  { permissionId: '400', title: 'Warehouses', kind: 'module', parentId: null, actions: [...ACTIONS] },
  {
    permissionId: AdminPage.stockSetting,
    title: 'Stock settings',
    kind: 'page',
    parentId: '400',
    actions: [...ACTIONS],
  },
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
    expect(within(rowOf('Super administrator')).getByText('System')).toBeTruthy();
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

  it('creates an admin role from the New role drawer with whole rows ticked, then lists it', async () => {
    const listed = [...roles];
    const api = fakeAdminApi({
      '/role/list': () => ({ data: page(listed) }),
      '/role/catalogue': () => ({ data: catalogue }),
      '/role/create': (body) => {
        listed.push(role(12, (body as { name: string }).name, false, 0));
        return { data: listed.at(-1) };
      },
    });
    renderWithProviders(<RolesScreen />);
    await screen.findByText('Buyers');
    await userEvent.click(screen.getByRole('button', { name: 'New role' }));
    const drawer = await screen.findByRole('dialog', { name: 'New role' });
    await userEvent.type(within(drawer).getByLabelText(/Role name/), 'Stock keepers');
    await userEvent.click(
      await within(drawer).findByRole('checkbox', { name: 'Stock settings: all actions' }),
    );
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Dashboard: all actions' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New role' })).toBeNull());
    expect(api.callsTo('/role/create')[0].body).toEqual({
      name: 'Stock keepers',
      userType: 1,
      permissions: expect.arrayContaining([
        fullGrant(AdminPage.stockSetting),
        fullGrant(NamedPermission.dashboard, ['query', 'get', 'export']),
      ]),
    });
    expect(await screen.findByText('Stock keepers')).toBeTruthy();
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

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/setup';
import type { RoleRow } from '../api/role-list';
import {
  fakeAdminApi,
  renderWithProviders,
  signInAdmin,
} from '../../../../../tests/client/support/admin-test-kit';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { RoleForm } from './RoleDrawer';

spyOnNotifications();

const catalogue = [
  {
    permissionId: 'dashboard',
    title: 'Dashboard',
    kind: 'named',
    parentId: null,
    actions: ['query', 'get', 'export'],
  },
  { permissionId: '1100', title: 'Accounts', kind: 'module', parentId: null, actions: ['query'] },
];
const manager: RoleRow = {
  id: 3,
  name: 'Manager',
  userType: 1,
  isSystem: true,
  permissions: [{ permissionId: 'dashboard', actionList: ['query'] }],
  userCount: 2,
  gmtCreate: '',
  gmtModify: '',
};

beforeAll(() => initI18n('en-US'));
beforeEach(() => signInAdmin());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('role form', () => {
  it('needs a name and sends nothing without one', async () => {
    const api = fakeAdminApi({ '/role/catalogue': () => ({ data: catalogue }) });
    renderWithProviders(<RoleForm role={null} onClose={() => {}} />);
    const name = screen.getByLabelText(/Role name/);
    await userEvent.type(name, '   ');
    fireEvent.blur(name);
    expect(await screen.findByText('Please fill in this field')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create role' }));
    expect(api.callsTo('/role/create')).toHaveLength(0);
  });

  it('creates a role with the ticked permissions', async () => {
    const api = fakeAdminApi({
      '/role/catalogue': () => ({ data: catalogue }),
      '/role/create': () => ({ data: { id: 9 } }),
    });
    const onClose = vi.fn();
    renderWithProviders(<RoleForm role={null} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText(/Role name/), 'Auditors');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Accounts: Query' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('/role/create')[0].body).toEqual({
      name: 'Auditors',
      userType: 1,
      permissions: [{ permissionId: '1100', actionList: ['query'] }],
    });
  });

  it('keeps the name of a system role and shows a refusal without losing the ticks', async () => {
    fakeAdminApi({
      '/role/catalogue': () => ({ data: catalogue }),
      '/role/update': () => ({ code: 409, msg: 'A role named Manager already exists' }),
    });
    renderWithProviders(<RoleForm role={manager} onClose={() => {}} />);
    expect((screen.getByLabelText(/Role name/) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Accounts: Query' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('A role named Manager already exists');
    expect((screen.getByRole('checkbox', { name: 'Accounts: Query' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('shows the super administrator role read-only', async () => {
    fakeAdminApi({ '/role/catalogue': () => ({ data: catalogue }) });
    renderWithProviders(
      <RoleForm role={{ ...manager, id: 1, name: 'Super administrator' }} onClose={() => {}} />,
    );
    expect(await screen.findByText(/cannot be changed/)).toBeTruthy();
    expect(
      ((await screen.findByRole('checkbox', { name: 'Accounts: Query' })) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

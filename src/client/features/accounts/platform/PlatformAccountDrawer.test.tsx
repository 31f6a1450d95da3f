import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { PlatformAccountDrawer } from './PlatformAccountDrawer';

spyOnNotifications();

const roles = [
  {
    id: 3,
    name: 'Manager',
    userType: 1,
    isSystem: true,
    permissions: [],
    userCount: 0,
    gmtCreate: '',
    gmtModify: '',
  },
  {
    id: 2,
    name: 'Warehouse',
    userType: 4,
    isSystem: true,
    permissions: [],
    userCount: 0,
    gmtCreate: '',
    gmtModify: '',
  },
];
const warehouses = [{ id: 7, name: 'East Hub', status: 1 }];

function fakeApi(createAnswer: { code?: number; msg?: string; data?: unknown } = { data: { id: 9 } }) {
  return fakeAdminApi({
    '/role/list': (body) => ({
      data: page(roles.filter((r) => r.userType === (body as { userType: number }).userType)),
    }),
    '/sys_ware/list': () => ({ data: page(warehouses) }),
    '/account/platform/create': () => createAnswer,
  });
}

beforeAll(() => initI18n('en-US'));
beforeEach(() => signInAdmin());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('platform account form', () => {
  it('says what is wrong with a field when the user leaves it, and sends nothing', async () => {
    const api = fakeApi();
    renderWithProviders(<PlatformAccountDrawer account={null} onClose={() => {}} />);
    const username = screen.getByLabelText(/Username/);
    await userEvent.type(username, 'a b');
    fireEvent.blur(username);
    expect(await screen.findByText('Use 3 to 64 letters, digits or _ . @ -')).toBeTruthy();
    const password = screen.getByLabelText(/^Password/);
    await userEvent.type(password, 'short');
    fireEvent.blur(password);
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();
    const email = screen.getByLabelText(/Email/);
    await userEvent.type(email, 'not-an-email');
    fireEvent.blur(email);
    expect(await screen.findByText('Enter a valid email address or leave it empty')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText('Please fill in this field').length).toBeGreaterThanOrEqual(2);
    expect(api.callsTo('/account/platform/create')).toHaveLength(0);
  });

  it('creates warehouse staff with a warehouse and only the permissions left ticked', async () => {
    const api = fakeApi();
    const onClose = vi.fn();
    renderWithProviders(<PlatformAccountDrawer account={null} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText(/Username/), 'picker.one');
    await userEvent.type(screen.getByLabelText(/^Password/), 'picker-pass-1');
    await userEvent.type(screen.getByLabelText(/Real name/), 'Pat Picker');
    await userEvent.click(screen.getByRole('radio', { name: 'Warehouse staff' }));
    await userEvent.click(screen.getByRole('textbox', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Warehouse' }));
    await userEvent.click(screen.getByRole('textbox', { name: /Warehouses/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'East Hub' }));
    // A new warehouse starts with everything; "None" clears it, then two permissions are ticked.
    await userEvent.click(screen.getByRole('button', { name: 'Remove every permission in East Hub' }));
    const grid = screen.getByRole('table', { name: 'Permissions in East Hub' });
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Workplace: all actions' }));
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Inspection: Query' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('/account/platform/create')[0].body).toEqual({
      username: 'picker.one',
      password: 'picker-pass-1',
      realname: 'Pat Picker',
      email: '',
      userType: 4,
      roleId: 2,
      warehouses: [
        {
          wareId: 7,
          permissions: [
            {
              permissionId: '700101',
              actionList: ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'],
            },
            { permissionId: '700103', actionList: ['query'] },
          ],
        },
      ],
    });
  }, 20_000);

  it('shows the server refusal above the form and keeps what was typed', async () => {
    fakeApi({ code: 409, msg: 'The username taken.one is already taken' });
    const onClose = vi.fn();
    renderWithProviders(<PlatformAccountDrawer account={null} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText(/Username/), 'taken.one');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long-enough-1');
    await userEvent.type(screen.getByLabelText(/Real name/), 'Taken One');
    await userEvent.click(screen.getByRole('textbox', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Manager' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The username taken.one is already taken',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/Username/) as HTMLInputElement).value).toBe('taken.one');
    expect((screen.getByLabelText(/Real name/) as HTMLInputElement).value).toBe('Taken One');
  });
});

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import type { UserInfo } from '../../../domain/auth/auth';
import type { TeamMemberRow, TeamRoleRow } from '../../../domain/teams/teams';
import { ConfirmModalHost } from '../../components/ConfirmModalHost';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { TeamScreen } from './TeamScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonAnswer({ code: 200, msg: 'success', data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).endsWith(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

const STOCK: TeamRoleRow = {
  id: 7,
  name: 'Stock keeper',
  permissions: [
    { permissionId: 'business.home', actionList: ['query', 'get', 'export'] },
    {
      permissionId: 'business.inventory',
      actionList: ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'],
    },
  ],
  memberCount: 1,
  gmtCreate: '2026-12-01T10:00:00.000Z',
};
const SAM: TeamMemberRow = {
  id: 31,
  uid: 'U100001-T31',
  username: 'seller.stock',
  realname: 'Sam Stock',
  email: '',
  status: 1,
  roleId: 7,
  roleName: 'Stock keeper',
  passwordDue: false,
  gmtCreate: '2026-12-01T10:00:00.000Z',
};
const BEA: TeamMemberRow = { ...SAM, id: 32, username: 'seller.books', realname: 'Bea Books', status: 2 };

const routes = underWhere([
  {
    path: 'business/team',
    element: (
      <>
        <TeamScreen />
        <ConfirmModalHost />
      </>
    ),
  },
]);

/** The server of these tests: the lists, and each write answered by `writes`. */
let writes: (path: string) => Response;
beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.setState({
    token: 't',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'business',
    userInfo: {
      roleId: 4,
      role: { permissions: [{ permissionId: 'business', actionList: ['query', 'add', 'edit'] }] },
    } as unknown as UserInfo,
  });
  writes = () => ok({ ...SAM, id: 40, username: 'new.member', passwordDue: true });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/team/role/list')) return ok([STOCK]);
    if (url.endsWith('/team/member/list'))
      return ok({ pageNo: 1, pageSize: 10, totalCount: 2, totalPage: 1, data: [SAM, BEA] });
    return writes(url);
  });
});
afterEach(cleanup);

describe('the Team screen', () => {
  it('lists the members with their role and state, and the roles with the parts each gives', async () => {
    renderRoutes(routes, '/business/team');
    const table = await screen.findByTestId('team-members');
    const sam = await within(table).findByText('Sam Stock');
    expect(within(table).getByText('Bea Books')).toBeTruthy();
    expect(within(table).getByText('Disabled')).toBeTruthy();
    expect(sam).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enable seller.books' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disable seller.stock' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Team roles' }));
    const roles = await screen.findByTestId('team-roles');
    expect(within(roles).getByText('Inventory · Edit')).toBeTruthy();
    expect(within(roles).getByText('Home and announcements · Read')).toBeTruthy();
  });

  it('makes a team role of the parts picked, read or edit, with a request key', async () => {
    writes = () => ok({ ...STOCK, id: 8, name: 'Bookkeeper', memberCount: 0 });
    renderRoutes(routes, '/business/team');
    await userEvent.click(await screen.findByRole('tab', { name: 'Team roles' }));
    await userEvent.click(await screen.findByRole('button', { name: 'New team role' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Role name/ }), 'Bookkeeper');
    const wallet = within(dialog).getByRole('radiogroup', { name: 'Wallet' });
    await userEvent.click(within(wallet).getByText('Read'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf('/team/role/create')).toHaveLength(1));
    const [body] = bodiesOf('/team/role/create');
    expect(body.name).toBe('Bookkeeper');
    expect(body.permissions).toEqual([
      { permissionId: 'business.home', actionList: ['query', 'get', 'export'] },
      { permissionId: 'business.wallet', actionList: ['query', 'get', 'export'] },
    ]);
    expect(String(body.requestKey)).toMatch(/^rk-/);
  });

  it('invites a member; a refusal shows in the form and the resend keeps its request key', async () => {
    let refused = false;
    writes = (url) => {
      if (url.endsWith('/team/member/invite') && !refused) {
        refused = true;
        return jsonAnswer({ code: 409, msg: 'The username new.member is taken', data: null }, 409);
      }
      return ok({ ...SAM, id: 40, username: 'new.member', passwordDue: true });
    };
    renderRoutes(routes, '/business/team');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite a member' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'new.member');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Nia New');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Team role/ }));
    // The role filter above the list has the same option, closed: the dialog's list is the last one opened.
    const options = await screen.findAllByRole('option', { name: 'Stock keeper', hidden: true });
    await userEvent.click(options[options.length - 1]);
    await userEvent.type(within(dialog).getByLabelText(/First password/), 'first-pass-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The username new.member is taken')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = bodiesOf('/team/member/invite');
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      username: 'new.member',
      realname: 'Nia New',
      roleId: 7,
      password: 'first-pass-1',
    });
    expect(sent[1].requestKey).toBe(sent[0].requestKey);
  });

  it('disables a member after a confirmation', async () => {
    writes = () => ok({ ...SAM, status: 2 });
    renderRoutes(routes, '/business/team');
    await userEvent.click(await screen.findByRole('button', { name: 'Disable seller.stock' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/They are logged out at once/)).toBeTruthy();
    const buttons = within(confirm).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(bodiesOf('/team/member/disable')).toEqual([{ id: 31 }]));
  });
});

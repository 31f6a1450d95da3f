import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import type { UserInfo } from '../../../../domain/auth/auth';
import type { SavedAddress } from '../../../../domain/labels/addresses';
import type { Action } from '../../../../domain/kernel/permissions';
import { ConfirmModalHost } from '../../../components/ConfirmModalHost';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { SellerAddressBookScreen } from './AddressBookScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

function anAddress(over: Partial<SavedAddress>): SavedAddress {
  return {
    id: 1,
    name: 'Demo Seller',
    company: null,
    street1: '417 MONTGOMERY ST',
    street2: null,
    city: 'SAN FRANCISCO',
    state: 'CA',
    zip: '94104',
    country: 'US',
    phone: null,
    email: null,
    isDefault: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

const ok = (data: unknown) => jsonAnswer({ code: 200, msg: 'success', data });
const page = (data: SavedAddress[]) =>
  ok({ pageNo: 1, pageSize: 10, totalCount: data.length, totalPage: 1, data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).endsWith(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

const routes = underWhere([
  {
    path: 'business/address/:pageNo?',
    element: (
      <>
        <SellerAddressBookScreen />
        <ConfirmModalHost />
      </>
    ),
  },
]);

const asSeller = (actions: Action[]) =>
  useSession.setState({
    token: 't',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'business',
    userInfo: {
      roleId: 3,
      role: { permissions: [{ permissionId: 'business', actionList: actions }] },
    } as unknown as UserInfo,
  });

let book: SavedAddress[];

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(notifications.show).mockReset();
  asSeller(['add', 'edit', 'delete', 'query', 'get']);
  book = [
    anAddress({ id: 2, name: 'Kicks Corner', isDefault: true }),
    anAddress({ id: 1, name: 'Returns desk' }),
  ];
});
afterEach(cleanup);

describe('the address book screen', () => {
  it('lists the addresses with the default marked and the actions the seller may take', async () => {
    fetchMock.mockImplementation(async () => page(book));
    renderRoutes(routes, '/business/address');
    const table = await screen.findByTestId('address-book');
    const rows = await within(table).findAllByTestId('address-row');
    expect(rows.map((r) => r.getAttribute('data-default'))).toEqual(['true', 'false']);
    expect(within(rows[0]).getByText('Default')).toBeTruthy();
    expect(within(rows[0]).queryByRole('button', { name: /^Make default/ })).toBeNull();
    expect(within(rows[1]).getByRole('button', { name: /^Make default: Returns desk/ })).toBeTruthy();
    expect(screen.getByText('2 addresses')).toBeTruthy();
  });

  it('hides add, edit, delete and make default from a seller who may only look', async () => {
    asSeller(['query', 'get']);
    fetchMock.mockImplementation(async () => page(book));
    renderRoutes(routes, '/business/address');
    await screen.findAllByTestId('address-row');
    expect(screen.queryByRole('button', { name: 'Add address' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit:/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete:/ })).toBeNull();
  });

  it("shows the carrier's problem on its field and fills in its suggestion, then saves the fixed address", async () => {
    let refused = false;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/address/add') && !refused) {
        refused = true;
        return jsonAnswer(
          {
            code: 422,
            msg: 'The carrier could not verify this address; nothing was saved. Check the fields it names.',
            data: {
              problems: [{ field: 'street1', message: 'Street name not found', suggestion: '12 Main St' }],
            },
          },
          422,
        );
      }
      if (url.endsWith('/address/add')) return ok(anAddress({ id: 3, street1: '12 MAIN ST' }));
      return page(book);
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/business/address');
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Back office');
    await user.type(within(dialog).getByLabelText(/^Street/), '12 Mian St');
    await user.type(within(dialog).getByLabelText(/^City/), 'Chicago');
    await user.type(within(dialog).getByLabelText(/^State/), 'IL');
    await user.type(within(dialog).getByLabelText(/^ZIP code/), '60606');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText(
        'The carrier could not verify this address; nothing was saved. Check the fields it names.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('address-problems').textContent).toContain(
      'Street: Street name not found',
    );
    expect(within(dialog).getAllByText('Street name not found').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Use “12 Main St”' }));
    expect((within(dialog).getByLabelText(/^Street/) as HTMLInputElement).value).toBe('12 Main St');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('/address/add')).toEqual([
      {
        name: 'Back office',
        street1: '12 Mian St',
        city: 'Chicago',
        state: 'IL',
        zip: '60606',
        country: 'US',
      },
      {
        name: 'Back office',
        street1: '12 Main St',
        city: 'Chicago',
        state: 'IL',
        zip: '60606',
        country: 'US',
      },
    ]);
    expect(notifications.show).toHaveBeenCalledWith({ color: 'green', message: 'Address saved' });
  });

  it("asks before deleting and shows the server's refusal to delete the last address", async () => {
    book = [anAddress({ id: 5, name: 'Only one', isDefault: true })];
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/address/delete')
        ? jsonAnswer({ code: 409, msg: 'The last address cannot be deleted.', data: null }, 409)
        : page(book),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/business/address');
    await user.click(await screen.findByRole('button', { name: /^Delete: Only one/ }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Delete the address Only one, 417 MONTGOMERY ST/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith({
        color: 'red',
        message: 'The last address cannot be deleted.',
      }),
    );
    expect(bodiesOf('/address/delete')).toEqual([{ id: 5 }]);
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReturnAccountView } from '../../../../domain/listing/return-accounts';
import { AdminPage, fullGrant } from '../../../../domain/kernel/permissions';
import { initI18n } from '../../../i18n/setup';
import {
  fakeAdminApi,
  page,
  renderWithProviders,
  signInAdmin,
} from '../../../../../tests/client/support/admin-test-kit';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { ReturnAccountScreen } from './ReturnAccountScreen';

spyOnNotifications();

const anAccount = (id: number, over: Partial<ReturnAccountView> = {}): ReturnAccountView => ({
  id,
  marketplace: 'stockx',
  accountName: `Account ${id}`,
  accountRef: `SX-${id}`,
  contactName: 'Returns desk',
  phone: '201-555-0142',
  email: '',
  street1: '100 Meadowlands Pkwy',
  street2: '',
  city: 'Secaucus',
  state: 'NJ',
  zip: '07094',
  country: 'US',
  wareId: null,
  wareName: null,
  active: true,
  remark: '',
  updatedAt: '2026-05-01T08:00:00.000Z',
  ...over,
});

beforeAll(() => initI18n('en-US'));
beforeEach(() => signInAdmin());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('return accounts', () => {
  it('lists each account with its marketplace, return address and state', async () => {
    fakeAdminApi({
      '/return_account/list': () => ({
        data: page([anAccount(1), anAccount(2, { marketplace: 'ebay', active: false })]),
      }),
      '/sys_ware/list': () => ({ data: page([]) }),
    });
    renderWithProviders(<ReturnAccountScreen />);
    const rows = await screen.findAllByTestId('return-account-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('StockX · SX-1')).toBeTruthy();
    expect(
      within(rows[0]).getByText('Returns desk, 100 Meadowlands Pkwy, Secaucus, NJ 07094, US'),
    ).toBeTruthy();
    expect(within(rows[1]).getByText('Inactive')).toBeTruthy();
    expect(within(rows[1]).getByRole('button', { name: 'Enable Account 2' })).toBeTruthy();
  });

  it('adds an account with a request key, names each field left wrong before sending, and sends again with the same key', async () => {
    let adds = 0;
    const api = fakeAdminApi({
      '/return_account/list': () => ({ data: page([]) }),
      '/sys_ware/list': () => ({ data: page([]) }),
      '/return_account/add': () => {
        adds += 1;
        return adds === 1
          ? { code: 409, msg: 'This marketplace already has an account with the id SX-9' }
          : { data: anAccount(9), msg: 'Return account saved' };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReturnAccountScreen />);
    expect(await screen.findByText(/No return account yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Add account' }));
    expect(within(drawer).getAllByText('Required').length).toBeGreaterThanOrEqual(6);
    expect(api.callsTo('/return_account/add')).toHaveLength(0);

    for (const [label, value] of [
      ['Account name', 'SoleStack Consign'],
      ['Account id at the marketplace', 'SX-9'],
      ['Contact', 'Returns desk'],
      ['Street', '100 Meadowlands Pkwy'],
      ['City', 'Secaucus'],
      ['State', 'NJ'],
      ['ZIP code', '07094'],
    ])
      fireEvent.change(within(drawer).getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) }), {
        target: { value },
      });
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Email/ }), { target: { value: 'nope' } });
    await user.click(within(drawer).getByRole('button', { name: 'Add account' }));
    expect(within(drawer).getByText('Enter a valid email address.')).toBeTruthy();
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Email/ }), { target: { value: '' } });

    await user.click(within(drawer).getByRole('button', { name: 'Add account' }));
    expect(await within(drawer).findByText(/already has an account with the id SX-9/)).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Add account' }));
    await waitFor(() => expect(adds).toBe(2));
    const [first, second] = api.callsTo('/return_account/add').map((c) => c.body as Record<string, unknown>);
    expect(first).toMatchObject({
      marketplace: 'stockx',
      accountRef: 'SX-9',
      country: 'US',
      wareId: null,
      active: true,
    });
    expect(first.requestKey).toMatch(/^rk-/);
    expect(second.requestKey).toBe(first.requestKey);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers only what the role may do', async () => {
    signInAdmin([fullGrant(AdminPage.returnAccount, ['query', 'get'])], 3);
    fakeAdminApi({ '/return_account/list': () => ({ data: page([anAccount(1)]) }) });
    renderWithProviders(<ReturnAccountScreen />);
    const [row] = await screen.findAllByTestId('return-account-row');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add account' })).toBeNull();
  });
});

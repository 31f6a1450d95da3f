import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FeePage } from '../../../../domain/kernel/permissions';
import { initI18n } from '../../../i18n/setup';
import {
  fakeAdminApi,
  page,
  renderWithProviders,
  signInAdmin,
} from '../../../../../tests/client/support/admin-test-kit';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { AccountFeesScreen } from './AccountFeesScreen';

spyOnNotifications();

const CARD = {
  shippingFeeCents: 500,
  transshipmentFeeCents: 300,
  switchUserFeeCents: 200,
  consignmentFeeBasisPoints: 1000,
  cashOutDeductionBasisPoints: 500,
  baseFreeDays: 30,
  baseDailyFeeCents: 10,
  premiumFreeDays: 15,
  premiumDailyFeeCents: 25,
};
const OVERRIDE = {
  ...CARD,
  consignmentFeeBasisPoints: 750,
  id: 7,
  state: 'scheduled',
  sellerId: 3,
  sellerUid: 'U100003',
  sellerName: 'Kim Trader',
  effectiveFrom: '2030-01-01',
  gmtModify: '2026-01-01T00:00:00.000Z',
};

function fakeFees() {
  return fakeAdminApi({
    '/fee/account/default/get': () => ({ data: { ...CARD, id: 1, gmtModify: '2026-01-01T00:00:00.000Z' } }),
    '/fee/account/override/list': () => ({ data: page([OVERRIDE]) }),
    '/fee/account/default/update': () => ({
      data: { ...CARD, id: 1, gmtModify: '2026-01-02T00:00:00.000Z' },
    }),
  });
}

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Fee/Account', () => {
  it('shows the default card and each override with its state, and names every row action', async () => {
    signInAdmin();
    fakeFees();
    renderWithProviders(<AccountFeesScreen />);
    const card = await screen.findByTestId('default-card');
    expect(card.textContent).toContain('$5.00');
    expect(card.textContent).toContain('30 days free, then $0.10 a day');
    const row = (await screen.findByText('U100003')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Scheduled')).toBeTruthy();
    expect(within(row).getByText('7.5%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit the override of U100003 from 2030-01-01' })).toBeTruthy();
  });

  it('refuses a negative fee in the form without calling the server, then saves the fixed card', async () => {
    signInAdmin();
    const api = fakeFees();
    renderWithProviders(<AccountFeesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the default card' }));
    const shipping = await screen.findByLabelText(/Shipping fee per pair/);
    await userEvent.clear(shipping);
    await userEvent.type(shipping, '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cannot be negative')).toBeTruthy();
    expect(api.callsTo('/fee/account/default/update')).toHaveLength(0);
    await userEvent.clear(shipping);
    await userEvent.type(shipping, '7.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/fee/account/default/update')).toHaveLength(1));
    expect(api.callsTo('/fee/account/default/update')[0].body).toMatchObject({
      shippingFee: '7.5',
      consignmentFeePercent: '10',
      baseFreeDays: 30,
    });
  });

  it('offers no change to an admin who may only read the rates', async () => {
    signInAdmin([{ permissionId: FeePage.account, actionList: ['query', 'get'] }], 3);
    fakeFees();
    renderWithProviders(<AccountFeesScreen />);
    await screen.findByText('U100003');
    await screen.findByTestId('default-card');
    expect(screen.queryByRole('button', { name: 'Edit the default card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add an override' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit the override/ })).toBeNull();
  });
});

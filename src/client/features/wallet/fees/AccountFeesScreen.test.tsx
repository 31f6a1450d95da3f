import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const cents = (text: unknown) => Math.round(Number(text) * 100);

/** The card a save sends (dollars and percents as typed) as the server stores it. */
function cardOfRequest(body: unknown) {
  const b = body as Record<string, unknown>;
  return {
    shippingFeeCents: cents(b.shippingFee),
    transshipmentFeeCents: cents(b.transshipmentFee),
    switchUserFeeCents: cents(b.switchUserFee),
    consignmentFeeBasisPoints: cents(b.consignmentFeePercent),
    cashOutDeductionBasisPoints: cents(b.cashOutDeductionPercent),
    baseFreeDays: Number(b.baseFreeDays),
    baseDailyFeeCents: cents(b.baseDailyFee),
    premiumFreeDays: Number(b.premiumFreeDays),
    premiumDailyFeeCents: cents(b.premiumDailyFee),
  };
}

/** A fee server that keeps what is saved: the default card, and overrides (one per seller and day). */
function fakeFeeServer() {
  let card = { ...CARD, id: 1, gmtModify: '2026-01-01T00:00:00.000Z' };
  const overrides: (typeof OVERRIDE)[] = [];
  return fakeAdminApi({
    '/fee/account/default/get': () => ({ data: card }),
    '/fee/account/default/update': (body) => {
      card = { ...card, ...cardOfRequest(body), gmtModify: '2026-01-02T00:00:00.000Z' };
      return { data: card };
    },
    '/fee/account/override/list': () => ({ data: page(overrides) }),
    '/shop_user/list': () => ({
      data: {
        records: [
          { id: 3, uid: 'U100003', realname: 'rate.seller', status: 1, unowned: false },
          { id: 0, uid: '', realname: 'No seller', status: 1, unowned: true },
        ],
      },
    }),
    '/fee/account/override/create': (body) => {
      const { effectiveFrom } = body as { effectiveFrom: string };
      if (overrides.some((o) => o.effectiveFrom === effectiveFrom))
        return {
          code: 409,
          msg: `Seller U100003 already has an override from ${effectiveFrom}: edit that one instead.`,
        };
      overrides.push({ ...OVERRIDE, ...cardOfRequest(body), id: 8, effectiveFrom });
      return { data: overrides.at(-1) };
    },
  });
}

/** Types into a field of the open dialog and leaves it, so its check runs as an admin sees it. */
async function typeInto(label: string, value: string) {
  const field = within(screen.getByRole('dialog')).getByLabelText(label, { exact: false });
  await userEvent.clear(field);
  await userEvent.type(field, value);
  fireEvent.blur(field);
}

/** Saves the open dialog, which closes once the server took it. */
async function saveAndClose() {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
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

  it('refuses a third decimal on leaving the field, then shows the saved default card', async () => {
    signInAdmin();
    fakeFeeServer();
    renderWithProviders(<AccountFeesScreen />);
    expect((await screen.findByTestId('default-card')).textContent).toContain('$5.00');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the default card' }));
    await typeInto('Shipping fee per pair', '6.255');
    expect(screen.getByRole('dialog').textContent).toContain('At most 2 decimals');
    await typeInto('Shipping fee per pair', '6.25');
    await typeInto('Consignment fee (% of the sale price)', '12.5');
    await saveAndClose();
    await waitFor(() => expect(screen.getByTestId('default-card').textContent).toContain('$6.25'));
    expect(screen.getByTestId('default-card').textContent).toContain('12.5%');
  });

  it('adds a scheduled override from the default card, refusing a percent over 100 and a second one for the same day', async () => {
    signInAdmin();
    const api = fakeFeeServer();
    renderWithProviders(<AccountFeesScreen />);
    const addOverride = async (day: string) => {
      await userEvent.click(await screen.findByRole('button', { name: 'Add an override' }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.type(within(dialog).getByRole('textbox', { name: /^Seller/ }), 'rate');
      await userEvent.click(await screen.findByRole('option', { name: /rate\.seller/ }));
      fireEvent.change(within(dialog).getByLabelText('Effective from (GMT)', { exact: false }), {
        target: { value: day },
      });
    };

    await addOverride('2030-02-01');
    await typeInto('Consignment fee (% of the sale price)', '101');
    expect(screen.getByRole('dialog').textContent).toContain('At most 100.00');
    await typeInto('Consignment fee (% of the sale price)', '7.5');
    await typeInto('Base warehouse: free storage days', '60');
    await saveAndClose();
    expect(api.callsTo('/fee/account/override/create')[0].body).toMatchObject({
      sellerId: 3,
      effectiveFrom: '2030-02-01',
      shippingFee: '5.00',
      consignmentFeePercent: '7.5',
      baseFreeDays: 60,
    });
    const row = await waitFor(() => document.querySelector('tr[data-day="2030-02-01"]') as HTMLElement);
    expect(row.textContent).toContain('Scheduled');
    expect(row.textContent).toContain('7.5%');
    expect(row.textContent).toContain('$5.00');
    expect(row.textContent).toContain('60 days free');

    await addOverride('2030-02-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('already has an override');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelectorAll('tr[data-day]')).toHaveLength(1);
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

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FinancePage, fullGrant } from '../../../../domain/kernel/permissions';
import { FEE_TYPES, formatCents } from '../../../../domain/wallet/wallet';
import { daysOf, lastDays } from '../../../../domain/wallet/overview';
import type { FinanceOverview } from '../../../../domain/wallet/overview';
import { initI18n } from '../../../i18n/setup';
import {
  fakeAdminApi,
  renderWithProviders,
  signInAdmin,
} from '../../../../../tests/client/support/admin-test-kit';
import { underWhere } from '../../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { FinanceOverviewScreen } from './FinanceOverviewScreen';

spyOnNotifications();

function anOverview(): FinanceOverview {
  const period = lastDays(new Date());
  const days = daysOf(period);
  return {
    period,
    balances: {
      availableCents: 1_234_50,
      heldCents: 55_00,
      sellersWithMoney: 2,
      topSellers: [
        {
          sellerId: 3,
          uid: 'U100001',
          name: 'Demo Seller',
          availableCents: 1_000_00,
          heldCents: 55_00,
          totalCents: 1_055_00,
        },
      ],
    },
    pending: [
      { kind: 1, stage: 1, count: 2, usdCents: 300_00, rmbCents: 700_00 },
      { kind: 2, stage: 1, count: 1, usdCents: 60_00, rmbCents: 0 },
      { kind: 2, stage: 2, count: 0, usdCents: 0, rmbCents: 0 },
      { kind: 2, stage: 3, count: 1, usdCents: 120_00, rmbCents: 0 },
    ],
    feesByType: FEE_TYPES.map((feeType) => ({
      feeType,
      entries: feeType === 25 ? 3 : 0,
      chargedCents: feeType === 25 ? 75_00 : 0,
      creditedCents: 0,
    })),
    cashByDay: days.map((day, i) => ({
      day,
      inCents: i === days.length - 1 ? 2_000_00 : 0,
      outCents: i === days.length - 1 ? 200_00 : 0,
    })),
    excluded: {
      sellers: [{ sellerId: 9, uid: 'T900001', name: 'QA Test Seller 1' }],
      availableCents: 50_000_00,
      heldCents: 0,
    },
  };
}

function renderOverview() {
  const router = createMemoryRouter(
    underWhere([
      { path: 'admin/Finance/Overview', element: <FinanceOverviewScreen /> },
      { path: 'admin/Finance/PlatformFlow', element: null },
    ]),
    { initialEntries: ['/admin/Finance/Overview'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

/** The row of a part of the screen marked with a data attribute, e.g. the top seller T900001. */
const row = (part: string, attribute: string, value: string) =>
  screen.getByTestId(part).querySelector(`[${attribute}="${value}"]`) as HTMLElement;

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Finance/Overview', () => {
  it('asks for the last 30 GMT days and shows balances, waiting applications, fees, cash and exclusions', async () => {
    signInAdmin();
    const api = fakeAdminApi({ '/finance/overview': () => ({ data: anOverview() }) });
    renderOverview();
    expect((await screen.findByTestId('overview-available')).textContent).toBe('$1,234.50');
    expect(screen.getByTestId('overview-held').textContent).toBe('$55.00');
    expect(screen.getByTestId('overview-sellersWithMoney').textContent).toBe('2');
    const top = within(screen.getByTestId('overview-top-sellers'));
    expect(top.getByText('U100001')).toBeTruthy();
    expect(top.getByText('$1,055.00')).toBeTruthy();

    const requested = new URL(String(vi.mocked(fetch).mock.calls[0][0]), 'http://localhost');
    expect(Object.fromEntries(requested.searchParams)).toEqual(lastDays(new Date()));
    expect(api.callsTo('/finance/overview')).toHaveLength(1);

    const recharges = screen
      .getByTestId('overview-pending')
      .querySelector('[data-pending="1-1"]') as HTMLElement;
    expect(within(recharges).getByText('Application submission')).toBeTruthy();
    expect(within(recharges).getByTestId('pending-count').textContent).toBe('2');
    expect(within(recharges).getByTestId('pending-amount').textContent).toBe('$300.00 + ¥700.00');

    const fees = screen.getByTestId('overview-fees');
    expect(fees.querySelectorAll('[data-fee-type]')).toHaveLength(18);
    const labelFee = fees.querySelector('[data-fee-type="25"]') as HTMLElement;
    expect(within(labelFee).getByText('Label fee')).toBeTruthy();
    expect(within(labelFee).getByText('$75.00')).toBeTruthy();
    expect(screen.getByTestId('overview-fees-chart').getAttribute('aria-label')).toMatch(/by fee type/);

    expect(screen.getByTestId('overview-cash-in').textContent).toBe('$2,000.00');
    expect(screen.getByTestId('overview-cash-out').textContent).toBe('$200.00');
    expect(screen.getByTestId('overview-cash-net').textContent).toBe('$1,800.00');
    expect(screen.getByTestId('overview-cash-days').querySelectorAll('[data-day]')).toHaveLength(1);

    expect(screen.getByTestId('overview-excluded-note').textContent).toBe(
      'Every figure leaves out 1 excluded test or internal seller',
    );
    const exclusions = within(screen.getByTestId('overview-exclusions'));
    expect(exclusions.getByText('T900001 · QA Test Seller 1')).toBeTruthy();
    expect(exclusions.getByTestId('overview-excluded-money').textContent).toBe(
      'They hold $50,000.00 available and $0.00 held now.',
    );
  });

  it.each([
    ['en-US', 'Financial overview', 'Recharge'],
    ['zh-CN', '财务概览', '充值'],
  ])('shows the figures the server answers in %s', async (locale, title, recharge) => {
    await i18next.changeLanguage(locale);
    try {
      signInAdmin();
      const o = anOverview();
      fakeAdminApi({ '/finance/overview': () => ({ data: o }) });
      renderOverview();
      expect(await screen.findByRole('heading', { name: title, level: 3 })).toBeTruthy();
      const figure = async (name: string) => (await screen.findByTestId(`overview-${name}`)).textContent;
      expect(await figure('available')).toBe(formatCents(o.balances.availableCents));
      expect(await figure('held')).toBe(formatCents(o.balances.heldCents));
      expect(await figure('sellersWithMoney')).toBe(String(o.balances.sellersWithMoney));
      const waiting = row('overview-pending', 'data-pending', '1-1');
      expect(waiting.textContent).toContain(recharge);
      expect(within(waiting).getByTestId('pending-count').textContent).toBe(String(o.pending[0].count));
      const top = o.balances.topSellers[0];
      expect(row('overview-top-sellers', 'data-seller', top.uid).textContent).toContain(
        formatCents(top.totalCents),
      );
      for (const fee of o.feesByType.filter((f) => f.entries > 0))
        expect(row('overview-fees', 'data-fee-type', String(fee.feeType)).textContent).toContain(
          formatCents(fee.chargedCents),
        );
      const cashIn = o.cashByDay.reduce((sum, d) => sum + d.inCents, 0);
      expect(await figure('cash-in')).toBe(formatCents(cashIn));
      expect(screen.getByTestId('overview-exclusions').querySelectorAll('[data-code]')).toHaveLength(
        o.excluded.sellers.length,
      );
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });

  it('brings a test seller back into the figures once it is off the exclusion list', async () => {
    signInAdmin();
    const seller1 = { sellerId: 9, uid: 'T900001', name: 'QA Test Seller 1' };
    const seller2 = { sellerId: 10, uid: 'T900002', name: 'QA Test Seller 2' };
    let excluded = [seller1, seller2];
    const api = fakeAdminApi({
      '/finance/overview': () => {
        const o: FinanceOverview = {
          ...anOverview(),
          excluded: { ...anOverview().excluded, sellers: excluded },
        };
        if (excluded.includes(seller1)) return { data: o };
        // Off the list, its USD 50,000 is counted again.
        const counted = { ...seller1, availableCents: 50_000_00, heldCents: 0, totalCents: 50_000_00 };
        o.balances.availableCents += counted.availableCents;
        o.balances.topSellers.unshift(counted);
        return { data: o };
      },
      '/finance/overview/exclusions': (body) => {
        const { userCodes } = body as { userCodes: string[] };
        excluded = [seller1, seller2].filter((s) => userCodes.includes(s.uid));
        return { data: { sellers: excluded } };
      },
    });
    renderOverview();
    expect((await screen.findByTestId('overview-available')).textContent).toBe('$1,234.50');
    await userEvent.click(screen.getByRole('button', { name: 'Edit the list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sellers left out of the statistics' });
    const pill = [...dialog.querySelectorAll('.mantine-Pill-root')].find((p) =>
      p.textContent?.includes('T900001'),
    );
    await userEvent.click(pill?.querySelector('.mantine-Pill-remove') as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/finance/overview/exclusions')[0].body).toEqual({ userCodes: ['T900002'] });
    await waitFor(() =>
      expect(screen.getByTestId('overview-exclusions').querySelectorAll('[data-code]')).toHaveLength(1),
    );
    await waitFor(() => expect(screen.getByTestId('overview-available').textContent).toBe('$51,234.50'));
    expect(row('overview-top-sellers', 'data-seller', 'T900001').textContent).toContain('$50,000.00');
  });

  it('opens the platform flow filtered by the kind and stage of a waiting row', async () => {
    signInAdmin();
    fakeAdminApi({ '/finance/overview': () => ({ data: anOverview() }) });
    renderOverview();
    await userEvent.click(
      await screen.findByRole('link', {
        name: 'Open the Withdrawal applications at the stage Paying in the platform flow',
      }),
    );
    expect(screen.getByTestId('where').textContent).toBe('/admin/Finance/PlatformFlow?kind=2&stage=3');
  });

  it("edits the exclusion list with the edit grant, showing the server's refusal in the form", async () => {
    signInAdmin();
    let refuse = true;
    const api = fakeAdminApi({
      '/finance/overview': () => ({ data: anOverview() }),
      '/finance/overview/exclusions': () =>
        refuse
          ? { code: 400, msg: 'No seller has the user code NOPE' }
          : { data: { sellers: [{ sellerId: 9, uid: 'T900001', name: 'QA Test Seller 1' }] } },
    });
    renderOverview();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the list' }));
    const codes = await screen.findByRole('textbox', { name: 'User codes' });
    await userEvent.type(codes, 'NOPE{enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No seller has the user code NOPE');
    expect(api.callsTo('/finance/overview/exclusions')[0].body).toEqual({ userCodes: ['T900001', 'NOPE'] });

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
    await waitFor(() => expect(api.callsTo('/finance/overview').length).toBeGreaterThan(1));
  });

  it('shows the list without its editor to an admin who may only read the overview', async () => {
    signInAdmin([fullGrant(FinancePage.overview, ['query'])], 7);
    fakeAdminApi({ '/finance/overview': () => ({ data: anOverview() }) });
    renderOverview();
    expect(await screen.findByText('T900001 · QA Test Seller 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit the list' })).toBeNull();
  });
});

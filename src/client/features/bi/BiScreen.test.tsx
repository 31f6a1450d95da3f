import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BiBoard } from '../../../domain/bi/bi';
import { daysOf, lastDays } from '../../../domain/wallet/overview';
import { initI18n } from '../../i18n/setup';
import {
  fakeAdminApi,
  renderWithProviders,
  signInAdmin,
} from '../../../../tests/client/support/admin-test-kit';
import { underWhere } from '../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { BiScreen } from './BiScreen';

spyOnNotifications();

/** A board with nothing in it: what a new platform shows. */
function anEmptyBoard(): BiBoard {
  const period = lastDays(new Date());
  const days = daysOf(period);
  return {
    period,
    today: period.endDate,
    toShip: [],
    sales: {
      pairs: 0,
      revenueCents: 0,
      byDay: days.map((day) => ({ day, pairs: 0, revenueCents: 0 })),
      byMarketplace: (['stockx', 'ebay', 'tiktok'] as const).map((marketplace) => ({
        marketplace,
        pairs: 0,
        revenueCents: 0,
      })),
      feesByType: [],
    },
    inventory: {
      byStatus: [],
      byWarehouse: [{ wareId: 1, wareName: 'NJ Warehouse', inWarehouse: 0, left: 0 }],
      storageDays: ['week', 'month', 'quarter', 'halfYear', 'older'].map((bucket) => ({ bucket, pairs: 0 })),
      flowByDay: days.map((day) => ({ day, inPairs: 0, outPairs: 0 })),
      asOf: null,
    },
    wallet: {
      availableCents: 0,
      heldCents: 0,
      sellersWithMoney: 0,
      inCents: 0,
      outCents: 0,
      cashByDay: days.map((day) => ({ day, inCents: 0, outCents: 0 })),
      excludedSellers: 0,
    },
    waiting: [
      { kind: 1, stage: 1, count: 0, usdCents: 0, rmbCents: 0 },
      { kind: 2, stage: 3, count: 0, usdCents: 0, rmbCents: 0 },
    ],
  };
}

function aBoard(): BiBoard {
  const board = anEmptyBoard();
  const last = board.period.endDate;
  return {
    ...board,
    toShip: [
      { kind: 3, wareId: 1, wareName: 'NJ Warehouse', orders: 2 },
      { kind: 6, wareId: 2, wareName: 'LA Warehouse', orders: 1 },
    ],
    sales: {
      pairs: 3,
      revenueCents: 612_00,
      byDay: board.sales.byDay.map((d) => (d.day === last ? { ...d, pairs: 3, revenueCents: 612_00 } : d)),
      byMarketplace: [
        { marketplace: 'stockx', pairs: 1, revenueCents: 200_00 },
        { marketplace: 'ebay', pairs: 2, revenueCents: 412_00 },
        { marketplace: 'tiktok', pairs: 0, revenueCents: 0 },
      ],
      feesByType: [
        { feeType: 22, entries: 2, chargedCents: 30_60, creditedCents: 0 },
        { feeType: 6, entries: 2, chargedCents: 0, creditedCents: 581_40 },
      ],
    },
    inventory: {
      ...board.inventory,
      byStatus: [
        { status: 1, pairs: 40 },
        { status: 6, pairs: 7 },
      ],
      byWarehouse: [{ wareId: 1, wareName: 'NJ Warehouse', inWarehouse: 40, left: 7 }],
      storageDays: [
        { bucket: 'week', pairs: 10 },
        { bucket: 'month', pairs: 30 },
        { bucket: 'quarter', pairs: 0 },
        { bucket: 'halfYear', pairs: 0 },
        { bucket: 'older', pairs: 0 },
      ],
      flowByDay: board.inventory.flowByDay.map((d) =>
        d.day === last ? { ...d, inPairs: 12, outPairs: 7 } : d,
      ),
      asOf: '2025-03-12T08:30:00.000Z',
    },
    wallet: {
      ...board.wallet,
      availableCents: 1_234_50,
      heldCents: 55_00,
      inCents: 2_000_00,
      outCents: 200_00,
      cashByDay: board.wallet.cashByDay.map((d) =>
        d.day === last ? { ...d, inCents: 2_000_00, outCents: 200_00 } : d,
      ),
      excludedSellers: 7,
    },
    waiting: [
      { kind: 1, stage: 1, count: 2, usdCents: 300_00, rmbCents: 700_00 },
      { kind: 2, stage: 3, count: 0, usdCents: 0, rmbCents: 0 },
    ],
  };
}

function renderBoard() {
  const router = createMemoryRouter(
    underWhere([
      { path: 'admin/bi', element: <BiScreen /> },
      { path: '*', element: null },
    ]),
    { initialEntries: ['/admin/bi'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the BI board', () => {
  it('says it is loading, with placeholders for its figures, until the board answers', async () => {
    signInAdmin();
    let answer: (value: { data: BiBoard }) => void = () => undefined;
    fakeAdminApi({ '/bi/board': () => new Promise<{ data: BiBoard }>((resolve) => (answer = resolve)) });
    renderBoard();
    expect(await screen.findByRole('status', { name: 'Loading the figures…' })).toBeTruthy();
    expect(screen.queryByTestId('bi-sales-pairs')).toBeNull();
    answer({ data: aBoard() });
    expect((await screen.findByTestId('bi-sales-pairs')).textContent).toBe('3');
    expect(screen.queryByRole('status', { name: 'Loading the figures…' })).toBeNull();
  });

  it('asks for the last 30 GMT days and says what is empty on a new platform', async () => {
    signInAdmin();
    const api = fakeAdminApi({ '/bi/board': () => ({ data: anEmptyBoard() }) });
    renderBoard();
    expect(await screen.findByTestId('bi-to-ship-none')).toBeTruthy();
    const requested = new URL(String(vi.mocked(fetch).mock.calls[0][0]), 'http://localhost');
    expect(Object.fromEntries(requested.searchParams)).toEqual(lastDays(new Date()));
    expect(api.callsTo('/bi/board')).toHaveLength(1);
    expect(screen.getByTestId('bi-sales-none').textContent).toBe('No pair sold in this period.');
    expect(screen.getByTestId('bi-fees-none')).toBeTruthy();
    expect(screen.getByTestId('bi-inventory-none')).toBeTruthy();
    expect(screen.getByTestId('bi-flow-none')).toBeTruthy();
    expect(screen.getByTestId('bi-cash-none')).toBeTruthy();
    expect(screen.getByTestId('bi-waiting-none')).toBeTruthy();
    expect(screen.queryByTestId('bi-sales-chart')).toBeNull();
    expect(screen.getByTestId('bi-to-ship-total').textContent).toBe('0');
  });

  it('shows every figure of the board, its charts named for a screen reader', async () => {
    signInAdmin();
    fakeAdminApi({ '/bi/board': () => ({ data: aBoard() }) });
    renderBoard();
    expect((await screen.findByTestId('bi-to-ship-total')).textContent).toBe('3');
    expect(screen.getByTestId('bi-to-ship-3').textContent).toBe('2');
    expect(screen.getByTestId('bi-to-ship-6').textContent).toBe('1');
    expect(screen.getByTestId('bi-to-ship-3-1').textContent).toBe('Ship with label · NJ Warehouse2');
    expect(screen.getByTestId('bi-sales-revenue').textContent).toBe('$612.00');
    expect(screen.getByTestId('bi-sales-ebay').textContent).toBe('eBay2 pairs · $412.00');
    expect(screen.getByTestId('bi-sales-stockx').textContent).toBe('StockX1 pair · $200.00');
    expect(screen.getByTestId('bi-fee-22').textContent).toBe('Platform fee$30.60');
    expect(screen.getByTestId('bi-fee-6').textContent).toMatch(/\$581\.40 credited$/);
    expect(screen.getByTestId('bi-sales-chart').getAttribute('aria-label')).toBe('Revenue by day');
    expect(screen.getByTestId('bi-status-1').textContent).toMatch(/40$/);
    expect(screen.getByTestId('bi-warehouse-1').textContent).toBe('NJ Warehouse40 in · 7 left');
    expect(screen.getByTestId('bi-age-month').textContent).toBe('8–30 days30');
    expect(screen.getByTestId('bi-flow-in').textContent).toBe('Came in12');
    expect(screen.getByTestId('bi-flow-out').textContent).toBe('Left7');
    expect(screen.getByTestId('bi-inventory-as-of').textContent).toMatch(
      /^Storage days and pairs in and out as of 2025-03-12 /,
    );
    expect(screen.getByTestId('bi-wallet-available').textContent).toBe('$1,234.50');
    expect(screen.getByTestId('bi-wallet-held').textContent).toBe('$55.00');
    expect(screen.getByTestId('bi-wallet-in').textContent).toBe('$2,000.00');
    expect(screen.getByTestId('bi-wallet-out').textContent).toBe('$200.00');
    expect(screen.getByTestId('bi-wallet-excluded').textContent).toBe(
      'Leaves out 7 excluded test or internal sellers',
    );
    expect(screen.getByTestId('bi-waiting-1-1').textContent).toMatch(/2 · \$300\.00 \+ ¥700\.00$/);
    expect(screen.queryByTestId('bi-waiting-2-3')).toBeNull();
    expect(screen.getByTestId('bi-cash-chart').getAttribute('aria-label')).toBe('Cash in and out by day');
  });

  it('links every figure to the list behind it, with the filters the list reads, and opens it', async () => {
    signInAdmin();
    fakeAdminApi({ '/bi/board': () => ({ data: aBoard() }) });
    renderBoard();
    await screen.findByTestId('bi-to-ship-total');
    const links: [string, string][] = [
      ['bi-to-ship-total', '/admin/TaskManage/OutboundTask/3'],
      ['bi-to-ship-3-1', '/admin/TaskManage/OutboundTask/3'],
      ['bi-to-ship-6', '/admin/Audit/OCConsignment?type=2'],
      ['bi-sales-pairs', '/admin/cross-listing/sales'],
      ['bi-sales-ebay', '/admin/cross-listing/sales'],
      ['bi-fee-22', '/admin/Finance/Overview'],
      ['bi-status-1', '/admin/Stock'],
      ['bi-warehouse-1', '/admin/Warehouse/Overview'],
      ['bi-age-week', '/admin/Warehouse/Overview'],
      ['bi-flow-in', '/admin/Stock/InBatch'],
      ['bi-flow-out', '/admin/Stock/OutBatch'],
      ['bi-wallet-available', '/admin/Finance/Overview'],
      ['bi-waiting-1-1', '/admin/Finance/PlatformFlow?kind=1&stage=1'],
    ];
    for (const [testId, path] of links)
      expect(screen.getByTestId(testId).getAttribute('href'), testId).toBe(path);
    await userEvent.click(
      screen.getByRole('link', {
        description: 'Open the Recharge · Application submission applications in the platform flow',
      }),
    );
    expect(screen.getByTestId('where').textContent).toBe('/admin/Finance/PlatformFlow?kind=1&stage=1');
  });
});

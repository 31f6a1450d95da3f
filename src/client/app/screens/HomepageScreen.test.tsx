import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import type { UserInfo } from '../../../domain/auth/auth';
import type { HomeSummary } from '../../../domain/home/home';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { HomepageScreen } from './HomepageScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const SUMMARY: HomeSummary = {
  figures: { pairsInStock: 42, listed: 7, soldThisMonth: 3, availableCents: 123456, heldCents: 2500 },
  waiting: {
    forecastsOnTheWay: 2,
    shipWithLabelToPay: 0,
    reshipToPay: 0,
    cashOutToAccept: 1,
    switchToPay: 0,
    withdrawalsPending: 0,
    rechargesPending: 0,
    salesWithIssue: 0,
  },
};

const NOTICES = { pageNo: 1, pageSize: 5, totalCount: 1, totalPage: 1, data: [] };

function answer(summary: HomeSummary | null) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/home/summary'))
      return summary
        ? jsonAnswer({ code: 200, msg: 'success', data: summary })
        : jsonAnswer({ code: 500, msg: 'down', data: null }, 500);
    if (url.includes('/notice/')) return jsonAnswer({ code: 200, msg: 'success', data: NOTICES });
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

function signIn() {
  useSession.setState({
    token: 'seller-token',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'business',
    name: 'Demo Seller',
    userInfo: {
      id: 7,
      username: 'seller',
      realname: 'Demo Seller',
      roleId: 4,
      role: { id: 4, name: 'Merchant', permissions: [] },
      roles: [{ id: 4, name: 'Merchant' }],
    } as unknown as UserInfo,
  });
}

const show = () =>
  renderRoutes(
    underWhere([{ path: 'business/homepage', element: <HomepageScreen /> }]),
    '/business/homepage',
  );

beforeAll(() => {
  initI18n('en-US');
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  signIn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('seller homepage', () => {
  it.each([
    ['2026-05-04T07:30:00', 'Good morning, Demo Seller'],
    ['2026-05-04T12:15:00', 'Good midday, Demo Seller'],
    ['2026-05-04T21:00:00', 'Good evening, Demo Seller'],
  ])('greets by the hour of the clock (%s)', async (at, greeting) => {
    vi.useFakeTimers({ now: new Date(at), toFake: ['Date'] });
    answer(SUMMARY);
    show();
    expect(screen.getByTestId('workplace-greeting').textContent).toBe(greeting);
  });

  it("shows the seller's figures, each opening the list behind it, and the month of the viewer's clock", async () => {
    answer(SUMMARY);
    show();
    const balance = await screen.findByTestId('home-figure-balance');
    expect(balance.textContent).toContain('$1,234.56');
    expect(balance.textContent).toContain('$25.00 held for orders');
    expect(balance.getAttribute('href')).toBe('/business/wallet');
    expect(screen.getByTestId('home-figure-pairsInStock').textContent).toContain('42');
    expect(screen.getByTestId('home-figure-soldThisMonth').getAttribute('href')).toBe(
      '/business/cross-listing/sales',
    );
    const asked = fetchMock.mock.calls.map((c) => String(c[0])).find((u) => u.includes('/home/summary'));
    expect(new URL(asked ?? '', 'http://x').searchParams.get('monthStart')).toMatch(
      /^\d{4}-\d{2}-01T00:00:00/,
    );
  });

  it('offers a shortcut for each thing waiting, and none for what does not', async () => {
    answer(SUMMARY);
    show();
    const waiting = await screen.findByTestId('home-waiting');
    const links = within(waiting).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['2forecasts on their way to the warehouse', '/business/my-package'],
      ['1cash-out quote to accept', '/business/order-management/cashout'],
    ]);
  });

  it("says when nothing waits, hides the figures of parts a team member's role lacks, and says when the figures fail", async () => {
    answer({
      figures: {
        ...SUMMARY.figures,
        listed: null,
        soldThisMonth: null,
        availableCents: null,
        heldCents: null,
      },
      waiting: { ...SUMMARY.waiting, forecastsOnTheWay: 0, cashOutToAccept: 0 },
    });
    show();
    expect(await screen.findByTestId('home-nothing-waiting')).toBeTruthy();
    expect(screen.queryByTestId('home-figure-balance')).toBeNull();
    expect(screen.queryByTestId('home-figure-listed')).toBeNull();
    expect(screen.queryByTestId('home-figure-soldThisMonth')).toBeNull();
    expect(screen.getByTestId('home-figure-pairsInStock').textContent).toContain('42');
    cleanup();
    answer(null);
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });
});

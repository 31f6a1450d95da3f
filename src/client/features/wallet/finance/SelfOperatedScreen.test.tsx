import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { signInAdmin } from '../../../../../tests/client/support/admin-test-kit';
import type { PlatformAccountFigures, SelfOperated } from '../../../../domain/wallet/self-operated';
import { initI18n } from '../../../i18n/setup';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { SelfOperatedScreen } from './SelfOperatedScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonAnswer({ code: 200, msg: 'success', data });

const idle = { openingCents: 0, inCents: 0, outCents: 0, closingCents: 0, entryCount: 0, balanceCents: 0 };
const account = (
  kind: PlatformAccountFigures['kind'],
  feeType: number | null,
  figures: Partial<typeof idle> = {},
): PlatformAccountFigures => ({ kind, feeType, ...idle, ...figures });

/** A recharge of $100.00 and a platform fee of $12.50 in the period, on top of $50.00 recharged before. */
function figures(offBy = 0): SelfOperated {
  return {
    beginTime: '2026-11-01T00:00:00.000Z',
    endTime: '2026-11-30T23:59:59.999Z',
    accounts: [
      account('cash_clearing', null, {
        openingCents: -5_000,
        outCents: -10_000,
        closingCents: -15_000,
        balanceCents: -15_000,
        entryCount: 1,
      }),
      account('carrier_payable', null),
      account('marketplace_receivable', null),
      account('refunds', null),
      account('revenue', 1),
      account('revenue', 22, { inCents: 1_250, closingCents: 1_250, balanceCents: 1_250, entryCount: 1 }),
    ],
    sellerFunds: {
      openingCents: 5_000,
      inCents: 10_000,
      outCents: -1_250,
      closingCents: 13_750 + offBy,
      balanceCents: 13_750 + offBy,
      entryCount: 2,
    },
  };
}

const statement = {
  account: account('revenue', 22, {
    inCents: 1_250,
    closingCents: 1_250,
    balanceCents: 1_250,
    entryCount: 1,
  }),
  pageNo: 1,
  pageSize: 20,
  totalCount: 1,
  totalPage: 1,
  data: [
    {
      entryId: 41,
      createdAt: '2026-11-20T10:00:00.000Z',
      feeType: 22,
      amountCents: 1_250,
      sellerId: 9,
      sellerUid: 'U100009',
      relation: { type: 'oneId', ref: '10000042' },
      operatorName: 'root',
      note: 'Listing fee',
    },
  ],
};

const routes = underWhere([{ path: 'admin/Finance/SelfOperated', element: <SelfOperatedScreen /> }]);
const callsTo = (path: string) => fetchMock.mock.calls.filter((c) => String(c[0]).includes(path));

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  signInAdmin();
});
afterEach(cleanup);

function answer(selfOperated: SelfOperated) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/finance/self_operated/entries')) return ok(statement);
    if (url.includes('/finance/self_operated')) return ok(selfOperated);
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
}

describe('Finance/SelfOperated', () => {
  it("shows the platform's accounts and the sellers' funds over the last 30 days, and that the books balance", async () => {
    answer(figures());
    renderRoutes(routes, '/admin/Finance/SelfOperated');
    const check = await screen.findByTestId('books-check');
    expect(check.textContent).toContain(
      "The books balance: the platform's accounts and the sellers' funds add up to $0.00",
    );
    expect(check.textContent).toContain("Sellers' funds now (available and held): $137.50");
    const table = screen.getByTestId('self-operated-accounts');
    const row = (id: string) => table.querySelector(`[data-account="${id}"]`) as HTMLElement;
    expect(row('cash_clearing').textContent).toContain('Cash clearing');
    expect(row('cash_clearing').textContent).toContain('-$150.00');
    expect(row('revenue:22').textContent).toContain('Revenue: Platform fee');
    expect(row('revenue:22').textContent).toContain('$12.50');
    // A revenue account that neither holds nor moved money is left out.
    expect(row('revenue:1')).toBeNull();
    expect(row('sellerFunds').textContent).toContain('$137.50');
    expect(row('total').textContent).toContain('$0.00');
    const [url] = callsTo('/finance/self_operated')[0];
    const query = new URL(String(url), 'http://x').searchParams;
    const days = (Date.parse(query.get('endTime')!) - Date.parse(query.get('beginTime')!)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('says by how much the books are out of balance', async () => {
    answer(figures(7));
    renderRoutes(routes, '/admin/Finance/SelfOperated');
    expect((await screen.findByTestId('books-check')).textContent).toContain(
      'The books are out of balance by $0.07',
    );
  });

  it("opens a platform account's statement for the same period and closes it", async () => {
    answer(figures());
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/Finance/SelfOperated');
    await user.click(
      await screen.findByRole('button', { name: 'Open the statement of Revenue: Platform fee' }),
    );
    const section = await screen.findByTestId('platform-account-statement');
    expect(within(section).getByText('Statement: Revenue: Platform fee')).toBeTruthy();
    expect(await within(section).findByText('+$12.50')).toBeTruthy();
    expect(within(section).getByText('U100009')).toBeTruthy();
    expect(within(section).getByText('ONE ID 10000042')).toBeTruthy();
    const body = JSON.parse(String(callsTo('/finance/self_operated/entries')[0][1]?.body)) as Record<
      string,
      unknown
    >;
    const [url] = callsTo('/finance/self_operated')[0];
    const query = new URL(String(url), 'http://x').searchParams;
    expect(body).toEqual({
      kind: 'revenue',
      feeType: 22,
      beginTime: query.get('beginTime'),
      endTime: query.get('endTime'),
      pageNo: 1,
      pageSize: 20,
    });
    await user.click(within(section).getByRole('button', { name: 'Close the statement' }));
    await waitFor(() => expect(screen.queryByTestId('platform-account-statement')).toBeNull());
  });
});

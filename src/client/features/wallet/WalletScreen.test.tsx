import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../tests/client/render-app';
import { atWidth } from '../../../../tests/client/support/viewport';
import { aLedgerRow } from '../../../../tests/fixtures/ledger-rows';
import type { UserInfo } from '../../../domain/auth/auth';
import { fullGrant, NamedPermission } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import { statementRowsOf } from '../../../domain/wallet/statement';
import { FeeType } from '../../../domain/wallet/wallet';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { NO_TRANSACTION_FILTERS } from './components/TransactionFilters';
import { useWalletFilters } from './wallet-filters-store';
import { WalletScreen } from './WalletScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown, msg = 'success') => jsonAnswer({ code: 200, msg, data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).includes(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

/** A recharge, a charge held and then captured for order RS1, and a label fee still held. */
const STATEMENT = statementRowsOf([
  aLedgerRow(4, 'hold', 250, { feeType: FeeType.labelFee, relation: { type: 'label', ref: 'LB1' } }),
  aLedgerRow(3, 'capture', 830, { linkedEntryId: 2, createdAt: '2026-12-03T09:30:00.000Z' }),
  aLedgerRow(2, 'hold', 830, { relation: { type: 'order', ref: 'RS1' } }),
  aLedgerRow(1, 'credit', 10_000, { feeType: FeeType.userRecharge, relation: { type: 'manual', ref: 'm1' } }),
]);
let statementRows: unknown[] = [];

const routes = underWhere([{ path: 'business/wallet/:pageNo?', element: <WalletScreen /> }]);

function signInAsSeller(actions: readonly Action[]) {
  useSession.setState({
    token: 't',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'business',
    userInfo: {
      roleId: 4,
      role: { permissions: [fullGrant(NamedPermission.business, actions)] },
    } as unknown as UserInfo,
  });
}

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(notifications.show).mockClear();
  useWalletFilters.setState({ filters: NO_TRANSACTION_FILTERS });
  statementRows = [];
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/wallet/summary')) return ok({ availableCents: 500, heldCents: 0, totalCents: 500 });
    if (url.includes('/wallet/transaction/export'))
      return ok({ id: 3, downloadUrl: '/api/business/download_task/file?id=3' }, 'Add Download Task Success');
    if (url.includes('/wallet/transaction/list'))
      return ok({
        pageNo: 1,
        pageSize: 10,
        totalCount: statementRows.length,
        totalPage: 1,
        data: statementRows,
      });
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
const realMatchMedia = window.matchMedia;
afterEach(() => {
  cleanup();
  window.matchMedia = realMatchMedia;
});

describe('wallet transactions export', () => {
  it('exports the transactions under the chosen fee type and links to the download center', async () => {
    signInAsSeller(['query', 'get', 'export']);
    const user = userEvent.setup();
    renderRoutes(routes, '/business/wallet');
    await user.click(await screen.findByRole('textbox', { name: 'Fee type' }));
    await user.click(await screen.findByRole('option', { name: 'Platform fee', hidden: true }));
    await waitFor(() => expect(bodiesOf('/wallet/transaction/list').at(-1)).toMatchObject({ feeType: 22 }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(bodiesOf('/wallet/transaction/export')).toEqual([{ feeType: 22, searchIdList: [] }]),
    );
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', title: 'Add Download Task Success' }),
      ),
    );
    const { message } = vi.mocked(notifications.show).mock.calls[0][0] as { message: React.ReactElement };
    expect((message.props as { href: string }).href).toBe('#/business/DownLoad');
  });

  it('shows no Export button to a seller without the export action', async () => {
    signInAsSeller(['query', 'get']);
    renderRoutes(routes, '/business/wallet');
    await waitFor(() => expect(bodiesOf('/wallet/transaction/list')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});

describe('the wallet statement', () => {
  /** The screen's row (desktop) or card (phone) of the statement row that starts with entry `id`. */
  const rowOf = async (id: number) => {
    const rows = await screen.findAllByTestId('wallet-entry');
    expect(rows).toHaveLength(3);
    return within(rows.find((r) => r.dataset.entry === String(id)) as HTMLElement);
  };
  const figures = (row: Awaited<ReturnType<typeof rowOf>>) => ({
    amount: row.getByTestId('movement-amount').textContent,
    available: row.getByTestId('statement-available').textContent,
    held: row.getByTestId('statement-held').textContent,
    life: row.getByTestId('statement-life').textContent,
  });

  it('shows a charge as one row: held, then charged, its amount, its order and both balance effects', async () => {
    statementRows = STATEMENT;
    signInAsSeller(['query', 'get']);
    renderRoutes(routes, '/business/wallet');
    const charge = await rowOf(2);
    expect(screen.getByTestId('wallet-transactions').dataset.layout).toBe('wide');
    expect(figures(charge)).toEqual({
      amount: '-$8.30',
      available: '-$8.30',
      held: '$0.00',
      life: expect.stringMatching(/^Held 2026-12-02 \d\d:\d\d:\d\dCharged 2026-12-03 /),
    });
    expect(charge.getByText('Order RS1')).toBeTruthy();
    expect(charge.getByText('Completed')).toBeTruthy();
    const label = await rowOf(4);
    expect(figures(label)).toMatchObject({ amount: '-$2.50', available: '-$2.50', held: '+$2.50' });
    expect(label.getByText('In transaction')).toBeTruthy();
    expect(screen.queryByText('+$8.30')).toBeNull();
  });

  it('keeps the held and available effects, the life and the relation on a 390 px phone card', async () => {
    atWidth(390);
    statementRows = STATEMENT;
    signInAsSeller(['query', 'get']);
    renderRoutes(routes, '/business/wallet');
    const charge = await rowOf(2);
    expect(screen.getByTestId('wallet-transactions').dataset.layout).toBe('phone');
    expect(screen.queryByRole('table')).toBeNull();
    expect(figures(charge)).toMatchObject({ amount: '-$8.30', available: '-$8.30', held: '$0.00' });
    expect(figures(charge).life).toMatch(/^Held .*Charged /);
    expect(charge.getByText('Order RS1')).toBeTruthy();
    expect(figures(await rowOf(4))).toMatchObject({ available: '-$2.50', held: '+$2.50' });
  });
});

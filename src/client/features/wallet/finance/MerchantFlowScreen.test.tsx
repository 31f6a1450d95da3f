import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import type { UserInfo } from '../../../../domain/auth/auth';
import { RoleId } from '../../../../domain/kernel/users';
import { statementRowsOf } from '../../../../domain/wallet/statement';
import { FeeType } from '../../../../domain/wallet/wallet';
import { aLedgerRow } from '../../../../../tests/fixtures/ledger-rows';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { MerchantFlowScreen } from './MerchantFlowScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const ok = (data: unknown) => jsonAnswer({ code: 200, msg: 'success', data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).includes(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

const seller = { id: 9, uid: 'U100009', username: 'kicks', realname: 'Kicks Ltd' };
const recharge = aLedgerRow(77, 'credit', 2000, {
  feeType: FeeType.userRecharge,
  relation: { type: 'manual', ref: 'cd-1' },
  createdAt: '2026-11-25T10:00:00.000Z',
  operatorName: 'root',
  note: 'Bank transfer',
});
let rows = statementRowsOf([recharge]);

const routes = underWhere([{ path: 'admin/Finance/MerchantFlow', element: <MerchantFlowScreen /> }]);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  rows = statementRowsOf([recharge]);
  useSession.setState({
    token: 't',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'admin',
    userInfo: { roleId: RoleId.superAdmin } as UserInfo,
  });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/account/business/list'))
      return ok({ pageNo: 1, pageSize: 20, totalCount: 1, totalPage: 1, data: [seller] });
    if (url.includes('/finance/merchant_flow/export'))
      return jsonAnswer({
        code: 200,
        msg: 'Add Download Task Success, download the file from the Download Center',
        data: { id: 5, downloadUrl: '/api/admin/download_task/file?id=5' },
      });
    if (url.includes('/finance/merchant_flow'))
      return ok({
        sellerId: 9,
        uid: 'U100009',
        openingAvailableCents: 1000,
        openingHeldCents: 0,
        closingAvailableCents: 3000,
        closingHeldCents: 0,
        pageNo: 1,
        pageSize: 20,
        totalCount: rows.length,
        totalPage: 1,
        data: rows,
      });
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

describe('Finance/MerchantFlow', () => {
  it("shows a seller's entries of the last 30 days with the opening and closing balance", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/Finance/MerchantFlow');
    expect(await screen.findByText('Choose a seller and a period')).toBeTruthy();
    const picker = screen.getByRole('textbox', { name: /^Seller/ });
    await user.type(picker, 'kick');
    await screen.findByRole('option', { name: 'Kicks Ltd (U100009)', hidden: true });
    await user.keyboard('{ArrowDown}{Enter}');
    const balances = await screen.findByTestId('merchant-flow-balances');
    expect(balances.textContent).toContain('Opening available: $10.00');
    expect(balances.textContent).toContain('Closing available: $30.00');
    const table = screen.getByTestId('merchant-flow');
    expect(within(table).getByText('User recharge')).toBeTruthy();
    expect(within(table).getByTestId('movement-amount').textContent).toBe('+$20.00');
    expect(within(table).getByText('Manual cd-1')).toBeTruthy();
    await waitFor(() => expect(bodiesOf('/finance/merchant_flow')).toHaveLength(1));
    const body = bodiesOf('/finance/merchant_flow')[0];
    expect(body).toMatchObject({ sellerId: 9, pageNo: 1, pageSize: 20 });
    const days = (Date.parse(String(body.endTime)) - Date.parse(String(body.beginTime))) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('shows a hold and the capture that settles it as one row with its life, as the seller sees it', async () => {
    rows = statementRowsOf([
      aLedgerRow(80, 'capture', 830, { linkedEntryId: 79, createdAt: '2026-11-27T09:30:00.000Z' }),
      aLedgerRow(79, 'hold', 830, { relation: { type: 'order', ref: 'RS1' } }),
      recharge,
    ]);
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/Finance/MerchantFlow');
    await user.type(await screen.findByRole('textbox', { name: /^Seller/ }), 'kick');
    await screen.findByRole('option', { name: 'Kicks Ltd (U100009)', hidden: true });
    await user.keyboard('{ArrowDown}{Enter}');
    const shown = await screen.findAllByTestId('merchant-flow-row');
    expect(shown.map((r) => r.dataset.entry)).toEqual(['79', '77']);
    const charge = within(shown[0]);
    expect(charge.getByTestId('movement-amount').textContent).toBe('-$8.30');
    expect(charge.getByTestId('statement-available').textContent).toBe('-$8.30');
    expect(charge.getByTestId('statement-held').textContent).toBe('$0.00');
    expect(charge.getByTestId('statement-life').textContent).toMatch(/^Held .*Charged 2026-11-27/);
    expect(charge.getByText('Order RS1')).toBeTruthy();
  });

  it("downloads the seller's statement of the period through the download center", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/Finance/MerchantFlow');
    await screen.findByText('Choose a seller and a period');
    expect(screen.queryByRole('button', { name: 'Download statement' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Seller/ }), 'kick');
    await screen.findByRole('option', { name: 'Kicks Ltd (U100009)', hidden: true });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Download statement' }));
    await waitFor(() => expect(bodiesOf('/finance/merchant_flow/export')).toHaveLength(1));
    const shown = bodiesOf('/finance/merchant_flow').find((b) => b.pageNo !== undefined);
    expect(bodiesOf('/finance/merchant_flow/export')[0]).toEqual({
      sellerId: 9,
      beginTime: shown?.beginTime,
      endTime: shown?.endTime,
      searchIdList: [],
    });
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'green',
          title: 'Add Download Task Success, download the file from the Download Center',
        }),
      ),
    );
  });
});

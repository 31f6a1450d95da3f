import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../tests/client/render-app';
import type { UserInfo } from '../../../domain/auth/auth';
import type { ApplicationRow } from '../../../domain/wallet/applications';
import { RoleId } from '../../../domain/kernel/users';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { ApplicationDetailScreen } from './platform-flow/ApplicationDetailScreen';
import { WithdrawalScreen } from './WithdrawalScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const account = {
  id: 4,
  holderType: 1,
  method: 2,
  holderName: 'Li Lei',
  maskedNumber: '**** 7890',
  bankName: 'ICBC',
  gmtCreate: '2026-11-01T00:00:00.000Z',
};

function anApplication(over: Partial<ApplicationRow>): ApplicationRow {
  return {
    id: 1,
    kind: 2,
    stage: 1,
    sellerId: 9,
    sellerUid: 'U100009',
    sellerName: 'seller',
    amountCents: 6000,
    currency: 'USD',
    originalAmountCents: 6000,
    rate: null,
    paymentMethod: null,
    withdrawalMethod: 2,
    transferReference: '',
    proofUrl: null,
    drawAccount: account,
    rejectReason: '',
    payoutReference: '',
    holdEntryId: 1,
    reviewerName: '',
    gmtCreate: '2026-11-20T10:00:00.000Z',
    gmtModify: '2026-11-20T10:00:00.000Z',
    reviewedAt: null,
    ...over,
  };
}

const ok = (data: unknown) => jsonAnswer({ code: 200, msg: 'success', data });
const page = (data: unknown[]) =>
  ok({ pageNo: 1, pageSize: 10, totalCount: data.length, totalPage: 1, data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).includes(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

const routes = underWhere([
  { path: 'business/wallet/Withdrawal', element: <WithdrawalScreen /> },
  { path: 'admin/Finance/ChargeDetail', element: <ApplicationDetailScreen /> },
]);

let detail: ApplicationRow;

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/wallet/summary'))
      return ok({ availableCents: 4000, heldCents: 26000, totalCents: 30000 });
    if (url.includes('/wallet/drawAccount/list')) return ok([account]);
    if (url.includes('/wallet/application/list'))
      return page([
        anApplication({ id: 3, stage: 3 }),
        anApplication({ id: 2, stage: 4, payoutReference: 'PAY-2' }),
        anApplication({ id: 1, stage: 7 }),
      ]);
    if (url.includes('/finance/application/get')) return ok(detail);
    if (url.includes('/finance/recharge/approve')) return ok({ ...detail, stage: 5 });
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

describe('the seller withdrawal screen', () => {
  it('shows the balances, masked accounts, and a cancel button only on withdrawals not yet paid', async () => {
    renderRoutes(routes, '/business/wallet/Withdrawal');
    expect(await screen.findByTestId('wallet-available')).toHaveProperty('textContent', '$40.00');
    expect(screen.getByTestId('wallet-held').textContent).toBe('$260.00');
    const table = await screen.findByTestId('applications-2');
    await within(table).findByText('PAY-2');
    expect(within(table).getByRole('button', { name: 'Cancel withdrawal application 3' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Cancel withdrawal application 2' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Cancel withdrawal application 1' })).toBeNull();
    expect(within(await screen.findByTestId('draw-accounts')).getByText('**** 7890')).toBeTruthy();
  });

  it('refuses a withdrawal under $55 before sending anything', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/business/wallet/Withdrawal');
    await screen.findByTestId('applications-2');
    await user.type(screen.getByLabelText(/^Amount \(USD\)/), '54.99');
    await user.type(screen.getByLabelText(/^Account password/), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Submit withdrawal' }));
    expect(await screen.findByText('The minimum withdrawal is $55.00')).toBeTruthy();
    expect(bodiesOf('/wallet/withdrawal/apply')).toHaveLength(0);
  });
});

describe('the admin recharge detail', () => {
  it('suggests the credited USD amount from the rate of an RMB recharge and sends both', async () => {
    useSession.setState({ storedUserType: 'admin', userInfo: { roleId: RoleId.superAdmin } as UserInfo });
    detail = anApplication({
      id: 8,
      kind: 1,
      currency: 'RMB',
      amountCents: null,
      originalAmountCents: 71000,
      paymentMethod: 1,
      drawAccount: null,
      withdrawalMethod: null,
      holdEntryId: null,
      transferReference: 'ALI-8',
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/Finance/ChargeDetail?id=8');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Rate/), '7.1');
    expect((within(dialog).getByLabelText(/^Credited/) as HTMLInputElement).value).toBe('100.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesOf('/finance/recharge/approve').at(-1)).toEqual({
        id: 8,
        creditedAmount: '100.00',
        rate: '7.1',
      }),
    );
  });
});

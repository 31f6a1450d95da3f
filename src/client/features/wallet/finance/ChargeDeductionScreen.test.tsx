import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import type { UserInfo } from '../../../../domain/auth/auth';
import { RoleId } from '../../../../domain/kernel/users';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { ChargeDeductionScreen } from './ChargeDeductionScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const ok = (data: unknown) => jsonAnswer({ code: 200, msg: 'success', data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).includes(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

const seller = { id: 9, uid: 'U100009', username: 'kicks', realname: 'Kicks Ltd' };
const entry = {
  id: 77,
  key: 'manual:cd-1',
  kind: 'credit',
  feeType: 1,
  status: 2,
  amountCents: 2000,
  sellerId: 9,
  relation: { type: 'manual', ref: 'cd-1' },
  createdAt: '2026-11-25T10:00:00.000Z',
};
let chargeAnswer: () => Response | Promise<Response>;

const routes = underWhere([{ path: 'admin/Finance/ChargeDeduction', element: <ChargeDeductionScreen /> }]);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.setState({
    token: 't',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'admin',
    userInfo: { roleId: RoleId.superAdmin } as UserInfo,
  });
  // Answered a moment later, so the double click below lands while the first post is in flight.
  chargeAnswer = async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return ok({
      entry,
      before: { availableCents: 1000, heldCents: 500, totalCents: 1500 },
      after: { availableCents: 3000, heldCents: 500, totalCents: 3500 },
    });
  };
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/account/business/list'))
      return ok({ pageNo: 1, pageSize: 20, totalCount: 1, totalPage: 1, data: [seller] });
    if (url.includes('/finance/charge_deduction')) return chargeAnswer();
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

async function fillIn(user: ReturnType<typeof userEvent.setup>, amount: string) {
  renderRoutes(routes, '/admin/Finance/ChargeDeduction');
  const picker = await screen.findByRole('textbox', { name: /^Seller/ });
  await user.type(picker, 'kick');
  await waitFor(() => expect(bodiesOf('/account/business/list').at(-1)).toMatchObject({ keyword: 'kick' }));
  await screen.findByRole('option', { name: 'Kicks Ltd (U100009)', hidden: true });
  await user.keyboard('{ArrowDown}{Enter}');
  expect((picker as HTMLInputElement).value).toBe('Kicks Ltd (U100009)');
  await user.type(screen.getByLabelText(/^Amount \(USD\)/), amount);
  await user.type(screen.getByLabelText(/^Reason/), 'Bank transfer');
}

describe('Finance/ChargeDeduction', () => {
  it('posts a deposit once for a double click and shows the balance before and after', async () => {
    const user = userEvent.setup();
    await fillIn(user, '20.00');
    await user.dblClick(screen.getByRole('button', { name: 'Post the deposit' }));
    const result = await screen.findByTestId('charge-deduction-result');
    expect(within(result).getByText('Available: $10.00')).toBeTruthy();
    expect(within(result).getByText('Available: $30.00')).toBeTruthy();
    const bodies = bodiesOf('/finance/charge_deduction');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      sellerId: 9,
      direction: 'deposit',
      amount: '20.00',
      feeType: 1,
      reason: 'Bank transfer',
    });
    expect(String(bodies[0].requestKey).length).toBeGreaterThanOrEqual(8);
    // The same form sent again keeps its key (the server answers the first entry); a changed form gets a new one.
    await user.click(screen.getByRole('button', { name: 'Post the deposit' }));
    await waitFor(() => expect(bodiesOf('/finance/charge_deduction')).toHaveLength(2));
    expect(bodiesOf('/finance/charge_deduction')[1].requestKey).toBe(bodies[0].requestKey);
    // The button is busy until the resend's answer is in; a click before then is (rightly) ignored.
    const post = screen.getByRole('button', { name: 'Post the deposit' });
    await waitFor(() => expect(post).toHaveProperty('disabled', false));
    await user.type(screen.getByLabelText(/^Reason/), ' 2');
    await user.click(screen.getByRole('button', { name: 'Post the deposit' }));
    await waitFor(() => expect(bodiesOf('/finance/charge_deduction')).toHaveLength(3));
    expect(bodiesOf('/finance/charge_deduction')[2].requestKey).not.toBe(bodies[0].requestKey);
  });

  it("refuses a missing reason and seller before sending, and shows the server's 409 word for word", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/Finance/ChargeDeduction');
    await user.click(await screen.findByRole('button', { name: 'Post the deposit' }));
    expect(await screen.findByText('Choose a seller')).toBeTruthy();
    expect(screen.getByText('Enter the reason')).toBeTruthy();
    expect(bodiesOf('/finance/charge_deduction')).toHaveLength(0);
    cleanup();

    const shortfall = 'Insufficient balance: $12.50 short. Please recharge the wallet first.';
    chargeAnswer = () => jsonAnswer({ code: 409, msg: shortfall, data: { shortfallCents: 1250 } }, 409);
    await fillIn(user, '22.50');
    await user.click(screen.getByRole('radio', { name: 'Deduction' }));
    await user.click(screen.getByRole('button', { name: 'Post the deduction' }));
    expect((await screen.findByRole('alert')).textContent).toBe(shortfall);
    await waitFor(() => expect(bodiesOf('/finance/charge_deduction')).toHaveLength(1));
    expect(bodiesOf('/finance/charge_deduction')[0]).toMatchObject({ direction: 'deduction', feeType: 2 });
  });
});

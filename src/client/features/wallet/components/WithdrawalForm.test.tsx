import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { WithdrawalForm } from './WithdrawalForm';

/** The seller's withdrawal form checks the available balance at the field and keeps what was typed. */

const shown = spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonAnswer({ code: 200, msg: 'success', data });
const applies = () => fetchMock.mock.calls.filter((c) => String(c[0]).includes('/wallet/withdrawal/apply'));

const account = {
  id: 4,
  holderType: 1,
  method: 2,
  holderName: 'Li Lei',
  maskedNumber: '**** 7890',
  bankName: 'ICBC',
  gmtCreate: '2026-11-01T00:00:00.000Z',
};
const routes = underWhere([{ path: 'business/wallet/Withdrawal', element: <WithdrawalForm /> }]);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  shown.mockClear();
  useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/wallet/withdrawal/apply'))
      return jsonAnswer({ code: 400, msg: 'The password is not right', data: null }, 400);
    if (url.includes('/wallet/summary')) return ok({ availableCents: 8000, heldCents: 0, totalCents: 8000 });
    if (url.includes('/wallet/drawAccount/list')) return ok([account]);
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

const amountField = () => screen.getByLabelText(/^Amount \(USD\)/) as HTMLInputElement;

async function fillIn(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.type(await screen.findByLabelText(/^Amount \(USD\)/), amount);
  await user.click(screen.getByRole('textbox', { name: /^Draw account/ }));
  await user.click(await screen.findByRole('option', { name: /7890/, hidden: true }));
  await user.type(screen.getByLabelText(/^Account password/), 'secret-1');
}

describe('the withdrawal form', () => {
  it('says at the amount field that it is over the available balance, and sends nothing', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/business/wallet/Withdrawal');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('/wallet/summary'))).toBe(true),
    );
    await user.type(await screen.findByLabelText(/^Amount \(USD\)/), '80.01');
    await user.tab();
    const message = 'More than your available balance of $80.00';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('textbox', { name: /^Draw account/ }));
    await user.click(await screen.findByRole('option', { name: /7890/, hidden: true }));
    await user.type(screen.getByLabelText(/^Account password/), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Submit withdrawal' }));
    expect(screen.getByText(message)).toBeTruthy();
    expect(applies()).toHaveLength(0);
    // The whole balance is allowed.
    await user.clear(amountField());
    await user.type(amountField(), '80.00');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('keeps the amount, the account and the password after the server refuses', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/business/wallet/Withdrawal');
    await fillIn(user, '60.00');
    await user.click(screen.getByRole('button', { name: 'Submit withdrawal' }));
    await waitFor(() => expect(applies()).toHaveLength(1));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'The password is not right' })),
    );
    expect(amountField().value).toBe('60.00');
    expect((screen.getByRole('textbox', { name: /^Draw account/ }) as HTMLInputElement).value).toMatch(
      /7890/,
    );
    expect((screen.getByLabelText(/^Account password/) as HTMLInputElement).value).toBe('secret-1');
  });
});

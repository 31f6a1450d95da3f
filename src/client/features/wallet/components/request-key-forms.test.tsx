import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { RechargeForm } from './RechargeForm';
import { WithdrawalForm } from './WithdrawalForm';

/**
 * The seller's money forms send a request key (issue 24): the same form sent again after a lost answer
 * keeps its key, so the server makes one application; the next application gets a new one.
 */

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonAnswer({ code: 200, msg: 'success', data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter((c) => String(c[0]).includes(path))
    .map((c) => JSON.parse(String(c[1]?.body)) as Record<string, unknown>);

const account = {
  id: 4,
  holderType: 1,
  method: 2,
  holderName: 'Li Lei',
  maskedNumber: '**** 7890',
  bankName: 'ICBC',
  gmtCreate: '2026-11-01T00:00:00.000Z',
};
/** The first apply's answer is lost on the way back (the server may have made it). */
let lostAnswers: number;

const routes = underWhere([
  { path: 'business/wallet/WalletCharge', element: <RechargeForm onCurrency={() => undefined} /> },
  { path: 'business/wallet/Withdrawal', element: <WithdrawalForm /> },
]);

beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  lostAnswers = 1;
  useSession.setState({ token: 't', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/apply')) {
      if (lostAnswers > 0) {
        lostAnswers -= 1;
        throw new TypeError('Failed to fetch');
      }
      return ok({ id: 1 });
    }
    if (url.includes('/upload')) return ok('/api/business/files/' + 'a'.repeat(64));
    if (url.includes('/wallet/summary'))
      return ok({ availableCents: 1_000_000, heldCents: 0, totalCents: 1_000_000 });
    if (url.includes('/wallet/drawAccount/list')) return ok([account]);
    return jsonAnswer({ code: 404, msg: 'not found', data: null }, 404);
  });
});
afterEach(cleanup);

describe('the recharge form', () => {
  it('sends a request key, keeps it when resent after a lost answer, and makes a new one after success', async () => {
    const user = userEvent.setup();
    const { container } = renderRoutes(routes, '/business/wallet/WalletCharge');
    await user.type(await screen.findByLabelText(/^Amount \(USD\)/), '100.00');
    await user.type(screen.getByLabelText(/^Transfer reference/), 'TT-1');
    const proof = new File([new Uint8Array([71, 73, 70])], 'proof.gif', { type: 'image/gif' });
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, proof);
    const submit = screen.getByRole('button', { name: 'Submit recharge' });
    await user.click(submit);
    await waitFor(() => expect(bodiesOf('/wallet/recharge/apply')).toHaveLength(1));
    const [lost] = bodiesOf('/wallet/recharge/apply');
    expect(lost.requestKey).toEqual(expect.stringMatching(/^[A-Za-z0-9._:-]{8,100}$/));
    await user.click(submit);
    await waitFor(() => expect(bodiesOf('/wallet/recharge/apply')).toHaveLength(2));
    expect(bodiesOf('/wallet/recharge/apply')[1]).toEqual(lost);
    // Applied: the next recharge is another request.
    await waitFor(() =>
      expect((screen.getByLabelText(/^Amount \(USD\)/) as HTMLInputElement).value).toBe(''),
    );
    await user.type(screen.getByLabelText(/^Amount \(USD\)/), '100.00');
    await user.type(screen.getByLabelText(/^Transfer reference/), 'TT-1');
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, proof);
    await user.click(submit);
    await waitFor(() => expect(bodiesOf('/wallet/recharge/apply')).toHaveLength(3));
    expect(bodiesOf('/wallet/recharge/apply')[2].requestKey).not.toBe(lost.requestKey);
  });
});

describe('the withdrawal form', () => {
  it('keeps its request key when sent again after a lost answer; a new amount gets a new one', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/business/wallet/Withdrawal');
    await user.type(await screen.findByLabelText(/^Amount \(USD\)/), '60.00');
    await user.click(screen.getByRole('textbox', { name: /^Draw account/ }));
    await user.click(await screen.findByRole('option', { name: /7890/, hidden: true }));
    await user.type(screen.getByLabelText(/^Account password/), 'secret-1');
    const submit = screen.getByRole('button', { name: 'Submit withdrawal' });
    await user.click(submit);
    await waitFor(() => expect(bodiesOf('/wallet/withdrawal/apply')).toHaveLength(1));
    const [lost] = bodiesOf('/wallet/withdrawal/apply');
    expect(lost.requestKey).toEqual(expect.stringMatching(/^[A-Za-z0-9._:-]{8,100}$/));
    // The form kept what was typed: sent again, it is the same withdrawal.
    await user.click(submit);
    await waitFor(() => expect(bodiesOf('/wallet/withdrawal/apply')).toHaveLength(2));
    expect(bodiesOf('/wallet/withdrawal/apply')[1]).toEqual(lost);
    lostAnswers = 1;
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.type(screen.getByLabelText(/^Amount \(USD\)/), '70.00');
    await user.click(screen.getByRole('textbox', { name: /^Draw account/ }));
    await user.click(await screen.findByRole('option', { name: /7890/, hidden: true }));
    await user.type(screen.getByLabelText(/^Account password/), 'secret-1');
    await user.click(submit);
    await waitFor(() => expect(bodiesOf('/wallet/withdrawal/apply')).toHaveLength(3));
    expect(bodiesOf('/wallet/withdrawal/apply')[2].requestKey).not.toBe(lost.requestKey);
  });
});

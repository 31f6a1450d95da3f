import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationRow } from '../../../../domain/wallet/applications';
import { initI18n } from '../../../i18n/setup';
import {
  fakeAdminApi,
  renderWithProviders,
  signInAdmin,
} from '../../../../../tests/client/support/admin-test-kit';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { ReviewActions } from './ReviewActions';

spyOnNotifications();
beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const withdrawal = (stage: number): ApplicationRow => ({
  id: 12,
  kind: 2,
  stage,
  sellerId: 9,
  sellerUid: 'U100009',
  sellerName: 'Li Lei',
  amountCents: 6000,
  currency: 'USD',
  originalAmountCents: 6000,
  rate: null,
  paymentMethod: null,
  withdrawalMethod: 2,
  transferReference: '',
  proofUrl: null,
  drawAccount: null,
  rejectReason: '',
  payoutReference: '',
  holdEntryId: 3,
  reviewerName: '',
  gmtCreate: '2026-11-20T10:00:00.000Z',
  gmtModify: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
});
const recharge: ApplicationRow = {
  ...withdrawal(1),
  id: 7,
  kind: 1,
  amountCents: null,
  originalAmountCents: 12_000,
  withdrawalMethod: null,
  paymentMethod: 1,
  holdEntryId: null,
};

const PATHS = [
  '/finance/withdrawal/approve',
  '/finance/withdrawal/paying',
  '/finance/withdrawal/paid',
  '/finance/withdrawal/reject',
  '/finance/recharge/approve',
  '/finance/recharge/reject',
];

function open(app: ApplicationRow) {
  signInAdmin();
  const api = fakeAdminApi(Object.fromEntries(PATHS.map((p) => [p, () => ({ data: app })])));
  renderWithProviders(<ReviewActions app={app} />);
  const sent = () => api.calls.filter((c) => PATHS.includes(c.path));
  return { api, sent };
}

describe('review steps ask before money moves', () => {
  it.each([
    [
      'approving a withdrawal',
      withdrawal(1),
      'Approve',
      'Approve withdrawal 12 of $60.00 for Li Lei (U100009)? The $60.00 stays held',
      '/finance/withdrawal/approve',
    ],
    [
      'marking a withdrawal paying',
      withdrawal(2),
      'Mark paying',
      "Mark withdrawal 12 as paying? You are sending $60.00 to Li Lei (U100009)'s account",
      '/finance/withdrawal/paying',
    ],
  ])(
    '%s states the amount; cancelling sends nothing, confirming sends it',
    async (_, app, button, text, path) => {
      const { api, sent } = open(app);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toContain(text);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent()).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: button }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: button }));
      await waitFor(() => expect(api.callsTo(path)).toEqual([{ path, body: { id: 12 } }]));
    },
  );

  it.each([
    ['marking a withdrawal paid', withdrawal(3), 'Mark paid', "$60.00 held leaves Li Lei (U100009)'s wallet"],
    [
      'rejecting a withdrawal',
      withdrawal(1),
      'Reject',
      "$60.00 held goes back to Li Lei (U100009)'s available balance.",
    ],
    [
      'rejecting a recharge',
      recharge,
      'Reject',
      "No money moves: Li Lei (U100009)'s balance stays as it is.",
    ],
  ])(
    '%s states what it does to the money in its form; cancelling sends nothing',
    async (_, app, button, text) => {
      const { sent } = open(app);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByTestId('review-effect').textContent).toContain(text);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent()).toHaveLength(0);
    },
  );

  it('approving a recharge states the credited amount as it is typed', async () => {
    const { api } = open(recharge);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    const effect = within(dialog).getByTestId('review-effect');
    expect(effect.textContent).toBe("$120.00 goes to Li Lei (U100009)'s available balance.");
    const amount = within(dialog).getByRole('textbox', { name: /Credited/ });
    await user.clear(amount);
    await user.type(amount, '99.50');
    expect(effect.textContent).toBe("$99.50 goes to Li Lei (U100009)'s available balance.");
    expect(api.callsTo('/finance/recharge/approve')).toHaveLength(0);
  });
});

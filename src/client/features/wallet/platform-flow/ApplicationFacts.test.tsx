import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FinancePage, fullGrant } from '../../../../domain/kernel/permissions';
import type { ApplicationRow } from '../../../../domain/wallet/applications';
import { initI18n } from '../../../i18n/setup';
import {
  fakeAdminApi,
  renderWithProviders,
  signInAdmin,
} from '../../../../../tests/client/support/admin-test-kit';
import { ApplicationFacts } from './ApplicationFacts';

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const paid: ApplicationRow = {
  id: 12,
  kind: 2,
  stage: 4,
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
  drawAccount: {
    id: 4,
    holderType: 1,
    method: 2,
    holderName: 'Li Lei',
    maskedNumber: '**** 7890',
    bankName: 'ICBC',
    gmtCreate: '2026-11-01T00:00:00.000Z',
  },
  rejectReason: '',
  payoutReference: 'PAY-12',
  holdEntryId: 3,
  reviewerName: 'root',
  gmtCreate: '2026-11-20T10:00:00.000Z',
  gmtModify: '2026-11-21T10:00:00.000Z',
  reviewedAt: '2026-11-21T10:00:00.000Z',
};
const fullAccount = {
  applicationId: 12,
  holderType: 1,
  method: 2,
  holderName: 'Li Lei',
  accountNumber: '6222021234567890',
  bankName: 'ICBC',
};

describe('the withdrawal detail', () => {
  it('says Paid for a paid withdrawal and never Credited', () => {
    signInAdmin();
    fakeAdminApi({});
    renderWithProviders(<ApplicationFacts app={paid} />);
    expect(screen.getByTestId('application-stage').textContent).toContain('Paid');
    expect(document.body.textContent).not.toMatch(/credited/i);
  });

  it('shows the full account to the reviewer who may pay, asking the server each time', async () => {
    signInAdmin([fullGrant(FinancePage.platformFlow, ['query', 'get', 'edit'])], 7);
    const api = fakeAdminApi({ '/finance/withdrawal/account/reveal': () => ({ data: fullAccount }) });
    renderWithProviders(<ApplicationFacts app={paid} />);
    const facts = screen.getByTestId('application-facts');
    expect(within(facts).getByText('**** 7890')).toBeTruthy();
    expect(facts.textContent).not.toContain('6222021234567890');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show account' }));
    await waitFor(() =>
      expect(screen.getByTestId('payout-account-number').textContent).toBe('6222021234567890'),
    );
    expect(api.callsTo('/finance/withdrawal/account/reveal')).toEqual([
      { path: '/finance/withdrawal/account/reveal', body: { id: 12 } },
    ]);
  });

  it('keeps the number masked, with no Show account, for a reader of the flow', () => {
    signInAdmin([fullGrant(FinancePage.platformFlow, ['query', 'get'])], 7);
    const api = fakeAdminApi({});
    renderWithProviders(<ApplicationFacts app={paid} />);
    expect(screen.getByText('**** 7890')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show account' })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});

import { cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationRow } from '../../../../domain/wallet/applications';
import { initI18n } from '../../../i18n/setup';
import {
  fakeAdminApi,
  page,
  renderWithProviders,
  signInAdmin,
} from '../../../../../tests/client/support/admin-test-kit';
import { PlatformFlowScreen } from './PlatformFlowScreen';

/** Withdrawals being paid, as the list answers them: nullable facts null, texts empty. */
function payingWithdrawals(ids: number[]): ApplicationRow[] {
  const texts = {
    sellerName: 'seller',
    transferReference: '',
    rejectReason: '',
    payoutReference: '',
    reviewerName: '',
  };
  const none = { rate: null, paymentMethod: null, proofUrl: null, drawAccount: null, reviewedAt: null };
  const at = { gmtCreate: '2026-11-20T10:00:00.000Z', gmtModify: '2026-11-21T10:00:00.000Z' };
  return ids.map((id) => ({
    ...texts,
    ...none,
    ...at,
    id,
    kind: 2,
    stage: 3,
    sellerId: 9,
    sellerUid: 'U100009',
    amountCents: 6000,
    currency: 'USD',
    originalAmountCents: 6000,
    withdrawalMethod: 2,
    holdEntryId: id,
  }));
}

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Finance/PlatformFlow opened from a link', () => {
  it('lists the applications of the kind and stage the link names, with the filters showing them', async () => {
    signInAdmin();
    const api = fakeAdminApi({
      '/finance/application/list': () => ({ data: page(payingWithdrawals([31, 32])) }),
    });
    const router = createMemoryRouter(
      [{ path: '/admin/Finance/PlatformFlow/:pageNo?', element: <PlatformFlowScreen /> }],
      { initialEntries: ['/admin/Finance/PlatformFlow?kind=2&stage=3'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    await waitFor(() => expect(api.callsTo('/finance/application/list').length).toBeGreaterThan(0));
    expect(api.callsTo('/finance/application/list')[0].body).toMatchObject({ kind: 2, stage: 3 });
    expect((screen.getByRole('textbox', { name: 'Kind' }) as HTMLInputElement).value).toBe('Withdrawal');
    expect((screen.getByRole('textbox', { name: 'Stage' }) as HTMLInputElement).value).toBe('Paying');
    await waitFor(() =>
      expect(screen.getByTestId('platform-flow').querySelectorAll('[data-application]')).toHaveLength(2),
    );

    // A later link with other filters (the screen stays mounted) applies them; paging keeps them.
    await router.navigate('/admin/Finance/PlatformFlow?kind=1&stage=1');
    await waitFor(() =>
      expect(api.callsTo('/finance/application/list').at(-1)?.body).toMatchObject({ kind: 1, stage: 1 }),
    );
    await router.navigate('/admin/Finance/PlatformFlow/2');
    await waitFor(() =>
      expect(api.callsTo('/finance/application/list').at(-1)?.body).toMatchObject({ kind: 1, stage: 1 }),
    );
  });
});

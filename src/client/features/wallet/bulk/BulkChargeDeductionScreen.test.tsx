import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fakeAdminApi,
  page,
  renderWithProviders,
  signInAdmin,
} from '../../../../../tests/client/support/admin-test-kit';
import { FinancePage, fullGrant } from '../../../../domain/kernel/permissions';
import type { BulkBatch, BulkPreview } from '../../../../domain/wallet/bulk';
import { initI18n } from '../../../i18n/setup';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { BulkChargeDeductionScreen } from './BulkChargeDeductionScreen';

spyOnNotifications();

const batch: BulkBatch = {
  id: 4,
  batchKey: 'k'.repeat(64),
  kind: 'deposit',
  fileName: 'march.xlsx',
  rowCount: 2,
  totalCents: 3_250,
  operatorId: 1,
  operatorName: 'root',
  createdAt: '2026-11-20T08:00:00.000Z',
};
const preview = (postedBatch: BulkBatch | null): BulkPreview => ({
  kind: 'deposit',
  batchKey: batch.batchKey,
  rowCount: 2,
  totalCents: 3_250,
  rows: [
    { row: 2, userCode: 'U1', sellerId: 11, amountCents: 2_500, reason: 'Lost parcel' },
    { row: 3, userCode: 'U2', sellerId: 12, amountCents: 750, reason: 'Goodwill' },
  ],
  postedBatch,
});
const refusal = {
  code: 400,
  msg: 'Row 2, Amount (USD): the amount must be greater than 0 (2 problem(s) in all; nothing was imported)',
  data: {
    errors: [
      { row: 2, column: 'Amount (USD)', message: 'the amount must be greater than 0' },
      { row: 4, column: 'User code', message: 'no seller has the user code NOPE' },
    ],
    errorCount: 2,
  },
};

beforeAll(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The query strings the screen sent to a path (the kind travels there). */
const urlsTo = (path: string) =>
  vi
    .mocked(fetch)
    .mock.calls.map((c) => String(c[0]))
    .filter((u) => u.includes(path));

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<BulkChargeDeductionScreen />);
  await user.click(await screen.findByRole('button', { name: 'Upload a sheet' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bulk deposit or deduction by spreadsheet' });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], 'march.xlsx')] } });
  return dialog;
}

describe('Finance bulk deposit and deduction', { timeout: 20_000 }, () => {
  it('shows every bad row of a refused sheet and offers no post', async () => {
    signInAdmin();
    const api = fakeAdminApi({
      '/finance/bulk/list': () => ({ data: page([]) }),
      '/finance/bulk/check': () => ({ ...refusal, status: 400 }),
    });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Deduction' }));
    await user.click(within(dialog).getByRole('button', { name: 'Check sheet' }));
    const table = await within(dialog).findByTestId('import-errors');
    expect(table.textContent).toContain('2Amount (USD)the amount must be greater than 0');
    expect(table.textContent).toContain('4User codeno seller has the user code NOPE');
    expect(within(dialog).getByRole('alert').textContent).toContain('nothing was posted');
    expect(within(dialog).queryByRole('button', { name: /^Post/ })).toBeNull();
    expect(urlsTo('/finance/bulk/check')[0]).toContain('kind=deduction');
    expect(api.callsTo('/finance/bulk/post')).toHaveLength(0);
  });

  it('checks, then posts every row once and shows the count and total', async () => {
    signInAdmin();
    const api = fakeAdminApi({
      '/finance/bulk/list': () => ({ data: page([batch]) }),
      '/finance/bulk/check': () => ({ data: preview(null) }),
      '/finance/bulk/post': () => ({ data: { batch, fresh: true } }),
    });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Check sheet' }));
    expect((await within(dialog).findByTestId('bulk-preview')).textContent).toBe(
      'Ready to post: 2 rows, $32.50',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Post 2 rows' }));
    expect((await within(dialog).findByTestId('bulk-posted')).textContent).toBe('Posted: 2 rows, $32.50');
    expect(api.callsTo('/finance/bulk/post')).toHaveLength(1);
    expect(urlsTo('/finance/bulk/post')[0]).toContain('kind=deposit');
    expect(within(dialog).queryByRole('button', { name: /^Post/ })).toBeNull();
  });

  it('says a sheet was already posted, by whom, and offers no second post', async () => {
    signInAdmin();
    const api = fakeAdminApi({
      '/finance/bulk/list': () => ({ data: page([batch]) }),
      '/finance/bulk/check': () => ({ data: preview(batch) }),
    });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Check sheet' }));
    const said = (await within(dialog).findByTestId('bulk-preview')).textContent ?? '';
    expect(said).toMatch(
      /^This sheet was posted on 2026-11-2\d \d\d:00:00 by root; posting it again changes nothing$/,
    );
    expect(within(dialog).queryByRole('button', { name: /^Post/ })).toBeNull();
    expect(api.callsTo('/finance/bulk/post')).toHaveLength(0);
  });

  it('lists the posted batches, and hides the upload without the import action', async () => {
    signInAdmin([fullGrant(FinancePage.bulkChargeDeduction, ['query'])], 7);
    fakeAdminApi({ '/finance/bulk/list': () => ({ data: page([batch]) }) });
    renderWithProviders(<BulkChargeDeductionScreen />);
    const list = await screen.findByTestId('bulk-batches');
    await waitFor(() => expect(list.textContent).toContain('$32.50'));
    expect(list.textContent).toContain('Deposit');
    expect(screen.queryByRole('button', { name: 'Upload a sheet' })).toBeNull();
  });
});

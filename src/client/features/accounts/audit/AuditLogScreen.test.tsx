import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditAction } from '../../../../domain/accounts/accounts';
import { initI18n } from '../../../i18n/setup';
import {
  fakeAdminApi,
  page,
  renderWithProviders,
  signInAdmin,
} from '../../../../../tests/client/support/admin-test-kit';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { AuditLogScreen } from './AuditLogScreen';

spyOnNotifications();

const entry = {
  id: 41,
  actorName: 'root',
  action: 'account.business.disable',
  entity: 'user',
  entityId: '12',
  before: { id: 12, username: 'trader', status: 1 },
  after: { id: 12, username: 'trader', status: 2 },
  requestId: 'req-123',
  gmtCreate: '2025-03-04T05:06:07.000Z',
};

const rowsOf = (action: string) =>
  screen.queryAllByRole('row').filter((r) => r.getAttribute('data-action') === action);
const rowOf = (action: string) => rowsOf(action)[0];

beforeAll(() => initI18n('en-US'));
beforeEach(() => signInAdmin());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('audit log', () => {
  it('names the action in words and opens its before and after side by side', async () => {
    fakeAdminApi({ '/audit/list': () => ({ data: page([entry]) }) });
    renderWithProviders(<AuditLogScreen />);
    expect(await screen.findByText('Merchant disabled')).toBeTruthy();
    expect(screen.queryByTestId('audit-diff')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show the change of Merchant disabled' }));
    const diff = await screen.findByTestId('audit-diff');
    expect(within(diff).getByText('status')).toBeTruthy();
    expect(JSON.parse(within(diff).getByTestId('audit-before').textContent ?? '')).toEqual(entry.before);
    expect(JSON.parse(within(diff).getByTestId('audit-after').textContent ?? '')).toEqual(entry.after);
  });

  it('names the fee actions and their entities in words', async () => {
    const fee = { ...entry, id: 42, action: 'fee.override.create', entity: 'rate_card', before: null };
    const market = { ...entry, id: 43, action: 'fee.platform.update', entity: 'marketplace_fee' };
    fakeAdminApi({ '/audit/list': () => ({ data: page([fee, market]) }) });
    renderWithProviders(<AuditLogScreen />);
    expect(await screen.findByText('Seller rate override added')).toBeTruthy();
    expect(screen.getByText('Rate card')).toBeTruthy();
    expect(screen.getByText('Marketplace fee edited')).toBeTruthy();
    expect(screen.getByText('Marketplace fee')).toBeTruthy();
    const cells = screen.getAllByRole('cell').map((c) => c.textContent);
    expect(cells).not.toContain('fee.override.create');
    expect(cells).not.toContain('rate_card');
  });

  it('names the reveal of a payout account in words', async () => {
    const reveal = {
      ...entry,
      id: 44,
      action: 'wallet.withdrawal.revealAccount',
      entity: 'application',
      before: null,
      after: null,
    };
    fakeAdminApi({ '/audit/list': () => ({ data: page([reveal]) }) });
    renderWithProviders(<AuditLogScreen />);
    expect(await screen.findByText('Withdrawal payout account shown in full')).toBeTruthy();
    expect(screen.getByText('Recharge or withdrawal application')).toBeTruthy();
  });

  it('shows who approved, flagged, reset, disabled and created, filters by action and opens the flags change', async () => {
    const actions = [
      AuditAction.businessApprove,
      AuditAction.businessFlags,
      AuditAction.businessResetPassword,
      AuditAction.businessDisable,
      AuditAction.platformCreate,
      AuditAction.roleCreate,
    ];
    const flags = { knetCrossListing: false, touchPro: false, flex: false };
    const entries = actions.map((action, i) => ({
      ...entry,
      id: 60 + i,
      action,
      actorName: 'ops.lead',
      ...(action === AuditAction.businessFlags && { before: flags, after: { ...flags, touchPro: true } }),
    }));
    const api = fakeAdminApi({
      '/audit/list': (body) => {
        const { action } = body as { action?: string };
        return { data: page(entries.filter((e) => !action || e.action === action)) };
      },
    });
    renderWithProviders(<AuditLogScreen />);
    await screen.findByText('Merchant disabled');
    for (const action of actions) expect(rowOf(action).textContent).toContain('ops.lead');

    await userEvent.click(screen.getByRole('textbox', { name: 'Action' }));
    await userEvent.paste(AuditAction.businessFlags);
    await waitFor(() => expect(rowsOf(AuditAction.businessApprove)).toHaveLength(0));
    expect(api.callsTo('/audit/list').at(-1)?.body).toMatchObject({ action: AuditAction.businessFlags });
    await userEvent.click(rowOf(AuditAction.businessFlags));
    const diff = await screen.findByTestId('audit-diff');
    expect(diff.textContent).toContain('touchPro');
    expect(within(diff).getByTestId('audit-before').textContent).toContain('"touchPro": false');
    expect(within(diff).getByTestId('audit-after').textContent).toContain('"touchPro": true');
  });

  it('filters by actor once the user stops typing, from page 1', async () => {
    const api = fakeAdminApi({ '/audit/list': () => ({ data: page([entry]) }) });
    renderWithProviders(<AuditLogScreen />);
    await screen.findByText('Merchant disabled');
    await userEvent.type(screen.getByRole('textbox', { name: 'Actor' }), 'roo');
    await waitFor(() =>
      expect(api.callsTo('/audit/list').at(-1)?.body).toEqual({ actor: 'roo', current: 1, size: 10 }),
    );
  });

  it('says "No entries yet" with no filter, "Nothing matches" with one, and names every column', async () => {
    fakeAdminApi({ '/audit/list': () => ({ data: page([]) }) });
    renderWithProviders(<AuditLogScreen />);
    expect(await screen.findByText('No entries yet')).toBeTruthy();
    const headings = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headings.every((name) => name !== '')).toBe(true);
    // The column of the rows' change toggles comes last (the shared list table's rule).
    expect(headings.at(-1)).toBe('Change');
    await userEvent.type(screen.getByRole('textbox', { name: 'Actor' }), 'nobody');
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
  });
});

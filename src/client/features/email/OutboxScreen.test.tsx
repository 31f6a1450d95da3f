import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxRow, OutboxSummary } from '../../../domain/email/email';
import { EMAIL_PAGE } from '../../../domain/kernel/permissions';
import { initI18n } from '../../i18n/setup';
import {
  fakeAdminApi,
  page,
  renderWithProviders,
  signInAdmin,
} from '../../../../tests/client/support/admin-test-kit';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { OutboxScreen } from './OutboxScreen';

spyOnNotifications();

function aMail(over: Partial<OutboxRow>): OutboxRow {
  return {
    id: 1,
    kind: 'wallet_result',
    to: 'seller@example.test',
    subject: 'Recharge #4 approved',
    text: 'Hello Seller,\n\nYour recharge was approved.',
    ref: 'wallet_application:4',
    status: 'sent',
    attempts: 1,
    lastError: null,
    lastAttemptAt: '2026-01-02T03:04:05.000Z',
    nextAttemptAt: null,
    relay: 'smtp.example.test:587',
    smtpResponse: '250 OK',
    gmtCreate: '2026-01-02T03:04:00.000Z',
    sentAt: '2026-01-02T03:04:05.000Z',
    ...over,
  };
}

const failed = aMail({
  id: 2,
  to: 'gone@example.test',
  subject: 'Withdrawal #9 rejected',
  status: 'failed',
  attempts: 6,
  lastError: 'EENVELOPE: Recipient command failed: 550 5.1.1 Mailbox unavailable',
  relay: 'smtp.example.test:587',
  smtpResponse: null,
  sentAt: null,
});
const kept = aMail({
  id: 3,
  to: 'kept@example.test',
  status: 'kept',
  attempts: 0,
  relay: null,
  sentAt: null,
});

function summary(smtpConfigured: boolean): OutboxSummary {
  return {
    smtpConfigured,
    server: smtpConfigured ? 'smtp.example.test:587' : null,
    from: 'SoleStack <no-reply@example.test>',
    counts: { queued: 0, sent: 1, failed: 1, kept: 1 },
  };
}

beforeAll(() => initI18n('en-US'));
beforeEach(() => signInAdmin());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('email outbox', () => {
  it('says that no SMTP server is configured and mail stays in the outbox; a kept message cannot be sent yet', async () => {
    fakeAdminApi({
      '/email/outbox/summary': () => ({ data: summary(false) }),
      '/email/outbox/list': () => ({ data: page([kept]) }),
    });
    renderWithProviders(<OutboxScreen />);
    const notice = await screen.findByTestId('no-smtp-notice');
    expect(within(notice).getByText('No SMTP server is configured')).toBeTruthy();
    expect(notice.textContent).toContain('every message stays in this outbox');
    const row = await screen.findByText('kept@example.test');
    expect(screen.getByText('Kept in outbox')).toBeTruthy();
    expect(within(row.closest('tr')!).queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('names the SMTP server, shows a failed message with its attempts and error, and sends it again', async () => {
    const api = fakeAdminApi({
      '/email/outbox/summary': () => ({ data: summary(true) }),
      '/email/outbox/list': () => ({ data: page([aMail({}), failed]) }),
      '/email/outbox/retry': () => ({ data: { ...failed, status: 'queued' } }),
    });
    renderWithProviders(<OutboxScreen />);
    expect(await screen.findByText('Mail goes out through smtp.example.test:587')).toBeTruthy();
    const failedRow = (await screen.findByText('gone@example.test')).closest('tr')!;
    expect(within(failedRow).getByText('Failed')).toBeTruthy();
    expect(within(failedRow).getByText('6')).toBeTruthy();
    expect(within(failedRow).getByText(/550 5\.1\.1 Mailbox unavailable/)).toBeTruthy();
    const sentRow = screen.getByText('seller@example.test').closest('tr')!;
    expect(within(sentRow).queryByRole('button', { name: 'Send again' })).toBeNull();
    await userEvent.click(within(failedRow).getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(api.callsTo('/email/outbox/retry')).toEqual([{ path: '/email/outbox/retry', body: { id: 2 } }]),
    );
  });

  it('opens a message with its text and delivery, and filters by status from page 1', async () => {
    const api = fakeAdminApi({
      '/email/outbox/summary': () => ({ data: summary(true) }),
      '/email/outbox/list': () => ({ data: page([failed]) }),
    });
    renderWithProviders(<OutboxScreen />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show the message to gone@example.test' }),
    );
    const details = await screen.findByTestId('mail-details');
    expect(within(details).getByTestId('mail-text').textContent).toContain('Your recharge was approved.');
    expect(within(details).getByTestId('last-error').textContent).toContain('Mailbox unavailable');
    await userEvent.click(screen.getByRole('tab', { name: /Failed/ }));
    await waitFor(() =>
      expect(api.callsTo('/email/outbox/list').at(-1)?.body).toEqual({
        status: 'failed',
        current: 1,
        size: 10,
      }),
    );
  });

  it('offers no "Send again" without the page\'s edit action, and says when there is no mail', async () => {
    signInAdmin([{ permissionId: EMAIL_PAGE, actionList: ['query'] }], 7);
    fakeAdminApi({
      '/email/outbox/summary': () => ({ data: summary(true) }),
      '/email/outbox/list': () => ({ data: page([failed]) }),
    });
    renderWithProviders(<OutboxScreen />);
    await screen.findByText('gone@example.test');
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
    cleanup();
    fakeAdminApi({
      '/email/outbox/summary': () => ({ data: summary(true) }),
      '/email/outbox/list': () => ({ data: page([]) }),
    });
    renderWithProviders(<OutboxScreen />);
    expect(await screen.findByText('No mail yet')).toBeTruthy();
  });
});

import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/setup';
import { confirmAction } from './confirm-action';
import { ConfirmModalHost } from './ConfirmModalHost';
import type { ConfirmKind } from './confirm-action';
import { CONFIRM_KINDS } from './ConfirmModal';

beforeAll(() => {
  initI18n('en-US');
});
afterEach(cleanup);

function renderHost() {
  render(
    <MantineProvider>
      <ConfirmModalHost />
    </MantineProvider>,
  );
}

describe('confirmation modal', () => {
  it.each([
    ['delete', 'Delete this record? This cannot be undone.', 'Delete'],
    ['logout', 'Do you want to log out of this device?', 'Log out'],
    [
      'disabledAccount',
      'Disable this account? Its user can no longer log in until it is enabled again.',
      'Disable',
    ],
    ['recall', 'Recall this application? It goes back to you and can be submitted again.', 'Recall'],
    ['reject', 'Reject this request? The requester will see it as rejected.', 'Reject'],
    ['delist', 'Remove this item from the marketplace? It stays in your inventory.', 'Delist'],
  ] as const)('the %s kind shows its own text and resolves true on confirm', async (kind, text, action) => {
    renderHost();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmAction(kind);
    });
    expect(await screen.findByText(text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: action }));
    await expect(answer).resolves.toBe(true);
  });

  it('names its confirm button after the action when asked, e.g. the amount to pay', async () => {
    renderHost();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmAction('money', { message: 'Pay $10.80 for order RS1?', confirmLabel: 'Pay $10.80' });
    });
    expect(await screen.findByText('Pay $10.80 for order RS1?')).toBeTruthy();
    expect(screen.getByText('Check the amount')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $10.80' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when the user cancels', async () => {
    renderHost();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmAction('delete', { message: 'Delete warehouse NJ?' });
    });
    expect(await screen.findByText('Delete warehouse NJ?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('stays open when onConfirm fails, and closes once it succeeds', async () => {
    renderHost();
    let attempts = 0;
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmAction('reject', {
        onConfirm: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('server said no');
        },
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(attempts).toBe(1));
    // Still open, and ready again once the failed attempt has settled (a busy button takes no click).
    const reject = screen.getByRole<HTMLButtonElement>('button', { name: 'Reject' });
    await waitFor(() => expect(reject.disabled).toBe(false));
    fireEvent.click(reject);
    await expect(answer).resolves.toBe(true);
    expect(attempts).toBe(2);
  });

  it('asks a cancel with "Yes, cancel" and "Keep", so neither button reads like the other', async () => {
    renderHost();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmAction('cancel', { title: 'Cancel this batch?' });
    });
    expect(await screen.findByRole('button', { name: 'Yes, cancel' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await expect(answer).resolves.toBe(false);
  });

  it('has a colour and an icon for each of the nine kinds', () => {
    const kinds: ConfirmKind[] = [
      'delete',
      'logout',
      'disabledAccount',
      'recall',
      'reject',
      'delist',
      'void',
      'cancel',
      'money',
    ];
    expect(Object.keys(CONFIRM_KINDS).sort()).toEqual([...kinds].sort());
  });
});

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshTablet } from '../../../../tests/client/support/offline-fake-server';
import { ConfirmModalHost } from '../../components/ConfirmModalHost';
import { initI18n, switchLanguage } from '../../i18n/setup';
import { offlineDb } from '../../offline/db';
import { enqueueOp } from '../../offline/outbox';
import { NeedsAttentionScreen } from './NeedsAttentionScreen';

beforeEach(async () => {
  await freshTablet();
  initI18n('en-US');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function aRejectedOp(logNo: string, reason: string, code = 404) {
  const op = await enqueueOp('receiveParcel', { logNo });
  await offlineDb.outbox.update(op.opId, {
    state: 'rejected',
    lastError: { code, reason },
    conflict: code === 409,
  });
  return op;
}

function renderPage() {
  return render(
    <MantineProvider>
      <Notifications />
      <ConfirmModalHost />
      <NeedsAttentionScreen />
    </MantineProvider>,
  );
}

describe('the needs-attention screen', () => {
  it('says when nothing needs attention, in both languages', async () => {
    renderPage();
    expect((await screen.findByTestId('attention-empty')).textContent).toContain('Nothing needs attention');
    await act(() => switchLanguage('zh-CN'));
    expect(screen.getByTestId('attention-empty').textContent).toContain('没有需要处理的操作');
    await act(() => switchLanguage('en-US'));
  });

  it('lists rejected ops with what they were, the reason and conflicts', async () => {
    await aRejectedOp('TRACK0001', 'No parcel with tracking number TRACK0001');
    await aRejectedOp('TRACK0002', 'Already received', 409);
    await enqueueOp('receiveParcel', { logNo: 'TRACK0003' });
    renderPage();
    const rows = await screen.findAllByTestId('attention-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Tracking no. TRACK0002');
    expect(within(rows[0]).getByText('Conflict')).toBeTruthy();
    expect(rows[1].textContent).toContain('No parcel with tracking number TRACK0001');
    expect(rows[1].textContent).toContain('Parcel received');
  });

  it('fix & resend queues the corrected op as a new one; a bad value is refused and kept', async () => {
    const op = await aRejectedOp('TRACK0001', 'No parcel with tracking number TRACK0001');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Fix & resend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix and resend: Parcel received' });
    const field = within(dialog).getByLabelText('Tracking number');
    await userEvent.clear(field);
    await userEvent.type(field, 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(/logNo/)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('x');
    expect(await offlineDb.outbox.where('state').equals('pending').count()).toBe(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'TRACK0009');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(async () => expect((await offlineDb.outbox.get(op.opId))?.state).toBe('discarded'));
    const pending = await offlineDb.outbox.where('state').equals('pending').toArray();
    expect(pending.map((o) => o.payload.logNo)).toEqual(['TRACK0009']);
    await waitFor(() => expect(screen.getByTestId('attention-empty')).toBeTruthy());
  });

  it('discard asks first, then takes the op off the list', async () => {
    const op = await aRejectedOp('TRACK0001', 'No parcel');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this operation?' });
    expect(dialog.textContent).toContain('Parcel received Tracking no. TRACK0001');
    expect((await offlineDb.outbox.get(op.opId))?.state).toBe('rejected');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect((await offlineDb.outbox.get(op.opId))?.state).toBe('discarded'));
    await waitFor(() => expect(screen.getByTestId('attention-empty')).toBeTruthy());
  });

  it('resend as is queues the same payload again', async () => {
    await aRejectedOp('TRACK0001', 'Server busy', 409);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    await waitFor(async () =>
      expect(await offlineDb.outbox.where('state').equals('pending').count()).toBe(1),
    );
  });
});

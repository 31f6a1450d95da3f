import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes } from '../../../../../tests/client/render-app';
import { initI18n } from '../../../i18n/setup';
import { useSession } from '../../../stores/session';
import { spyOnNotifications } from '../../../../../tests/client/notifications-spy';
import { ShelfBatchModal } from './ShelfBatchModal';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const onClose = vi.fn();

function openBatch() {
  renderRoutes([{ path: '/', element: <ShelfBatchModal rackId={5} rackName="A" onClose={onClose} /> }], '/');
}
function fill(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}
const preview = () => screen.getByTestId('batch-preview').textContent;

beforeEach(() => {
  initI18n('en-US');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  onClose.mockReset();
  useSession.setState({ token: 'tok', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'admin' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('batch creation of shelves', { timeout: 15_000 }, () => {
  it('previews the first and last names and the count while typing', () => {
    openBatch();
    fill(/^Prefix/, 'A-');
    fill(/^From number/, '1');
    fill(/^To number/, '30');
    expect(preview()).toContain('30 shelves will be created');
    expect(preview()).toContain('First: A-01');
    expect(preview()).toContain('Last: A-30');
    fill(/^To number/, '120');
    expect(preview()).toContain('First: A-001');
    expect(preview()).toContain('Last: A-120');
    expect(screen.getByRole('button', { name: 'Create 120 shelves' })).toBeTruthy();
  });

  it('refuses more than 500 shelves and sends nothing', async () => {
    openBatch();
    fill(/^From number/, '1');
    fill(/^To number/, '501');
    expect(await screen.findByText('At most 500 shelves per batch')).toBeTruthy();
    expect(preview()).toContain('at most 500 shelves');
    fireEvent.click(screen.getByRole('button', { name: 'Create shelves' }));
    fill(/^To number/, '500');
    expect(preview()).toContain('500 shelves will be created');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a range that runs backwards and a Chinese prefix', async () => {
    openBatch();
    fill(/^From number/, '9');
    fill(/^To number/, '3');
    expect(await screen.findByText('Must not be below the first number')).toBeTruthy();
    fill(/^Prefix/, '货架');
    expect(await screen.findByText('Shelf name cannot be Chinese')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create shelves' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the batch and keeps the values when the server refuses', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonAnswer({ code: 409, msg: 'Shelf A-01, A-02 already exists in this warehouse', data: null }, 409),
    );
    openBatch();
    fill(/^To number/, '30');
    fireEvent.click(screen.getByRole('button', { name: 'Create 30 shelves' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Shelf A-01, A-02 already exists in this warehouse',
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      rackId: 5,
      prefix: 'A-',
      from: 1,
      to: 30,
    });
    expect((screen.getByLabelText(/^To number/) as HTMLInputElement).value).toBe('30');
    expect(onClose).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(
      jsonAnswer({ code: 200, msg: 'success', data: { count: 30, shelves: [] } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create 30 shelves' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

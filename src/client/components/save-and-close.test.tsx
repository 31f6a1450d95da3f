import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spyOnNotifications } from '../../../tests/client/notifications-spy';
import { FailureAlert, useSaveAndClose } from './save-and-close';

spyOnNotifications();
afterEach(cleanup);

function Dialog({ save, onClose }: { save: () => Promise<string | void>; onClose: () => void }) {
  const { failure, saveAndClose } = useSaveAndClose(onClose);
  return (
    <MantineProvider>
      <FailureAlert failure={failure} />
      <button type="button" onClick={() => void saveAndClose(save)}>
        Save
      </button>
    </MantineProvider>
  );
}

describe('a dialog saving', () => {
  it('says what was saved and closes', async () => {
    const onClose = vi.fn();
    render(<Dialog save={async () => 'Saved'} onClose={onClose} />);
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(notifications.show).toHaveBeenCalledWith({ color: 'green', message: 'Saved' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("stays open with the server's refusal, and clears it on the next try", async () => {
    const onClose = vi.fn();
    const save = vi
      .fn<() => Promise<string | void>>()
      .mockRejectedValueOnce(new Error('Name already in use'));
    render(<Dialog save={save} onClose={onClose} />);
    fireEvent.click(screen.getByText('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Name already in use');
    expect(onClose).not.toHaveBeenCalled();
    save.mockResolvedValueOnce(undefined);
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

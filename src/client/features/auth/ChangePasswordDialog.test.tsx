import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, Where } from '../../../../tests/client/render-app';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { ApiError } from '../../api/http';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { ChangePasswordDialog, changePasswordFailureText } from './ChangePasswordDialog';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const onClose = vi.fn();

function openDialog() {
  renderRoutes(
    [
      {
        path: '/business/workplace',
        element: (
          <>
            <Where />
            <ChangePasswordDialog opened onClose={onClose} />
          </>
        ),
      },
      { path: '/user/login', element: <Where /> },
    ],
    '/business/workplace',
  );
}

const field = (label: RegExp) => screen.getByLabelText(label);
function fill(input: HTMLElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}
function fillAll(oldPassword: string, newPassword: string, confirm: string) {
  fill(field(/^Old password/), oldPassword);
  fill(field(/^New password/), newPassword);
  fill(field(/^Confirm new password/), confirm);
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

beforeEach(() => {
  initI18n('en-US');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  onClose.mockReset();
  useSession.setState({ token: 'tok', tokenExpiresAt: Date.now() + 60_000, storedUserType: 'business' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('change-password dialog', () => {
  it('is 400 wide with the three fields', () => {
    openDialog();
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Change password');
    const sized = document.querySelector('[style*="--modal-size"]') as HTMLElement;
    // Mantine writes 400px as rem: 400 / 16 = 25rem.
    expect(sized.style.getPropertyValue('--modal-size')).toBe('calc(25rem * var(--mantine-scale))');
    expect(field(/^Old password/)).toBeTruthy();
  });

  it('checks a required field when it is left', async () => {
    openDialog();
    fill(field(/^Old password/), '');
    expect(await screen.findByText('Please enter this field')).toBeTruthy();
  });

  it('refuses a confirmation that differs from the new password', async () => {
    openDialog();
    fillAll('old-password', 'new-password-1', 'new-password-2');
    expect(await screen.findByText('The passwords entered twice are inconsistent')).toBeTruthy();
    submit();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the server message when refused', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer({ code: 400, msg: 'The old password is incorrect', data: null }, 400),
    );
    openDialog();
    fillAll('wrong-old', 'new-password-1', 'new-password-1');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('The old password is incorrect');
    expect(onClose).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('tok');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/business/changePassword');
    expect(JSON.parse(init.body as string)).toEqual({
      oldPassword: 'wrong-old',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
  });

  it("shows an exception's message", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    openDialog();
    fillAll('old-password', 'new-password-1', 'new-password-1');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to the Chinese message for an exception without one', () => {
    expect(changePasswordFailureText(new Error(''))).toBe('修改密码失败');
    expect(changePasswordFailureText('boom')).toBe('修改密码失败');
    expect(changePasswordFailureText(new ApiError('The old password is incorrect', 400, 400))).toBe(
      'The old password is incorrect',
    );
  });

  it('logs out after a successful change', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer({ code: 200, msg: 'Password changed. Please log in again.', data: null }),
    );
    openDialog();
    fillAll('old-password', 'new-password-1', 'new-password-1');
    submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user/login'));
    expect(useSession.getState().token).toBeNull();
    expect(onClose).toHaveBeenCalled();
  });
});

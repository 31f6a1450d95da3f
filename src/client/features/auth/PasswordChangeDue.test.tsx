import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../domain/auth/auth';
import { renderRoutes } from '../../../../tests/client/render-app';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { PasswordChangeDue } from './PasswordChangeDue';

spyOnNotifications();

function userInfo(mustChangePassword: boolean): UserInfo {
  const role = { id: 1, name: 'Super administrator' };
  return {
    id: 1,
    uid: 'A000001',
    username: 'admin',
    realname: 'Super administrator',
    nickname: 'admin',
    ename: '',
    email: '',
    headImg: '',
    userType: 1,
    name: 'Super administrator',
    avatar: '',
    roleId: 1,
    status: 1,
    language: 'en_us',
    role: { ...role, permissions: [] },
    roles: [role],
    mustChangePassword,
  };
}

function show(mustChangePassword: boolean) {
  useSession.setState({
    token: 'tok',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'admin',
    userInfo: userInfo(mustChangePassword),
  });
  renderRoutes([{ path: '/admin/bi', element: <PasswordChangeDue /> }], '/admin/bi');
}

beforeEach(() => initI18n('en-US'));
afterEach(() => {
  cleanup();
  useSession.getState().logout();
});

describe('password change due', () => {
  it('opens the change-password dialog at once, says why, and cannot be dismissed', async () => {
    show(true);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Change password');
    expect(screen.getByTestId('password-change-due').textContent).toBe(
      'Your password was generated at the first start. Choose your own before you go on.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows nothing for a password the user chose, or without a session', async () => {
    show(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    useSession.getState().logout();
    useSession.setState({ userInfo: userInfo(true) });
    renderRoutes([{ path: '/user/login', element: <PasswordChangeDue /> }], '/user/login');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

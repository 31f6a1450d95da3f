import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../domain/kernel/users';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { useSettings } from '../../stores/settings';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { LoginScreen } from './LoginScreen';
import { RecoverScreen } from './RecoverScreen';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
const routes = underWhere([
  { path: 'user/login', element: <LoginScreen /> },
  { path: 'user/recover', element: <RecoverScreen /> },
]);
const TOKEN = 'a'.repeat(43);

function fill(input: HTMLElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

function callsTo(path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));
}

beforeEach(() => {
  initI18n('en-US');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.getState().logout();
  useSession.setState({ storedUserType: 'business' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSettings.setState({ lang: 'en-US' });
  initI18n('en-US');
  void i18next.changeLanguage('en-US');
});

describe('password recovery screens', () => {
  it('the login page links to the recovery page, which asks by username or email and shows the answer', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer({ code: 200, msg: 'If an account matches, a link is on its way.', data: null }),
    );
    renderRoutes(routes, '/user/login');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByTestId('where').textContent).toBe('/user/recover');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fill(screen.getByLabelText(/Username or email/), ' seller@example.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText('If an account matches, a link is on its way.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/business/user/recover');
    expect(JSON.parse(init.body as string)).toEqual({ account: 'seller@example.test' });
  });

  it("shows the server's refusal of too many asks", async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer({ code: 429, msg: 'Too many recovery requests', data: null }, 429),
    );
    renderRoutes(routes, '/user/recover');
    fill(screen.getByLabelText(/Username or email/), 'seller');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many recovery requests');
  });

  it('opened from the link: names the account, checks the passwords match, sets the new one', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/user/recover/check')
        ? jsonAnswer({
            code: 200,
            msg: 'success',
            data: { username: 'seller7', expiresAt: '2026-01-02T03:04:05.000Z' },
          })
        : jsonAnswer({ code: 200, msg: 'Your password has been changed.', data: null }),
    );
    renderRoutes(routes, `/user/recover?token=${TOKEN}`);
    expect(await screen.findByText(/For the account seller7/)).toBeTruthy();
    expect(String(callsTo('/api/business/user/recover/check')[0][0])).toContain(`token=${TOKEN}`);
    fill(screen.getByLabelText(/^New password/), 'new-password-1');
    fill(screen.getByLabelText(/^Confirm the new password/), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByText('The passwords entered twice are inconsistent')).toBeTruthy();
    expect(callsTo('/api/business/user/recover/reset')).toEqual([]);
    fill(screen.getByLabelText(/^Confirm the new password/), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    const [, init] = callsTo('/api/business/user/recover/reset')[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      token: TOKEN,
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
  });

  it.each<[Locale, string]>([
    ['en-US', 'This recovery link has already been used.'],
    ['zh-CN', '该找回密码链接已被使用。'],
  ])('a used link says so in %s, offers a new one, and shows no form', async (locale, msg) => {
    useSettings.setState({ lang: locale });
    initI18n(locale);
    await i18next.changeLanguage(locale);
    fetchMock.mockResolvedValue(jsonAnswer({ code: 409, msg, data: null }, 409));
    renderRoutes(routes, `/user/recover?token=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toContain(msg);
    expect(screen.getByText(i18next.t('email:recover.reset.deadTitle'))).toBeTruthy();
    expect(screen.queryByLabelText(new RegExp(i18next.t('email:recover.reset.newPassword')))).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: i18next.t('email:recover.askAgain') }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user/recover'));
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import type { Locale } from '../../src/domain/kernel/users';
import { LoginScreen } from '../../src/client/features/auth/LoginScreen';
import { RegisterScreen } from '../../src/client/features/auth/RegisterScreen';
import { RegisterResultScreen } from '../../src/client/features/auth/RegisterResultScreen';
import { initI18n } from '../../src/client/i18n/setup';
import { LoginLayout } from '../../src/client/layouts/LoginLayout';
import { useSession } from '../../src/client/stores/session';
import { useSettings } from '../../src/client/stores/settings';
import { jsonAnswer, renderRoutes, Where } from './render-app';
import { spyOnNotifications } from './notifications-spy';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();

const routes: RouteObject[] = [
  {
    path: '/user',
    element: (
      <>
        <Where />
        <LoginLayout />
      </>
    ),
    children: [
      { path: 'login', element: <LoginScreen /> },
      { path: 'register', element: <RegisterScreen /> },
      { path: 'register-result', element: <RegisterResultScreen /> },
    ],
  },
  { path: '/policy', element: <p>policy</p> },
];

const missing: string[] = [];

/** Types a whole value at once and leaves the field (the forms validate on blur). */
function fill(input: HTMLElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

function useLanguage(locale: Locale) {
  useSettings.setState({ lang: locale });
  initI18n(locale);
  void i18next.changeLanguage(locale);
}

beforeEach(() => {
  initI18n('en-US');
  // Any key the screens ask for that a language lacks is recorded (i18next's missing-key hook).
  i18next.options.saveMissing = true;
  i18next.options.missingKeyHandler = (lngs, ns, key) => missing.push(`${lngs.join(',')}:${ns}:${key}`);
  missing.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.getState().logout();
  useSession.setState({ storedUserType: 'business' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguage('en-US');
});

/** A text (or label attribute) that is a whole key, like "form.username" or "auth:title". */
function rawKeysOnScreen(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    texts.push(node.textContent?.trim() ?? '');
  document.querySelectorAll('[aria-label],[alt],[placeholder]').forEach((el) => {
    for (const attr of ['aria-label', 'alt', 'placeholder']) texts.push(el.getAttribute(attr) ?? '');
  });
  return texts.filter((text) => /^[a-zA-Z]+:[\w.]+$|^[a-z]+(\.[a-zA-Z]+)+$/.test(text));
}

describe.each<Locale>(['en-US', 'zh-CN'])('auth screens in %s', (locale) => {
  it('the login page shows no raw key, with every portal choice and the captcha', async () => {
    useLanguage(locale);
    fetchMock.mockResolvedValue(jsonAnswer({ code: 400, msg: 'x', data: { captchaRequired: true } }, 400));
    renderRoutes(routes, '/user/login');
    for (const type of ['warehouse', 'admin', 'business'] as const) {
      fireEvent.click(screen.getByText(i18next.t(`auth:userType.${type}`)));
    }
    fireEvent.change(screen.getByLabelText(new RegExp(i18next.t('auth:form.username'))), {
      target: { value: 'u' },
    });
    fireEvent.change(document.querySelector('input[type=password]')!, { target: { value: 'p' } });
    fireEvent.click(screen.getByRole('button', { name: i18next.t('auth:form.submit') }));
    await screen.findByAltText(i18next.t('auth:form.captchaImage'));
    expect(missing).toEqual([]);
    expect(rawKeysOnScreen()).toEqual([]);
  });

  it('the register page and its result show no raw key', async () => {
    useLanguage(locale);
    renderRoutes(routes, '/user/register');
    fireEvent.click(screen.getByRole('button', { name: i18next.t('auth:register.submit') }));
    await screen.findAllByText(i18next.t('auth:register.required'));
    expect(missing).toEqual([]);
    expect(rawKeysOnScreen()).toEqual([]);
    cleanup();
    renderRoutes(routes, '/user/register-result');
    expect(screen.getByText(i18next.t('auth:registerResult.title'))).toBeTruthy();
    expect(missing).toEqual([]);
    expect(rawKeysOnScreen()).toEqual([]);
  });
});

describe('login page', () => {
  it('logs in to the chosen portal and keeps the session', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer({
        code: 200,
        msg: 'success',
        data: { token: 'T', roles: [], name: 'Ware', avatar: '', userType: 4, expiresAt: Date.now() + 1000 },
      }),
    );
    renderRoutes(routes, '/user/login');
    await userEvent.click(screen.getByText('Warehouse staff'));
    expect(document.querySelector('[data-login-look]')?.getAttribute('data-login-look')).toBe('warehouse');
    fill(screen.getByLabelText(/Username/), 'ware1');
    fill(screen.getByLabelText(/^Password/), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useSession.getState().token).toBe('T'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/warehouse/login');
    expect(JSON.parse(init.body as string)).toEqual({
      username: 'ware1',
      password: 'secret-pass',
      userType: 3,
    });
  });

  it('shows the server message and asks for the captcha when the server wants it', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonAnswer({ code: 400, msg: 'Incorrect username or password', data: { captchaRequired: true } }, 400),
    );
    renderRoutes(routes, '/user/login');
    await userEvent.click(screen.getByText('Administrator'));
    fill(screen.getByLabelText(/Username/), 'root');
    fill(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect username or password');
    const image = screen.getByAltText('Captcha picture') as HTMLImageElement;
    expect(image.getAttribute('src')).toMatch(/^\/api\/admin\/captcha\?t=\d+$/);
    const before = image.getAttribute('src');
    await new Promise((r) => setTimeout(r, 5));
    await userEvent.click(screen.getByRole('button', { name: 'Show another picture' }));
    expect(screen.getByAltText('Captcha picture').getAttribute('src')).not.toBe(before);

    fetchMock.mockResolvedValueOnce(
      jsonAnswer(
        { code: 429, msg: 'Too many login attempts, please try again in 15 minutes', data: null },
        429,
      ),
    );
    fill(screen.getByLabelText(/^Captcha/), 'abcd');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many login attempts'));
    expect(JSON.parse((fetchMock.mock.calls[1] as [string, RequestInit])[1].body as string)).toMatchObject({
      captcha: 'abcd',
      userType: 1,
    });
  });

  it('asks for the empty fields without calling the server, and drops a message once its field is typed in', async () => {
    renderRoutes(routes, '/user/login');
    const required = i18next.t('auth:form.required');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText(required)).toHaveLength(2);
    fill(screen.getByLabelText(/Username/), 'ware1');
    expect(screen.getAllByText(required)).toHaveLength(1);
    fill(screen.getByLabelText(/^Password/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(screen.queryByText(required)).toBeNull();
  });
});

describe('register page', () => {
  it('refuses two different passwords', async () => {
    renderRoutes(routes, '/user/register');
    fill(screen.getByLabelText(/^Password/), 'password-1');
    fill(screen.getByLabelText(/^Confirm password/), 'password-2');
    expect(await screen.findByText('The passwords entered twice are inconsistent')).toBeTruthy();
  });

  it('registers a seller on the business host and shows the waiting page', async () => {
    useSession.setState({ storedUserType: 'admin' });
    fetchMock.mockResolvedValue(
      jsonAnswer({ code: 200, msg: 'ok', data: { id: 5, username: 'newseller', status: 0 } }),
    );
    renderRoutes(routes, '/user/register');
    fill(screen.getByLabelText(/^Username/), 'newseller');
    fill(screen.getByLabelText(/^Password/), 'password-1');
    fill(screen.getByLabelText(/^Confirm password/), 'password-1');
    fill(screen.getByLabelText(/^Real name/), 'New Seller');
    fill(screen.getByLabelText(/^Email/), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Registration received');
    expect(screen.getByText(/newseller is waiting for approval/)).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/user/register-result');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/business/user/register');
    expect(JSON.parse(init.body as string)).toEqual({
      username: 'newseller',
      password: 'password-1',
      confirmPassword: 'password-1',
      realname: 'New Seller',
      email: 'new@example.com',
    });
  });
});

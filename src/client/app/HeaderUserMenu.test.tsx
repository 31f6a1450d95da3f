import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { changeAppLanguage } from '../i18n/change-language';
import { initI18n } from '../i18n/setup';
import { defaultSettings, useSettings } from '../stores/settings';
import { HeaderUserMenu } from '../features/auth/HeaderUserMenu';
import { AppProviders, createQueryClient } from './providers';

/** The device's preference as matchMedia reports it. */
function deviceIsDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query.includes('dark'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

function renderMenu() {
  const router = createMemoryRouter([{ path: '/', element: <HeaderUserMenu /> }]);
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

async function chooseTheme(name: string) {
  fireEvent.click(screen.getByTestId('user-menu'));
  fireEvent.click(await screen.findByRole('menuitem', { name, hidden: true }));
}

beforeAll(() => {
  initI18n('en-US');
});
beforeEach(() => {
  localStorage.clear();
  useSettings.setState(defaultSettings());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('theme switch in the header user menu', () => {
  it('follows the device by default, and the menu switches to light or dark', async () => {
    deviceIsDark(true);
    renderMenu();
    expect(scheme()).toBe('dark');
    await chooseTheme('Light');
    expect(useSettings.getState().theme).toBe('light');
    expect(scheme()).toBe('light');
    await chooseTheme('Follow the device');
    expect(scheme()).toBe('dark');
  });

  it('follows a light device too, and offers the choice in Chinese', async () => {
    deviceIsDark(false);
    renderMenu();
    expect(scheme()).toBe('light');
    await act(() => changeAppLanguage('zh-CN'));
    await chooseTheme('深色');
    expect(scheme()).toBe('dark');
    expect(screen.getByRole('menuitem', { name: '深色', hidden: true }).getAttribute('aria-current')).toBe(
      'true',
    );
  });
});

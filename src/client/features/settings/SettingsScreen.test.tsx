import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, underWhere } from '../../../../tests/client/render-app';
import { spyOnNotifications } from '../../../../tests/client/notifications-spy';
import { initI18n } from '../../i18n/setup';
import { useSession } from '../../stores/session';
import { defaultSettings, useSettings } from '../../stores/settings';
import { SettingsScreen } from './SettingsScreen';
import { useSettingsSync } from './use-settings-sync';

spyOnNotifications();
const fetchMock = vi.fn<typeof fetch>();
type Stored = { settings: Record<string, unknown>; updatedAt: string | null };
let stored: Stored;
const puts: unknown[] = [];

function serve() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/system/user/settings')) {
      if (init?.method === 'PUT') {
        const patch = JSON.parse(String(init.body)) as Record<string, unknown>;
        puts.push(patch);
        stored = { settings: { ...stored.settings, ...patch }, updatedAt: '2026-05-04T10:00:00.000Z' };
      }
      return jsonAnswer({ code: 200, msg: 'Settings saved', data: stored });
    }
    return jsonAnswer({ code: 404, msg: `unexpected ${url}`, data: null }, 404);
  });
}

/** The screen with the sync the root shell runs. */
function WithSync() {
  useSettingsSync();
  return <SettingsScreen />;
}

const show = () =>
  renderRoutes(underWhere([{ path: 'business/settings', element: <WithSync /> }]), '/business/settings');

beforeAll(() => {
  initI18n('en-US');
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  puts.length = 0;
  useSettings.setState({ ...defaultSettings(), lang: 'en-US' });
  useSession.setState({
    token: 'seller-token',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'business',
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('settings', () => {
  it("applies the account's settings after login, over this device's", async () => {
    stored = {
      settings: { theme: 'dark', layout: 'topmenu', contentWidth: 'Fixed' },
      updatedAt: '2026-05-01T08:00:00.000Z',
    };
    serve();
    show();
    expect(await screen.findByText(/^Saved to your account at 2026-05-01/)).toBeTruthy();
    expect(useSettings.getState()).toMatchObject({ theme: 'dark', layout: 'topmenu', contentWidth: 'Fixed' });
    // Top menu: the fixed side menu does not apply.
    expect(screen.getByRole('switch', { name: 'Fixed side menu' })).toHaveProperty('disabled', true);
    expect(puts).toEqual([]);
  });

  it('saves a change to the account once, after the last of several quick changes', async () => {
    stored = { settings: { theme: 'auto' }, updatedAt: '2026-05-01T08:00:00.000Z' };
    serve();
    show();
    await screen.findByText(/^Saved to your account/);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Fixed header' }));
    expect(screen.getByTestId('settings-sync').textContent).toBe('Saving…');
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    vi.useRealTimers();
    expect(puts).toEqual([{ theme: 'dark', fixedHeader: false }]);
    expect(useSettings.getState()).toMatchObject({ theme: 'dark', fixedHeader: false });
    expect(await screen.findByText(/^Saved to your account at 2026-05-04/)).toBeTruthy();
  });

  it("gives a user with nothing stored this device's settings, and says when a save could not be made", async () => {
    stored = { settings: {}, updatedAt: null };
    serve();
    show();
    await screen.findByText(/^Saved to your account/);
    expect(puts).toEqual([
      {
        theme: 'auto',
        layout: 'sidemenu',
        contentWidth: 'Fluid',
        fixedHeader: true,
        fixedSidebar: true,
        lang: 'en-US',
      },
    ]);
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Fixed' }));
    expect(await screen.findByText(/kept on this device/, undefined, { timeout: 3000 })).toBeTruthy();
    expect(useSettings.getState().contentWidth).toBe('Fixed');
  });
});

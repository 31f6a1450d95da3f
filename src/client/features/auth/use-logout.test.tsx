import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, Where } from '../../../../tests/client/render-app';
import { getJson, LOGOUT_RELOAD_DELAY_MS } from '../../api/http';
import { reloadPage } from '../../api/page-reload';
import { useSession } from '../../stores/session';
import { STORAGE_KEYS } from '../../stores/storage-keys';
import { useLogout } from './use-logout';

vi.mock('../../api/page-reload', () => ({ reloadPage: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function LogoutButton() {
  const logout = useLogout();
  return <button onClick={() => void logout()}>out</button>;
}

function openPage() {
  renderRoutes(
    [
      { path: '/business/workplace', element: <LogoutButton /> },
      { path: '/user/login', element: <Where /> },
    ],
    '/business/workplace',
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.setState({
    token: 'tok',
    tokenExpiresAt: Date.now() + 60_000,
    storedUserType: 'business',
    name: 'S',
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(reloadPage).mockClear();
});

describe('logout', () => {
  it('ends the server session, clears the stored session and opens the login page', async () => {
    fetchMock.mockResolvedValue(jsonAnswer({ code: 200, msg: 'Logged out', data: null }));
    openPage();
    fireEvent.click(screen.getByText('out'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user/login'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/business/logout');
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).token).toBe('tok');
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!) as {
      state: Record<string, unknown>;
    };
    expect(stored.state.token).toBeNull();
    expect(stored.state.userInfo).toBeNull();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    openPage();
    fireEvent.click(screen.getByText('out'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user/login'));
    expect(useSession.getState().token).toBeNull();
  });

  it('does not reload the login page for a request the server refused while the logout was under way', async () => {
    // The clock only moves when told to, past the 1.5 s an expiry waits before its reload.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let answerLogout: (answer: Response) => void = () => undefined;
    fetchMock.mockImplementation((url) =>
      String(url).endsWith('/logout')
        ? new Promise<Response>((resolve) => (answerLogout = resolve))
        : Promise.resolve(jsonAnswer({ code: 401, msg: 'Session ended', data: null }, 401)),
    );
    openPage();
    fireEvent.click(screen.getByText('out'));
    // A poll of the page, sent before the logout and answered once the server had ended the session.
    await expect(getJson('/api/business/notice/unread')).rejects.toThrow();
    answerLogout(jsonAnswer({ code: 200, msg: 'Logged out', data: null }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user/login'));
    await vi.advanceTimersByTimeAsync(LOGOUT_RELOAD_DELAY_MS * 2);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderRoutes, Where } from '../../../../tests/client/render-app';
import { useSession } from '../../stores/session';
import { STORAGE_KEYS } from '../../stores/storage-keys';
import { useLogout } from './use-logout';

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
});

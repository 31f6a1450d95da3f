import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/setup';
import { BUNDLE_VERSION } from './build-info';
import { PwaUpdatePrompt } from './PwaUpdatePrompt';
import { resetServiceWorkerForTests } from './register-service-worker';
import { useUpdateState } from './update-state';

const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('../api/page-reload', () => ({ reloadPage }));

function answerVersion(version: string) {
  return vi.fn(async () =>
    Response.json({ code: 200, msg: 'success', data: { version, buildDate: '2026-11-22' } }),
  );
}

function renderPrompt(checkServerVersion = true) {
  render(
    <MantineProvider>
      <PwaUpdatePrompt checkServerVersion={checkServerVersion} />
    </MantineProvider>,
  );
}

beforeAll(() => {
  initI18n('en-US');
});
beforeEach(() => {
  resetServiceWorkerForTests();
  useUpdateState.setState({ available: false, source: null, serverVersion: null, dismissed: false });
  reloadPage.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('update prompt', () => {
  it('stays hidden while the server runs this release', async () => {
    const fetchMock = answerVersion(BUNDLE_VERSION);
    vi.stubGlobal('fetch', fetchMock);
    renderPrompt();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/version/web');
    expect(screen.queryByText('A new version is available')).toBeNull();
  });

  it('appears with the server release when the server is newer, and "Reload" reloads', async () => {
    vi.stubGlobal('fetch', answerVersion('99.0.0'));
    renderPrompt();
    expect(await screen.findByText('A new version is available')).toBeTruthy();
    expect(screen.getByText('Version 99.0.0 is ready. Reload to start using it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('stays hidden when the version check cannot reach the server', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPrompt();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('A new version is available')).toBeNull();
  });

  it('"Later" hides it until another release is announced', () => {
    renderPrompt(false);
    act(() => useUpdateState.getState().offer('service-worker'));
    expect(screen.getByText('Reload to start using it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version is available')).toBeNull();
    act(() => useUpdateState.getState().offer('service-worker'));
    expect(screen.queryByText('A new version is available')).toBeNull();
    act(() => useUpdateState.getState().offer('server', '99.0.1'));
    expect(screen.getByText('A new version is available')).toBeTruthy();
  });

  it('speaks Chinese when the app does', async () => {
    await act(() => i18next.changeLanguage('zh-CN'));
    renderPrompt(false);
    act(() => useUpdateState.getState().offer('service-worker'));
    expect(screen.getByText('有新版本可用')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
    await act(() => i18next.changeLanguage('en-US'));
  });
});

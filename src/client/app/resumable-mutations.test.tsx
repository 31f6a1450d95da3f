import { onlineManager, useIsRestoring } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../domain/auth/auth';
import { useCreateForecast } from '../features/inbound/forecasts/api/save-forecast';
import { useSaveTaskFile } from '../features/downloads/api/download-task-file';
import { initI18n } from '../i18n/setup';
import { STORAGE_KEYS } from '../stores/storage-keys';
import { useSession } from '../stores/session';
import { AppProviders, createQueryClient } from './providers';
import { RESUMABLE_MUTATIONS } from './resumable-mutations';

/**
 * Issue 12: a change made in an online view while offline survives a reload. The first page asks
 * for it offline (paused, persisted with the query cache); the "reloaded" page is a new QueryClient
 * restored from the same storage, which resumes it when the network is back and calls the API.
 */
const FORECAST = {
  wareId: 3,
  logNos: ['TRACK-OFFLINE-1'],
  items: [{ sku: 'DD1391-100', size: '10', quantity: 1, costPrice: 8800, supply: 'StockX' }],
  remark: 'made offline',
};

const fetchMock = vi.fn(
  async (_input: string | URL | Request, _init?: RequestInit) =>
    new Response(JSON.stringify({ code: 200, msg: 'Forecast created', data: { id: 41 } }), {
      headers: { 'content-type': 'application/json' },
    }),
);
const apiCalls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://app.test').pathname);

function logIn(id: number) {
  useSession.setState({
    token: `token-${id}`,
    tokenExpiresAt: Date.now() + 3_600_000,
    storedUserType: 'business',
    userInfo: { id } as UserInfo,
  });
}

let browserOnline = true;
beforeAll(() => initI18n('en-US'));
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  browserOnline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => browserOnline);
  logIn(5);
});
afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function goOffline() {
  browserOnline = false;
  act(() => onlineManager.setOnline(false));
}

/** The persister writes at most once a second. */
async function persistedMutationKeys(): Promise<unknown[]> {
  let keys: unknown[] = [];
  await waitFor(
    () => {
      const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.queryCache) ?? '{}') as {
        clientState?: { mutations?: { mutationKey?: unknown; state: { isPaused: boolean } }[] };
      };
      keys = (stored.clientState?.mutations ?? []).map((m) => m.mutationKey);
      expect(keys.length).toBeGreaterThan(0);
    },
    { timeout: 3000 },
  );
  return keys;
}

/** A screen of the first page load: asks for a forecast (and, not resumable, a file) as soon as it shows. */
function OfflineScreen() {
  const create = useCreateForecast();
  const saveFile = useSaveTaskFile();
  // A person acts once the page is up: the cache has been restored and is being persisted.
  const restoring = useIsRestoring();
  useEffect(() => {
    if (restoring) return;
    create.mutate(FORECAST);
    saveFile.mutate({ id: 9, fileName: 'stock.xlsx' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page is up
  }, [restoring]);
  return null;
}

async function firstPageOffline() {
  goOffline();
  const first = createQueryClient();
  const page = render(
    <AppProviders client={first}>
      <OfflineScreen />
    </AppProviders>,
  );
  await waitFor(() =>
    expect(
      first
        .getMutationCache()
        .getAll()
        .filter((m) => m.state.isPaused),
    ).toHaveLength(2),
  );
  expect(await persistedMutationKeys()).toEqual([['forecasts', 'create']]);
  page.unmount();
  expect(fetchMock).not.toHaveBeenCalled();
}

function reloadedPage() {
  const reloaded = createQueryClient();
  render(<AppProviders client={reloaded}>{null}</AppProviders>);
  return reloaded;
}

describe('an online-view change made offline', () => {
  it('is persisted, and after a reload still offline it waits, then goes when the network is back', async () => {
    await firstPageOffline();

    const reloaded = reloadedPage();
    await waitFor(() => expect(reloaded.getMutationCache().getAll()).toHaveLength(1));
    const [restored] = reloaded.getMutationCache().getAll();
    expect(restored.options.mutationKey).toEqual(['forecasts', 'create']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(restored.state.isPaused).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();

    browserOnline = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(restored.state.status).toBe('success'));
    expect(apiCalls()).toEqual(['/api/business/forecast/create']);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual(FORECAST);
    expect(restored.state.data).toEqual({ id: 41, message: 'Forecast created' });
  });

  it('goes at once after a reload online', async () => {
    await firstPageOffline();
    browserOnline = true;
    const reloaded = reloadedPage();
    await waitFor(() => expect(apiCalls()).toEqual(['/api/business/forecast/create']));
    await waitFor(() => expect(reloaded.getMutationCache().getAll()[0]?.state.status).toBe('success'));
  });

  it('is not sent as another user who logged in on the device meanwhile', async () => {
    await firstPageOffline();
    logIn(6);
    browserOnline = true;
    const reloaded = reloadedPage();
    await waitFor(() => expect(reloaded.getMutationCache().getAll()[0]?.state.status).toBe('error'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reloaded.getMutationCache().getAll()[0]?.state.error?.message).toBe(
      'It was made by another user of this device, so it was not sent.',
    );
    expect(await screen.findByText('A change made offline was not saved')).toBeTruthy();
  });
});

it('every feature declares only its own changes, each under a key of its own', async () => {
  const keys: string[] = [];
  for (const [feature, load] of Object.entries(RESUMABLE_MUTATIONS)) {
    for (const { mutationKey } of await load()) {
      expect(mutationKey[0]).toBe(feature);
      keys.push(mutationKey.join('/'));
    }
  }
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys.length).toBeGreaterThanOrEqual(25);
});

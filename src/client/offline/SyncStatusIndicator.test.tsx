import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshTablet } from '../../../tests/client/support/offline-fake-server';
import type { FakeSyncServer } from '../../../tests/client/support/offline-fake-server';
import { initI18n, switchLanguage } from '../i18n/setup';
import { SyncEngine } from './sync-engine';
import { SyncStatusIndicator } from './SyncStatusIndicator';

/**
 * The warehouse header's sync status (ARCHITECTURE.md section 4: status is always visible) with a
 * running engine: after its first run (push, pull, ONE ID lease) it shows online with nothing
 * waiting; with the network gone it says offline, and online again once it is back.
 */
let server: FakeSyncServer;
let stopEngine: () => void = () => {};

beforeEach(async () => {
  server = await freshTablet();
  initI18n('en-US');
});
afterEach(async () => {
  stopEngine();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await switchLanguage('en-US');
});

function renderSynced() {
  render(
    <MantineProvider>
      <MemoryRouter>
        <SyncStatusIndicator />
      </MemoryRouter>
    </MantineProvider>,
  );
  stopEngine = new SyncEngine().start();
}

const indicator = () => screen.getByTestId('sync-status');

async function openDetails() {
  fireEvent.click(indicator());
  return screen.findByTestId('sync-status-details');
}

function network(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('the sync status in the header', () => {
  it('shows online with nothing pending after a sync, then offline without network', async () => {
    renderSynced();
    await waitFor(() => expect(server.leases).toHaveLength(1));
    expect(server.pullCursors).toHaveLength(1);
    expect(indicator().getAttribute('data-online')).toBe('true');
    expect(screen.getByTestId('sync-pending-count').textContent).toBe('0');
    const details = await openDetails();
    expect(details.textContent).toContain('Everything is synced');
    await waitFor(() => expect(details.textContent).toMatch(/Last synced .*ago/));
    fireEvent.keyDown(details, { key: 'Escape' });

    network(false);
    expect(indicator().getAttribute('data-online')).toBe('false');
    expect(indicator().textContent).toContain('Offline');
    network(true);
    await waitFor(() => expect(indicator().getAttribute('data-online')).toBe('true'));
  });

  it('says everything is synced in Chinese too', async () => {
    await switchLanguage('zh-CN');
    renderSynced();
    await waitFor(() => expect(server.leases).toHaveLength(1));
    expect((await openDetails()).textContent).toContain('已全部同步');
  });
});

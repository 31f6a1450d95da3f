import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyUpdate, registerServiceWorker, resetServiceWorkerForTests } from './register-service-worker';
import type { WorkboxLike } from './register-service-worker';
import { useUpdateState } from './update-state';

const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('../api/page-reload', () => ({ reloadPage }));

/** A stand-in for workbox-window that lets the test fire the worker's lifecycle events. */
function fakeWorkbox() {
  const listeners = new Map<string, Array<() => void>>();
  const workbox = {
    addEventListener: vi.fn((type: string, listener: () => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }),
    register: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    update: vi.fn(async () => undefined),
  };
  const fire = (type: string) => (listeners.get(type) ?? []).forEach((listener) => listener());
  return { workbox: workbox as unknown as WorkboxLike & typeof workbox, fire };
}

beforeEach(() => {
  resetServiceWorkerForTests();
  useUpdateState.setState({ available: false, source: null, serverVersion: null, dismissed: false });
  reloadPage.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('service worker registration', () => {
  it('does nothing outside a production build', async () => {
    const { workbox } = fakeWorkbox();
    expect(await registerServiceWorker({ enabled: false, createWorkbox: () => workbox })).toBe(false);
    expect(workbox.register).not.toHaveBeenCalled();
  });

  it('registers /sw.js and offers the update when a new release is waiting', async () => {
    const { workbox, fire } = fakeWorkbox();
    const createWorkbox = vi.fn(() => workbox);
    expect(await registerServiceWorker({ enabled: true, createWorkbox })).toBe(true);
    expect(createWorkbox).toHaveBeenCalledWith('/sw.js');
    expect(useUpdateState.getState().available).toBe(false);

    fire('waiting');
    expect(useUpdateState.getState()).toMatchObject({ available: true, source: 'service-worker' });
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('registers only once however often it is called', async () => {
    const { workbox } = fakeWorkbox();
    const createWorkbox = vi.fn(() => workbox);
    await Promise.all([
      registerServiceWorker({ enabled: true, createWorkbox }),
      registerServiceWorker({ enabled: true, createWorkbox }),
    ]);
    expect(createWorkbox).toHaveBeenCalledTimes(1);
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });

  it('the first install taking control does not reload the page', async () => {
    const { workbox, fire } = fakeWorkbox();
    await registerServiceWorker({ enabled: true, createWorkbox: () => workbox });
    fire('controlling');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('"Reload" activates the waiting release and reloads once it controls the page', async () => {
    const { workbox, fire } = fakeWorkbox();
    await registerServiceWorker({ enabled: true, createWorkbox: () => workbox });
    fire('waiting');
    await applyUpdate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
    fire('controlling');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('when only the server is newer, "Reload" fetches the new worker and activates it without asking again', async () => {
    vi.useFakeTimers();
    const { workbox, fire } = fakeWorkbox();
    await registerServiceWorker({ enabled: true, createWorkbox: () => workbox });
    useUpdateState.getState().offer('server', '1.2.41');
    await applyUpdate();
    expect(workbox.update).toHaveBeenCalledTimes(1);
    fire('waiting');
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    fire('controlling');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('when no new worker arrives, "Reload" still reloads after the fallback delay', async () => {
    vi.useFakeTimers();
    const { workbox } = fakeWorkbox();
    await registerServiceWorker({ enabled: true, createWorkbox: () => workbox });
    useUpdateState.getState().offer('server', '1.2.41');
    await applyUpdate();
    expect(reloadPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(15_000);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('without a registration (development) "Reload" simply reloads', async () => {
    await applyUpdate();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

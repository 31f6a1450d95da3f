import type { Workbox } from 'workbox-window';
import { reloadPage } from '../api/page-reload';
import { useUpdateState } from './update-state';

/**
 * Service worker registration (production builds only; the dev server has no worker).
 * API:
 *   registerServiceWorker()  registers once (later calls share the first); PwaUpdatePrompt calls it
 *                            when it mounts, so rendering the prompt is all the app needs
 *   applyUpdate()            the prompt's "Reload": activates the waiting release and reloads
 *   checkForWorkerUpdate()   asks the browser to look for a newer sw.js now (version check)
 * A new release installs in the background and waits (registerType 'prompt'); the update state
 * (update-state.ts) then shows PwaUpdatePrompt. Messages from the worker (sw/messages.ts, e.g.
 * SYNC_NOW) reach pages through navigator.serviceWorker's 'message' event.
 */

export const SERVICE_WORKER_URL = '/sw.js';
/** If no new worker takes control this long after "Reload", reload anyway (server-only update). */
export const UPDATE_RELOAD_FALLBACK_MS = 15_000;

export type WorkboxLike = Pick<Workbox, 'addEventListener' | 'register' | 'messageSkipWaiting' | 'update'>;

export type RegisterOptions = {
  /** Defaults to: a production build in a browser that supports service workers. */
  enabled?: boolean;
  createWorkbox?: (url: string) => WorkboxLike;
};

let workbox: WorkboxLike | null = null;
let registration: Promise<boolean> | null = null;
let reloadRequested = false;

function productionBrowser(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

export function registerServiceWorker(options: RegisterOptions = {}): Promise<boolean> {
  if (!(options.enabled ?? productionBrowser())) return Promise.resolve(false);
  registration ??= register(options);
  return registration;
}

/** workbox-window is loaded after the first screen, keeping it out of the first-load JS. */
async function createDefaultWorkbox(url: string): Promise<WorkboxLike> {
  const { Workbox } = await import('workbox-window');
  return new Workbox(url, { scope: '/' });
}

async function register(options: RegisterOptions): Promise<boolean> {
  try {
    const wb = options.createWorkbox
      ? options.createWorkbox(SERVICE_WORKER_URL)
      : await createDefaultWorkbox(SERVICE_WORKER_URL);
    wb.addEventListener('waiting', () => {
      // The user already said "Reload" (the server was newer): activate without asking twice.
      if (reloadRequested) wb.messageSkipWaiting();
      else useUpdateState.getState().offer('service-worker');
    });
    // The first install also takes control (clientsClaim); only an update the user asked for reloads.
    wb.addEventListener('controlling', () => {
      if (reloadRequested) reloadPage();
    });
    workbox = wb;
    await wb.register();
    return true;
  } catch (error) {
    // Without a worker the app still works online; it only loses the offline shell.
    console.warn('Service worker registration failed', error);
    return false;
  }
}

export async function checkForWorkerUpdate(): Promise<void> {
  if (!workbox) return;
  try {
    await workbox.update();
  } catch {
    // Offline or the server is restarting: the next check tries again.
  }
}

export async function applyUpdate(): Promise<void> {
  reloadRequested = true;
  if (!workbox) {
    reloadPage();
    return;
  }
  if (useUpdateState.getState().source === 'service-worker') {
    workbox.messageSkipWaiting();
    return;
  }
  setTimeout(reloadPage, UPDATE_RELOAD_FALLBACK_MS);
  await checkForWorkerUpdate();
}

/** Tests only: forget the registration between cases. */
export function resetServiceWorkerForTests(): void {
  workbox = null;
  registration = null;
  reloadRequested = false;
}

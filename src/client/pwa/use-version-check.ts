import { useEffect } from 'react';
import { getJson } from '../api/http';
import { BUNDLE_VERSION } from './build-info';
import { checkForWorkerUpdate } from './register-service-worker';
import { useUpdateState } from './update-state';
import { isNewerRelease } from './version-compare';

/**
 * useVersionCheck(): asks GET /api/<host>/version/web when the app opens, when the window gets
 * focus or the network returns (at most once a minute), and every VERSION_CHECK_INTERVAL_MS
 * (tablets stay open all day). When the server runs a newer release than this bundle (__APP_VERSION__), the update prompt is
 * offered and the browser is asked to fetch the new service worker.
 */
export const VERSION_CHECK_INTERVAL_MS = 30 * 60 * 1000;
export const MIN_CHECK_GAP_MS = 60 * 1000;

type VersionAnswer = { version: string; buildDate: string };

/** One check; resolves true when the server is newer. Failures (offline) count as "not newer". */
export async function checkServerVersion(current: string = BUNDLE_VERSION): Promise<boolean> {
  let answer: VersionAnswer;
  try {
    answer = await getJson<VersionAnswer>('/version/web', undefined, { notify: false });
  } catch {
    return false;
  }
  if (!isNewerRelease(answer?.version, current)) return false;
  useUpdateState.getState().offer('server', answer.version);
  await checkForWorkerUpdate();
  return true;
}

export function useVersionCheck(enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let lastCheck = 0;
    const check = () => {
      if (Date.now() - lastCheck < MIN_CHECK_GAP_MS) return;
      lastCheck = Date.now();
      void checkServerVersion();
    };
    check();
    const timer = window.setInterval(() => {
      lastCheck = 0;
      check();
    }, VERSION_CHECK_INTERVAL_MS);
    window.addEventListener('focus', check);
    window.addEventListener('online', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      window.removeEventListener('online', check);
    };
  }, [enabled]);
}

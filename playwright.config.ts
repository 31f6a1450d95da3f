import { defineConfig } from '@playwright/test';
import type { E2EWorkerOptions } from './tests/e2e/support/fixtures';

/**
 * End-to-end tests: Debian's Chromium (/usr/bin/chromium; Playwright's own browser download is
 * not used) against the real built server, started per worker by tests/e2e/support/server.ts.
 * `npm test` builds first; the global setup refuses to run without dist/client and dist/server.
 * Two workers on the 2-core machine: each starts its own server and browser.
 * Each worker starts one server and keeps it while the next file wants the same kind: a file named
 * `*.demo.spec.ts` runs against a DEMO=true server (project `demo`), any other against a fresh one
 * (project `fresh`). Files run in project order, so each worker changes kind once instead of at every
 * alternation in alphabetical order (seeding a demo server is the slowest part of a start).
 * Service workers are blocked by default (each test's fresh context would otherwise precache the
 * whole app again); tests/e2e/pwa.spec.ts allows them.
 */
export default defineConfig<object, E2EWorkerOptions>({
  testDir: 'tests/e2e',
  projects: [
    { name: 'fresh', testMatch: '**/*.spec.ts', testIgnore: '**/*.demo.spec.ts' },
    { name: 'demo', testMatch: '**/*.demo.spec.ts', use: { demoMode: true } },
  ],
  globalSetup: './tests/e2e/support/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/tiers/playwright-tier-reporter.ts']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    trace: 'off',
    serviceWorkers: 'block',
    locale: 'en-US',
    timezoneId: 'UTC',
    // The app then opens dialogs, drawers and menus without their transitions (respectReducedMotion
    // in its theme): nothing waits for a fade, and the audit never meets one half done.
    reducedMotion: 'reduce',
  },
});

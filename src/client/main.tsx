import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n, loadLocale } from './i18n/setup';
import { registerServiceWorker } from './pwa/register-service-worker';
import { useSettings } from './stores/settings';

/**
 * Entry point: the stored language's messages first (the first screen renders in it; the other
 * language loads on a switch), then the app.
 */
async function start(): Promise<void> {
  await loadLocale(useSettings.getState().lang);
  initI18n();
  const router = createAppRouter();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );

  // After the first render: the app shell and locales are precached for the next, possibly offline, visit.
  void registerServiceWorker();
}

void start();

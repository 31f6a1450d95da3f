import { createTheme, MantineProvider } from '@mantine/core';
import type { MantineColorSchemeManager, PaginationProps } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { Query } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import i18next from 'i18next';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { APP_VERSION } from '../../domain/kernel/version';
import { isNetworkError } from '../api/http';
import { useOpenedOnce } from '../components/use-opened-once';
import {
  resumeRestoredChanges,
  setResumableMutationDefaults,
  shouldPersistMutation,
} from '../offline/resumable-mutations';
import { useSettings } from '../stores/settings';
import { STORAGE_KEYS } from '../stores/storage-keys';
import { useSuspendedNotice } from '../stores/suspended-notice';
import { RESUMABLE_MUTATIONS } from './resumable-mutations';
import { readableColorVariables } from './theme-contrast';

/**
 * Everything the screens rely on: Mantine (colour scheme from the settings: light, dark or the
 * device's, the default),
 * notifications, the suspended-account notice, i18n and TanStack Query whose cache is persisted in local storage so an
 * online view still shows its last-known data offline (ARCHITECTURE.md section 4), and a change made
 * offline is kept with it and resumed after a reload (offline/resumable-mutations.ts).
 * API: <AppProviders>{router}</AppProviders>, createQueryClient(), shouldPersistQuery, QUERY_CACHE_MAX_AGE_MS.
 * A query opts out of persistence with meta: { persist: false }.
 */
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_CACHE_MAX_AGE_MS,
        staleTime: 30_000,
        // Server answers are final; only a lost connection is worth another try.
        retry: (failures, error) => isNetworkError(error) && failures < 2,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
  // Before the cache is restored: a restored change takes its function from these defaults.
  setResumableMutationDefaults(client, RESUMABLE_MUTATIONS);
  return client;
}

/** Successful answers are kept for offline reading, except queries that opt out (the session bootstrap). */
export function shouldPersistQuery(query: Pick<Query, 'state' | 'meta'>): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false;
}

/**
 * Once the kept cache is back: the changes made offline resume, then every answer on screen is asked
 * for again. A restored answer is shown at once, but it may predate a change the last page load
 * made (the cache is written a moment after each change): it must not pass for fresh for 30 s.
 */
export function afterCacheRestored(client: QueryClient): Promise<unknown> {
  return resumeRestoredChanges(client).then(() => client.invalidateQueries());
}

const queryClient = createQueryClient();

const persister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  key: STORAGE_KEYS.queryCache,
});

/** The contact-support modal loads the first time the server says the account is suspended (423). */
const SuspendedModal = lazy(() =>
  import('../features/auth/SuspendedModal').then((m) => ({ default: m.SuspendedModal })),
);

function SuspendedNoticeHost() {
  const mounted = useOpenedOnce(useSuspendedNotice((s) => s.opened));
  return mounted ? (
    <Suspense fallback={null}>
      <SuspendedModal />
    </Suspense>
  ) : null;
}

/** The settings store is the one place the theme is kept: Mantine stores nothing of its own. */
const settingsColorScheme: MantineColorSchemeManager = {
  get: (defaultValue) => defaultValue,
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

/**
 * The app's Mantine theme. Badges (statuses, chips) never cut their text: Mantine's uppercase,
 * fixed-height, ellipsis badge turned "Scheduled" into "SCHED..." in a table cell; here a badge
 * keeps the text's own case and is never narrower than its text: its column widens instead (a
 * wrapped badge broke Chinese labels between characters).
 * Every pager's arrow buttons and every dialog's, drawer's and notice's close button are named (in
 * the current language) for screen readers; ./theme-contrast.ts makes the colours readable in both
 * themes.
 * Components are themed with plain objects, not `Badge.extend(...)`: `.extend` is a value import
 * that pulls the component (the menu brings the popover and floating-ui, 40 KB gzipped) into the
 * login page's entry chunk although the login page shows none of them.
 */
const closeButtonName = () => ({ 'aria-label': i18next.t('common:actions.close') });

export const appTheme = createTheme({
  primaryColor: 'blue',
  // A user who asks the system for less motion gets dialogs, drawers and menus without transitions.
  respectReducedMotion: true,
  defaultRadius: 'md',
  components: {
    Badge: {
      styles: {
        root: {
          // Mantine's sizes are meant for capitals; in the text's own case they read a step larger.
          '--badge-fz-xs': 'calc(0.6875rem * var(--mantine-scale))',
          '--badge-fz-sm': 'calc(0.75rem * var(--mantine-scale))',
          '--badge-fz-md': 'calc(0.75rem * var(--mantine-scale))',
          '--badge-fz-lg': 'calc(0.875rem * var(--mantine-scale))',
          textTransform: 'none',
          fontWeight: 600,
          letterSpacing: 0,
          minWidth: 'max-content',
          overflow: 'visible',
        },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    },
    // A menu holds only its items: Mantine's focus placeholder (a bare focusable div) is not one,
    // and without it the first item takes the focus, as menus do.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Functions (Mantine calls them at each render), so the name is in the language of the moment.
    Modal: { defaultProps: () => ({ closeButtonProps: closeButtonName() }) },
    Drawer: { defaultProps: () => ({ closeButtonProps: closeButtonName() }) },
    Notification: { defaultProps: () => ({ closeButtonProps: closeButtonName() }) },
    Pagination: {
      defaultProps: {
        getControlProps: (control: Parameters<NonNullable<PaginationProps['getControlProps']>>[0]) => ({
          'aria-label': i18next.t(`common:pagination.${control}`),
        }),
      },
    },
  },
});

export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  const colorScheme = useSettings((s) => s.theme);
  return (
    <I18nextProvider i18n={i18next}>
      <MantineProvider
        theme={appTheme}
        colorSchemeManager={settingsColorScheme}
        cssVariablesResolver={readableColorVariables}
        defaultColorScheme="auto"
        forceColorScheme={colorScheme === 'auto' ? undefined : colorScheme}
      >
        <Notifications position="top-right" />
        <PersistQueryClientProvider
          client={client}
          persistOptions={{
            persister,
            maxAge: QUERY_CACHE_MAX_AGE_MS,
            buster: APP_VERSION,
            dehydrateOptions: {
              shouldDehydrateQuery: shouldPersistQuery,
              shouldDehydrateMutation: shouldPersistMutation(client),
            },
          }}
          onSuccess={() => void afterCacheRestored(client)}
        >
          {children}
          <SuspendedNoticeHost />
        </PersistQueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

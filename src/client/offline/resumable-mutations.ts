import { notifications } from '@mantine/notifications';
import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationKey, QueryClient, UseMutationOptions } from '@tanstack/react-query';
import i18next from 'i18next';
import { currentUserId } from '../stores/session';

/**
 * Changes made in the online views (seller and admin screens) that survive a reload while offline,
 * TanStack Query's offline pattern (ARCHITECTURE.md section 4, issue 12): a change asked for
 * offline is paused, persisted with the query cache, and after a reload it is restored and resumed.
 * A restored mutation has no screen and no function of its own, so each resumable change is
 * declared once, with a key:
 *
 *   export const createForecastMutation = resumableMutation({
 *     mutationKey: ['forecasts', 'create'], mutationFn: createForecast,
 *     refresh: (client) => client.invalidateQueries({ queryKey: forecastKeys.lists() }),
 *   });
 *   export const useCreateForecast = () => useResumableMutation(createForecastMutation);
 *
 * Each feature lists its own in api/resumable-mutations.ts; the app maps a key's first part (the
 * feature) to a loader of that list (app/resumable-mutations.ts), and setResumableMutationDefaults
 * registers one default per feature that loads the list only when a restored change runs, so no
 * feature code joins the first page's bundle. Only paused changes with such a default are persisted.
 * A change goes only as the user who made it: one restored after another user logged in on the
 * device fails with a notice instead. Changes that cannot be resumed sensibly (a file, a window, a
 * password, an answer shown once) stay plain useMutation without a key.
 */
export type ResumableMutation<TVariables, TData> = {
  /** [feature, action]: the feature is the key of the app's loader map. */
  mutationKey: readonly [feature: string, action: string];
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** What the change may have changed on screen: run by a screen's change and a resumed one alike. */
  refresh?: (client: QueryClient, variables: TVariables) => Promise<unknown>;
  /** `success` (the default): a refusal changed nothing; `settled`: refresh after a refusal too. */
  refreshWhen?: 'success' | 'settled';
};

/** Any declaration, whatever its variables (they are the caller's business). */
export type AnyResumableMutation = ResumableMutation<never, unknown>;

/** The app's map from a feature (the key's first part) to a loader of its declarations. */
export type ResumableMutationLoaders = Readonly<
  Record<string, () => Promise<readonly AnyResumableMutation[]>>
>;

export function resumableMutation<TVariables, TData>(
  declaration: ResumableMutation<TVariables, TData>,
): ResumableMutation<TVariables, TData> {
  return declaration;
}

/** Who made a change (its meta): a restored change goes only as that user. */
const OWNER = 'owner';

export class ResumedChangeRefused extends Error {
  constructor() {
    super(i18next.t('pwa:offlineChange.otherUser'));
    this.name = 'ResumedChangeRefused';
  }
}

function refreshCallbacks<TVariables, TData>(
  declaration: ResumableMutation<TVariables, TData>,
  client: QueryClient,
) {
  const refresh = (variables: TVariables) => declaration.refresh?.(client, variables);
  return declaration.refreshWhen === 'settled'
    ? {
        onSuccess: undefined,
        onSettled: (_data: TData | undefined, _error: unknown, variables: TVariables) => refresh(variables),
      }
    : { onSuccess: (_data: TData, variables: TVariables) => refresh(variables), onSettled: undefined };
}

type ScreenOptions<TVariables, TData, TOnMutateResult> = Pick<
  UseMutationOptions<TData, Error, TVariables, TOnMutateResult>,
  'onMutate' | 'onError'
> &
  /** A screen that knows more than the variables say may refresh more narrowly than a resumed change. */
  Pick<ResumableMutation<TVariables, TData>, 'refresh'>;

/** The screen's mutation: the declaration's function, key and refresh, plus the screen's own onMutate/onError. */
export function useResumableMutation<TVariables, TData, TOnMutateResult = unknown>(
  declaration: ResumableMutation<TVariables, TData>,
  options: ScreenOptions<TVariables, TData, TOnMutateResult> = {},
) {
  const client = useQueryClient();
  const refresh = options.refresh ?? declaration.refresh;
  return useMutation<TData, Error, TVariables, TOnMutateResult>({
    mutationKey: declaration.mutationKey,
    mutationFn: declaration.mutationFn,
    meta: { [OWNER]: currentUserId() },
    ...refreshCallbacks({ ...declaration, refresh }, client),
    onMutate: options.onMutate,
    // Always set, so the resumed-change notice (the feature default's onError) never doubles a screen's own.
    onError: options.onError,
  });
}

const sameKey = (a: MutationKey, b: MutationKey | undefined) =>
  b !== undefined && a.length === b.length && a.every((part, i) => part === b[i]);

/** Registers one default per feature: a restored change loads its feature's declarations, then runs. */
export function setResumableMutationDefaults(client: QueryClient, loaders: ResumableMutationLoaders): void {
  for (const [feature, load] of Object.entries(loaders)) {
    const declarationOf = async (key: MutationKey | undefined) => {
      const found = (await load()).find((d) => sameKey(d.mutationKey, key));
      if (!found) throw new Error(`no resumable change ${JSON.stringify(key)}`);
      return found;
    };
    const refresh = async (key: MutationKey | undefined, variables: unknown, settled: boolean) => {
      const declaration = await declarationOf(key);
      if ((declaration.refreshWhen === 'settled') === settled)
        await declaration.refresh?.(client, variables as never);
    };
    client.setMutationDefaults([feature], {
      mutationFn: async (variables, { meta, mutationKey }) => {
        if (meta?.[OWNER] !== currentUserId()) throw new ResumedChangeRefused();
        return (await declarationOf(mutationKey)).mutationFn(variables as never);
      },
      onSuccess: (_data, variables, _result, { mutationKey }) => refresh(mutationKey, variables, false),
      onSettled: (_data, _error, variables, _result, { mutationKey }) =>
        refresh(mutationKey, variables, true),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: i18next.t('pwa:offlineChange.failed'),
          message: error.message,
        }),
    });
  }
}

/** Persisted with the cache: paused changes that a default can resume after a reload, nothing else. */
export function shouldPersistMutation(client: QueryClient) {
  return (mutation: { state: { isPaused: boolean }; options: { mutationKey?: MutationKey } }): boolean =>
    mutation.state.isPaused &&
    mutation.options.mutationKey !== undefined &&
    client.getMutationDefaults(mutation.options.mutationKey).mutationFn !== undefined;
}

/**
 * After the cache is restored: the network state as the browser knows it (TanStack assumes online
 * until an event says otherwise, and a page reloaded offline gets no event), then the restored
 * changes go, or stay paused until the `online` event.
 */
export function resumeRestoredChanges(client: QueryClient): Promise<unknown> {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return client.resumePausedMutations();
}

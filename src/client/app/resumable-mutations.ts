import type { ResumableMutationLoaders } from '../offline/resumable-mutations';

/**
 * The app's resumable changes (offline/resumable-mutations.ts): for each feature, the first part of
 * its changes' keys, and how to load its list. Loaded only when a change restored after a reload
 * runs, so no feature code joins the first page. A feature with resumable changes adds its line.
 */
export const RESUMABLE_MUTATIONS: ResumableMutationLoaders = {
  accounts: async () => (await import('../features/accounts/api/resumable-mutations')).resumableMutations,
  downloads: async () => (await import('../features/downloads/api/resumable-mutations')).resumableMutations,
  forecasts: async () =>
    (await import('../features/inbound/forecasts/api/resumable-mutations')).resumableMutations,
  inventory: async () => (await import('../features/inventory/api/resumable-mutations')).resumableMutations,
  skus: async () => (await import('../features/skus/api/resumable-mutations')).resumableMutations,
  warehouses: async () => (await import('../features/warehouses/api/resumable-mutations')).resumableMutations,
};

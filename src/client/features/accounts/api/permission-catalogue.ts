import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntry as CatalogueEntryAnswer } from '../../../../domain/accounts/accounts';
import type { Action } from '../../../../domain/kernel/permissions';
import { getJson } from '../../../api/http';

/**
 * GET /role/catalogue: every permission code, titled in the request language, with its actions, as
 * its answer schema (catalogueEntry) types it; the actions read as actions.
 */
export type CatalogueEntry = Omit<CatalogueEntryAnswer, 'actions'> & { actions: Action[] };

export function fetchPermissionCatalogue(): Promise<CatalogueEntry[]> {
  return getJson<CatalogueEntry[]>('/role/catalogue');
}

/** Keyed by language: the titles come back translated. */
export function permissionCatalogueOptions(language: string) {
  return queryOptions({
    queryKey: ['accounts', 'permissionCatalogue', language] as const,
    queryFn: fetchPermissionCatalogue,
    staleTime: Infinity,
  });
}

export function usePermissionCatalogue() {
  const { i18n } = useTranslation();
  return useQuery(permissionCatalogueOptions(i18n.language));
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  catalogueProductView,
  catalogueReadAnswer,
  conflictView,
  mappingView,
} from '../../../../domain/sourcing/catalogue';
import type {
  CatalogueProductView,
  ConflictKind,
  ConflictState,
  ConflictView,
  MappingView,
} from '../../../../domain/sourcing/catalogue';
import { postJson, requestEnvelope } from '../../../api/http';
import { readPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';

/**
 * The admin's marketplace catalogue (`/sourcing/catalogue/*`; issue 26 point 3): every seller's
 * TikTok shop products, our SKUs and sizes with what maps to them, and the conflicts an admin
 * resolves by hand or ignores. Refusals show where the action was taken; a decision refreshes
 * every list of the catalogue.
 */
export const catalogueKeys = {
  all: ['sourcing', 'catalogue'] as const,
  products: (params: CatalogueParams) => [...catalogueKeys.all, 'products', params] as const,
  mappings: (params: CatalogueParams) => [...catalogueKeys.all, 'mappings', params] as const,
  conflicts: (params: ConflictParams) => [...catalogueKeys.all, 'conflicts', params] as const,
};

export type CatalogueParams = PageRequest & { seller?: string; keyword?: string };
export type ConflictParams = CatalogueParams & { state: ConflictState; kind?: ConflictKind };

function usePageOf<Row>(key: readonly unknown[], path: string, params: PageRequest, row: z.ZodType<Row>) {
  return useQuery({
    queryKey: key,
    queryFn: async (): Promise<Page<Row>> => {
      const page = readPage<unknown>(await postJson(path, params, { notify: false }), params);
      return { ...page, rows: z.array(row).parse(page.rows) };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const useCatalogueProducts = (params: CatalogueParams) =>
  usePageOf<CatalogueProductView>(
    catalogueKeys.products(params),
    '/sourcing/catalogue/products/list',
    params,
    catalogueProductView,
  );

export const useMappings = (params: CatalogueParams) =>
  usePageOf<MappingView>(
    catalogueKeys.mappings(params),
    '/sourcing/catalogue/mappings/list',
    params,
    mappingView,
  );

export const useConflicts = (params: ConflictParams) =>
  usePageOf<ConflictView>(
    catalogueKeys.conflicts(params),
    '/sourcing/catalogue/conflicts/list',
    params,
    conflictView,
  );

type Said<T> = { data: T; message: string };

function useCatalogueChange<In, Out>(path: string, parse: (data: unknown) => Out) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: In): Promise<Said<Out>> => {
      const answer = await requestEnvelope<unknown>(path, { method: 'POST', body, notify: false });
      return { data: parse(answer.data), message: answer.msg };
    },
    onSettled: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

export type ResolveInput = { id: number; sku: string; size?: string; requestKey: string };

export const useResolveConflict = () =>
  useCatalogueChange<ResolveInput, ConflictView>('/sourcing/catalogue/conflicts/resolve', (d) =>
    conflictView.parse(d),
  );

export const useIgnoreConflict = () =>
  useCatalogueChange<{ id: number; requestKey: string }, ConflictView>(
    '/sourcing/catalogue/conflicts/ignore',
    (d) => conflictView.parse(d),
  );

export const useReadShops = () =>
  useCatalogueChange<{ requestKey: string }, z.infer<typeof catalogueReadAnswer>>(
    '/sourcing/catalogue/read',
    (d) => catalogueReadAnswer.parse(d),
  );

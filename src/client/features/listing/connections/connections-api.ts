import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { marketplaceConnectionView } from '../../../../domain/listing/connections';
import type { MarketplaceConnectionView } from '../../../../domain/listing/connections';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { postJson, requestEnvelope } from '../../../api/http';

/**
 * The seller's marketplace connections (`/listing/connections/*` on the business host; issue 25
 * point 1). The screen shows every refusal on the marketplace's own card, so nothing here notifies.
 */
const connectionList = z.array(marketplaceConnectionView);
const consentPage = z.object({ authorizeUrl: z.string().min(1) });

export const connectionKeys = {
  all: ['listing', 'connections'] as const,
};

export async function fetchConnections(): Promise<MarketplaceConnectionView[]> {
  return connectionList.parse(await postJson('/listing/connections/list', {}, { notify: false }));
}

export const connectionsQuery = () =>
  queryOptions({
    queryKey: connectionKeys.all,
    queryFn: fetchConnections,
    // A connection changes outside this tab (the consent page, an expired token): read on every visit.
    staleTime: 0,
  });

/** One row per marketplace, 'none' where the seller has not connected. */
export const useMarketplaceConnections = () => useQuery(connectionsQuery());

/** Starts the OAuth consent: answers the page (the marketplace's or its simulator's) to send the browser to. */
export function useConnectMarketplace() {
  return useMutation({
    mutationFn: async (marketplace: MarketplaceCode) =>
      consentPage.parse(await postJson('/listing/connections/connect', { marketplace }, { notify: false }))
        .authorizeUrl,
  });
}

/** Disconnects one connection; resolves to the server's message ("Disconnected"), rejects with its refusal. */
export function useDisconnectMarketplace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const answer = await requestEnvelope<unknown>('/listing/connections/disconnect', {
        method: 'POST',
        body: { id },
        notify: false,
      });
      return answer.msg;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}

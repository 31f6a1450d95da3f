import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { bulkListingAnswer, bulkListingCandidate } from '../../../../domain/listing/bulk-listing';
import type { BulkCreateListingsRequest } from '../../../../domain/listing/bulk-listing';
import { postJson, requestEnvelope } from '../../../api/http';
import { listingKeys } from '../listings/listings-api';

/**
 * bulklisting's calls (`/listing/bulk/*` on the business host; issue 25 point 2): the chosen items
 * as they may be listed, and the batch's create with each item's outcome. The screen shows every
 * refusal where it happened, so nothing here notifies.
 */
export function useBulkCandidates(oneIds: readonly string[]) {
  return useQuery({
    queryKey: ['listing', 'bulk', 'items', oneIds] as const,
    queryFn: async () =>
      z
        .array(bulkListingCandidate)
        .parse(await postJson('/listing/bulk/items', { oneIds }, { notify: false })),
    enabled: oneIds.length > 0,
    staleTime: 0,
  });
}

/** Lists the batch; resolves to each item's outcome and the server's count, rejects with its refusal. */
export function useBulkCreateListings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: BulkCreateListingsRequest) => {
      const answer = await requestEnvelope<unknown>('/listing/bulk/create', {
        method: 'POST',
        body: request,
        notify: false,
      });
      return { answer: bulkListingAnswer.parse(answer.data), message: answer.msg };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

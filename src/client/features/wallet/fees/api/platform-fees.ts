import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { platformFeeRow } from '../../../../../domain/wallet/fees';
import type { PlatformFeeRow } from '../../../../../domain/wallet/fees';
import { postJson } from '../../../../api/http';

/** Fee/Platform: each marketplace's fee. */

const platformFeeKeys = { all: ['wallet', 'fees', 'platforms'] as const };
const platformFeeRows = z.array(platformFeeRow);

export function usePlatformFees() {
  return useQuery(
    queryOptions({
      queryKey: platformFeeKeys.all,
      queryFn: async () => platformFeeRows.parse(await postJson('/fee/platform/list', {}, { host: 'admin' })),
    }),
  );
}

export function useUpdatePlatformFee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; feePercent: string }): Promise<PlatformFeeRow> =>
      postJson('/fee/platform/update', body, { host: 'admin', notify: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: platformFeeKeys.all }),
  });
}

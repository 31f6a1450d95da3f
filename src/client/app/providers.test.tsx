import { dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { createQueryClient, shouldPersistQuery } from './providers';

describe('query cache kept for offline reading', () => {
  it('keeps successful answers but not opted-out or failed queries', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['wallet'], queryFn: () => ({ balance: 100 }) });
    await client.fetchQuery({
      queryKey: ['session-bootstrap'],
      queryFn: () => ({ token: 'x' }),
      meta: { persist: false },
    });
    await client
      .fetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('no')), retry: false })
      .catch(() => undefined);
    const kept = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }).queries.map(
      (q) => q.queryKey,
    );
    expect(kept).toEqual([['wallet']]);
  });

  it('retries only when the network is gone', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (
      n: number,
      e: unknown,
    ) => boolean;
    expect(retry(0, new ApiError('offline', 0, 0))).toBe(true);
    expect(retry(2, new ApiError('offline', 0, 0))).toBe(false);
    expect(retry(0, new ApiError('Not found', 404, 404))).toBe(false);
  });
});

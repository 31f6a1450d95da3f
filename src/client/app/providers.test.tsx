import { dehydrate, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { afterCacheRestored, createQueryClient, shouldPersistQuery } from './providers';

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

describe('the kept cache restored on a page load', () => {
  it('shows the kept answer and asks the server again, though the answer is seconds old', async () => {
    const client = createQueryClient();
    client.setQueryData(['bulk-uploads'], { rows: 1 }, { updatedAt: Date.now() - 1_000 });
    let asked = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['bulk-uploads'],
      queryFn: async () => {
        asked += 1;
        return { rows: 2 };
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().data).toEqual({ rows: 1 });
    expect(asked).toBe(0);
    await afterCacheRestored(client);
    expect(asked).toBe(1);
    expect(client.getQueryData(['bulk-uploads'])).toEqual({ rows: 2 });
    unsubscribe();
  });
});

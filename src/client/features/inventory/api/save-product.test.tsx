import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { productRecordKeys } from './product-record';
import { useSaveProduct } from './save-product';

afterEach(() => vi.unstubAllGlobals());

describe('saving an item from the drawer', () => {
  it('marks the record and every stock list showing items as out of date, and nothing else', async () => {
    useSession.setState({
      token: 'seller-token',
      tokenExpiresAt: Date.now() + 60_000,
      storedUserType: 'business',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 200, msg: 'saved cost and source', data: { kind: 'cost' } }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const client = new QueryClient();
    const keys = {
      record: productRecordKeys.one('10000042'),
      sellerList: ['stockViews', 'inventory', { pageNo: 1 }],
      adminList: ['stockViews', 'stock', { pageNo: 2 }],
      warehouseList: ['warehouse', 'inventory', { wareId: 3 }],
      unrelated: ['forecasts', 'list'],
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { any: 'data' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSaveProduct('10000042'), { wrapper });
    await result.current.mutateAsync({ id: 7, costPrice: 8825, supply: 'Sample sale' });
    await waitFor(() => expect(client.getQueryState(keys.record)?.isInvalidated).toBe(true));
    expect(client.getQueryState(keys.sellerList)?.isInvalidated).toBe(true);
    expect(client.getQueryState(keys.adminList)?.isInvalidated).toBe(true);
    expect(client.getQueryState(keys.warehouseList)?.isInvalidated).toBe(true);
    expect(client.getQueryState(keys.unrelated)?.isInvalidated).toBe(false);
  });
});

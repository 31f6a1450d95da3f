import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useScreenVisible } from '../../../components/screen-visibility';

/**
 * Money figures change by someone else's hand (the reviewer credits, the seller withdraws), so the
 * wallet's queries are never taken from cache as fresh, and a kept-alive screen that comes back into
 * view reads them again: seller and admin see the same figures at every step.
 */
export const FRESH_FIGURES = { staleTime: 0, refetchOnMount: 'always' } as const;

export function useFreshWhenShown(queryKey: QueryKey): void {
  const client = useQueryClient();
  const visible = useScreenVisible();
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) void client.invalidateQueries({ queryKey });
    wasVisible.current = visible;
  }, [visible, client, queryKey]);
}

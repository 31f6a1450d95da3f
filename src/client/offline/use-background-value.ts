import { startTransition, useEffect, useState } from 'react';

/** How often a busy store may re-render a list: 20 scans a second become 5 list renders. */
export const BACKGROUND_RENDER_MS = 200;

/**
 * An external store's value for lists that follow scans and sync results, re-rendered in the
 * background: handed to React as transitions, at most one per `waitMs` (changes in between are
 * gathered into the next), so they never hold up a scan's banner (a synchronous update) and a
 * burst costs a few renders, not one per scan.
 *   const scans = useBackgroundValue(store.subscribe, () => store.getState().scans);
 * `subscribe` and `read` must be stable for the store (module functions or memoised).
 */
export function useBackgroundValue<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  waitMs = BACKGROUND_RENDER_MS,
): T {
  const [seen, setSeen] = useState(() => ({ read, value: read() }));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let deliveredAt = -Infinity;
    const deliver = () => {
      timer = undefined;
      deliveredAt = performance.now();
      startTransition(() => setSeen({ read, value: read() }));
    };
    deliver();
    // The first change after a quiet spell goes at once; the rest of a burst waits for the next slot.
    const stop = subscribe(() => {
      if (timer !== undefined) return;
      const wait = deliveredAt + waitMs - performance.now();
      if (wait <= 0) deliver();
      else timer = setTimeout(deliver, wait);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [subscribe, read, waitMs]);
  // Another store (the warehouse changed): its current value at once, not the old store's.
  return seen.read === read ? seen.value : read();
}

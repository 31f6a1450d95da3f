import { useCallback, useState } from 'react';

/** A fresh client request key (src/domain/kernel/request-key.ts). */
export const newRequestKey = () => `rk-${crypto.randomUUID()}`;

/**
 * The request key of one filled-in form: made when the form opens and kept while the same form is sent
 * again (a lost answer, a double click), so the server makes it once. `renew` starts another
 * submission: call it when what the form sends changes, and after a success.
 */
export function useRequestKey(): [key: string, renew: () => void] {
  const [key, setKey] = useState(newRequestKey);
  const renew = useCallback(() => setKey(newRequestKey()), []);
  return [key, renew];
}

import { useQuery } from '@tanstack/react-query';
import { merchantFlagsIn } from '../../domain/accounts/merchant-flags';
import type { MerchantFlags } from '../../domain/accounts/merchant-flags';
import { readCookie, writeCookie } from '../api/cookies';
import { getJson } from '../api/http';
import { COOKIE_KEYS } from '../stores/storage-keys';

/**
 * The seller's merchant authorization flags (spec section 7: GET /inventory/listing/auth on the
 * business host), cached in the userAuth cookie so the menu is right at once on the next load,
 * before (or without) the network answering. Checked with the zod-free reader of
 * src/domain/accounts/merchant-flags.ts: every portal's layout loads this file.
 */
export const MERCHANT_FLAGS_QUERY_KEY = ['business', 'merchantFlags'] as const;

export function readMerchantFlagsCookie(): MerchantFlags | undefined {
  const raw = readCookie(COOKIE_KEYS.userAuth);
  if (!raw) return undefined;
  try {
    return merchantFlagsIn(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export async function fetchMerchantFlags(): Promise<MerchantFlags> {
  const flags = merchantFlagsIn(
    await getJson<unknown>('/inventory/listing/auth', undefined, { host: 'business' }),
  );
  if (!flags) throw new Error('The merchant authorization answer has no flags');
  writeCookie(COOKIE_KEYS.userAuth, JSON.stringify(flags));
  return flags;
}

/** Flags of the logged-in seller; `undefined` while unknown (flagged entries stay hidden). */
export function useMerchantFlags(enabled: boolean): MerchantFlags | undefined {
  const { data } = useQuery({
    queryKey: MERCHANT_FLAGS_QUERY_KEY,
    queryFn: fetchMerchantFlags,
    enabled,
    placeholderData: readMerchantFlagsCookie,
    staleTime: 5 * 60_000,
  });
  return enabled ? data : undefined;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopUserList, ShopUserOption } from '../../../../domain/inventory/inventory';
import { postJson } from '../../../api/http';

/** POST /shop_user/list (spec section 7): sellers, with the extra entry for unowned items last. */
export type ShopUser = ShopUserOption;

export const shopUserKeys = { all: ['inventory', 'shop-users'] as const };

export async function fetchShopUsers(): Promise<ShopUser[]> {
  return (await postJson<ShopUserList>('/shop_user/list', {})).records;
}

export function shopUsersQuery() {
  return queryOptions({ queryKey: shopUserKeys.all, queryFn: fetchShopUsers, staleTime: 60_000 });
}

/** Sellers an item can be given to: the unowned entry is a filter value, not an owner. */
export function useOwnerChoices(enabled: boolean) {
  return useQuery({ ...shopUsersQuery(), enabled, select: (users) => users.filter((u) => !u.unowned) });
}

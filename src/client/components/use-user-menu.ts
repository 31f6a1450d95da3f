import { useMemo } from 'react';
import type { MerchantFlags } from '../../domain/accounts/merchant-flags';
import { usePortalRoutes } from '../routing/use-portal-routes';
import { useSession } from '../stores/session';
import { useMerchantFlags } from './merchant-flags';
import { buildMenu } from './menu-entries';
import type { MenuEntry } from './menu-entries';

export type UserMenu = {
  menu: MenuEntry[];
  merchantFlags: MerchantFlags | undefined;
  home: string | undefined;
};

/** The logged-in user's menu: their route tree, less what their merchant flags and role exclude. */
export function useUserMenu(): UserMenu {
  const routes = usePortalRoutes();
  const roleId = useSession((s) => s.userInfo?.roleId ?? null);
  const merchantFlags = useMerchantFlags(routes?.userType === 'business');
  const menu = useMemo(
    () => (routes ? buildMenu(routes.routes, { merchantFlags: merchantFlags ?? null, roleId }) : []),
    [routes, merchantFlags, roleId],
  );
  return { menu, merchantFlags, home: routes?.defaultPath };
}

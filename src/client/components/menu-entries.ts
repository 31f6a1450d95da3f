import type { MerchantFlags } from '../../domain/accounts/merchant-flags';
import type { ResolvedRoute } from '../routing/route-types';

/**
 * The sidebar menu generated from the user's route tree (spec sections 2 and 6): hidden routes
 * stay out, a merchant's entries need their authorization flag (touchPro, flex,
 * knetCrossListing), and role-bound entries (personal center: role 4) need that role.
 */
export type MenuEntry = {
  key: string;
  title: string;
  icon?: string;
  /** Where a click goes: the route's path without its optional parameters. */
  to: string;
  children: MenuEntry[];
};

export type MenuViewer = { merchantFlags: MerchantFlags | null; roleId: number | null };

/** '/business/wallet/:pageNo?' -> '/business/wallet'; a required parameter keeps the route out of the menu. */
export function menuTarget(fullPath: string): string | null {
  const segments = fullPath.split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith(':') && !s.endsWith('?'))) return null;
  const kept = segments.filter((s) => !s.startsWith(':') && s !== '*');
  return `/${kept.join('/')}`;
}

export function isVisibleTo(route: ResolvedRoute, viewer: MenuViewer): boolean {
  const { hidden, merchantFlag, roleId } = route.meta;
  if (hidden) return false;
  if (merchantFlag && !viewer.merchantFlags?.[merchantFlag]) return false;
  if (roleId !== undefined && viewer.roleId !== roleId) return false;
  return true;
}

export function buildMenu(routes: readonly ResolvedRoute[], viewer: MenuViewer): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const route of routes) {
    if (!isVisibleTo(route, viewer)) continue;
    const children = buildMenu(route.children ?? [], viewer);
    const target = menuTarget(route.fullPath);
    // A group whose every child is hidden from this viewer disappears with them.
    if (route.children?.length && children.length === 0) continue;
    if (!route.children?.length && target === null) continue;
    entries.push({
      key: route.fullPath,
      title: route.meta.title,
      icon: route.meta.icon,
      to: route.redirect ?? target ?? children[0]?.to ?? route.fullPath,
      children,
    });
  }
  return entries;
}

/**
 * Entries (at any depth) whose path the current location is in: they show as active and open. Of
 * sibling screens only the closest one is: /admin/Stock/InBatch is InBatch's, not also the stock
 * list's at /admin/Stock.
 */
export function activeMenuKeys(entries: readonly MenuEntry[], pathname: string): string[] {
  const lower = pathname.toLowerCase();
  const keys: string[] = [];
  let closest: MenuEntry | undefined;
  for (const entry of entries) {
    const below = activeMenuKeys(entry.children, pathname);
    if (below.length) keys.push(entry.key, ...below);
    if (entry.children.length > 0) continue;
    const to = entry.to.toLowerCase();
    const inside = lower === to || lower.startsWith(`${to}/`);
    if (inside && (!closest || to.length > closest.to.length)) closest = entry;
  }
  if (closest) keys.push(closest.key);
  return keys;
}

/** Every leaf the viewer may open, flattened: the workplace screens list them as quick links. */
export function menuLeaves(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.children.length ? menuLeaves(e.children) : [e]));
}

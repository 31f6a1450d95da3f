import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../routing/route-types';
import { menuIcon } from '../components/menu-icons';
import { PORTALS } from './routes';

function iconNames(routes: readonly AppRoute[]): string[] {
  return routes.flatMap((route) => [
    ...(route.meta.icon ? [route.meta.icon] : []),
    ...iconNames(route.children ?? []),
  ]);
}

describe('menu icons', () => {
  it('has an icon for every icon the route table names', () => {
    const fallback = menuIcon(undefined);
    const missing = PORTALS.flatMap((portal) => iconNames(portal.routes)).filter(
      (name) => menuIcon(name) === fallback,
    );
    expect(missing).toEqual([]);
  });
});

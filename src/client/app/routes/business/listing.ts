import { NamedPermission } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/**
 * The seller's marketplace connections (listing area; spec `platformservices/:pageNo?`, issue 25
 * point 1), placed in the menu by ../business.ts. The menu shows it to sellers with the
 * cross-listing flag; the path stays reachable (the marketplaces' OAuth callback returns to it).
 * Not kept alive: it announces the consent's outcome from the address it is shown at.
 */
export const platformServices: AppRoute = {
  path: 'platformservices/:pageNo?',
  name: 'platformservices',
  meta: {
    title: 'listing:connections.title',
    icon: 'plug-connected',
    merchantFlag: 'knetCrossListing',
    permission: [NamedPermission.business],
  },
  component: screen(
    () => import('../../../features/listing/connections/PlatformServicesScreen'),
    (m) => m.PlatformServicesScreen,
  ),
};

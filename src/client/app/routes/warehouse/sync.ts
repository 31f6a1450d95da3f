import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The warehouse portal's sync screens (sync area), placed in the menu by ../warehouse.ts. */
export const syncAttention: AppRoute = {
  // Any warehouse user: everyone's own refused offline ops (opened from the header's sync status).
  path: 'SyncAttention',
  name: 'SyncAttention',
  meta: { title: 'common:menu.syncAttention', hidden: true },
  component: screen(
    () => import('../../../features/sync/NeedsAttentionScreen'),
    (m) => m.NeedsAttentionScreen,
  ),
};
